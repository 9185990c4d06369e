/**
 * Handlers of the fund tools (core `api/fundTools.ts`; issue 14 §5): 基金比较 (fundCompare/basic,
 * fundCompare/performanceTrend) and 费率比较 (fundCompare/ratio). The figures are core rules/fundMetrics.ts over
 * the funds' REAL NAV (the simulated extension after the data ends is left out, DESIGN §6) on the exchange
 * calendar; the fees are the market's simulated schedules, marked so.
 */
import {
  compareCountDecision,
  comparePeriods,
  estimatePurchaseFee,
  fundTools,
  fundTypeText,
  GatewayError,
  HOLDING_YEARS,
  holdingCost,
  normalisedCurve,
  periodReturnPercent,
  quarterlyReturns,
  quarterEndDate,
  quarterOf,
  ratioAmountDecision,
  reportQuarterOf,
  simulatedHoldings,
  periodWindow,
  RISK_FREE_RATE_PERCENT,
  riskLevelText,
  riskMetrics,
  riskPeriods,
  type CompareFund,
  type NavObservation,
  type RatioCompareFund,
} from '@funddesk/core';
import type { FundRecord, MarketService } from '../market/index.js';
import { companiesOf } from './favourites.js';
import { route, type Route } from './types.js';

/** The quarters of 基金比较's quarterly chart (two years). */
export const COMPARE_QUARTERS = 8;

/**
 * The distinct funds of a request, in the order asked; refuses a count outside 2 to 6 (FD3010) and an unknown
 * code (FD3001).
 */
function requireCompareFunds(market: MarketService, fundIds: readonly string[]): FundRecord[] {
  const distinct = [...new Set(fundIds)];
  const decision = compareCountDecision(distinct.length);
  if (!decision.ok) throw new GatewayError(decision.code);
  return distinct.map((id) => market.requireFund(id));
}

/** A fund's real NAV observations, oldest first (empty when the data has none). */
function realNav(market: MarketService, fundId: string): NavObservation[] {
  return market
    .navPoints(fundId, 'all')
    .filter((p) => p.source === 'real')
    .map((p) => ({ date: p.date, nav: p.value }));
}

/** The funds' real NAV and the common period: the latest first date and the earliest last date of the funds with NAV. */
function commonPeriod(
  market: MarketService,
  funds: readonly FundRecord[],
): { navs: Map<string, NavObservation[]>; from: string | null; to: string | null } {
  const navs = new Map(funds.map((f) => [f.fundId, realNav(market, f.fundId)] as const));
  const withNav = [...navs.values()].filter((points) => points.length > 0);
  if (withNav.length === 0) return { navs, from: null, to: null };
  const from = withNav.map((p) => p[0]!.date).reduce((a, b) => (a > b ? a : b));
  const to = withNav.map((p) => p[p.length - 1]!.date).reduce((a, b) => (a < b ? a : b));
  return from <= to ? { navs, from, to } : { navs, from: null, to: null };
}

/** The observations of `points` from `from` through `to` (inclusive). */
function within(points: readonly NavObservation[], from: string, to: string): NavObservation[] {
  return points.filter((p) => p.date >= from && p.date <= to);
}

