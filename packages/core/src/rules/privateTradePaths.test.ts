import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  dealMaterialsOf,
  estimatedRedemptionAmount,
  nonTradingDaysOf,
  PRIVATE_MINIMUM_HOLDING_SHARES,
  privateRedemptionRefusal,
  privateSubscriptionCharge,
  privateSubscriptionFeeRateE6,
} from './privateTradePaths.js';
import { TradingCalendar } from './tradeDay.js';

describe('deal/charge: the subscription fee on top of the amount (spec 02 §7 deal/charge, §9; DESIGN §5)', () => {
  it('the model rate by product number mod 4 (模拟): 1.00 %, 1.20 %, 0.80 %, 0.50 %', () => {
    expect(['SM0004', 'SM0001', 'SM0002', 'SM0003'].map(privateSubscriptionFeeRateE6)).toEqual([
      10_000, 12_000, 8_000, 5_000,
    ]);
    expect(privateSubscriptionFeeRateE6('SM0032')).toBe(10_000);
  });

  it('fee = amount × rate, half-up to the fen; total = amount + fee; no discount is 10000', () => {
    expect(privateSubscriptionCharge('1000000', 12_000, null)).toEqual({
      amount: '1000000.00',
      rateE6: 12_000,
      discountE4: 10_000,
      discountedRateE6: 12_000,
      fee: '12000.00',
      total: '1012000.00',
    });
  });

  it('the organisation discount multiplies the rate (8折 of 1.20 % is 0.96 %) and the fee is Dec-exact', () => {
    const charge = privateSubscriptionCharge('1234567.89', 12_000, 8_000);
    expect(charge.discountedRateE6).toBe(9_600);
    // 1234567.89 × 0.0096 = 11851.851744 -> 11851.85
    expect(charge.fee).toBe('11851.85');
    expect(charge.total).toBe('1246419.74');
  });

  it('half-up at the fen: 1000000.50 × 0.50 % = 5000.0025 -> 5000.00; 1000001.00 × 0.50 % = 5000.005 -> 5000.01', () => {
    expect(privateSubscriptionCharge('1000000.50', 5_000, null).fee).toBe('5000.00');
    expect(privateSubscriptionCharge('1000001.00', 5_000, null).fee).toBe('5000.01');
  });

  it('a discount of 0 (free) charges nothing; one outside 0..10000 counts as none', () => {
    expect(privateSubscriptionCharge('3000000', 8_000, 0).fee).toBe('0.00');
    const odd = privateSubscriptionCharge('3000000', 8_000, 12_000);
    expect([odd.discountE4, odd.fee]).toEqual([10_000, '24000.00']);
  });
});

describe('redemption checks: shares, then the minimum holding (spec 02 §7 v2 redemption/apply/check)', () => {
  it('the minimum holding is 100000.00 shares (模拟)', () => {
    expect(PRIVATE_MINIMUM_HOLDING_SHARES).toBe('100000.00');
  });

  it('FD4815 for shares not above 0 or above the available shares, first', () => {
    expect(privateRedemptionRefusal('0', '500000.00')).toEqual({
      code: ErrorCode.PrivateSharesInvalid,
      params: { available: '500000.00' },
    });
    expect(privateRedemptionRefusal('500000.01', '500000.00')?.code).toBe(ErrorCode.PrivateSharesInvalid);
  });

  it('FD4818 when a partial redemption leaves more than 0 and less than the minimum holding', () => {
    expect(privateRedemptionRefusal('400000.01', '500000.00')).toEqual({
      code: ErrorCode.PrivateBelowMinimumHolding,
      params: { left: '99999.99', minimum: '100000.00' },
    });
  });

  it('leaving exactly the minimum, or nothing (the whole holding), is accepted', () => {
    expect(privateRedemptionRefusal('400000', '500000.00')).toBeNull();
    expect(privateRedemptionRefusal('500000.00', '500000.00')).toBeNull();
    expect(privateRedemptionRefusal('50000', '80000.00')?.code).toBe(ErrorCode.PrivateBelowMinimumHolding);
    expect(privateRedemptionRefusal('80000', '80000.00')).toBeNull();
  });

  it('the estimate is shares × NAV rounded down to the fen (the confirmation rounding)', () => {
    expect(estimatedRedemptionAmount('123456.78', '1.2345')).toBe('152407.39');
    expect(estimatedRedemptionAmount('100.00', '0.9999')).toBe('99.99');
  });
});

