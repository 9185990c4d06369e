/**
 * Handlers of 基金分红 (core `api/dividends.ts`; spec 03 §7 "Bonus: list and detail"; issue 14 §5 Dividends). The
 * records are the simulated dividend model (dividends/model.ts; docs/decisions.md) over each fund's REAL NAV,
 * computed once per process (the real NAV does not change) and marked `source: 'simulated'`.
 */
import { Dec, dividends, fundTypeText, type DividendRecord } from '@funddesk/core';
import { dividendEvents, paysDividends } from '../dividends/model.js';
import type { FundRecord, MarketService } from '../market/index.js';
import { route, type Route } from './types.js';

/** Every fund's records, newest record date first (then by fund code). */
const cache = new WeakMap<MarketService, DividendRecord[]>();

/** A fund's real NAV, oldest first. */
function realNav(market: MarketService, fundId: string): { date: string; nav: string }[] {
  return market
    .navPoints(fundId, 'all')
    .filter((p) => p.source === 'real')
    .map((p) => ({ date: p.date, nav: p.value }));
}

/** The simulated records of one fund, newest first. */
function fundRecords(market: MarketService, fund: FundRecord): DividendRecord[] {
  if (!fund.hasNav || !paysDividends(fund.fundId, fund.fundTypeCode)) return [];
  const next = (iso: string) => market.calendar.nextTradingDay(iso);
  return dividendEvents(fund.fundId, fund.fundTypeCode, realNav(market, fund.fundId), next)
    .map((event): DividendRecord => ({
      fundId: fund.fundId,
      fundName: fund.shortName,
      fundTypeText: fundTypeText(fund.fundTypeCode),
      ...event,
      source: 'simulated',
    }))
    .reverse();
}

/** Every record of the market (computed on first use, then kept). */
export function allDividendRecords(market: MarketService): DividendRecord[] {
  const kept = cache.get(market);
  if (kept) return kept;
  const all = market
    .funds()
    .flatMap((fund) => fundRecords(market, fund))
    .sort((a, b) =>
      a.recordDate === b.recordDate
        ? a.fundId.localeCompare(b.fundId)
        : b.recordDate.localeCompare(a.recordDate),
    );
  cache.set(market, all);
  return all;
}

/** The dividends' routes (spec 03 §7 Bonus; issue 14 §5). */
export const dividendsRoutes: Route[] = [
  route(dividends.bonusList, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const all = allDividendRecords(market);
    const years = [...new Set(all.map((r) => r.year))].sort((a, b) => b - a);
    const rows = all.filter(
      (r) =>
        (request.fundId === undefined || r.fundId === request.fundId) &&
        (request.year === undefined || r.year === request.year),
    );
    const { currentPage, pagesize } = request.pagination;
    const start = (currentPage - 1) * pagesize;
    return {
      list: rows.slice(start, start + pagesize),
      pagination: {
        currentPage,
        pagesize,
        pageCount: Math.ceil(rows.length / pagesize),
        totalRows: rows.length,
      },
      years,
      source: 'simulated' as const,
    };
  }),

  route(dividends.bonusDetail, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    const nav = fund.hasNav ? realNav(market, fund.fundId) : [];
    const records = fundRecords(market, fund);
    const total = records.reduce((sum, r) => sum.add(r.cashPerShare), new Dec(0));
    return {
      fundId: fund.fundId,
      fundName: fund.shortName,
      fundTypeText: fundTypeText(fund.fundTypeCode),
      company: fund.company,
      eligible: nav.length > 0 && paysDividends(fund.fundId, fund.fundTypeCode),
      navFrom: nav[0]?.date ?? null,
      navTo: nav[nav.length - 1]?.date ?? null,
      records,
      totalCashPerShare: total.toFixed(4),
      source: 'simulated' as const,
    };
  }),
];
