import { describe, expect, it } from 'vitest';
import {
  isBlankRow,
  mapBatchHeaders,
  renderBatchHeaderProblems,
  normaliseHeader,
  normaliseNumberText,
  numberCellText,
  parseBatchRow,
  readDividendMethod,
  type SheetCell,
} from './batchSheet.js';

const text = (value: string): SheetCell => ({ kind: 'text', text: value });
const num = (value: number): SheetCell => ({ kind: 'number', value });

describe('header mapping (spec 02 §7 batch Excel template; issue 4 Chinese headers)', () => {
  it.each([
    [' *申购金额（元） ', '申购金额(元)'],
    ['基金 代码', '基金代码'],
    ['ＦｕｎｄＣｏｄｅ', 'fundcode'],
    ['赎回份额(份)', '赎回份额(份)'],
  ])('normalises %j to %j', (raw, normalised) => {
    expect(normaliseHeader(raw)).toBe(normalised);
  });

  it('maps the template headers to their columns and ignores columns of its own', () => {
    expect(
      mapBatchHeaders('purchase', ['账户', '基金代码', '申购金额(元)', '分红方式', '备注', '我的列']),
    ).toEqual({
      ok: true,
      columns: { account: 0, fundCode: 1, amount: 2, dividendMethod: 3, remark: 4 },
    });
    expect(mapBatchHeaders('redemption', [null, '机构编号', '基金代码', '赎回份额（份）'])).toEqual({
      ok: true,
      columns: { account: 1, fundCode: 2, shares: 3 },
    });
  });

  it('accepts aliases (机构名称, 金额, 份额) and a file without the 账户 column', () => {
    expect(mapBatchHeaders('purchase', ['机构名称', '代码', '金额'])).toMatchObject({ ok: true });
    expect(mapBatchHeaders('purchase', ['基金代码', '申购金额'])).toEqual({
      ok: true,
      columns: { fundCode: 0, amount: 1 },
    });
  });

  it('refuses a missing required column, and a redemption file imported as a purchase (FD4710 detail)', () => {
    const amountMissing = mapBatchHeaders('purchase', ['账户', '基金代码', '赎回份额(份)']);
    expect(amountMissing).toEqual({ ok: false, missing: ['amount'], repeated: [] });
    if (amountMissing.ok) return;
    expect(renderBatchHeaderProblems(amountMissing)).toBe('缺少列：申购金额(元)');
    const bothMissing = mapBatchHeaders('redemption', ['a', 'b']);
    expect(bothMissing).toMatchObject({ ok: false, missing: ['fundCode', 'shares'] });
    if (bothMissing.ok) return;
    expect(renderBatchHeaderProblems(bothMissing)).toBe('缺少列：基金代码、赎回份额(份)');
  });

  it('refuses a column that appears twice', () => {
    const verdict = mapBatchHeaders('purchase', ['基金代码', '申购金额(元)', '代码']);
    expect(verdict).toEqual({ ok: false, missing: [], repeated: ['fundCode'] });
    if (verdict.ok) return;
    expect(renderBatchHeaderProblems(verdict)).toBe('重复的列：基金代码');
  });

  it('renders missing and repeated columns together from the catalogue (rule returns fields, text at the edge)', () => {
    expect(renderBatchHeaderProblems({ missing: ['fundCode'], repeated: ['remark'] })).toBe(
      '缺少列：基金代码；重复的列：备注',
    );
  });
});

describe('number normalisation (issue 4: full-width digits and thousands separators)', () => {
  it.each([
    ['１２３４５．６７', '12345.67'],
    ['1,000,000.50', '1000000.5'],
    ['１，０００', '1000'],
    [' 2 000 ', '2000'],
    ['￥5000元', '5000'],
    ['300份', '300'],
    ['100.00', '100'],
    ['12.340', '12.34'],
    ['12.345', '12.345'],
    ['1,00', '1,00'],
    ['12,34.5', '12,34.5'],
    ['－5', '-5'],
    ['2026-02-13', '2026-02-13'],
    ['abc', 'abc'],
  ])('reads %j as %j', (raw, normalised) => {
    expect(normaliseNumberText(raw)).toBe(normalised);
  });

  it.each([
    [1000, '1000'],
    [1234.56, '1234.56'],
    [0.1, '0.1'],
    [123.45000000000002, '123.45000000000002'],
    [1e21, '1e+21'],
  ])('writes the number cell %d as %j (never rounded)', (value, written) => {
    expect(numberCellText(value)).toBe(written);
  });
});

describe('分红方式 words (spec 02 §9: 0 reinvestment, 1 cash)', () => {
  it.each([
    ['现金红利', '1'],
    ['现金分红', '1'],
    [' 现金 ', '1'],
    ['1', '1'],
    ['１', '1'],
    ['红利再投资', '0'],
    ['红利再投', '0'],
    ['再投资', '0'],
    ['0', '0'],
    ['', null],
    ['  ', null],
    ['分红', undefined],
    ['cash', undefined],
  ] as const)('reads %j as %j', (word, method) => {
    expect(readDividendMethod(word)).toBe(method);
  });
});

