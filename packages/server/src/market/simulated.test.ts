import { describe, expect, it } from 'vitest';
import { checkBuyEligibility, fundTypeCodeOf } from '@funddesk/core';
import { fnv1a } from './hash.js';
import {
  moneyIncomePer10k,
  navStep,
  sevenDayYield,
  simulatedDailyReturnE6,
  simulateFeeSchedule,
  simulateRiskLevel,
  simulateTradeAttrs,
  type FundIdentity,
} from './simulated.js';

const identity = (
  fundId: string,
  shortName: string,
  publishedType: string,
  hasProfile = false,
): FundIdentity => ({
  fundId,
  shortName,
  publishedType,
  fundTypeCode: fundTypeCodeOf(publishedType),
  hasProfile,
});

describe('determinism (docs/data-model.md): FNV-1a of the fund code, never Math.random', () => {
  it('FNV-1a matches the reference values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });
  it('the same fund gives the same attributes and returns every time', () => {
    const f = identity('000037', '广发景宁债券A', '债券型-长债');
    expect(simulateTradeAttrs(f)).toEqual(simulateTradeAttrs({ ...f }));
    expect(simulatedDailyReturnE6('000001', 'A', '2026-03-02')).toBe(
      simulatedDailyReturnE6('000001', 'A', '2026-03-02'),
    );
  });
});

describe('risk level by type (spec 03 §3 zxfxdj_1..5)', () => {
  it.each([
    ['货币型-普通货币', 'zxfxdj_1'],
    ['债券型-长债', 'zxfxdj_2'],
    ['债券型-混合二级', 'zxfxdj_3'],
    ['混合型-偏债', 'zxfxdj_3'],
    ['混合型-偏股', 'zxfxdj_4'],
    ['FOF-稳健型', 'zxfxdj_2'],
    ['Reits', 'zxfxdj_4'],
  ] as const)('%s -> %s', (type, level) => {
    expect(simulateRiskLevel(identity('000100', 'x', type))).toBe(level);
  });
  it('stock and QDII equity funds are R4 or R5', () => {
    for (const code of ['000100', '000200', '000300', '000400']) {
      expect(['zxfxdj_4', 'zxfxdj_5']).toContain(simulateRiskLevel(identity(code, 'x', 'QDII-普通股票')));
    }
  });
});

const eligibility = (f: FundIdentity, clientType = '3') => {
  const a = simulateTradeAttrs(f);
  return checkBuyEligibility(
    {
      fundId: f.fundId,
      fundTypeCode: f.fundTypeCode,
      declareStatus: a.declareStatus,
      subStatus: a.subStatus,
      fundStatus: a.fundStatus,
      isCurrency: f.fundTypeCode === '2',
      summaryPdf: a.summaryPdf,
      cantTradeCertificateType: [...a.cantTradeCertificateType],
      minLimit: a.minLimit,
      maxLimit: a.maxLimit,
      dailyMaxValue: a.dailyMaxValue,
    },
    { clientType },
  );
};

describe('the model exercises every buy refusal of spec 03 §5', () => {
  it.each([
    ['000061', '华夏盛世混合', '混合型-偏股', 'suspended'],
    ['000017', '财通可持续混合', '混合型-偏股', 'suspended'],
    ['000037', '广发景宁债券A', '债券型-长债', 'noSummary'],
    ['000041', '华夏全球股票(QDII)(人民币)', 'QDII-普通股票', 'taRestricted'],
    ['000271', '中邮定开债券A', '债券型-长债', 'limits'],
  ] as const)('%s %s: %s', (code, name, type, reason) => {
    const result = eligibility(identity(code, name, type));
    expect(result.ok ? 'ok' : result.reason).toBe(reason);
  });

  it('funds with a profile stay buyable (trading runs on real NAV)', () => {
    expect(eligibility(identity('000061', '华夏盛世混合', '混合型-偏股', true)).ok).toBe(true);
  });

  it('templates: 1 money, 2 offering (a few 02xxxx funds), 3 otherwise', () => {
    expect(simulateTradeAttrs(identity('110006', '易方达货币A', '货币型-普通货币')).template).toBe(1);
    expect(
      simulateTradeAttrs(identity('020102', '易方达中证沪港深300ETF发起式联接A', '指数型-股票')).template,
    ).toBe(2);
    expect(simulateTradeAttrs(identity('000001', '华夏成长混合', '混合型-灵活', true)).template).toBe(3);
  });
});

describe('fees (spec 03 §3 fee rate entry, §5; DESIGN §5)', () => {
  it('money funds and C classes have no purchase fee', () => {
    expect(
      simulateFeeSchedule(identity('110006', '易方达货币A', '货币型-普通货币')).buy.map((e) => e.maxFeeE6),
    ).toEqual([0]);
    expect(
      simulateFeeSchedule(identity('000004', '中海可转债债券C', '债券型-混合二级')).buy.map(
        (e) => e.maxFeeE6,
      ),
    ).toEqual([0]);
  });
  it('bond funds: 0.8/0.5/0.3 % and the fixed fee; sell tiers end at 0 after 30 days', () => {
    const s = simulateFeeSchedule(identity('000003', '中海可转债债券A', '债券型-混合二级'));
    expect(s.buy.map((e) => [e.maxFeeE6, e.feeUnit])).toEqual([
      [8000, 4],
      [5000, 4],
      [3000, 4],
      [1_000_000_000, 7],
    ]);
    expect(s.sell.map((e) => [e.minHoldDays, e.maxHoldDays, e.maxFeeE6])).toEqual([
      [0, 7, 15000],
      [7, 30, 1000],
      [30, null, 0],
    ]);
    expect(s.buy.at(-1)?.enDiscountE4).toBe(10000);
  });
});

describe('NAV walk and money yields (docs/data-model.md §NAV, §money funds)', () => {
  it('one step multiplies exactly and rounds half-up to 4 decimals', () => {
    expect(navStep(11430, 10000)).toEqual({ navE4: 11544, dailyReturn: '1.00' });
    expect(navStep(11430, -6100)).toEqual({ navE4: 11360, dailyReturn: '-0.61' });
    expect(navStep(1, -90000).navE4).toBe(1);
  });
  it('daily returns stay within ±9 % and bonds move less than stocks', () => {
    let bond = 0;
    let stock = 0;
    for (let d = 1; d <= 28; d++) {
      const day = `2026-02-${String(d).padStart(2, '0')}`;
      const s = simulatedDailyReturnE6('000001', '0', day);
      const b = simulatedDailyReturnE6('000003', 'E', day);
      expect(Math.abs(s)).toBeLessThanOrEqual(90000);
      stock += Math.abs(s);
      bond += Math.abs(b);
    }
    expect(bond).toBeLessThan(stock);
    expect(simulatedDailyReturnE6('110006', '2', '2026-02-02')).toBe(0);
  });
  it('万份收益 ~ 1.2-2.1 % a year; 七日年化 the 7-day mean annualised', () => {
    const income = moneyIncomePer10k('110006', '2026-03-03');
    expect(Number(income)).toBeGreaterThan(0.3);
    expect(Number(income)).toBeLessThan(0.6);
    const days = [
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ];
    expect(sevenDayYield('110006', days)).toMatch(/^[12]\.\d{4}$/);
  });
});
