import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_CONFIG, evaluateRiskRules, validRiskThreshold } from './riskMonitor.js';

/** A Monday-to-Friday calendar without holidays, except 2026-01-07 which is a holiday here. */
const previous = (iso: string): string | null => {
  const d = new Date(`${iso}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() - 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || d.toISOString().startsWith('2026-01-07'));
  return d.toISOString().slice(0, 10);
};

describe('position risk rules (issue 14 §5 riskMonitor; spec 03 §7 fundPositionRiskMonitor)', () => {
  it('drawdown beyond 10% from the running peak is recorded on the day it first exceeds, again only after a new peak', () => {
    const nav = [
      { date: '2026-01-05', nav: '1.0000' },
      { date: '2026-01-06', nav: '1.2000' }, // peak
      { date: '2026-01-08', nav: '1.0790' }, // 1 − 1.079/1.2 = 10.0833% > 10 → hit (holiday 01-07 is no gap)
      { date: '2026-01-09', nav: '1.0500' }, // still in the same drawdown: no second record
      { date: '2026-01-12', nav: '1.3000' }, // new peak
      { date: '2026-01-13', nav: '1.1600' }, // 1 − 1.16/1.3 = 10.7692% → hit again
    ];
    const hits = evaluateRiskRules(nav, { drawdownPercent: '10', dayDropPercent: '50' }, previous);
    expect(hits).toEqual([
      { rule: 'drawdown', date: '2026-01-08', value: '10.08' },
      { rule: 'drawdown', date: '2026-01-13', value: '10.77' },
    ]);
  });

  it('exactly at the threshold is not beyond it', () => {
    const nav = [
      { date: '2026-01-05', nav: '1.0000' },
      { date: '2026-01-06', nav: '0.9000' },
    ];
    expect(evaluateRiskRules(nav, { drawdownPercent: '10', dayDropPercent: '10' }, previous)).toEqual([]);
  });

  it('a one-day drop beyond 3% counts between consecutive trading days only (a missing trading day is a gap)', () => {
    const nav = [
      { date: '2026-01-05', nav: '1.0000' },
      { date: '2026-01-06', nav: '0.9650' }, // −3.5% → hit
      { date: '2026-01-08', nav: '0.9300' }, // 01-07 is a holiday: consecutive, −3.6269% → hit
      // 2026-01-09 missing (a trading day without NAV): the 01-12 return spans a gap, left out
      { date: '2026-01-12', nav: '0.8000' },
    ];
    const hits = evaluateRiskRules(nav, DEFAULT_RISK_CONFIG, previous).filter((h) => h.rule === 'dayDrop');
    expect(hits).toEqual([
      { rule: 'dayDrop', date: '2026-01-06', value: '3.50' },
      { rule: 'dayDrop', date: '2026-01-08', value: '3.63' },
    ]);
  });

  it('thresholds are percents above 0 and at most 100 with up to 2 decimals', () => {
    expect(validRiskThreshold('10')).toBe(true);
    expect(validRiskThreshold('3.25')).toBe(true);
    expect(validRiskThreshold('100')).toBe(true);
    expect(validRiskThreshold('0')).toBe(false);
    expect(validRiskThreshold('100.01')).toBe(false);
    expect(validRiskThreshold('1.234')).toBe(false);
    expect(validRiskThreshold('-1')).toBe(false);
  });
});
