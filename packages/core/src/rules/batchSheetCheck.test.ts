import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages/index.js';
import type { ParsedBatchRow } from './batchSheet.js';
import {
  batchKey,
  canonicalAmount,
  checkBatchRows,
  checkPurchaseAmount,
  checkRedemptionShares,
  resolveBatchAccount,
  type BatchAccount,
  type BatchCheckFacts,
  type BatchFund,
} from './batchSheetCheck.js';

const accounts: BatchAccount[] = [
  { groupId: '10000001', corpName: '鼎元投资管理有限公司', clientType: '2' },
  { groupId: '10000002', corpName: '汇川信托·稳盈1号集合资金信托计划', clientType: '3' },
  { groupId: '10000011', corpName: '同名产品', clientType: '3' },
  { groupId: '10000012', corpName: '同名产品', clientType: '3' },
];

const fund = (fundId: string, extra: Partial<BatchFund> = {}): BatchFund => ({
  fundId,
  fundName: `基金${fundId}`,
  fundTypeCode: '0',
  declareStatus: 1,
  subStatus: 1,
  fundStatus: 0,
  isCurrency: false,
  summaryPdf: 'pdf',
  cantTradeCertificateType: [],
  minLimit: '10',
  maxLimit: '999999999',
  dailyMaxValue: '999999999',
  openDayCode: '230',
  ...extra,
});

const funds = new Map<string, BatchFund>([
  ['000001', fund('000001')],
  ['000021', fund('000021', { maxLimit: '5000000', dailyMaxValue: '100000' })],
  ['000099', fund('000099', { cantTradeCertificateType: ['3'] })],
  ['000444', fund('000444', { fundStatus: 4 })],
  ['000310', fund('000310', { openDayCode: '310' })],
]);

const facts = (extra: Partial<BatchCheckFacts> = {}): BatchCheckFacts => ({
  accounts,
  funds,
  usage: new Map(),
  holdingCap: (f) => (f.dailyMaxValue === '999999999' ? '0' : '1000000'),
  available: new Map(),
  ...extra,
});

const row = (rowNo: number, account: string, fundCode: string, amount: string): ParsedBatchRow => ({
  rowNo,
  account,
  fundCode,
  amount,
  shares: null,
  dividendMethod: null,
  remark: '',
  errors: [],
});

const sell = (rowNo: number, account: string, fundCode: string, shares: string): ParsedBatchRow => ({
  ...row(rowNo, account, fundCode, ''),
  amount: null,
  shares,
});

const messages = (result: ReturnType<typeof checkBatchRows>) =>
  result.rows.map((r) => [r.rowNo, r.valid, r.errors.map((e) => e.message).join('|')]);

describe('accounts of a batch row (spec 01 §6; issue 4: only organisations the person may act for)', () => {
  it('resolves a group id or an exact organisation name (full-width forms read as ASCII)', () => {
    expect(resolveBatchAccount('10000001', accounts)).toMatchObject({
      ok: true,
      account: { groupId: '10000001' },
    });
    expect(resolveBatchAccount(' 鼎元投资管理有限公司 ', accounts)).toMatchObject({
      ok: true,
      account: { groupId: '10000001' },
    });
    expect(resolveBatchAccount('１００００００２', accounts)).toMatchObject({ ok: true });
  });

  it('answers the same refusal for an unknown account and one of somebody else; an ambiguous name asks for the id', () => {
    expect(resolveBatchAccount('10000099', accounts)).toEqual({ ok: false, code: 'accountForbidden' });
    expect(resolveBatchAccount('别人的公司', accounts)).toEqual({ ok: false, code: 'accountForbidden' });
    expect(resolveBatchAccount('同名产品', accounts)).toEqual({ ok: false, code: 'accountAmbiguous' });
  });
});

