import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { IdCardPage } from './IdCardPage';

const front = {
  name: '李静',
  gender: '女',
  nation: '汉',
  birthDate: '1966-11-23',
  address: '广州市天河区人民路12号',
  credNumber: '440106196611231244',
};
const back = { authority: '广州市公安局天河分局', validFrom: '2014-11-23', validTo: '长期' };

function show(handlers: Record<string, FakeHandler> = {}) {
  const gateway = fakeGateway({
    cardOcr: (fields) =>
      (fields as { ocrCardType: string }).ocrCardType === 'sfzFrontOcr'
        ? { imageId: 'img-front', ocrCardType: 'sfzFrontOcr', front, back: null, elapsedMs: 300 }
        : { imageId: 'img-back', ocrCardType: 'sfzBackOcr', front: null, back, elapsedMs: 280 },
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/user/idCardHome', element: <IdCardPage /> },
      { path: '/user/userInfo', element: <div>user info page</div> },
    ],
    { initialEntries: ['/user/idCardHome'] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return { gateway, router };
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe('身份证影像 (spec 01 §2.2 /user/idCardHome, §7.8 A/pc/card/ocr; issue 15 §1)', () => {
  beforeEach(() => {
    sessionStore.set({ token: 't', groupId: '10000001', roles: ['op'] });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  });
  afterEach(() => {
    cleanup();
    sessionStore.set({});
    vi.restoreAllMocks();
  });

  it('OCR of both sides fills the fields; 确认提交 sends them with both images and returns to 个人信息', async () => {
    const success = vi.spyOn(notifier, 'success').mockReturnValue(true);
    const { gateway, router } = show({
      confirmIdCard: () => ({ document: {}, infoIsFull: '1001' }),
      queryPersonalInfoBase: () => ({}),
    });
    const confirm = await screen.findByRole('button', { name: '确认提交' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('上传人像面'), { target: { files: [png('front.png')] } });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('公民身份号码').value).toBe(front.credNumber),
    );
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('李静');
    expect(screen.getByLabelText<HTMLInputElement>('住址').value).toBe(front.address);
    expect(screen.getByRole('img', { name: '身份证人像面预览' })).toBeTruthy();
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('上传国徽面'), { target: { files: [png('back.png')] } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('有效期止').value).toBe('长期'));
    expect(screen.getByLabelText<HTMLInputElement>('签发机关').value).toBe(back.authority);
    expect(gateway.requests('cardOcr')).toEqual([
      { ocrCardType: 'sfzFrontOcr' },
      { ocrCardType: 'sfzBackOcr' },
    ]);

    // The person corrects the address before confirming.
    fireEvent.change(screen.getByLabelText('住址'), { target: { value: '广州市天河区人民路12号之一' } });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/userInfo'));
    expect(success).toHaveBeenCalledWith('证件信息已更新');
    expect(gateway.requests('confirmIdCard')).toEqual([
      {
        frontImageId: 'img-front',
        backImageId: 'img-back',
        name: '李静',
        credNumber: front.credNumber,
        address: '广州市天河区人民路12号之一',
        authority: back.authority,
        validFrom: back.validFrom,
        validTo: '长期',
      },
    ]);
    // The header's name is the confirmed one at once.
    expect(sessionStore.get().personName).toBe('李静');
  });

  it('a refused image (not an ID card) keeps the side unread and 确认提交 disabled', async () => {
    const { GatewayError } = await import('@funddesk/core');
    show({
      cardOcr: () => {
        throw new GatewayError('FD1203', undefined, { detail: { side: '人像面' } });
      },
    });
    fireEvent.change(await screen.findByLabelText('上传人像面'), { target: { files: [png('bill.png')] } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '上传人像面' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText('已识别')).toBeNull();
    expect(screen.queryByRole('img', { name: '身份证人像面预览' })).toBeNull();
    expect(screen.getByRole('button', { name: '确认提交' }).hasAttribute('disabled')).toBe(true);
  });
});
