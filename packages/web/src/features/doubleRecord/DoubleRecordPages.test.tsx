import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HotkeysProvider } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, GatewayError, t, type CaptureInfo } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { MediaEnvContext, type MediaEnv } from './media';
import { doubleRecordRoutes } from './routes';

afterEach(cleanup);

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function anInfo(overrides: Partial<CaptureInfo> = {}): CaptureInfo {
  return {
    doubleRecordId: 'DR1',
    dealId: 'PD0001',
    dealType: 'reserve',
    status: 'pending',
    productId: 'PF0001',
    productName: '鼎元稳健私募1号',
    amount: '1000000.00',
    orgName: '鼎元投资管理有限公司',
    personName: '张明',
    infoIsFull: '1001',
    missingFields: [],
    faceFailures: 0,
    maxFaceFailures: 3,
    minDurationMs: 10_000,
    maxVideoBytes: 64 * 1024 * 1024,
    reviewReason: null,
    linkExpiresAt: 0,
    ...overrides,
  };
}

/** A media environment whose camera refuses with `errorName`, or opens a stream without tracks. */
function fakeMedia(overrides: Partial<MediaEnv> & { errorName?: string } = {}): MediaEnv {
  const stream = Object.assign(new MediaStream(), { getTracks: () => [], getAudioTracks: () => [] });
  return {
    mediaDevices: {
      getUserMedia: () =>
        overrides.errorName
          ? Promise.reject(Object.assign(new Error('refused'), { name: overrides.errorName }))
          : Promise.resolve(stream),
      enumerateDevices: () => Promise.resolve([]),
    },
    MediaRecorder: function FakeRecorder() {} as unknown as typeof MediaRecorder,
    userAgent: CHROME,
    storage: undefined,
    now: () => 0,
    ...overrides,
  };
}

function open(path: string, handlers: Record<string, FakeHandler>, media: MediaEnv = fakeMedia()) {
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter(doubleRecordRoutes, { initialEntries: [path] });
  render(
    <WithGateway gateway={gateway}>
      <MediaEnvContext.Provider value={media}>
        <HotkeysProvider>
          <RouterProvider router={router} />
        </HotkeysProvider>
      </MediaEnvContext.Provider>
    </WithGateway>,
  );
  return { gateway, router };
}

