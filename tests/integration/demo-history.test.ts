import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Dec, t } from '@funddesk/core';
import { openDatabase, resolveMarketDataDir, type OpenedDatabase } from '@funddesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HISTORY, DEMO_PLACERS } from '../../packages/server/src/trade/demoHistory.js';
import { TEST_CLOCK } from '../helpers/constants.js';
import { onPostgres, pgAdminUrl, withAdmin, withDatabase } from '../helpers/postgres.js';

/**
 * The demo trade history of `npm start` (docs/decisions.md "Demo trade history"): a new database opened with
 * `demoHistory` holds the fixed list of orders, placed through the desk's order path and confirmed by the
 * confirmation engine at the REAL NAV of each trade day (DESIGN §5: T+1 at T's NAV, shares = net / NAV
 * rounded down to 2 decimals), each marked as demo data; the positions follow from the confirmed orders;
 * a second open adds nothing. Opens one fresh database (PGlite in a temporary folder, or a new PostgreSQL
 * database in the integration-pg project), then opens it again.
 */

interface OrderRow {
  serial_no: string;
  group_id: string;
  person_id: string;
  fund_id: string;
  trade_type: 'purchase' | 'redemption' | 'conversion';
  status: string;
  net_amount: string;
  trade_day: string;
  confirm_day: string;
  apply_time: Date | string;
  confirm_nav: string | null;
  confirm_shares: string | null;
  nav_source: string | null;
  target_fund_id: string | null;
  target_nav: string | null;
  target_shares: string | null;
  remark: string | null;
}

const open = (where: { dataDir: string | null; databaseUrl?: string }): Promise<OpenedDatabase> =>
  openDatabase({ ...where, marketDataDir: resolveMarketDataDir(), clock: TEST_CLOCK, demoHistory: true });

let where: { dataDir: string | null; databaseUrl?: string };
let cleanup: () => Promise<void>;
let first: OpenedDatabase;
let orders: OrderRow[];

