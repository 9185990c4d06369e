import type { Order } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { fetchAllPages, ORDERS_MAX_PAGES, parseAccounts, parseDay, parseListOptions } from './list.js';
import { ordersCsv, printOrdersCancel, printOrdersList, statusLabel, totalAmount } from './print.js';

const order = (serialNo: string, extra: Partial<Order> = {}): Order => ({
  serialNo,
  batchSerialNo: null,
  groupId: '10000001',
  corpName: '鼎元投资管理有限公司',
  fundId: '000001',
  fundName: '华夏成长混合',
  tradeType: 'purchase',
  status: 'accepted',
  amount: '1000.00',
  fee: '15.00',
  netAmount: '985.00',
  feeRateE6: 15000,
  applyTime: '2026-02-13T14:00:00+08:00',
  tradeDay: '2026-02-13',
  confirmDay: '2026-02-16',
  confirmNav: null,
  confirmShares: null,
  navSource: null,
  failReason: null,
  operatorName: '张伟',
  cancellable: true,
  timeline: [],
  ...extra,
});

describe('orders list options', () => {
  it('accepts real days only', () => {
    expect(parseDay(' 2026-02-13 ')).toBe('2026-02-13');
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-2-1', '20260213', ''])
      expect(() => parseDay(bad)).toThrow(UsageError);
  });

  it('refuses a reversed range and --pending with dates', () => {
    expect(parseListOptions({ from: '2026-02-01', to: '2026-02-13' })).toEqual({
      pending: false,
      startDate: '2026-02-01',
      endDate: '2026-02-13',
    });
    expect(() => parseListOptions({ from: '2026-02-14', to: '2026-02-13' })).toThrow(UsageError);
    expect(() => parseListOptions({ pending: true, from: '2026-02-01' })).toThrow(UsageError);
    expect(parseListOptions({ pending: true })).toEqual({ pending: true });
  });

  it('checks and deduplicates group ids', () => {
    expect(parseAccounts(undefined)).toBeUndefined();
    expect(parseAccounts([])).toBeUndefined();
    expect(parseAccounts(['10000001', ' 10000001', '10000002'])).toEqual(['10000001', '10000002']);
    expect(() => parseAccounts(['1000 0001'])).toThrow(UsageError);
    expect(() => parseAccounts(['x'.repeat(33)])).toThrow(UsageError);
  });
});

describe('fetching every page', () => {
  it('follows the page count and keeps an order that moved pages once', async () => {
    const pages: Record<number, Order[]> = {
      1: [order('S5'), order('S4')],
      2: [order('S4'), order('S3')], // S4 moved down: a new order arrived meanwhile
      3: [order('S1')],
    };
    const asked: number[] = [];
    const orders = await fetchAllPages((page) => {
      asked.push(page);
      return Promise.resolve({ list: pages[page] ?? [], pagination: { pageCount: 3 } });
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(orders.map((o) => o.serialNo)).toEqual(['S5', 'S4', 'S3', 'S1']);
  });

  it('stops at an empty page and asks once when there are no orders', async () => {
    const asked: number[] = [];
    const orders = await fetchAllPages((page) => {
      asked.push(page);
      return Promise.resolve({ list: [], pagination: { pageCount: page === 1 ? 0 : 5 } });
    });
    expect(orders).toEqual([]);
    expect(asked).toEqual([1]);
  });

  it('refuses a query beyond the page limit before fetching more', async () => {
    let calls = 0;
    await expect(
      fetchAllPages(() => {
        calls += 1;
        return Promise.resolve({ list: [order('S1')], pagination: { pageCount: ORDERS_MAX_PAGES + 1 } });
      }),
    ).rejects.toThrow(UsageError);
    expect(calls).toBe(1);
  });
});

describe('orders output', () => {
  it('labels statuses in Chinese and totals amounts exactly', () => {
    expect(statusLabel('accepted')).toBe('已受理');
    expect(statusLabel('cancelled')).toBe('已撤单');
    expect(totalAmount([order('A', { amount: '0.10' }), order('B', { amount: '0.20' })])).toBe('0.30');
    expect(totalAmount([])).toBe('0.00');
  });

  it('writes the CSV with a Chinese header and escaped fields', () => {
    const text = ordersCsv([order('S1', { fundName: '名称,含逗号', failReason: '=cmd' })]);
    const [header, row] = text.slice(1).split('\r\n');
    expect(
      header?.startsWith('订单流水号,批次号,机构编号,机构,基金代码,基金名称,业务类型,状态,金额（元）'),
    ).toBe(true);
    expect(row).toContain('"名称,含逗号"');
    expect(row).toContain(',申购,已受理,1000.00,15.00,985.00,');
    expect(row).toContain(",'=cmd,");
  });

  it('writes amounts in the table and notices as the web does (1,000.00; spec 03 §5), the wire values in JSON', () => {
    let out = '';
    let err = '';
    const streams = {
      stdout: { write: (x: string) => (out += x) },
      stderr: { write: (x: string) => (err += x) },
    };
    const orders = [order('S1', { amount: '12345.60', fee: '1234.50' }), order('S2')];
    printOrdersList({ pending: false, orders }, 'table', streams);
    expect(out).toMatch(/^S1\s.*\s12,345\.60\s+1,234\.50\s+2026-02-13$/m);
    expect(err).toBe('共 2 笔订单，金额合计 13,345.60 元\n');
    err = '';
    printOrdersCancel(order('S3', { amount: '1000.00', status: 'cancelled' }), false, streams);
    expect(err).toBe('已撤销订单 S3（华夏成长混合，1,000.00 元），当前状态：已撤单\n');
    out = '';
    printOrdersList({ pending: false, orders }, 'json', streams);
    expect((JSON.parse(out) as Order[])[0]).toMatchObject({ amount: '12345.60', fee: '1234.50' });
  });
});
