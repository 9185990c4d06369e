import type { FundDetail, NavPoint } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { lastRealPoint, parseFundCode, withRealNav } from './show.js';

const point = (date: string, nav: string, source: 'real' | 'simulated'): NavPoint => ({
  date,
  nav,
  dailyReturn: null,
  source,
});

describe('funds show', () => {
  it('validates 6-digit fund codes', () => {
    expect(parseFundCode(' 000001 ')).toBe('000001');
    for (const bad of ['00001', '0000011', 'abcdef', ''])
      expect(() => parseFundCode(bad)).toThrow(UsageError);
  });

  it('finds the last real NAV of a series extended by simulation', () => {
    const points = [
      point('2026-02-12', '1.1400', 'real'),
      point('2026-02-13', '1.1430', 'real'),
      point('2026-02-16', '1.1500', 'simulated'),
    ];
    expect(lastRealPoint(points)?.date).toBe('2026-02-13');
    expect(lastRealPoint([point('2026-02-16', '1', 'simulated')])).toBeUndefined();
  });

  it('puts the real NAV in nav/navDate and keeps the simulated one apart', () => {
    const detail = { nav: '1.1500', navDate: '2026-02-16', navSource: 'simulated' } as FundDetail;
    const shown = withRealNav(detail, point('2026-02-13', '1.1430', 'real'));
    expect(shown).toMatchObject({
      nav: '1.1430',
      navDate: '2026-02-13',
      navSource: 'real',
      simulatedNav: { nav: '1.1500', navDate: '2026-02-16' },
    });
    const real = { nav: '1.1430', navDate: '2026-02-13', navSource: 'real' } as FundDetail;
    expect(withRealNav(real, undefined)).toEqual({ ...real, simulatedNav: null });
  });
});