beforeAll(async () => {
  if (onPostgres()) {
    const name = `funddesk_demo_${Date.now().toString(36)}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    where = { dataDir: null, databaseUrl: withDatabase(pgAdminUrl(), name) };
    cleanup = async () => {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'funddesk-demo-history-'));
    where = { dataDir: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  first = await open(where);
  orders = await first.db.query<OrderRow>(
    `SELECT serial_no, group_id, person_id, fund_id, trade_type, status, net_amount::text AS net_amount,
            trade_day::text AS trade_day, confirm_day::text AS confirm_day, apply_time,
            confirm_nav::text AS confirm_nav, confirm_shares::text AS confirm_shares, nav_source,
            target_fund_id, target_nav::text AS target_nav, target_shares::text AS target_shares, remark
       FROM orders ORDER BY serial_no`,
  );
}, 180_000);

afterAll(async () => {
  await first?.db.close();
  await cleanup?.();
});

/** The NAV of `fundId` on `day` as published in the shared data's NAV file (净值日期,单位净值,日增长率). */
const navFiles = new Map<string, Map<string, string>>();
async function fileNav(fundId: string, day: string): Promise<string | undefined> {
  let navs = navFiles.get(fundId);
  if (!navs) {
    const text = await readFile(join(resolveMarketDataDir(), 'nav', `${fundId}.csv`), 'utf8');
    navs = new Map(
      text
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',') as [string, string]),
    );
    navFiles.set(fundId, navs);
  }
  return navs.get(day);
}

describe('the demo trade history of npm start (docs/decisions.md "Demo trade history"; DESIGN §5)', () => {
  it('places the whole fixed list on a new database, each by its organisation’s demo person, all confirmed', () => {
    expect(first.seeded).toBe(true);
    expect(first.demoOrders).toBe(DEMO_HISTORY.length);
    expect(orders).toHaveLength(DEMO_HISTORY.length);
    for (const o of orders) {
      expect(o.status, o.serial_no).toBe('confirmed');
      expect(o.person_id, o.serial_no).toBe(DEMO_PLACERS[o.group_id]);
    }
    const byKind = (kind: OrderRow['trade_type']) => orders.filter((o) => o.trade_type === kind).length;
    expect(byKind('purchase')).toBeGreaterThanOrEqual(20);
    expect(byKind('redemption')).toBeGreaterThanOrEqual(4);
    expect(byKind('conversion')).toBeGreaterThanOrEqual(1);
  });

  it('every order is marked as demo data in its remark', () => {
    for (const o of orders) expect(o.remark, o.serial_no).toBe(t('start.demoHistory.remark'));
  });

  it('each order was applied on its trade day before the 15:00 cut-off and confirmed on T+1 (spec 02 §1)', async () => {
    const calendar = new Set<string>(
      (JSON.parse(await readFile(join(resolveMarketDataDir(), 'trading-days.json'), 'utf8')) as string[]).map(
        (d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`,
      ),
    );
    for (const o of orders) {
      expect(calendar.has(o.trade_day), o.serial_no).toBe(true);
      const applied = new Date(o.apply_time).getTime();
      expect(applied, o.serial_no).toBeLessThan(Date.parse(`${o.trade_day}T15:00:00+08:00`));
      expect(applied, o.serial_no).toBeGreaterThanOrEqual(Date.parse(`${o.trade_day}T00:00:00+08:00`));
      // T+1: the next exchange trading day, nothing in between.
      const between = [...calendar].filter((d) => d > o.trade_day && d < o.confirm_day);
      expect(calendar.has(o.confirm_day) && o.confirm_day > o.trade_day, o.serial_no).toBe(true);
      expect(between, o.serial_no).toEqual([]);
    }
  });

  it('the trail names the demo person for the placing and the system for the confirmation on T+1 at 09:00 (DESIGN §7)', async () => {
    const trail = await first.db.query<{
      serial_no: string;
      to_status: string;
      actor_kind: string;
      person_id: string | null;
      at: Date | string;
    }>('SELECT serial_no, to_status, actor_kind, person_id, at FROM order_trail ORDER BY serial_no, at');
    for (const o of orders) {
      const entries = trail.filter((e) => e.serial_no === o.serial_no);
      expect(
        entries.map((e) => [e.to_status, e.actor_kind, e.person_id]),
        o.serial_no,
      ).toEqual([
        ['accepted', 'person', o.person_id],
        ['confirmed', 'system', null],
      ]);
      expect(new Date(entries[1]!.at).getTime(), o.serial_no).toBe(
        Date.parse(`${o.confirm_day}T09:00:00+08:00`),
      );
    }
  });

  it('every order is confirmed at the real NAV of its trade day from the NAV file; purchase shares = floor(net / NAV, 2)', async () => {
    for (const o of orders) {
      expect(o.nav_source, o.serial_no).toBe('real');
      const published = await fileNav(o.fund_id, o.trade_day);
      expect(published, `${o.fund_id} ${o.trade_day}`).toBeDefined();
      expect(new Dec(o.confirm_nav!).eq(published!), o.serial_no).toBe(true);
      if (o.trade_type === 'purchase') {
        const shares = new Dec(o.net_amount).div(published!).toDecimalPlaces(2, Dec.ROUND_DOWN);
        expect(new Dec(o.confirm_shares!).eq(shares), o.serial_no).toBe(true);
      }
      if (o.trade_type === 'conversion') {
        const target = await fileNav(o.target_fund_id!, o.trade_day);
        expect(new Dec(o.target_nav!).eq(target!), o.serial_no).toBe(true);
      }
    }
  });

  it('each position’s shares = Σ purchased − Σ redeemed (and converted out) + Σ converted in, per organisation and fund', async () => {
    const expected = new Map<string, Dec>();
    const add = (groupId: string, fundId: string, shares: Dec) => {
      const key = `${groupId} ${fundId}`;
      expected.set(key, (expected.get(key) ?? new Dec(0)).plus(shares));
    };
    for (const o of orders) {
      const shares = new Dec(o.confirm_shares!);
      if (o.trade_type === 'purchase') add(o.group_id, o.fund_id, shares);
      else add(o.group_id, o.fund_id, shares.negated());
      if (o.trade_type === 'conversion') add(o.group_id, o.target_fund_id!, new Dec(o.target_shares!));
    }
    const positions = await first.db.query<{ group_id: string; fund_id: string; shares: string }>(
      'SELECT group_id, fund_id, shares::text AS shares FROM positions ORDER BY group_id, fund_id',
    );
    const held = new Map(positions.map((p) => [`${p.group_id} ${p.fund_id}`, p.shares]));
    expect([...held.keys()].sort()).toEqual(
      [...expected.entries()]
        .filter(([, s]) => s.gt(0))
        .map(([k]) => k)
        .sort(),
    );
    for (const [key, shares] of expected) {
      if (shares.gt(0)) expect(held.get(key), key).toBe(shares.toFixed(2));
    }
    // Every demo organisation holds something: the asset screens and the cockpit are not empty.
    expect(new Set(positions.map((p) => p.group_id))).toEqual(new Set(Object.keys(DEMO_PLACERS)));
  });

  it('a second open of the same database adds no order', async () => {
    if (where.dataDir) await first.db.close(); // PGlite: one process holds the data directory at a time
    const again = await open(where);
    try {
      expect(again.seeded).toBe(false);
      expect(again.demoOrders).toBe(0);
      const [{ n }] = (await again.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')) as [
        { n: number },
      ];
      expect(n).toBe(DEMO_HISTORY.length);
    } finally {
      if (where.dataDir) first = again;
      else await again.db.close();
    }
  });
});
