import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { NotifierHost } from '../../app/NotifierHost';
import { createNotifier } from '../../app/notifier';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';

afterEach(cleanup);

describe('the authorisation dialog of A800046 (spec 01 §5, §7.15, §8)', () => {
  it('授权 stays disabled until the box is ticked; authorising records leave mark 29', async () => {
    const notifier = createNotifier();
    const gateway = fakeGateway({ setLeaveMarks: () => ({ recordedAt: '2026-02-13T06:00:00.000Z' }) });
    render(
      <WithGateway gateway={gateway}>
        <NotifierHost notifier={notifier} />
      </WithGateway>,
    );
    act(() => notifier.handle(new GatewayError(ErrorCode.AuthorisationRequired)));
    await screen.findByText('授权提示');
    expect(screen.getByText(/申请方申请获取以下信息/)).toBeTruthy();
    const authorise = screen.getByRole<HTMLButtonElement>('button', { name: '授权' });
    expect(authorise.disabled).toBe(true);
    fireEvent.click(authorise);
    expect(gateway.requests('setLeaveMarks')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意上述授权' }));
    fireEvent.click(screen.getByRole('button', { name: '授权' }));
    await waitFor(() => expect(gateway.requests('setLeaveMarks')).toEqual([{ path: '/', businessType: 29 }]));
    expect(notifier.getState().alert).toBeNull();
  });
});
