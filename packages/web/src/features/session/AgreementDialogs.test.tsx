import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';
import { AgreementDialogs } from './AgreementDialogs';
import { agreementItem } from './testing';

afterEach(cleanup);

const items = [agreementItem(1), agreementItem(2), agreementItem(25)];

function setup(sign = vi.fn(() => Promise.resolve())) {
  const onLogout = vi.fn();
  const gateway = fakeGateway({
    agreementText: (req) => ({
      id: (req as { id: string }).id,
      title: '《基金投资风险揭示书》',
      version: 1,
      content: '基金投资有风险。',
    }),
  });
  render(
    <WithGateway gateway={gateway}>
      <AgreementDialogs items={items} sign={sign} onLogout={onLogout} />
    </WithGateway>,
  );
  return { sign, onLogout };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('AgreementDialogs: notice -> signing -> final notice (spec 01 §4.5, spec 02 §4)', () => {
  it('spec 01 §4.5: the first notice lists the agreements; 退出 logs out', () => {
    const { onLogout, sign } = setup();
    expect(screen.getByText('协议签署提示')).toBeTruthy();
    expect(screen.getByText('《客户维护费告知书》')).toBeTruthy();
    fireEvent.click(button('退出'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(sign).not.toHaveBeenCalled();
  });

  it('spec 02 §4: continue opens signing with the box ticked; unticked, 同意 is disabled; 同意 signs', async () => {
    const { sign } = setup();
    fireEvent.click(button('继续'));
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '我已阅读并同意以上协议' });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(button('同意').disabled).toBe(true);
    fireEvent.click(box);
    fireEvent.click(button('同意'));
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('协议签署')).toBeNull());
  });

  it('spec 01 §4.5: 不同意 opens the final notice; 继续阅读 returns to signing; 退出 logs out', () => {
    const { onLogout } = setup();
    fireEvent.click(button('继续'));
    fireEvent.click(button('不同意'));
    expect(screen.getByText('如您不同意上述协议，我们将无法继续为您提供服务。')).toBeTruthy();
    fireEvent.click(button('继续阅读'));
    expect(screen.getByText('我已阅读并同意以上协议')).toBeTruthy();
    fireEvent.click(button('不同意'));
    fireEvent.click(button('退出'));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a failed sign call returns to signing (the notifier shows why)', async () => {
    const sign = vi.fn(() => Promise.reject(new Error('FD5000')));
    setup(sign);
    fireEvent.click(button('继续'));
    fireEvent.click(button('同意'));
    await waitFor(() => expect(sign).toHaveBeenCalled());
    await waitFor(() => expect(button('同意').disabled).toBe(false));
  });

  it('opens an agreement’s full text from its name', async () => {
    setup();
    fireEvent.click(screen.getByText('《基金投资风险揭示书》'));
    await screen.findByText('基金投资有风险。');
    expect(screen.getByText('版本 1')).toBeTruthy();
  });
});
