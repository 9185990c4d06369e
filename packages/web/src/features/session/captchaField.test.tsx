import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, type CallDef, type GatewayClient } from '@funddesk/core';
import { CaptchaField, useLoginCaptcha } from './loginGuards';

/** Answers captchaGet: an image by default, a question for kind text; records the requests. */
function captchaGateway() {
  const asked: unknown[] = [];
  const client = {
    call: (def: CallDef, req: unknown) => {
      asked.push(req);
      const text = (req as { kind?: string }).kind === 'text';
      return Promise.resolve(
        text
          ? {
              captchaId: `t${asked.length}`,
              image: '',
              question: '3 加 4 等于几？请输入数字答案',
              expiresInSec: 120,
            }
          : { captchaId: `i${asked.length}`, image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSec: 120 },
      );
    },
  } as unknown as GatewayClient;
  return { client, asked };
}

/** Clicks and lets the captcha request answer. */
async function press(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}

function Harness({ client }: { client: GatewayClient }) {
  const captcha = useLoginCaptcha(client);
  return (
    <>
      <button
        type="button"
        onClick={() => captcha.onLoginFailure(new GatewayError(ErrorCode.CaptchaRequired))}
      >
        fail
      </button>
      <CaptchaField captcha={captcha} />
    </>
  );
}

describe('the captcha has a text alternative and 换一张 by keyboard (issue 17 §2, WCAG 1.1.1)', () => {
  afterEach(cleanup);

  it('改用文字验证码 asks the question as the input description; 换一张 loads another of the same kind', async () => {
    const { client, asked } = captchaGateway();
    render(<Harness client={client} />);
    await press(screen.getByText('fail'));
    expect(screen.getByRole('img', { name: '图形验证码图片' })).toBeTruthy();

    await press(screen.getByRole('button', { name: '改用文字验证码' }));
    expect(asked.at(-1)).toEqual({ kind: 'text' });
    const input = screen.getByRole('textbox');
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('3 加 4 等于几？请输入数字答案');
    expect(screen.queryByRole('img')).toBeNull();

    await press(screen.getByRole('button', { name: '换一张' }));
    expect(asked).toHaveLength(3);
    expect(asked.at(-1)).toEqual({ kind: 'text' });

    await press(screen.getByRole('button', { name: '改用图形验证码' }));
    expect(asked.at(-1)).toEqual({});
    expect(screen.getByRole('img', { name: '图形验证码图片' })).toBeTruthy();
  });
});
