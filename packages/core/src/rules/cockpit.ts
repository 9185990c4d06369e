/**
 * 驾驶舱 (the cockpit; spec 03 §2 "Cockpit", §7 pc/cockpit/*): the figures a cockpit user sees over the holdings
 * and confirmed trades of the institutions related to them (cockpit relations, state 有效). Pure functions over
 * decimal text; the server reads the rows and the NAV, the web and the CLI only show the answers.
 *
 * - market value of a holding = shares × its last NAV on or before the as-of day, yuan to the fen (half-up);
 *   a holding without any NAV is valued at cost (as the asset overview does);
 * - holding profit = market value − cost; its rate = holding profit / cost in percent, 2 decimals (null at cost 0);
 * - cumulative profit = Σ market value + Σ redemption money received − Σ purchase money paid, over the confirmed
 *   trades (a position's cost is what its purchases paid less the cost its redemptions took out, so this equals
 *   holding profit + realised profit);
 * - capital flow of a month = Σ confirmed purchase amounts (in, paid including fees) and Σ confirmed redemption
 *   net amounts (out, received after fees), by the confirmation day's month.
 * @see docs/decisions.md "The cockpit"
 */
import { Dec, toYuan } from '../domain/money.js';
import type { FundTypeCode } from '../domain/fund.js';
import { allocationBy, shiftMonth, type AllocationShare } from './assetAnalysis.js';
import { fundTypeText } from './fundType.js';

/** One holding of a related institution as the cockpit values it (decimal text; NAV with 4 decimals). */
export interface CockpitHolding {
  readonly groupId: string;
  readonly corpName: string;
  readonly fundId: string;
  readonly fundName: string;
  readonly fundTypeCode: FundTypeCode;
  /** Shares, 2 decimals. */
  readonly shares: string;
  /** Total paid including fees, yuan. */
  readonly cost: string;
  /** The last NAV on or before the as-of day, or null when the fund has none. */
  readonly nav: string | null;
  readonly navDate: string | null;
  /** Where the NAV comes from: the real data or the documented model (模拟). */
  readonly navSource: 'real' | 'simulated' | null;
  /** shares × (NAV − the NAV before it), yuan; '0.00' without an earlier NAV. */
  readonly dayProfit: string;
}

/** A holding with its computed figures (yuan; rate in percent). */
export interface ValuedCockpitHolding extends CockpitHolding {
  readonly marketValue: string;
  readonly holdingProfit: string;
  readonly holdingProfitRate: string | null;
}

/** A confirmed trade that moved money: a purchase (paid `amount`) or a redemption (received `netAmount`). */
export interface CockpitTrade {
  readonly groupId: string;
  readonly tradeType: 'purchase' | 'redemption';
  /** Purchase: paid including fees; redemption: gross amount, yuan. */
  readonly amount: string;
  /** Redemption: received after fees, yuan. */
  readonly netAmount: string;
  /** `YYYY-MM-DD`, the confirmation day. */
  readonly confirmDay: string;
}

/** Profit rate in percent, 2 decimals half-up; null when `cost` is 0. */
function rateOf(profit: Dec, cost: Dec): string | null {
  return cost.isZero() ? null : profit.div(cost).mul(100).toFixed(2, Dec.ROUND_HALF_UP);
}

/**
 * Values one holding: market value = shares × NAV to the fen (at cost without a NAV), holding profit and its rate.
 */
export function valueCockpitHolding(holding: CockpitHolding): ValuedCockpitHolding {
  const cost = new Dec(holding.cost);
  const marketValue = holding.nav ? new Dec(toYuan(new Dec(holding.shares).mul(holding.nav))) : cost;
  const profit = marketValue.minus(cost);
  return {
    ...holding,
    marketValue: toYuan(marketValue),
    holdingProfit: toYuan(profit),
    holdingProfitRate: rateOf(profit, cost),
  };
}

/** One institution's figures in the cockpit (yuan; percent of the total market value). */
export interface CockpitInstitution {
  readonly groupId: string;
  readonly corpName: string;
  readonly marketValue: string;
  readonly cost: string;
  readonly holdingProfit: string;
  readonly holdingProfitRate: string | null;
  readonly dayProfit: string;
  /** Funds held (shares above zero). */
  readonly funds: number;
  /** Share of the cockpit's total market value, percent, 2 decimals; '0.00' when the total is 0. */
  readonly percent: string;
}