describe('reading a row as data (issue 4: no formula evaluated; each bad cell with its column)', () => {
  const purchase = { account: 0, fundCode: 1, amount: 2, dividendMethod: 3, remark: 4 };

  it('normalises every column of a good purchase row', () => {
    const row = parseBatchRow('purchase', purchase, 2, [
      text(' 10000001 '),
      text('０００００１'),
      text('１，０００．５０'),
      text('红利再投资'),
      text(' 首批 '),
    ]);
    expect(row).toEqual({
      rowNo: 2,
      account: '10000001',
      fundCode: '000001',
      amount: '1000.5',
      shares: null,
      dividendMethod: '0',
      remark: '首批',
      errors: [],
    });
  });

  it('pads a fund code typed into a number cell (Excel drops the leading zeros) and reads a group id number', () => {
    const row = parseBatchRow('purchase', purchase, 3, [num(10000001), num(1), num(2500), { kind: 'empty' }]);
    expect(row).toMatchObject({ account: '10000001', fundCode: '000001', amount: '2500', errors: [] });
  });

  it('fills the default account into an empty 账户 cell, and requires one when there is none', () => {
    expect(
      parseBatchRow('purchase', purchase, 4, [text(''), text('000001'), num(10)], '10000002').account,
    ).toBe('10000002');
    expect(parseBatchRow('purchase', purchase, 4, [text(''), text('000001'), num(10)]).errors).toEqual([
      { column: '账户', field: 'groupId', code: 'required', message: '请填写账户' },
    ]);
  });

  it('refuses formulas, merged cells, dates and unreadable values in the column they are in', () => {
    const row = parseBatchRow('purchase', purchase, 5, [
      { kind: 'merged' },
      { kind: 'formula' },
      { kind: 'date', iso: '2026-02-13' },
      { kind: 'other' },
      { kind: 'formula' },
    ]);
    expect(row.errors.map((e) => [e.column, e.code, e.message])).toEqual([
      ['账户', 'mergedCell', '单元格为合并单元格，请取消合并后重新导入'],
      ['基金代码', 'formulaCell', '单元格含有公式，请改为直接填写数值后重新导入'],
      ['申购金额(元)', 'dateCell', '单元格为日期格式，请填写申购金额(元)'],
      ['分红方式', 'unreadableCell', '单元格内容无法识别，请填写分红方式'],
      ['备注', 'formulaCell', '单元格含有公式，请改为直接填写数值后重新导入'],
    ]);
    expect(row.amount).toBeNull();
  });

  it('takes a date in the remark as YYYY-MM-DD, and a date typed as text stays text (the amount rule refuses it)', () => {
    const row = parseBatchRow('purchase', purchase, 6, [
      text('10000001'),
      text('000001'),
      text('2026-02-13'),
      text(''),
      { kind: 'date', iso: '2026-02-13' },
    ]);
    expect(row).toMatchObject({ amount: '2026-02-13', remark: '2026-02-13', errors: [] });
  });

  it('refuses a fund code that is not 6 digits, an unknown 分红方式 word and a remark over 100 characters', () => {
    const row = parseBatchRow('purchase', purchase, 7, [
      text('10000001'),
      text('00001'),
      num(100),
      text('按季'),
      text('备'.repeat(101)),
    ]);
    expect(row.errors.map((e) => [e.field, e.code, e.message])).toEqual([
      ['fundCode', 'format', '基金代码应为6位数字'],
      ['dividendMethod', 'format', '分红方式应为“现金红利”或“红利再投资”'],
      ['remark', 'tooLong', '备注不能超过100个字符'],
    ]);
  });

  it('requires the fund code', () => {
    expect(parseBatchRow('purchase', purchase, 8, [text('10000001'), text(' '), num(100)]).errors).toEqual([
      { column: '基金代码', field: 'fundCode', code: 'required', message: '请填写基金代码' },
    ]);
  });

  it('reads redemption shares and ignores the purchase-only 分红方式', () => {
    const row = parseBatchRow('redemption', { account: 0, fundCode: 1, shares: 2 }, 2, [
      text('10000001'),
      text('000001'),
      text('1,234.5份'),
    ]);
    expect(row).toMatchObject({ shares: '1234.5', amount: null, dividendMethod: null, errors: [] });
  });

  it('treats a row with only empty or blank cells in the template columns as blank', () => {
    expect(isBlankRow(purchase, [text(' '), { kind: 'empty' }, undefined])).toBe(true);
    expect(isBlankRow(purchase, [text(''), text(''), text(''), text(''), text('x')])).toBe(false);
  });
});
