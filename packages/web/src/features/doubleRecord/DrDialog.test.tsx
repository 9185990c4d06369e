import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, type DrDialogAction, type DrDialogState } from '@funddesk/core';
import { DrDialog } from './DrDialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * spec 02 §4 "Double-record and identity-check dialog states": each state's text (catalogue
 * doubleRecord.dialog.N) and exactly its actions, in order.
 */
const cases: [DrDialogState, string, DrDialogAction[]][] = [
  [0, '身份核验未通过，请重试', ['retry']],
  [2, '身份核验失败，您已连续失败3次', ['backToDeal', 'recollect']],
  [3, '识别失败，请重新进行双录', ['redo']],
  [4, '当前设备摄像头无法使用，请使用手机扫描二维码继续双录', ['scanWithPhone']],
  [5, '身份核验成功，阅读监管提示后开始录制', ['startRecording']],
  [6, '当前设备摄像头无法使用，请使用手机扫描二维码继续录制', ['scanWithPhone']],
  [7, '请确认已完整朗读提示内容，确认后提交视频', ['confirm']],
  [8, '上传失败，请检查网络', ['reupload', 'redo']],
  [9, '视频上传中，预计需要60秒，请勿关闭页面', []],
  [10, '上传失败，请重新录制', ['redo']],
  [11, '检测到耳机，请断开耳机后再进行双录', ['recheck']],
  [12, '视频处理中，您可以继续等待或中断上传', ['interrupt', 'keepWaiting']],
  [13, '没有摄像头权限，请在浏览器设置中允许使用摄像头和麦克风', ['recheck']],
  [14, '上传成功，3秒后自动跳转', ['viewResult']],
  [15, '双录是否已完成？', ['notDone', 'done']],
  [16, '双录多次未通过，建议联系客服处理', ['contactService']],
  [20, '没有摄像头权限，请在浏览器设置中允许使用摄像头和麦克风后重新录制', ['recheck']],
  [21, '电脑不能静音，请打开声音和麦克风后再进行双录', ['recheck']],
  [22, '请联系管理员完善该角色的姓名、手机号、证件类型、证件号码和证件有效期', ['close']],
  [24, '证件照片是否已采集完成？', ['notDone', 'done']],
  [25, '上传超时，您可以中断或重试', ['interrupt', 'retry']],
  [26, '当前浏览器不支持双录，请复制链接在Chrome浏览器中打开', ['copyLink']],
  [27, '证件照片多次采集失败，请重新采集或取消', ['cancel', 'recollect']],
  [28, '当前操作系统版本不支持双录，请使用手机扫描二维码继续', ['scanWithPhone']],
  [29, '身份核验多次失败，请重新采集证件照片或取消', ['cancel', 'recollect']],
  [30, '视频多次上传失败，请重新采集或取消', ['cancel', 'recollect']],
];

/** The dialog's footer buttons, in order (the close icon left out). */
const footerButtons = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => b.closest('.bp6-dialog-footer'))
    .map((b) => b.textContent);

describe('DrDialog: every double-record dialog state (spec 02 §4, §8, §9)', () => {
  it.each(cases)('state %i says "%s" and offers exactly its actions', (state, text, actions) => {
    const onAction = vi.fn();
    render(
      <DrDialog
        state={state}
        onAction={onAction}
        failures={3}
        progress={{ sent: 50, total: 100 }}
        link="http://localhost/#/double-record/mobileDrHome?token=abc"
        copy={() => Promise.resolve(true)}
      />,
    );
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(t('doubleRecord.dialog.title'))).toBeTruthy();
    expect(footerButtons()).toEqual(actions.map((a) => t(`doubleRecord.action.${a}`)));
    // Actions that do not open something inside the dialog are handed to the page.
    for (const action of actions.filter((a) => a !== 'scanWithPhone' && a !== 'copyLink')) {
      fireEvent.click(screen.getByRole('button', { name: t(`doubleRecord.action.${action}`) }));
      expect(onAction).toHaveBeenLastCalledWith(action);
    }
  });

  it('9 uploading shows the progress and cannot be closed', () => {
    render(<DrDialog state={9} onAction={vi.fn()} progress={{ sent: 30, total: 120 }} />);
    expect(screen.getByText('已上传 25%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
  });

  it('14 jumps on by itself after 3 s (spec 02 §9)', () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    render(<DrDialog state={14} onAction={onAction} />);
    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(onAction).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onAction).toHaveBeenCalledWith('viewResult');
  });

  it.each([4, 6, 28] as const)('%i: 手机扫码 shows the link as a QR code', async (state) => {
    render(<DrDialog state={state} onAction={vi.fn()} link="http://localhost/#/double-record/x?token=abc" />);
    fireEvent.click(screen.getByRole('button', { name: '手机扫码' }));
    expect(await screen.findByRole('img', { name: t('doubleRecord.dialog.link') })).toBeTruthy();
    expect(screen.getByText(t('doubleRecord.dialog.phoneHint'))).toBeTruthy();
  });

  it('26: 复制链接 copies the link for Chrome', async () => {
    const copy = vi.fn(() => Promise.resolve(true));
    render(<DrDialog state={26} onAction={vi.fn()} link="http://localhost/#/x" copy={copy} />);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText(t('doubleRecord.dialog.copied'))).toBeTruthy();
    expect(copy).toHaveBeenCalledWith('http://localhost/#/x');
  });

  it('22 names the fields an administrator must complete', () => {
    render(<DrDialog state={22} onAction={vi.fn()} missingFields={['手机号', '证件号码']} />);
    expect(screen.getByText('缺少：手机号、证件号码')).toBeTruthy();
  });
});
