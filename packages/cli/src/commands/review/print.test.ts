import type { BatchStatus } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { renderSummary } from '../batch/print.js';
import { cutOffNotice, reviewFailure } from './print.js';

const status = (batchTradeStatus: number): BatchStatus => ({
  batchSerialNo: 'B1',
  totalSize: 3,
  successSize: 3,
  failSize: 0,
  orderStatus: 'done',
  progress: 100,
  batchTradeStatus,
  failApplyNum: 0,
  tradeType: 'purchase',
  kind: 'excelBuy',
  importId: 'I1',
  fileName: 'a.xlsx',
  createdAt: '2026-02-13T14:00:00.000+08:00',
  finishedAt: '2026-02-13T14:00:01.000+08:00',
  cancelledSize: 0,
});

describe('batch placed under review (issue 11 §4, spec 02 §3 batchTradeStatus)', () => {
  it('says the orders await review when batchTradeStatus is not 1', () => {
    expect(renderSummary(status(2))).toBe(
      '批次 B1：共 3 笔，成功 3 笔，失败 0 笔，已撤销 0 笔（已完成）\n本批订单已受理，待复核通过后生效（复核员可用 funddesk review list 查看）',
    );
    expect(renderSummary(status(1))).toBe('批次 B1：共 3 笔，成功 3 笔，失败 0 笔，已撤销 0 笔（已完成）');
  });
});

describe('review approve|reject output (issue 11 §2, §4)', () => {
  it('states the application day before approving, the next trading day after the cut-off (spec 02 §1)', () => {
    expect(cutOffNotice('2026-02-13', false)).toBe('现在通过，申请日为 2026-02-13。');
    expect(cutOffNotice('2026-02-16', true)).toBe(
      '已过当日15:00（或非交易日），现在通过的订单申请日将顺延至下一交易日 2026-02-16。',
    );
  });

  it('exits 1 with the first refusal code when an order could not be decided, else 0', () => {
    const base = {
      decision: 'approve' as const,
      pendingNum: 0,
      approvalDay: '2026-02-13',
      afterCutOff: false,
    };
    expect(
      reviewFailure({
        ...base,
        results: [{ serialNo: 'O1', ok: true, status: 'accepted', code: null, message: null }],
      }),
    ).toBeNull();
    const failure = reviewFailure({
      ...base,
      results: [{ serialNo: 'O1', ok: false, status: null, code: 'FD4902', message: 'x' }],
    });
    expect(failure).toMatchObject({ exitCode: 1, code: 'FD4902', message: '有 1 笔订单未能处理' });
  });
});
