import { describe, expect, it, vi } from 'vitest';
import { createXhrUploadTransport } from './xhrUploadTransport';

/** A hand-driven stand-in of XMLHttpRequest: the test fires its events. */
class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

function setup() {
  const xhr = new FakeXhr();
  const transport = createXhrUploadTransport(() => xhr as unknown as XMLHttpRequest);
  return { xhr, transport };
}

const request = (extra: Partial<Parameters<ReturnType<typeof createXhrUploadTransport>>[0]> = {}) => ({
  url: '/mutual-fund-trade/api/pc/excel/batch/importExcel',
  headers: { authorization: 'Bearer t', 'x-gno': '10000001', 'content-type': 'application/json' },
  body: new FormData(),
  timeoutMs: 120_000,
  ...extra,
});

describe('the XMLHttpRequest upload transport (spec 02 §2 upload progress, §9 uploads 120000 ms)', () => {
  it('posts the form with the headers but no content-type, the 120 s timeout and credentials', async () => {
    const { xhr, transport } = setup();
    const body = new FormData();
    const answer = transport(request({ body }));
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/mutual-fund-trade/api/pc/excel/batch/importExcel');
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'x-gno': '10000001' });
    expect(xhr.timeout).toBe(120_000);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(body);
    xhr.status = 200;
    xhr.responseText = '{"header":{"retCode":"0000","retMessage":""},"body":{}}';
    xhr.onload?.();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('0000');
  });

  it('reports the bytes sent as the browser reports them', async () => {
    const { xhr, transport } = setup();
    const onProgress = vi.fn();
    const answer = transport(request({ onProgress }));
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 4096 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4096, total: 4096 });
    xhr.status = 200;
    xhr.onload?.();
    await answer;
    expect(onProgress.mock.calls).toEqual([
      [1024, 4096],
      [4096, 4096],
    ]);
  });

  it('a timeout rejects with TimeoutError (the client turns it into the timeout code)', async () => {
    const { xhr, transport } = setup();
    const answer = transport(request());
    xhr.ontimeout?.();
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('aborting the signal aborts the request and rejects with AbortError', async () => {
    const { xhr, transport } = setup();
    const controller = new AbortController();
    const answer = transport(request({ signal: controller.signal }));
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('a network failure rejects (the client turns it into the network code)', async () => {
    const { xhr, transport } = setup();
    const answer = transport(request());
    xhr.onerror?.();
    await expect(answer).rejects.toMatchObject({ name: 'TypeError' });
  });
});