describe('purchase rows: the cart amount rules per row and across the file (spec 02 §5)', () => {
  it('passes good rows and totals them', () => {
    const result = checkBatchRows(
      'purchase',
      [row(2, '10000001', '000001', '1000.5'), row(3, '鼎元投资管理有限公司', '000021', '20000')],
      facts(),
    );
    expect(result).toMatchObject({
      validRows: 2,
      invalidRows: 0,
      totalAmount: '21000.50',
      totalShares: '0.00',
    });
    expect(result.rows[0]).toMatchObject({
      groupId: '10000001',
      corpName: '鼎元投资管理有限公司',
      fundName: '基金000001',
      amount: '1000.50',
      valid: true,
      errors: [],
    });
  });

  it.each([
    ['', '请输入正确的金额'],
    ['1e9', '请输入正确的金额'],
    ['12.345', '请输入正确的金额'],
    ['-5', '请输入正确的金额'],
    ['0', '请输入正确的金额'],
    ['2026-02-13', '请输入正确的金额'],
    ['12345678901', '请输入正确的金额'],
    ['5', '交易金额低于起投金额！'],
    ['100001', '交易金额超过日累计上限，请及时与客户经理沟通确认额度！'],
  ])('answers the amount %j with the cart message %s', (amount, message) => {
    const result = checkBatchRows('purchase', [row(2, '10000001', '000021', amount)], facts());
    expect(messages(result)).toEqual([[2, false, message]]);
    expect(result.rows[0]!.errors[0]).toMatchObject({ column: '申购金额(元)', field: 'amount' });
  });

  it('applies the daily cumulative cap to the sum of the rows of one account and fund, in file order', () => {
    const result = checkBatchRows(
      'purchase',
      [
        row(2, '10000001', '000021', '60000'),
        row(3, '10000001', '000021', '30000'),
        row(4, '10000001', '000021', '20000'), // 110,000 > 100,000
        row(5, '10000002', '000021', '20000'), // another account: its own cap
        row(6, '10000001', '000021', '10000'), // exactly 100,000
      ],
      facts(),
    );
    expect(messages(result)).toEqual([
      [2, true, ''],
      [3, true, ''],
      [4, false, '交易金额超过日累计上限，请及时与客户经理沟通确认额度！'],
      [5, true, ''],
      [6, true, ''],
    ]);
    expect(result.totalAmount).toBe('120000.00');
  });

  it('counts what the account already committed today and holds (the holding cap message names what remains)', () => {
    const usage = new Map([[batchKey('10000001', '000021'), { today: '0', held: '990000' }]]);
    const result = checkBatchRows(
      'purchase',
      [row(2, '10000001', '000021', '6000'), row(3, '10000001', '000021', '5000')],
      facts({ usage }),
    );
    expect(messages(result)).toEqual([
      [2, true, ''],
      [3, false, '交易金额超过单账户持仓上限，当日剩余可买入限额为4000.00!'],
    ]);
    expect(result.rows[1]!.errors[0]!.code).toBe('aboveHoldingCap');
  });

  it('refuses an account the person may not act for with the catalogue message', () => {
    const result = checkBatchRows('purchase', [row(2, '10000099', '000001', '100')], facts());
    expect(result.rows[0]!.errors).toEqual([
      { column: '账户', field: 'groupId', code: 'accountForbidden', message: '您无权操作该机构或账户' },
    ]);
  });

  it('refuses an unknown fund, a suspended one and one the TA refuses for the account type', () => {
    const result = checkBatchRows(
      'purchase',
      [
        row(2, '10000001', '999998', '100'),
        row(3, '10000001', '000444', '100'),
        row(4, '10000002', '000099', '100'),
        row(5, '10000001', '000099', '100'),
      ],
      facts(),
    );
    expect(result.rows.map((r) => r.errors.map((e) => e.code))).toEqual([
      ['fundNotFound'],
      ['fundNotBuyable'],
      ['fundNotBuyable'],
      [],
    ]);
    expect(result.rows[0]!.errors[0]!.message).toBe('基金不存在');
    expect(result.rows[2]!.errors[0]!.message).toBe('该基金不支持产品客户买入');
  });

  it('still reports an unreadable amount on a row that fails on its account', () => {
    const result = checkBatchRows('purchase', [row(2, '10000099', '000001', 'abc')], facts());
    expect(result.rows[0]!.errors.map((e) => e.code)).toEqual(['accountForbidden', 'amountInvalid']);
  });

  it('flags a duplicate row (same account, fund and amount) naming the first row, and leaves it out of the sums', () => {
    const result = checkBatchRows(
      'purchase',
      [
        row(2, '10000001', '000021', '60000'),
        row(3, '鼎元投资管理有限公司', '000021', '60000.00'),
        row(4, '10000001', '000021', '40000'),
      ],
      facts(),
    );
    expect(messages(result)).toEqual([
      [2, true, ''],
      [3, false, '与第2行重复（账户、基金代码、金额均相同）'],
      [4, true, ''],
    ]);
    expect(result.rows[1]!.errors[0]).toMatchObject({ column: '整行', field: 'row', code: 'duplicate' });
  });

  it('keeps the errors of the cells and adds none that depend on them', () => {
    const parsed: ParsedBatchRow = {
      ...row(2, '10000001', '000001', null as unknown as string),
      amount: null,
      errors: [{ column: '申购金额(元)', field: 'amount', code: 'formulaCell', message: '公式' }],
    };
    const result = checkBatchRows('purchase', [parsed], facts());
    expect(result.rows[0]!.errors.map((e) => e.code)).toEqual(['formulaCell']);
  });
});

