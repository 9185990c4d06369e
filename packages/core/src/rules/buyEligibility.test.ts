import { describe, expect, it } from 'vitest';
import { renderMessage, type RuleMessage } from '../messages/index.js';
import type { FundTradeAttrs } from '../domain/fund.js';
import {
  checkBuyEligibility,
  type BuyRefusal,
  clientTypeLabel,
  effectiveMinimum,
  isSummaryMissing,
  isSuspended,
  limitsAllowPurchase,
} from './buyEligibility.js';

/**
 * A verdict as the user sees it: the rule's catalogue code and params rendered in Chinese at the edge
 * (renderMessage), in place of `code`/`params`.
 */
function shown<V extends { ok: boolean }>(verdict: V): unknown {
  if (verdict.ok || !('code' in verdict)) return verdict;
  const { code, params, ...rest } = verdict as unknown as RuleMessage & Record<string, unknown>;
  return { ...rest, message: renderMessage(params === undefined ? { code } : { code, params }) };
}

/** A decision with its message rendered: what the user reads. */
type Shown = { ok: true } | { ok: false; reason: BuyRefusal; message: string };

/** An ordinary buyable mixed fund; each case changes what it tests. */
const fund: FundTradeAttrs = {
  fundId: '000001',
  fundTypeCode: 'A',
  declareStatus: 1,
  subStatus: 0,
  fundStatus: 0,
  isCurrency: false,
  summaryPdf: 'att-000001',
  cantTradeCertificateType: [],
  minLimit: '10',
  maxLimit: '999999999',
  dailyMaxValue: '999999999',
};
const institution = { clientType: '2' };
const product = { clientType: '3' };

const SUSPENDED =
  '因特殊原因（如基金封闭期、分级基金母基金不定期折算、QDII基金境外法定节假日等），该基金暂停相关交易，具体请以基金公司公告为准';

describe('the minimum amount falls back to 1 when empty or below the default minimum (spec 03 §5, spec 02 §5)', () => {
  it.each([
    ['', '1.00'],
    [null, '1.00'],
    ['0', '1.00'],
    ['0.5', '1.00'],
    ['-10', '1.00'],
    ['abc', '1.00'],
    ['1', '1.00'],
    ['1000', '1000.00'],
    ['100.005', '100.01'],
  ] as const)('effectiveMinimum(%j) = %s', (minLimit, expected) => {
    expect(effectiveMinimum(minLimit)).toBe(expected);
  });
});

describe('suspended when both status flags are 0 or the status code is 4 (spec 03 §4, spec 02 §5)', () => {
  it.each([
    [0, 0, 0, true],
    [1, 0, 0, false],
    [0, 1, 0, false],
    [1, 1, 4, true],
    [1, 1, 5, false],
  ])(
    'declareStatus %i, subStatus %i, fundStatus %i -> suspended %j',
    (declareStatus, subStatus, fundStatus, expected) => {
      expect(isSuspended({ declareStatus, subStatus, fundStatus })).toBe(expected);
    },
  );
});

describe('summary missing when neither money-market nor type 2 and summaryPdf empty (spec 03 §5, spec 02 §5)', () => {
  it.each([
    ['A', false, '', true],
    ['A', false, '   ', true],
    ['A', false, 'att-1', false],
    ['2', false, '', false],
    ['E', true, '', false],
    ['0', false, '', true],
  ] as const)(
    'fundTypeCode %s, isCurrency %j, summaryPdf %j -> missing %j',
    (fundTypeCode, isCurrency, summaryPdf, expected) => {
      expect(isSummaryMissing({ fundTypeCode, isCurrency, summaryPdf })).toBe(expected);
    },
  );
});

describe('limits: the minimum (at least 1) is below 999999999.99 and not above either cap (spec 03 §5, spec 02 §5)', () => {
  it.each([
    ['10', '999999999', '999999999', true],
    ['', '', '', true],
    ['999999999.98', '', '', true],
    ['999999999.99', '', '', false],
    ['1000000000', '999999999', '999999999', false],
    ['1000', '1000', '5000', true],
    ['1000.01', '1000', '5000', false],
    ['1000', '50000', '999.99', false],
    ['0', '1', '1', true],
    ['0', '0.5', '', false],
    ['100', '9999999999', '', true],
  ] as const)(
    'minLimit %j, maxLimit %j, dailyMaxValue %j -> allowed %j',
    (minLimit, maxLimit, dailyMaxValue, expected) => {
      expect(limitsAllowPurchase({ minLimit, maxLimit, dailyMaxValue })).toBe(expected);
    },
  );
});

describe('TA restriction message names the client type: 2 机构, 3 产品 (spec 03 §5, spec 01 §1)', () => {
  it.each([
    ['2', '机构'],
    ['3', '产品'],
    ['4', '产品'],
    ['', '机构'],
    ['x', '机构'],
  ])('clientTypeLabel(%j) = %s', (clientType, expected) => {
    expect(clientTypeLabel(clientType)).toBe(expected);
  });
});

describe('checkBuyEligibility checks suspended, summary, TA, limits in this order (spec 03 §5, spec 02 §5)', () => {
  it.each<[string, Partial<FundTradeAttrs>, { clientType: string }, Shown]>([
    ['an ordinary open fund is buyable', {}, institution, { ok: true }],
    [
      'a money fund without summary is buyable',
      { fundTypeCode: '2', isCurrency: true, summaryPdf: '' },
      institution,
      { ok: true },
    ],
    ['TA refuses another client type only', { cantTradeCertificateType: ['3'] }, institution, { ok: true }],
    [
      'both flags 0 -> suspended',
      { declareStatus: 0, subStatus: 0 },
      institution,
      { ok: false, reason: 'suspended', message: SUSPENDED },
    ],
    [
      'status 4 wins over every later check',
      { fundStatus: 4, summaryPdf: '', cantTradeCertificateType: ['2'], minLimit: '1000000000' },
      institution,
      { ok: false, reason: 'suspended', message: SUSPENDED },
    ],
    [
      'summary missing wins over TA and limits',
      { summaryPdf: '', cantTradeCertificateType: ['2'], minLimit: '1000000000' },
      institution,
      { ok: false, reason: 'noSummary', message: '因缺少产品资料概要，该基金暂不支持买入' },
    ],
    [
      'TA refuses institutions',
      { cantTradeCertificateType: ['2'], minLimit: '1000000000' },
      institution,
      { ok: false, reason: 'taRestricted', message: '该基金不支持机构客户买入' },
    ],
    [
      'TA refuses products',
      { cantTradeCertificateType: ['2', '3'] },
      product,
      { ok: false, reason: 'taRestricted', message: '该基金不支持产品客户买入' },
    ],
    [
      'minimum above the single-purchase cap',
      { minLimit: '5000', maxLimit: '1000' },
      institution,
      { ok: false, reason: 'limits', message: '因基金公司交易限制，该基金暂不支持买入' },
    ],
    [
      'minimum at the unlimited sentinel',
      { minLimit: '999999999.99' },
      product,
      { ok: false, reason: 'limits', message: '因基金公司交易限制，该基金暂不支持买入' },
    ],
  ])('%s', (_name, change, client, expected) => {
    expect(shown(checkBuyEligibility({ ...fund, ...change }, client))).toEqual(expected);
  });
});
