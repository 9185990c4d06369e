import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { FIXTURE_DATA_DIR, movableClock, seededFixtureDb } from '../../market/__fixtures__/fixture.js';
import { parseFundSize, pgTextArray, seedMarket, type MarketSeedReport } from './market.js';

let db: Db;
let report: MarketSeedReport;

beforeAll(async () => {
  ({ db, report } = await seededFixtureDb());
});
afterAll(async () => {
  await db.close();
});

describe('seedMarket from a data directory (DESIGN §6, data README)', () => {
  it('loads every fund of fund-universe.csv, quoted names included', async () => {
    expect(report.funds).toBe(16);
    const [row] = await db.query<{ short_name: string }>(
      "SELECT short_name FROM funds WHERE fund_id = '999001'",
    );
    expect(row?.short_name).toBe('测试,基金"引号"');
  });

  it('loads a fund without a published type with type code X', async () => {
    expect(report.fundsWithoutType).toBe(1);
    const [row] = await db.query<{ fund_type_code: string; published_type: string }>(
      "SELECT fund_type_code, published_type FROM funds WHERE fund_id = '027465'",
    );
    expect(row).toEqual({ fund_type_code: 'X', published_type: '' });
  });

  it('loads profiles: company, managers, size in yuan with its date', async () => {
    expect(report.profiles).toBe(3);
    const [row] = await db.query<{
      company: string;
      managers: string[];
      size_yuan: string;
      size_date: string;
      has_profile: boolean;
    }>(
      "SELECT company, managers, size_yuan::text AS size_yuan, size_date::text AS size_date, has_profile FROM funds WHERE fund_id = '000001'",
    );
    expect(row).toEqual({
      company: '华夏基金管理有限公司',
      managers: ['刘睿聪', '郑晓辉'],
      size_yuan: '2937000000.00',
      size_date: '2026-02-17',
      has_profile: true,
    });
  });

  it('loads real NAV as numeric, exactly as published', async () => {
    const [row] = await db.query<{ nav: string; daily_return: string; source: string }>(
      "SELECT nav::text AS nav, daily_return::text AS daily_return, source FROM nav WHERE fund_id = '000001' AND nav_date = '2026-02-13'",
    );
    expect(row).toEqual({ nav: '1.1430', daily_return: '-0.6100', source: 'real' });
  });

  it('extends NAV with simulated rows on trading days through the trading day before today', async () => {
    expect(report.navThrough).toBe('2026-03-03');
    const rows = await db.query<{ d: string }>(
      "SELECT nav_date::text AS d FROM nav WHERE fund_id = '000001' AND source = 'simulated' ORDER BY nav_date",
    );
    // Spring Festival 2026-02-16..23 has no NAV; 2026-02-28 (make-up Saturday) neither.
    expect(rows.map((r) => r.d)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('loads the indices under the spec codes (000300.csv is CSI 300 = 399300), none for 399001/H11001', async () => {
    expect(report.indexQuotes).toEqual({ '399300': 299, '000001': 299, '399006': 0 });
    const codes = await db.query<{ index_code: string }>(
      'SELECT DISTINCT index_code FROM index_quotes ORDER BY 1',
    );
    expect(codes.map((c) => c.index_code)).toEqual(['000001', '399300']);
  });

  it('marks simulated figures: fund fields listed, fee rows source simulated', async () => {
    const [fund] = await db.query<{ simulated_fields: string[] }>(
      "SELECT simulated_fields FROM funds WHERE fund_id = '110006'",
    );
    expect(fund?.simulated_fields).toEqual(
      expect.arrayContaining(['fundRiskLevel', 'minLimit', 'fees', 'nav', 'sevenDayYield']),
    );
    const [fees] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM fee_rates WHERE source <> 'simulated'",
    );
    expect(fees?.n).toBe(0);
    expect(report.feeSchedules).toBeGreaterThan(1);
  });

  it('is idempotent: a second run loads nothing and says so', async () => {
    const again = await seedMarket(db, FIXTURE_DATA_DIR, movableClock());
    expect(again.skipped).toBe(true);
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM funds');
    expect(row?.n).toBe(16);
  });
});

describe('seed helpers', () => {
  it('parses 最新规模 into yuan', () => {
    expect(parseFundSize('29.37亿')).toBe('2937000000.00');
    expect(parseFundSize('5304.13万')).toBe('53041300.00');
    expect(parseFundSize('<NA>')).toBeNull();
  });
  it('writes PostgreSQL text arrays with quotes escaped', () => {
    expect(pgTextArray([])).toBe('{}');
    expect(pgTextArray(['a', 'b"c'])).toBe('{"a","b\\"c"}');
  });
});
