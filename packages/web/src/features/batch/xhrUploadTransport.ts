import type { UploadTransport } from '@funddesk/core';

/** The XMLHttpRequest the transport uses: the browser's, or a fake in tests. */
export type XhrFactory = () => XMLHttpRequest;

/**
 * An upload transport over XMLHttpRequest: unlike `fetch`, it reports the bytes sent as they go
 * (`xhr.upload.onprogress`), which the upload progress dialog shows. The multipart body and its boundary
 * are the browser's (no content-type is set here); credentials are sent like the app's fetch. A timeout
 * rejects with a `TimeoutError`, an abort with an `AbortError`, a network failure with a `TypeError`, so
 * that the gateway client turns them into the usual GatewayError codes.
 *
 * @param createXhr - builds the request object (`new XMLHttpRequest()` by default)
 * @see spec 02 §2 (upload progress dialog), §7 (importExcel multipart), §9 (uploads 120000 ms)
 */
export function createXhrUploadTransport(
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): UploadTransport {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = createXhr();
      let settled = false;
      const fail = (name: string, message: string) => {
        if (settled) return;
        settled = true;
        request.signal?.removeEventListener('abort', onAbort);
        reject(Object.assign(new Error(message), { name }));
      };
      const onAbort = () => {
        xhr.abort();
        fail('AbortError', 'upload aborted');
      };
      if (request.signal?.aborted) {
        fail('AbortError', 'upload aborted');
        return;
      }
      xhr.open('POST', request.url, true);
      xhr.withCredentials = true;
      xhr.timeout = request.timeoutMs;
      for (const [name, value] of Object.entries(request.headers)) {
        // The browser writes the multipart content-type with its boundary.
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () => {
        if (settled) return;
        settled = true;
        request.signal?.removeEventListener('abort', onAbort);
        const body = typeof xhr.responseText === 'string' ? xhr.responseText : '';
        resolve({ status: xhr.status, text: () => Promise.resolve(body) });
      };
      xhr.ontimeout = () => fail('TimeoutError', 'upload timed out');
      xhr.onerror = () => fail('TypeError', 'network error');
      xhr.onabort = () => fail('AbortError', 'upload aborted');
      request.signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(request.body);
    });
}

/** The app's upload transport (passed to `createGatewayClient` in api/gateway.ts). */
export const xhrUploadTransport: UploadTransport = createXhrUploadTransport();