/** The cockpit's totals over the related institutions (spec 03 §7 pc/cockpit/index). */
export interface CockpitSummary {
  readonly marketValue: string;
  readonly cost: string;
  readonly holdingProfit: string;
  readonly holdingProfitRate: string | null;
  readonly dayProfit: string;
  /** Σ market value + Σ redemption money received − Σ purchase money paid (confirmed trades). */
  readonly cumulativeProfit: string;
  /** Related institutions counted (every effective relation, holding or not). */
  readonly institutions: number;
  /** Distinct funds held across them. */
  readonly funds: number;
  /** Holdings (institution × fund). */
  readonly holdings: number;
  /** The latest NAV date among the holdings, null without NAV. */
  readonly navDate: string | null;
  /** True when some holding is valued at a simulated NAV (the figures are then partly 模拟). */
  readonly simulated: boolean;
  readonly byInstitution: readonly CockpitInstitution[];
  readonly byFundType: readonly AllocationShare[];
}

const sum = (values: readonly string[]): Dec => values.reduce((acc, v) => acc.plus(v), new Dec(0));

/**
 * The cockpit's totals, per institution and by fund type (spec 03 §7 pc/cockpit/index, assetDistribute).
 * @param institutions - the related institutions (effective relations), in the order to show; every one gets a
 *   row, with zeros when it holds nothing
 * @param holdings - their holdings with shares above zero
 * @param trades - their confirmed purchases and redemptions (for the cumulative profit)
 */
export function cockpitSummary(
  institutions: readonly { groupId: string; corpName: string }[],
  holdings: readonly CockpitHolding[],
  trades: readonly CockpitTrade[],
): CockpitSummary {
  const valued = holdings.map(valueCockpitHolding);
  const marketValue = sum(valued.map((h) => h.marketValue));
  const cost = sum(valued.map((h) => h.cost));
  const profit = marketValue.minus(cost);
  const paid = sum(trades.filter((t) => t.tradeType === 'purchase').map((t) => t.amount));
  const received = sum(trades.filter((t) => t.tradeType === 'redemption').map((t) => t.netAmount));
  const byInstitution = institutions.map((org): CockpitInstitution => {
    const own = valued.filter((h) => h.groupId === org.groupId);
    const value = sum(own.map((h) => h.marketValue));
    const ownCost = sum(own.map((h) => h.cost));
    return {
      groupId: org.groupId,
      corpName: org.corpName,
      marketValue: toYuan(value),
      cost: toYuan(ownCost),
      holdingProfit: toYuan(value.minus(ownCost)),
      holdingProfitRate: rateOf(value.minus(ownCost), ownCost),
      dayProfit: toYuan(sum(own.map((h) => h.dayProfit))),
      funds: own.length,
      percent: marketValue.isZero() ? '0.00' : value.div(marketValue).mul(100).toFixed(2, Dec.ROUND_HALF_UP),
    };
  });
  const navDates = valued.flatMap((h) => (h.navDate ? [h.navDate] : [])).sort();
  return {
    marketValue: toYuan(marketValue),
    cost: toYuan(cost),
    holdingProfit: toYuan(profit),
    holdingProfitRate: rateOf(profit, cost),
    dayProfit: toYuan(sum(valued.map((h) => h.dayProfit))),
    cumulativeProfit: toYuan(marketValue.plus(received).minus(paid)),
    institutions: institutions.length,
    funds: new Set(valued.map((h) => h.fundId)).size,
    holdings: valued.length,
    navDate: navDates.at(-1) ?? null,
    simulated: valued.some((h) => h.navSource === 'simulated'),
    byInstitution,
    byFundType: allocationBy(
      valued.map((h) => ({
        key: h.fundTypeCode,
        label: fundTypeText(h.fundTypeCode),
        marketValue: h.marketValue,
      })),
    ),
  };
}

/** The orders of the cockpit's rankings: by market value (持仓排行) or by holding profit (收益排行). */
export const cockpitRankings = ['marketValue', 'holdingProfit'] as const;
/** One of {@link cockpitRankings}. */
export type CockpitRanking = (typeof cockpitRankings)[number];