describe('double-record pages (spec 02 §2 /double-record, §4; issue 13 §5)', () => {
  it('mobileDrHome shows the deal and starts with the certificate (pending -> uploadCard)', async () => {
    const { router } = open('/double-record/mobileDrHome?token=tok_abcdefghijklmnopqrstu', {
      doubleRecordCaptureInfo: () => anInfo(),
    });
    const table = await screen.findByRole('table', { name: t('doubleRecord.home.deal') });
    expect(table.textContent).toContain('鼎元稳健私募1号');
    expect(table.textContent).toContain('1,000,000.00');
    expect(table.textContent).toContain('待双录');
    fireEvent.click(screen.getByRole('button', { name: '开始双录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/double-record/uploadCard'));
    expect(router.state.location.search).toBe('?token=tok_abcdefghijklmnopqrstu');
  });

  it('/double-record goes to mobileCollectHome with its query', async () => {
    const { router } = open('/double-record?token=tok_abcdefghijklmnopqrstu', {
      doubleRecordCaptureInfo: () => anInfo(),
    });
    await screen.findByRole('table', { name: t('doubleRecord.home.deal') });
    expect(router.state.location.pathname).toBe('/double-record/mobileCollectHome');
  });

  it('incomplete card info (infoIsFull 1002) opens dialog 22 naming the fields', async () => {
    open('/double-record/mobileDrHome?token=tok_abcdefghijklmnopqrstu', {
      doubleRecordCaptureInfo: () =>
        anInfo({ infoIsFull: '1002', missingFields: ['mobilePhone', 'credNumber'] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '开始双录' }));
    expect(await screen.findByText(t('doubleRecord.dialog.22'))).toBeTruthy();
    expect(screen.getByText('缺少：手机号、证件号码')).toBeTruthy();
  });

  it('a browser without MediaRecorder gets dialog 26 (copy the link into Chrome)', async () => {
    open(
      '/double-record/mobileDrHome?token=tok_abcdefghijklmnopqrstu',
      { doubleRecordCaptureInfo: () => anInfo() },
      fakeMedia({ MediaRecorder: undefined }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '开始双录' }));
    expect(await screen.findByText(t('doubleRecord.dialog.26'))).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeTruthy();
  });

  it('a refused recording opens dialog 3 and redo goes to the recording', async () => {
    const { router } = open('/double-record/mobileDrHome?token=tok_abcdefghijklmnopqrstu', {
      doubleRecordCaptureInfo: () => anInfo({ status: 'rejected', reviewReason: '朗读不完整' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '继续双录' }));
    fireEvent.click(await screen.findByRole('button', { name: '重新录制' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/double-record/mobileRecordVideo'));
  });

  it('camera permission denied on uploadCard: dialog 13; the file upload stays possible', async () => {
    open(
      '/double-record/uploadCard?token=tok_abcdefghijklmnopqrstu',
      { doubleRecordCaptureInfo: () => anInfo() },
      fakeMedia({ errorName: 'NotAllowedError' }),
    );
    expect(await screen.findByText(t('doubleRecord.dialog.13'))).toBeTruthy();
    expect(screen.getByLabelText(t('doubleRecord.card.upload'))).toBeTruthy();
  });

  it('camera unusable on the recording page: dialog 6 (scan with a phone)', async () => {
    open(
      '/double-record/mobileRecordVideo?token=tok_abcdefghijklmnopqrstu',
      { doubleRecordCaptureInfo: () => anInfo({ status: 'faceChecked' }) },
      fakeMedia({ errorName: 'NotReadableError' }),
    );
    expect(await screen.findByText(t('doubleRecord.dialog.6'))).toBeTruthy();
    expect(screen.getByRole('button', { name: '手机扫码' })).toBeTruthy();
  });

  it('the recording page shows the notice to read aloud with the deal filled in', async () => {
    open('/double-record/mobileRecordVideo?token=tok_abcdefghijklmnopqrstu', {
      doubleRecordCaptureInfo: () => anInfo({ status: 'faceChecked' }),
    });
    const notice = await screen.findByRole('region', { name: t('doubleRecord.record.notice') });
    expect(notice.textContent).toContain(
      '本人张明，代表鼎元投资管理有限公司认购鼎元稳健私募1号，认购金额1,000,000.00元',
    );
  });

  it('auditing says the recording is under review', async () => {
    open('/double-record/auditing?token=tok_abcdefghijklmnopqrstu', {
      doubleRecordCaptureInfo: () => anInfo({ status: 'auditing' }),
    });
    expect(await screen.findByText(t('doubleRecord.auditing.text'))).toBeTruthy();
  });

  it('opened from a deal (?dealId=) it asks for a capture link first', async () => {
    const link = vi.fn(() => ({
      doubleRecordId: 'DR1',
      status: 'pending',
      token: 'tok_fromdeal_abcdefghijkl',
      path: '/double-record/mobileDrHome?token=tok_fromdeal_abcdefghijkl',
      expiresAt: 0,
    }));
    const { router } = open('/double-record/mobileDrHome?dealId=PD0001', {
      doubleRecordLink: link,
      doubleRecordCaptureInfo: () => anInfo(),
    });
    await screen.findByRole('table', { name: t('doubleRecord.home.deal') });
    expect(link).toHaveBeenCalledWith({ dealId: 'PD0001' });
    expect(router.state.location.search).toBe('?token=tok_fromdeal_abcdefghijkl');
  });

  it('without a link it says where to start', async () => {
    open('/double-record/mobileDrHome', {});
    expect(await screen.findByText(t('doubleRecord.page.noLink'))).toBeTruthy();
  });
});

/** A MediaRecorder stand-in: stopping hands over one WebM chunk. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  mimeType = 'video/webm;codecs=vp8,opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {}
  stop() {
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])]) });
    this.onstop?.();
  }
}

/** Media with a live, unmuted microphone, FakeRecorder, and a clock the test moves. */
function recordingMedia(devices: { kind: string; label: string }[] = []) {
  const clock = { ms: 1_000_000 };
  const track = { muted: false, enabled: true, readyState: 'live', stop: () => undefined };
  // A real (empty) MediaStream, so that the preview accepts it, answering the fake microphone track.
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getAudioTracks: () => [track],
  });
  const media = fakeMedia({
    mediaDevices: {
      getUserMedia: () => Promise.resolve(stream),
      enumerateDevices: () => Promise.resolve(devices),
    },
    MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
    now: () => clock.ms,
  });
  return { media, clock };
}

/** Records 11 s on the recording page and confirms it (dialogs 15 and 7). */
async function recordAndConfirm(clock: { ms: number }) {
  fireEvent.click(await screen.findByRole('button', { name: '开始录制' }));
  clock.ms += 11_000;
  const stop = await screen.findByRole('button', { name: '结束录制' });
  await waitFor(() => expect(stop.hasAttribute('disabled')).toBe(false), { timeout: 3_000 });
  fireEvent.click(stop);
  fireEvent.click(await screen.findByRole('button', { name: '已完成' }));
  fireEvent.click(await screen.findByRole('button', { name: '确认' }));
}

describe('recording page: MediaRecorder, upload outcomes (spec 02 §4 states 7, 8, 11, 14, 15, 25; §7 doubleRecordUpload)', () => {
  it('a network failure offers 重新上传 (8); the second upload succeeds (14) and jumps to auditing', async () => {
    const { media, clock } = recordingMedia();
    let attempts = 0;
    const { gateway, router } = open(
      '/double-record/mobileRecordVideo?token=tok_abcdefghijklmnopqrstu',
      {
        doubleRecordCaptureInfo: () => anInfo({ status: 'faceChecked' }),
        doubleRecordUpload: () => {
          attempts += 1;
          if (attempts === 1) throw new GatewayError(ErrorCode.Network);
          return anInfo({ status: 'auditing' });
        },
      },
      media,
    );
    await recordAndConfirm(clock);
    expect(await screen.findByText(t('doubleRecord.dialog.8'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新上传' }));
    expect(await screen.findByText('上传成功，3秒后自动跳转')).toBeTruthy();
    expect(gateway.requests('doubleRecordUpload')).toEqual([
      { token: 'tok_abcdefghijklmnopqrstu', durationMs: 11_000 },
      { token: 'tok_abcdefghijklmnopqrstu', durationMs: 11_000 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '立即跳转' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/double-record/auditing'));
  });

  it('a timed-out upload offers 中断 or 重试 (25); the server refusing the file asks to redo (10)', async () => {
    const { media, clock } = recordingMedia();
    let attempts = 0;
    open(
      '/double-record/mobileRecordVideo?token=tok_abcdefghijklmnopqrstu',
      {
        doubleRecordCaptureInfo: () => anInfo({ status: 'faceChecked' }),
        doubleRecordUpload: () => {
          attempts += 1;
          throw new GatewayError(attempts === 1 ? ErrorCode.Timeout : ErrorCode.DoubleRecordNotVideo);
        },
      },
      media,
    );
    await recordAndConfirm(clock);
    expect(await screen.findByText(t('doubleRecord.dialog.25'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(t('doubleRecord.dialog.10'))).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '重新录制' }));
    expect(await screen.findByRole('button', { name: '开始录制' })).toBeTruthy();
  });

  it('headphones connected: dialog 11 before recording', async () => {
    const { media } = recordingMedia([{ kind: 'audiooutput', label: 'USB Headset' }]);
    open(
      '/double-record/mobileRecordVideo?token=tok_abcdefghijklmnopqrstu',
      { doubleRecordCaptureInfo: () => anInfo({ status: 'faceChecked' }) },
      media,
    );
    expect(await screen.findByText(t('doubleRecord.dialog.11'))).toBeTruthy();
  });
});
