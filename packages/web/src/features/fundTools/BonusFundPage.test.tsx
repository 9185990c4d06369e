import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DividendRecord } from '@funddesk/core';
import { openFundTools } from './testing';

function aRecord(overrides: Partial<DividendRecord> = {}): DividendRecord {
  return {
    fundId: '000001',
    fundName: '华夏成长混合',
    fundTypeText: '混合型',
    year: 2025,
    recordDate: '2025-06-16',
    exDate: '2025-06-16',
    payDate: '2025-06-18',
    navOnRecordDate: '1.2345',
    cashPerShare: '0.0246',
    per10Shares: '0.246',
    yieldPercent: '1.99',
    source: 'simulated',
    ...overrides,
  };
}

const page = (list: DividendRecord[]) => ({
  list,
  pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: list.length },
  years: [2025, 2024],
  source: 'simulated',
});

afterEach(cleanup);

describe('基金分红 (issue 14 §5 Dividends; spec 03 §7 Bonus: list and detail)', () => {
  it('lists the records with every figure column marked 模拟 and the legend', async () => {
    openFundTools('/fundTools/bonusFund', { bonusList: () => page([aRecord()]) });
    const table = await screen.findByRole('table', { name: '基金分红列表' });
    expect(within(table).getByText('华夏成长混合')).toBeTruthy();
    expect(within(table).getByText('0.0246')).toBeTruthy();
    expect(table.querySelectorAll('[data-simulated-mark]').length).toBe(3);
    expect(screen.getByTestId('simulated-legend')).toBeTruthy();
  });

  it('filters by fund code and year; a code that is not 6 digits is refused before asking', async () => {
    const { gateway } = openFundTools('/fundTools/bonusFund', { bonusList: () => page([aRecord()]) });
    await screen.findByRole('table', { name: '基金分红列表' });
    fireEvent.change(screen.getByLabelText('基金代码'), { target: { value: '12' } });
    expect(screen.getByText('请输入 6 位数字基金代码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('基金代码'), { target: { value: '000001' } });
    fireEvent.change(screen.getByLabelText('年度'), { target: { value: '2024' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(gateway.requests('bonusList').at(-1)).toMatchObject({ fundId: '000001', year: 2024 }),
    );
  });

  it('详情 opens the fund’s history with the total cash per share', async () => {
    openFundTools('/fundTools/bonusFund', {
      bonusList: () => page([aRecord()]),
      bonusDetail: () => ({
        fundId: '000001',
        fundName: '华夏成长混合',
        fundTypeText: '混合型',
        company: '华夏基金',
        eligible: true,
        navFrom: '2021-01-04',
        navTo: '2026-02-13',
        records: [
          aRecord(),
          aRecord({ year: 2024, recordDate: '2024-06-17', exDate: '2024-06-17', payDate: '2024-06-19' }),
        ],
        totalCashPerShare: '0.0492',
        source: 'simulated',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '华夏成长混合 分红详情' }));
    const detail = await screen.findByTestId('bonus-detail');
    expect(within(detail).getByText('0.0492')).toBeTruthy();
    expect(within(detail).getByRole('table', { name: '历次分红' }).querySelectorAll('tbody tr').length).toBe(
      2,
    );
  });
});
