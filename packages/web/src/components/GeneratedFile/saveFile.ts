import { isInAppBrowser as isInAppUserAgent, type DownloadedFile } from '@funddesk/core';

/**
 * Whether the page runs in an in-app browser that refuses downloads (WeChat, WeCom, DingTalk …): core's
 * one rule (session/route.ts isInAppBrowser, also the guard's /wechat decision) on this browser's user
 * agent.
 * @see spec 01 §2.3 (/wechat), §4.8 (downloads refused), §8 (微信浏览器不支持下载…)
 */
export function isInAppBrowser(userAgent: string = navigator.userAgent): boolean {
  return isInAppUserAgent(userAgent);
}

/**
 * Saves a downloaded file in the browser under its name, through a temporary object URL and a clicked
 * link; a file without a type is saved as `application/octet-stream`, one without a name as `download`.
 * The one copy for generated files, statements, batch results and the cart's failure detail.
 * @see spec 01 §4.8 (fetch the file, save it), spec 02 §4 (the failure detail spreadsheet)
 */
export function saveDownloadedFile(file: DownloadedFile): void {
  const blob = new Blob([file.bytes as BlobPart], { type: file.contentType || 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName || 'download';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
