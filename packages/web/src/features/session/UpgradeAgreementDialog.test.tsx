import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';
import { UpgradeAgreementDialog } from './UpgradeAgreementDialog';
import { agreementItem } from './testing';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(sign = vi.fn(() => Promise.resolve())) {
  let now = 1_000_000;
  const clock = { advance: (ms: number) => (now += ms) };
  const recordMark = vi.fn();
  const onLogout = vi.fn();
  render(
    <WithGateway gateway={fakeGateway({})}>
      <UpgradeAgreementDialog
        first={{ title: '协议更新提示', content: '我们更新了《基金投资风险揭示书》。' }}
        second={{ title: '协议签署', content: '请阅读并签署更新后的协议。' }}
        items={[agreementItem(2, 2, true)]}
        sign={sign}
        recordMark={recordMark}
        onLogout={onLogout}
        now={() => now}
      />
    </WithGateway>,
  );
  const tick = (ms: number) =>
    act(() => {
      clock.advance(ms);
      vi.advanceTimersByTime(ms);
    });
  return { sign, recordMark, onLogout, tick };
}

const button = (name: RegExp | string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('UpgradeAgreementDialog: 3 steps, 3 s countdown, leave marks 71-76 (spec 01 §4.5, spec 02 §4)', () => {
  it('spec 01 §4.5, §9: 我已阅读并知晓 counts down 3 s before it is enabled; opening records 71', () => {
    const { recordMark, tick } = setup();
    expect(recordMark).toHaveBeenCalledWith(71);
    expect(button('我已阅读并知晓（3s）').disabled).toBe(true);
    tick(1_000);
    expect(button('我已阅读并知晓（2s）').disabled).toBe(true);
    tick(1_000);
    expect(button('我已阅读并知晓（1s）').disabled).toBe(true);
    tick(1_000);
    expect(button('我已阅读并知晓').disabled).toBe(false);
  });

  it('read (72) leads to the second dialog, whose 同意并签署 signs (74)', async () => {
    const { recordMark, sign, tick } = setup();
    tick(3_000);
    fireEvent.click(button('我已阅读并知晓'));
    expect(recordMark).toHaveBeenLastCalledWith(72);
    expect(screen.getByText('请阅读并签署更新后的协议。')).toBeTruthy();
    fireEvent.click(button('同意并签署'));
    expect(recordMark).toHaveBeenLastCalledWith(74);
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
  });

  it('cancel on the first (73) opens the third; its 退出登录 logs out (76)', () => {
    const { recordMark, onLogout } = setup();
    fireEvent.click(button('取消'));
    expect(recordMark).toHaveBeenLastCalledWith(73);
    expect(
      screen.getByText('如您不同意更新后的协议，我们将无法继续为您提供服务。是否退出登录？'),
    ).toBeTruthy();
    fireEvent.click(button('退出登录'));
    expect(recordMark).toHaveBeenLastCalledWith(76);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('cancel on the second (75) opens the third; 返回阅读 reopens the first with its countdown (71)', () => {
    const { recordMark, tick } = setup();
    tick(3_000);
    fireEvent.click(button('我已阅读并知晓'));
    fireEvent.click(button('取消'));
    expect(recordMark).toHaveBeenLastCalledWith(75);
    fireEvent.click(button('返回阅读'));
    expect(recordMark).toHaveBeenLastCalledWith(71);
    expect(button('我已阅读并知晓（3s）').disabled).toBe(true);
  });
});