describe('redemption rows (docs/decisions.md: available shares, per row and across the file)', () => {
  const available = new Map([[batchKey('10000001', '000001'), '1000.00']]);

  it('allows up to the available shares over the rows of one account and fund', () => {
    const result = checkBatchRows(
      'redemption',
      [
        sell(2, '10000001', '000001', '600'),
        sell(3, '10000001', '000001', '400.00'),
        sell(4, '10000001', '000001', '0.01'),
      ],
      facts({ available }),
    );
    expect(messages(result)).toEqual([
      [2, true, ''],
      [3, true, ''],
      [4, false, '赎回份额超过可用份额，当前可用份额为0.00份'],
    ]);
    expect(result.totalShares).toBe('1000.00');
  });

  it('refuses shares of a fund not held, bad shares, and a fund not open for redemption', () => {
    const result = checkBatchRows(
      'redemption',
      [
        sell(2, '10000002', '000001', '1'),
        sell(3, '10000001', '000001', '1.234'),
        sell(4, '10000001', '000310', '1'),
        sell(5, '10000001', '000444', '1'),
      ],
      facts({ available }),
    );
    expect(messages(result)).toEqual([
      [2, false, '该账户未持有该基金，无可赎回份额'],
      [3, false, '请输入正确的份额'],
      [4, false, '该基金当前不开放赎回'],
      [5, false, expect.stringContaining('暂停相关交易')],
    ]);
  });
});

describe('the amount and shares rules on their own', () => {
  it('reads a plain amount as the cart does', () => {
    expect(canonicalAmount('1000.5')).toBe('1000.50');
    expect(canonicalAmount('0.00')).toBeNull();
    expect(canonicalAmount('12345678901')).toBeNull();
  });

  it('checks a purchase amount with what is already committed', () => {
    expect(
      checkPurchaseAmount('500', { minLimit: '10', maxLimit: '1000', dailyMaxValue: '999999999' }, '0', {
        today: '0',
        held: '0',
      }),
    ).toEqual({ ok: true, amount: '500.00' });
    expect(
      checkPurchaseAmount('1500', { minLimit: '10', maxLimit: '1000', dailyMaxValue: '999999999' }, '0', {
        today: '0',
        held: '0',
      }),
    ).toMatchObject({ ok: false, code: 'aboveSingleCap' });
  });

  it('checks redemption shares', () => {
    expect(checkRedemptionShares('10', '10')).toEqual({ ok: true, shares: '10.00' });
    expect(checkRedemptionShares('10', null)).toMatchObject({ code: 'noHolding' });
    expect(checkRedemptionShares('0', '10')).toMatchObject({ code: 'sharesInvalid' });
  });
});

describe('checkPurchaseAmount returns codes, rendered in Chinese at the edge (spec 02 §5 messages)', () => {
  const fund = { minLimit: '100', maxLimit: '50000', dailyMaxValue: '80000' };
  const nothing = { today: '0', held: '0' };
  it.each([
    ['abc', '0', nothing, 'amountInvalid', 'rules.cart.amountInvalid', '请输入正确的金额'],
    ['99.99', '0', nothing, 'belowMinimum', 'rules.cart.belowMinimum', '交易金额低于起投金额！'],
    [
      '50000.01',
      '0',
      nothing,
      'aboveSingleCap',
      'rules.cart.aboveSingleCap',
      '交易金额超过单笔购买上限，请及时与客户经理沟通确认额度！',
    ],
    [
      '40000',
      '0',
      { today: '50000', held: '0' },
      'aboveDailyCap',
      'rules.cart.aboveDailyCap',
      '交易金额超过日累计上限，请及时与客户经理沟通确认额度！',
    ],
    [
      '3000.01',
      '100000',
      { today: '0', held: '97000' },
      'aboveHoldingCap',
      'rules.cart.aboveHoldingCap',
      '交易金额超过单账户持仓上限，当日剩余可买入限额为3000.00!',
    ],
  ] as const)('%s (cap %s) -> %s', (amount, cap, committed, rowCode, messageCode, text) => {
    const verdict = checkPurchaseAmount(amount, fund, cap, committed);
    expect(verdict).toMatchObject({ ok: false, code: rowCode, message: { code: messageCode } });
    if (verdict.ok) throw new Error('expected a refusal');
    expect(renderMessage(verdict.message)).toBe(text);
  });

  it('the holding cap message carries the remaining amount as a param, never as text', () => {
    expect(checkPurchaseAmount('3000.01', fund, '100000', { today: '0', held: '97000' })).toEqual({
      ok: false,
      code: 'aboveHoldingCap',
      message: { code: 'rules.cart.aboveHoldingCap', params: { remaining: '3000.00' } },
    });
  });

  it('a redemption refusal renders with its available shares (docs/decisions.md "Batch import")', () => {
    const verdict = checkRedemptionShares('20', '12.5');
    expect(verdict).toEqual({
      ok: false,
      code: 'aboveAvailable',
      message: { code: 'batch.row.aboveAvailable', params: { available: '12.50' } },
    });
  });
});