/** The fund tools' routes (spec 03 §7 fund comparison; issue 14 §5). */
export const fundToolsRoutes: Route[] = [
  route(fundTools.fundCompareBasic, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const funds = requireCompareFunds(market, request.fundIds);
    const { navs, from, to } = commonPeriod(market, funds);
    const answer: CompareFund[] = [];
    for (const fund of funds) {
      const all = navs.get(fund.fundId)!;
      // The common period: every fund's figures start and end on the same dates (since = from `from`).
      const points = from !== null && to !== null ? within(all, from, to) : [];
      const profile = await market.profile(fund.fundId);
      answer.push({
        fundId: fund.fundId,
        fundName: fund.shortName,
        fundTypeText: fundTypeText(fund.fundTypeCode),
        fundTypeDetail: fund.publishedType,
        company: fund.company,
        fundRiskLevel: fund.riskLevel,
        fundRiskLevelText: riskLevelText(fund.riskLevel),
        fundSize: fund.sizeYuan,
        fundSizeDate: fund.sizeDate,
        establishDate: profile.establishDate,
        managers: [...profile.managers],
        simulatedFields: [...fund.simulatedFields],
        navFrom: all[0]?.date ?? null,
        navTo: all[all.length - 1]?.date ?? null,
        returns: comparePeriods.map((period) => ({
          period,
          rate: to === null ? null : periodReturnPercent(points, to, period),
        })),
        risk: riskPeriods.flatMap((period) => {
          const window = to === null ? null : periodWindow(points, to, period);
          const metrics = window ? riskMetrics(window, market.calendar) : null;
          return metrics ? [{ period, ...metrics }] : [];
        }),
      });
    }
    return { asOf: to, from, riskFreeRate: RISK_FREE_RATE_PERCENT, funds: answer };
  }),

  route(fundTools.fundComparePerformanceTrend, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const funds = requireCompareFunds(market, request.fundIds);
    const { navs, from, to } = commonPeriod(market, funds);
    if (from === null || to === null) {
      return {
        from,
        to,
        dates: [],
        series: funds.map((f) => ({ fundId: f.fundId, fundName: f.shortName, values: [] })),
      };
    }
    const curves = funds.map(
      (f) => new Map(normalisedCurve(navs.get(f.fundId)!, from, to).map((p) => [p.date, p.value])),
    );
    const dates = [...new Set(curves.flatMap((curve) => [...curve.keys()]))].sort();
    return {
      from,
      to,
      dates,
      series: funds.map((f, i) => ({
        fundId: f.fundId,
        fundName: f.shortName,
        values: dates.map((date) => curves[i]!.get(date) ?? null),
      })),
    };
  }),

  route(fundTools.fundCompareRatio, async (request, ctx) => {
    const market = ctx.services.market;
    const amountOk = ratioAmountDecision(request.amount);
    if (!amountOk.ok) throw new GatewayError(amountOk.code);
    const funds = requireCompareFunds(market, request.fundIds);
    const answer: RatioCompareFund[] = [];
    for (const fund of funds) {
      // The same schedule tradePreInfo prices a purchase with: buyRate carries this organisation's discount.
      const schedule = await market.feeSchedule(fund.fundId);
      const purchase = estimatePurchaseFee({ amountYuan: request.amount, tiers: schedule.buy });
      const fees = {
        buyRate: schedule.buy,
        sellTiers: schedule.sell,
        manageFeeE6: schedule.manageFeeE6,
        custodyFeeE6: schedule.custodyFeeE6,
      };
      answer.push({
        fundId: fund.fundId,
        fundName: fund.shortName,
        buyRate: [...schedule.buy],
        sellTiers: [...schedule.sell],
        manageFeeE6: schedule.manageFeeE6,
        custodyFeeE6: schedule.custodyFeeE6,
        purchase: purchase && {
          rateE6: purchase.rateE6,
          discountedRateE6: purchase.discountedRateE6,
          feeUnit: purchase.tier.feeUnit,
          fee: purchase.fee,
          netAmount: purchase.netAmount,
        },
        holding: HOLDING_YEARS.map((years) => holdingCost(fees, request.amount, years)),
      });
    }
    return { amount: request.amount, funds: answer, source: 'simulated' as const };
  }),

  route(fundTools.fundComparePositionDistribution, (request, ctx) => {
    const market = ctx.services.market;
    const funds = requireCompareFunds(market, request.fundIds);
    const quarter = reportQuarterOf(market.today());
    return Promise.resolve({
      quarter,
      source: 'simulated' as const,
      funds: funds.map((fund) => ({
        fundId: fund.fundId,
        fundName: fund.shortName,
        ...simulatedHoldings(fund.fundId, fund.fundTypeCode, fund.publishedType, quarter),
      })),
    });
  }),

  route(fundTools.fundCompareQuarterlyChart, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const funds = requireCompareFunds(market, request.fundIds);
    const { navs, to } = commonPeriod(market, funds);
    if (to === null) {
      return {
        asOf: null,
        quarters: [],
        partial: false,
        series: funds.map((f) => ({ fundId: f.fundId, fundName: f.shortName, rates: [] })),
      };
    }
    const last = quarterOf(to);
    const series = funds.map((f) => {
      const rows = quarterlyReturns(
        navs.get(f.fundId)!.filter((p) => p.date <= to),
        last,
        COMPARE_QUARTERS,
      );
      return { fundId: f.fundId, fundName: f.shortName, rows };
    });
    return {
      asOf: to,
      quarters: series[0]!.rows.map((r) => r.quarter),
      // The newest quarter is still running when the exchange trades after `to` within it.
      partial: to < (market.calendar.onOrBefore(quarterEndDate(last)) ?? to),
      series: series.map(({ fundId, fundName, rows }) => ({
        fundId,
        fundName,
        rates: rows.map((r) => r.rate),
      })),
    };
  }),

  route(fundTools.queryCompanyAll, (_request, ctx) =>
    Promise.resolve({ companies: companiesOf(ctx.services.market) }),
  ),
];