describe('holiday/list: the exchange calendar non-trading days of a year (spec 02 §7 holiday/list)', () => {
  // 2024-12-30 .. 2025-01-10 with 2025-01-01 (Wednesday) closed.
  const calendar = new TradingCalendar([
    '2024-12-30',
    '2024-12-31',
    '2025-01-02',
    '2025-01-03',
    '2025-01-06',
    '2025-01-07',
    '2025-01-08',
    '2025-01-09',
    '2025-01-10',
  ]);

  it('weekends and weekday holidays in date order; incomplete where the data ends before the year does', () => {
    const { days, complete } = nonTradingDaysOf(calendar, 2025);
    expect(complete).toBe(false);
    expect(days.slice(0, 4)).toEqual([
      { date: '2025-01-01', kind: 'holiday' },
      { date: '2025-01-04', kind: 'weekend' },
      { date: '2025-01-05', kind: 'weekend' },
      { date: '2025-01-11', kind: 'weekend' },
    ]);
    // After the data only weekends are known: 52 weekends' days (104) plus the one holiday.
    expect(days.filter((d) => d.kind === 'holiday')).toEqual([{ date: '2025-01-01', kind: 'holiday' }]);
    expect(days.filter((d) => d.kind === 'weekend')).toHaveLength(104);
  });

  it('days before the data are not listed', () => {
    const { days, complete } = nonTradingDaysOf(calendar, 2024);
    expect(complete).toBe(false);
    expect(days).toEqual([]);
  });

  it('a year inside the data is complete', () => {
    const days: string[] = [];
    for (
      let d = new Date('2023-01-01T00:00:00Z');
      d.getUTCFullYear() < 2024;
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      const iso = d.toISOString().slice(0, 10);
      const weekday = d.getUTCDay();
      if (weekday !== 0 && weekday !== 6 && iso !== '2023-10-02') days.push(iso);
    }
    days.push('2024-01-02');
    const full = nonTradingDaysOf(new TradingCalendar(['2022-12-30', ...days]), 2023);
    expect(full.complete).toBe(true);
    expect(full.days.filter((d) => d.kind === 'holiday').map((d) => d.date)).toEqual(['2023-10-02']);
  });
});

describe('v2 deal/materials: the deal documents and their signed/read state (spec 02 §7 v2 deal/materials)', () => {
  const months = ['2026-02', '2026-01', '2025-12'];

  it('before signing: contract and requisition to sign, risk disclosure and prospectus to read, reports for reference', () => {
    const list = dealMaterialsOf(
      'SM0005',
      { contractId: 'CT1', requisitionSignedAt: null, signedAt: null },
      months,
    );
    expect(list.map((m) => [m.kind, m.action, m.state])).toEqual([
      ['contract', 'sign', 'pending'],
      ['requisition', 'sign', 'pending'],
      ['riskDisclosure', 'read', 'pending'],
      ['prospectus', 'read', 'pending'],
      ['report', 'none', 'reference'],
      ['report', 'none', 'reference'],
      ['report', 'none', 'reference'],
    ]);
    expect(list.map((m) => m.materialId)).toEqual([
      'CT1',
      'CT1-requisition',
      'SM0005-risk',
      'SM0005-prospectus',
      'SM0005-monthly-2026-02',
      'SM0005-monthly-2026-01',
      'SM0005-monthly-2025-12',
    ]);
  });

  it('the requisition is done when signed; the contract, risk disclosure and prospectus when the contract is signed', () => {
    const requisition = dealMaterialsOf(
      'SM0005',
      { contractId: 'CT1', requisitionSignedAt: '2026-03-02T10:00:00+08:00', signedAt: null },
      [],
    );
    expect(requisition.map((m) => m.state)).toEqual(['pending', 'done', 'pending', 'pending']);
    const signed = dealMaterialsOf(
      'SM0005',
      {
        contractId: 'CT1',
        requisitionSignedAt: '2026-03-02T10:00:00+08:00',
        signedAt: '2026-03-02T10:01:00+08:00',
      },
      [],
    );
    expect(signed.map((m) => [m.state, m.doneAt])).toEqual([
      ['done', '2026-03-02T10:01:00+08:00'],
      ['done', '2026-03-02T10:00:00+08:00'],
      ['done', '2026-03-02T10:01:00+08:00'],
      ['done', '2026-03-02T10:01:00+08:00'],
    ]);
  });

  it('a deal without a contract (a redemption) has the reports only', () => {
    expect(dealMaterialsOf('SM0005', null, months).map((m) => m.kind)).toEqual([
      'report',
      'report',
      'report',
    ]);
  });
});