/** One fund of a ranking: summed over the related institutions that hold it. */
export interface CockpitRankRow {
  /** 1-based place. */
  readonly rank: number;
  readonly fundId: string;
  readonly fundName: string;
  readonly fundTypeCode: FundTypeCode;
  readonly fundTypeText: string;
  readonly shares: string;
  readonly marketValue: string;
  readonly holdingProfit: string;
  readonly holdingProfitRate: string | null;
  /** Share of the total market value, percent, 2 decimals. */
  readonly percent: string;
  /** How many related institutions hold the fund. */
  readonly institutions: number;
  /** True when the fund is valued at a simulated NAV (模拟). */
  readonly simulated: boolean;
}

/**
 * The top `top` funds across the related institutions (spec 03 §7 pc/cockpit/positionRanking, profitRanking):
 * each fund's holdings summed (shares, market value, cost), ordered by `by` descending, ties by fund code.
 */
export function cockpitRanking(
  holdings: readonly CockpitHolding[],
  by: CockpitRanking,
  top: number,
): CockpitRankRow[] {
  const valued = holdings.map(valueCockpitHolding);
  const total = sum(valued.map((h) => h.marketValue));
  const funds = new Map<string, ValuedCockpitHolding[]>();
  for (const h of valued) funds.set(h.fundId, [...(funds.get(h.fundId) ?? []), h]);
  const rows = [...funds.values()].map((list) => {
    const first = list[0]!;
    const value = sum(list.map((h) => h.marketValue));
    const cost = sum(list.map((h) => h.cost));
    return {
      fundId: first.fundId,
      fundName: first.fundName,
      fundTypeCode: first.fundTypeCode,
      fundTypeText: fundTypeText(first.fundTypeCode),
      shares: toYuan(sum(list.map((h) => h.shares))),
      value,
      profit: value.minus(cost),
      cost,
      institutions: new Set(list.map((h) => h.groupId)).size,
      simulated: list.some((h) => h.navSource === 'simulated'),
    };
  });
  const key = (r: (typeof rows)[number]) => (by === 'marketValue' ? r.value : r.profit);
  return rows
    .sort((a, b) => key(b).comparedTo(key(a)) || a.fundId.localeCompare(b.fundId))
    .slice(0, Math.max(0, top))
    .map((r, i) => ({
      rank: i + 1,
      fundId: r.fundId,
      fundName: r.fundName,
      fundTypeCode: r.fundTypeCode,
      fundTypeText: r.fundTypeText,
      shares: r.shares,
      marketValue: toYuan(r.value),
      holdingProfit: toYuan(r.profit),
      holdingProfitRate: rateOf(r.profit, r.cost),
      percent: total.isZero() ? '0.00' : r.value.div(total).mul(100).toFixed(2, Dec.ROUND_HALF_UP),
      institutions: r.institutions,
      simulated: r.simulated,
    }));
}

/** One month of capital flow: money in (purchases) and out (redemptions) and net = in − out, yuan. */
export interface CapitalFlowMonth {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly inflow: string;
  readonly outflow: string;
  readonly net: string;
}

/**
 * Purchases vs redemptions per month over the `count` months ending with `lastMonth` (`YYYY-MM`), oldest first
 * (spec 03 §7 pc/cockpit/queryCapitalInOutFlow): in = Σ purchase amounts, out = Σ redemption net amounts of
 * the trades confirmed in the month; months without trades are zeros. Trades outside the window are ignored.
 */
export function capitalFlowByMonth(
  trades: readonly CockpitTrade[],
  lastMonth: string,
  count: number,
): CapitalFlowMonth[] {
  const months = Array.from({ length: Math.max(0, count) }, (_, i) => shiftMonth(lastMonth, count - 1 - i));
  return months.map((month) => {
    const inMonth = trades.filter((t) => t.confirmDay.slice(0, 7) === month);
    const inflow = sum(inMonth.filter((t) => t.tradeType === 'purchase').map((t) => t.amount));
    const outflow = sum(inMonth.filter((t) => t.tradeType === 'redemption').map((t) => t.netAmount));
    return { month, inflow: toYuan(inflow), outflow: toYuan(outflow), net: toYuan(inflow.minus(outflow)) };
  });
}
