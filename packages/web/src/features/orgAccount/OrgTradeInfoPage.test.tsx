import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { t, type TradeInfoRow } from '@funddesk/core';
import { fakeGateway, type FakeHandler, renderRouted } from '../product/testing/fakeGateway';
import { prefetchRoute } from '../../app/lazyPage';
import { orgAccountRoutes } from './routes';

afterEach(cleanup);

const row = (overrides: Partial<TradeInfoRow> = {}): TradeInfoRow => ({
  groupId: '10000001',
  corpName: '华夏测试科技有限公司',
  blacklisted: false,
  blacklistReason: null,
  registerProgress: '4',
  job: true,
  lcs: true,
  feeDiscount: null,
  maintained: false,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

async function open(handlers: Record<string, FakeHandler>) {
  const gateway = fakeGateway(handlers);
  const routes = [
    ...orgAccountRoutes.map((r) => ({ ...r, path: `/${r.path ?? ''}` })),
    { path: '*', element: <p>elsewhere</p> },
  ];
  await prefetchRoute(routes, '/backOffice/tradeInfo');
  const router = createMemoryRouter(routes, { initialEntries: ['/backOffice/tradeInfo'] });
  renderRouted(gateway, router);
  return { gateway };
}

describe('私募交易信息维护 /backOffice/tradeInfo (spec 02 §5 blacklist and registration progress, §7 fee discount; back office)', () => {
  it('lists the organisations and blacklists one with its reason (the save waits for the reason, core FD4830)', async () => {
    const { gateway } = await open({
      tradeInfoList: () => ({
        list: [row(), row({ groupId: '10000002', corpName: '另一机构', registerProgress: '2', lcs: false })],
      }),
      tradeInfoSet: (req) => ({ ...row(), ...(req as object), maintained: true }),
    });
    const table = await screen.findByRole('table', { name: t('tradeInfo.title') });
    expect(within(table).getByText('华夏测试科技有限公司')).toBeTruthy();
    expect(within(table).getByText(t('tradeInfo.progress.2'))).toBeTruthy();
    fireEvent.click(
      within(table).getByRole('button', { name: `${t('tradeInfo.edit')} 华夏测试科技有限公司` }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(t('tradeInfo.field.blacklisted')));
    const save = within(dialog).getByRole('button', { name: t('tradeInfo.save') });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      t('tradeInfo.error.reasonRequired', { max: '200' }),
    );
    fireEvent.change(within(dialog).getByLabelText(t('tradeInfo.field.reason')), {
      target: { value: '涉嫌违规交易' },
    });
    fireEvent.change(within(dialog).getByLabelText(t('tradeInfo.field.progress')), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t('tradeInfo.save') }));
    await waitFor(() =>
      expect(gateway.requests('tradeInfoSet')).toEqual([
        {
          groupId: '10000001',
          blacklisted: true,
          blacklistReason: '涉嫌违规交易',
          registerProgress: '3',
          job: true,
          lcs: true,
          feeDiscount: '',
        },
      ]),
    );
  });

  it('filters by name or number and shows an organisation history (who, IP, before, after)', async () => {
    await open({
      tradeInfoList: () => ({ list: [row(), row({ groupId: '10000002', corpName: '另一机构' })] }),
      tradeInfoShow: () => ({
        info: row({ blacklisted: true, blacklistReason: '涉嫌违规交易', maintained: true }),
        history: [
          {
            changeId: 'T1',
            at: '2026-11-27T02:03:00.000Z',
            byPersonId: 'P90',
            byName: '林审',
            ip: '127.0.0.1',
            before: {
              blacklisted: false,
              blacklistReason: null,
              registerProgress: '4',
              job: true,
              lcs: true,
              feeDiscount: null,
            },
            after: {
              blacklisted: true,
              blacklistReason: '涉嫌违规交易',
              registerProgress: '4',
              job: true,
              lcs: true,
              feeDiscount: '0.8',
            },
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: t('tradeInfo.title') });
    fireEvent.change(screen.getByLabelText(t('tradeInfo.filter')), { target: { value: '10000002' } });
    await waitFor(() => expect(within(table).queryByText('华夏测试科技有限公司')).toBeNull());
    fireEvent.change(screen.getByLabelText(t('tradeInfo.filter')), { target: { value: '' } });
    fireEvent.click(
      await within(table).findByRole('button', { name: `${t('tradeInfo.history')} 华夏测试科技有限公司` }),
    );
    const history = await screen.findByRole('table', { name: t('tradeInfo.history') });
    expect(within(history).getByText('林审')).toBeTruthy();
    expect(within(history).getByText('127.0.0.1')).toBeTruthy();
    expect(within(history).getByText('2026-11-27 10:03')).toBeTruthy();
    expect(
      within(history).getByText(
        '黑名单：已列入（涉嫌违规交易）；注册进度：4 已完成；职业：已填写；客户经理：已填写；私募认购费折扣：0.8（8.0折）',
      ),
    ).toBeTruthy();
  });

  it('sets the private subscription fee discount (0.8 = 8折); a bad one shows the catalogue message and holds the save (core FD4833)', async () => {
    const { gateway } = await open({
      tradeInfoList: () => ({
        list: [row(), row({ groupId: '10000002', corpName: '另一机构', feeDiscount: '0.85' })],
      }),
      tradeInfoSet: (req) => ({ ...row(), ...(req as object), maintained: true }),
    });
    const table = await screen.findByRole('table', { name: t('tradeInfo.title') });
    expect(within(table).getByRole('columnheader', { name: t('tradeInfo.col.feeDiscount') })).toBeTruthy();
    expect(within(table).getByText('0.85（8.5折）')).toBeTruthy();
    expect(within(table).getByText(t('rules.fee.noDiscount'))).toBeTruthy();
    fireEvent.click(
      within(table).getByRole('button', { name: `${t('tradeInfo.edit')} 华夏测试科技有限公司` }),
    );
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(t('tradeInfo.field.feeDiscount'));
    const save = () => within(dialog).getByRole('button', { name: t('tradeInfo.save') });
    for (const bad of ['0', '1.2', '0.85125', '8折']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(within(dialog).getByRole('alert').textContent).toBe(
        t('tradeInfo.error.feeDiscountInvalid', { decimals: '4' }),
      );
      expect(save().hasAttribute('disabled')).toBe(true);
    }
    fireEvent.change(input, { target: { value: ' 0.8 ' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(save());
    await waitFor(() =>
      expect(gateway.requests('tradeInfoSet')).toEqual([
        {
          groupId: '10000001',
          blacklisted: false,
          registerProgress: '4',
          job: true,
          lcs: true,
          feeDiscount: '0.8',
        },
      ]),
    );
  });

  it('clears the discount of an organisation that has one (blank = 不打折)', async () => {
    const { gateway } = await open({
      tradeInfoList: () => ({ list: [row({ feeDiscount: '0.8', maintained: true })] }),
      tradeInfoSet: (req) => ({ ...row(), ...(req as object), maintained: true }),
    });
    const table = await screen.findByRole('table', { name: t('tradeInfo.title') });
    fireEvent.click(
      within(table).getByRole('button', { name: `${t('tradeInfo.edit')} 华夏测试科技有限公司` }),
    );
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(t('tradeInfo.field.feeDiscount'));
    expect((input as HTMLInputElement).value).toBe('0.8');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t('tradeInfo.save') }));
    await waitFor(() =>
      expect(gateway.requests('tradeInfoSet')).toMatchObject([{ groupId: '10000001', feeDiscount: '' }]),
    );
  });
});
