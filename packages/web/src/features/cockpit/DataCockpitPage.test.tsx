import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { DataCockpitPage } from './DataCockpitPage';
import { openCockpitPage } from './testing';

/** The first cells' texts of a table's body rows. */
const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('数据驾驶舱 /cockpit/dataCockpit (spec 03 §2 Cockpit dataCockpit, §7 pc/cockpit/queryHoldDetail)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', isOnlyCockpitUser: true }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('机构汇总: every related institution, largest first, the total row from the index', async () => {
    openCockpitPage('/cockpit/dataCockpit', <DataCockpitPage />);
    const table = await screen.findByRole('table', { name: '机构汇总' });
    await within(table).findByText('合计');
    expect(firstColumn(table)).toEqual([
      '鼎元投资管理有限公司 10000001',
      '汇川信托·稳盈1号集合资金信托计划 10000002',
      '恒泰稳健1号私募证券投资基金 10000011',
      '合计',
    ]);
    expect(within(table).getByText('15,158.95')).toBeTruthy();
  });

  it('持仓明细: sorts by a column both ways (aria-sort) and filters by institution', async () => {
    openCockpitPage('/cockpit/dataCockpit', <DataCockpitPage />);
    const table = await screen.findByRole('table', { name: '持仓明细' });
    await within(table).findByText('中海可转债债券A');
    const fundCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
    expect(fundCells()[0]).toContain('000003'); // by market value, largest first
    const profitHeader = within(table).getByRole('button', { name: '持有收益（元）' });
    fireEvent.click(profitHeader);
    expect(profitHeader.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('+333.33');
    fireEvent.click(profitHeader);
    expect(profitHeader.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('-89.38');
    fireEvent.change(screen.getByLabelText('机构'), { target: { value: '10000002' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('共 1 笔持仓')).toBeTruthy();
    expect(within(table).queryAllByText('模拟')).toHaveLength(0);
  });

  it('导出 Excel downloads the report', async () => {
    const gateway = openCockpitPage('/cockpit/dataCockpit', <DataCockpitPage />, {
      exportHoldDetail: () => ({
        bytes: new Uint8Array([1]),
        fileName: '驾驶舱报表_2026-02-13.xlsx',
        contentType: 'x',
      }),
    });
    await screen.findByRole('table', { name: '持仓明细' });
    const button = screen.getByRole('button', { name: '导出 Excel' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(gateway.requests('exportHoldDetail')).toEqual([{}]));
  });
});
