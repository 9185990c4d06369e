import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { fakeGateway } from '../product/testing/fakeGateway';
import {
  CaptchaField,
  PRIVACY_CLIENT_KEY,
  PrivacyConsentField,
  privacyClientId,
  useLoginCaptcha,
  usePrivacyConsent,
} from './loginGuards';

beforeEach(() => window.localStorage.removeItem(PRIVACY_CLIENT_KEY));
afterEach(cleanup);

const privacy = (signed: boolean) => ({
  version: 2,
  title: '《FundDesk 隐私政策》',
  content: '我们深知个人信息对您的重要性。',
  publishedAt: '2026-01-01T00:00:00.000Z',
  signed,
});

describe('privacy agreement before login (spec 01 §4.5, §7.10)', () => {
  it('keeps one random client id per browser', () => {
    const id = privacyClientId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(privacyClientId()).toBe(id);
  });

  it('queries the latest version; logging in signs it by version once; the box starts ticked (spec 02 §4)', async () => {
    const gateway = fakeGateway({
      queryLatestPrivacyAgreementUnlogined: () => privacy(false),
      signLatestPrivacyAgreementUnlogined: () => ({ version: 2, signedAt: '2026-02-13T06:00:00.000Z' }),
    });
    const { result } = renderHook(() => usePrivacyConsent(gateway));
    await waitFor(() => expect(result.current.agreement?.version).toBe(2));
    expect(result.current.consent).toBe(true);
    await act(async () => expect(await result.current.ensureSigned('op01')).toBe(true));
    expect(gateway.requests('signLatestPrivacyAgreementUnlogined')).toEqual([
      { clientId: privacyClientId(), version: 2, loginName: 'op01' },
    ]);
    await act(async () => expect(await result.current.ensureSigned('op01')).toBe(true));
    expect(gateway.requests('signLatestPrivacyAgreementUnlogined')).toHaveLength(1);
  });

  it('without consent the login does not go on; a failed query asks nothing', async () => {
    const gateway = fakeGateway({ queryLatestPrivacyAgreementUnlogined: () => privacy(false) });
    const { result } = renderHook(() => usePrivacyConsent(gateway));
    await waitFor(() => expect(result.current.agreement).toBeDefined());
    act(() => result.current.setConsent(false));
    await act(async () => expect(await result.current.ensureSigned('op01')).toBe(false));
    const failing = renderHook(() => usePrivacyConsent(fakeGateway({})));
    await act(async () => expect(await failing.result.current.ensureSigned('op01')).toBe(true));
  });

  it('shows the consent line with the policy’s text in a dialog', async () => {
    const gateway = fakeGateway({ queryLatestPrivacyAgreementUnlogined: () => privacy(true) });
    function Host() {
      return <PrivacyConsentField privacy={usePrivacyConsent(gateway)} />;
    }
    render(<Host />);
    fireEvent.click(await screen.findByText('《FundDesk 隐私政策》'));
    await screen.findByText('我们深知个人信息对您的重要性。');
    expect(screen.getByText('版本 2，2026-01-01 起生效')).toBeTruthy();
  });
});

describe('login captcha (spec 01 §7.3 checkKaptcha, §7.4)', () => {
  const image = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';

  it('is not asked until the gateway answers FD1006; then shows an image and trades the answer for a ticket', async () => {
    let n = 0;
    const gateway = fakeGateway({
      captchaGet: () => ({ captchaId: `C${++n}`, image, expiresInSec: 120 }),
      captchaCheck: (req) => {
        const { answer } = req as { answer: string };
        if (answer !== 'AB34') throw new GatewayError(ErrorCode.CaptchaWrong);
        return { ticket: 'TICKET', expiresInSec: 120 };
      },
    });
    const { result } = renderHook(() => useLoginCaptcha(gateway));
    await act(async () => expect(await result.current.ticket()).toBeUndefined());
    expect(result.current.onLoginFailure(new GatewayError(ErrorCode.LoginFailed))).toBe(false);
    act(() => void result.current.onLoginFailure(new GatewayError(ErrorCode.CaptchaRequired)));
    await waitFor(() => expect(result.current.image).toBe(image));
    await act(async () => {
      await expect(result.current.ticket()).rejects.toMatchObject({ code: ErrorCode.CaptchaRequired });
    });
    act(() => result.current.setAnswer('wrong'));
    await act(async () => {
      await expect(result.current.ticket()).rejects.toMatchObject({ code: ErrorCode.CaptchaWrong });
    });
    // Every image answers one check: a new one is loaded.
    await waitFor(() => expect(gateway.requests('captchaGet')).toHaveLength(2));
    act(() => result.current.setAnswer('AB34'));
    await act(async () => expect(await result.current.ticket()).toBe('TICKET'));
    expect(gateway.requests('captchaCheck').at(-1)).toEqual({ captchaId: 'C2', answer: 'AB34' });
  });

  it('renders the input and the image; clicking the image loads another', async () => {
    const gateway = fakeGateway({ captchaGet: () => ({ captchaId: 'C', image, expiresInSec: 120 }) });
    function Host() {
      const captcha = useLoginCaptcha(gateway);
      return (
        <>
          <button onClick={() => captcha.onLoginFailure(new GatewayError(ErrorCode.CaptchaRequired))}>
            失败
          </button>
          <CaptchaField captcha={captcha} />
        </>
      );
    }
    render(<Host />);
    expect(screen.queryByPlaceholderText('请输入图形验证码')).toBeNull();
    fireEvent.click(screen.getByText('失败'));
    fireEvent.click(await screen.findByAltText('图形验证码图片'));
    await waitFor(() => expect(gateway.requests('captchaGet')).toHaveLength(2));
    expect(screen.getByPlaceholderText('请输入图形验证码')).toBeTruthy();
  });
});
