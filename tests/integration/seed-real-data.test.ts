import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../packages/server/src/db/db.js';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { seedMarket, type MarketSeedReport } from '../../packages/server/src/db/seed/market.js';
import { createMarketService } from '../../packages/server/src/market/index.js';
import { resolveMarketDataDir } from '../../packages/server/src/start.js';

const dataDir = resolveMarketDataDir();
const hasData = existsSync(path.join(dataDir, 'fund-universe.csv'));
/** 2026-11-20 10:00 Asia/Shanghai: simulated NAV runs through 2026-11-19. */
const clock = { now: () => Date.parse('2026-11-20T02:00:00Z') };

describe.skipIf(!hasData)('seed from the real data (DESIGN §6, data README)', () => {
  let db: Db;
  let report: MarketSeedReport;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    report = await seedMarket(db, dataDir, clock);
    console.log('market seed report', JSON.stringify(report));
  });
  afterAll(async () => {
    await db.close();
  });

  it('loads all 27,023 funds, 13 without a published type as type X', async () => {
    expect(report.funds).toBe(27_023);
    expect(report.fundsWithoutType).toBe(13);
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM funds WHERE fund_type_code = 'X'",
    );
    expect(row!.n).toBeGreaterThanOrEqual(13);
  });

  it('loads the 506 profiles and 627,981 real NAV rows', async () => {
    expect(report.profiles).toBe(506);
    expect(report.navReal).toBe(627_981);
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM nav WHERE source = 'real'");
    expect(row!.n).toBe(627_981);
  });

  it("000001's latest real NAV is 1.143 on 2026-02-13", async () => {
    const [row] = await db.query<{ nav: string; d: string }>(
      "SELECT nav::text AS nav, nav_date::text AS d FROM nav WHERE fund_id = '000001' AND source = 'real' ORDER BY nav_date DESC LIMIT 1",
    );
    expect(row).toEqual({ nav: '1.1430', d: '2026-02-13' });
  });

  it('extends NAV with simulated rows through the trading day before today', async () => {
    expect(report.navThrough).toBe('2026-11-19');
    // Simulated rows only ever follow a fund's last real row (most series end 2026-02-13, a few 2026-02-12).
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM nav s
        WHERE s.source = 'simulated'
          AND s.nav_date <= (SELECT max(r.nav_date) FROM nav r WHERE r.fund_id = s.fund_id AND r.source = 'real')`,
    );
    expect(row!.n).toBe(0);
    expect(report.navSimulated).toBeGreaterThan(0);
  });

  it('loads the three indices with data and the calendar', () => {
    expect(Object.keys(report.indexQuotes).sort()).toEqual(['000001', '399006', '399300']);
    for (const n of Object.values(report.indexQuotes)) expect(n).toBeGreaterThan(2700);
    expect(report.tradingDays).toBe(8_797);
  });

  // Speed is measured by `npm run bench`, never by a timed test (the seed time is printed by `npm start`).

  it('the market service searches all 27,023 funds by code, name and pinyin (spec 02 §7, 03 §5)', async () => {
    const market = await createMarketService({ db, clock });
    expect(market.search('110011').map((f) => f.fundId)).toEqual(['110011']);
    expect(market.search('易方达')[0]?.shortName.startsWith('易方达')).toBe(true);
    expect(market.search('YFD')[0]?.pinyin.startsWith('YFD')).toBe(true);
  });

  it('is safe to run again (skipped)', async () => {
    const again = await seedMarket(db, dataDir, clock);
    expect(again.skipped).toBe(true);
    expect(again.funds).toBe(27_023);
  });
});
