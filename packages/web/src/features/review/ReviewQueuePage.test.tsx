import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuNode, review } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { Sidebar } from '../../app/shell/Sidebar';
import { renderRouted } from '../product/testing/fakeGateway';
import { anOrder, aPage, screensGateway } from '../trade/testing/screensFixtures';
import { ReviewQueuePage } from './ReviewQueuePage';

const node = (code: string, title: string, path: string, children: MenuNode[] = []): MenuNode => ({
  code,
  title,
  path,
  hidden: false,
  children,
});
const menu = [
  node('trans_mgt', '交易管理', '/trade', [
    node('pending_trans', '待处理交易', '/trade/stayTrade'),
    node('review_process', '交易复核', '/trade/reviewQueue'),
  ]),
];

const aNode = (serialNo: string, overrides: Partial<review.ProcessNode> = {}): review.ProcessNode => ({
  order: anOrder({ serialNo, status: 'pendingReview' }),
  scene: 'SHOPPING_CART_PURCHASE',
  levels: 2,
  level: 1,
  decisions: [],
  canDecide: true,
  refusalCode: null,
  rolled: false,
  ...overrides,
});

function setup(afterCutOff: boolean) {
  let queue = [aNode('O1'), aNode('O2'), aNode('O3', { canDecide: false, refusalCode: 'FD4901' })];
  let pending = 3;
  const gateway = screensGateway({
    'queryProcessNode/list': () => ({
      ...aPage(queue),
      approvalDay: afterCutOff ? '2026-02-24' : '2026-02-13',
      afterCutOff,
    }),
    pendingTradeNum: () => ({ num: pending }),
    dealProcess: (req) => {
      const { serialNos, decision } = req as { serialNos: string[]; decision: string };
      queue = queue.filter((n) => !serialNos.includes(n.order.serialNo));
      if (decision === 'reject') pending -= serialNos.length;
      return {
        results: serialNos.map((serialNo) => ({
          serialNo,
          ok: true,
          status: decision === 'reject' ? 'failed' : 'pendingReview',
          code: null,
          message: null,
        })),
        pendingNum: pending,
      };
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/trade/reviewQueue',
        element: (
          <>
            <Sidebar
              menu={menu}
              opened
              mobile={false}
              loading={false}
              failed={false}
              onToggle={() => undefined}
              onNavigate={() => undefined}
            />
            <ReviewQueuePage />
          </>
        ),
      },
    ],
    { initialEntries: ['/trade/reviewQueue'] },
  );
  renderRouted(gateway, router);
  return gateway;
}

describe('the review queue (issue 11 §2; spec 01 §7.14 queryProcessNode/list, dealProcess)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'first_checker' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('selects all the orders the checker may decide, says the cut-off before approving, and sends one decision', async () => {
    const gateway = setup(true);
    const table = await screen.findByRole('table', { name: '交易复核' });
    await within(table).findByText('O1');
    expect(gateway.requests('queryProcessNode/list')[0]).toMatchObject({ mine: true });
    fireEvent.click(within(table).getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选择 2 笔')).toBeTruthy();
    expect(within(table).getByRole<HTMLInputElement>('checkbox', { name: '选择 O3' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '复核通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认通过所选 2 笔订单？')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '已过当日15:00（或非交易日），现在通过的订单申请日将顺延至下一交易日 2026-02-24。',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('复核意见'), { target: { value: '金额无误' } });
    await act(async () => {
      fireEvent.click(await within(dialog).findByRole('button', { name: '确认' }));
    });
    expect(gateway.requests('dealProcess')).toEqual([
      { serialNos: ['O1', 'O2'], decision: 'approve', comment: '金额无误' },
    ]);
    await screen.findByText('已处理 2 笔，失败 0 笔');
    await waitFor(() => expect(within(table).queryByText('O1')).toBeNull());
  });

  it('a rejection needs its reason (FD4906) and refreshes the pending badge after the decision', async () => {
    const gateway = setup(false);
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(within(nav).getByTestId('pending-badge').textContent).toBe('3'));
    const table = await screen.findByRole('table', { name: '交易复核' });
    fireEvent.click(await within(table).findByRole('checkbox', { name: '选择 O1' }));
    fireEvent.click(screen.getByRole('button', { name: '复核驳回' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '确认' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('复核意见'), { target: { value: '基金选择有误' } });
    await act(async () => {
      fireEvent.click(await within(dialog).findByRole('button', { name: '确认' }));
    });
    expect(gateway.requests('dealProcess')[0]).toMatchObject({ serialNos: ['O1'], decision: 'reject' });
    await waitFor(() => expect(within(nav).getByTestId('pending-badge').textContent).toBe('2'));
  });
});
