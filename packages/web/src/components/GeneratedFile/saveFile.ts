import type { DownloadedFile } from '@funddesk/core';

/** Whether the page runs in an in-app browser that refuses downloads (spec 01 §4.8, §8: WeChat). */
export function isInAppBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * Saves a downloaded file through a temporary object URL and a clicked link.
 * @see spec 01 §4.8 (fetch the file, save it)
 */
export function saveDownloadedFile(file: DownloadedFile): void {
  const blob = new Blob([file.bytes as BlobPart], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
