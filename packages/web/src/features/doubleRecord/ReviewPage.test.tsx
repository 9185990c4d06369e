import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, t, type DoubleRecordReviewRow } from '@funddesk/core';
import { fakeGateway, type FakeHandler, renderRouted } from '../product/testing/fakeGateway';
import { doubleRecordReviewRoutes } from './routes';

afterEach(cleanup);

function aRow(overrides: Partial<DoubleRecordReviewRow> = {}): DoubleRecordReviewRow {
  return {
    doubleRecordId: 'DR1',
    dealId: 'PD0001',
    productName: '鼎元稳健私募1号',
    amount: '1000000.00',
    personName: '张明',
    status: 'auditing',
    videoBytes: 2_621_440,
    durationMs: 15_400,
    uploadedAt: Date.UTC(2026, 1, 13, 2, 30),
    reviewReason: null,
    reviewedBy: null,
    reviewedAt: null,
    ...overrides,
  };
}

const list = (rows: DoubleRecordReviewRow[]) => ({
  list: rows,
  pagination: { currentPage: 1, pagesize: 100, pageCount: 1, totalRows: rows.length },
});

function open(handlers: Record<string, FakeHandler>) {
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter(
    doubleRecordReviewRoutes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
    { initialEntries: ['/account/doubleRecordReview'] },
  );
  renderRouted(gateway, router);
  return gateway;
}

describe('双录审核 /account/doubleRecordReview (issue 13 §5 review state)', () => {
  it('lists the recordings under review with their facts, in Asia/Shanghai time', async () => {
    open({ doubleRecordReviewList: () => list([aRow()]) });
    const table = await screen.findByRole('table', { name: t('doubleRecord.review.table') });
    const row = await within(table).findByRole('row', { name: /PD0001/ });
    expect(row.textContent).toContain('1,000,000.00');
    expect(row.textContent).toContain('审核中');
    expect(row.textContent).toContain('15秒 / 2.50MB');
    expect(row.textContent).toContain('2026-02-13 10:30');
  });

  it('approves a recording and reloads the list', async () => {
    let rows = [aRow()];
    const gateway = open({
      doubleRecordReviewList: () => list(rows),
      doubleRecordReview: () => {
        rows = [aRow({ status: 'passed', reviewedBy: '赵磊' })];
        return rows[0];
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(gateway.requests('doubleRecordReview')).toEqual([
        { doubleRecordId: 'DR1', decision: 'approve', reason: '' },
      ]),
    );
    await waitFor(() => expect(gateway.requests('doubleRecordReviewList').length).toBeGreaterThan(1));
  });

  it('rejects with the reason typed; a refusal stays on the page', async () => {
    const gateway = open({
      doubleRecordReviewList: () => list([aRow()]),
      doubleRecordReview: () => {
        throw new GatewayError(ErrorCode.DoubleRecordReasonRequired);
      },
    });
    fireEvent.change(await screen.findByLabelText('驳回原因 PD0001'), { target: { value: '朗读不完整' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(gateway.requests('doubleRecordReview')).toEqual([
        { doubleRecordId: 'DR1', decision: 'reject', reason: '朗读不完整' },
      ]),
    );
    expect(screen.getByRole('button', { name: '驳回' })).toBeTruthy();
  });

  it('filters by state (审核中 first, 全部 sends none)', async () => {
    const gateway = open({ doubleRecordReviewList: () => list([]) });
    expect(await screen.findByText(t('doubleRecord.review.empty'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t('doubleRecord.review.filter')), { target: { value: '' } });
    await waitFor(() => expect(gateway.requests('doubleRecordReviewList').length).toBe(2));
    expect(gateway.requests('doubleRecordReviewList')[0]).toMatchObject({ status: 'auditing' });
    expect(gateway.requests('doubleRecordReviewList')[1]).not.toHaveProperty('status');
  });
});
