/**
 * Handlers of the simulated portfolio (core `api/portfolio.ts`; issue 14 §4; spec 03 §2 combineFund,
 * combineFundEdit, §7 fund combinations): list, detail with the recorded changes, create, edit, logic delete,
 * the back-test (core rules/backtest.ts over the funds' REAL NAV and the benchmark's real closes on the exchange
 * calendar) and buying through the cart (core splitPortfolioAmount, validateCartAmount with each fund's cart
 * limits, then the cart add of trade/cart.ts). A portfolio belongs to one organisation account; a person reads
 * and changes only those of the organisations they act for.
 */
import {
  backtestPortfolio,
  benchmarkIndices,
  checkBuyEligibility,
  ErrorCode,
  GatewayError,
  isSuspended,
  portfolio,
  portfolioDecision,
  renderMessage,
  RISK_FREE_RATE_PERCENT,
  ruleMessage,
  splitPortfolioAmount,
  validateCartAmount,
  type BenchmarkIndexCode,
  type CallResponse,
  type NavObservation,
  type PortfolioSummary,
  type PortfolioWeight,
  type RiskMetrics,
  type RuleMessage,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import {
  createPortfolio,
  deletePortfolio,
  editPortfolio,
  findPortfolio,
  indexCloses,
  indicesWithData,
  listPortfolios,
  portfolioHistory,
  type PortfolioContent,
  type PortfolioRow,
} from '../portfolio/store.js';
import { addToCart, cartFundIds } from '../trade/cart.js';
import { clientTypeOf, loadTradeFunds } from '../trade/funds.js';
import { fundUsage, holdingCapOf, remainingToday } from '../trade/limits.js';
import { scopeGroups } from './asset.js';
import { groupSessionOf, route, sessionOf, type HandlerContext, type Route } from './types.js';

/** A refusal of a core rule as a GatewayError (the message is the catalogue's, filled from the params). */
function refuse(decision: { code: string; params: Record<string, string | number> }): never {
  throw new GatewayError(decision.code, undefined, { detail: decision.params });
}

/** Checks the funds of a portfolio: known (FD3001), then core portfolioDecision (FD3020-FD3022). */
function requirePortfolioFunds(
  market: MarketService,
  funds: readonly PortfolioWeight[],
  checkSuspended: boolean,
): PortfolioWeight[] {
  const records = funds.map((f) => market.requireFund(f.fundId));
  const decision = portfolioDecision(funds, (fundId) =>
    checkSuspended ? isSuspended(records.find((r) => r.fundId === fundId)!) : false,
  );
  if (!decision.ok) refuse(decision);
  return funds.map((f) => ({ fundId: f.fundId, weight: Number(f.weight).toFixed(2) }));
}

/** The portfolio `portfolioId` of an organisation the person acts for; FD3026 otherwise. */
async function requirePortfolio(ctx: HandlerContext, portfolioId: string): Promise<PortfolioRow> {
  const row = await findPortfolio(ctx.db, portfolioId);
  if (!row || !sessionOf(ctx).groupIds.has(row.groupId)) throw new GatewayError(ErrorCode.PortfolioNotFound);
  return row;
}

/** A stored portfolio on the wire, with the funds' short names. */
function summaryOf(market: MarketService, row: PortfolioRow): PortfolioSummary {
  return {
    portfolioId: row.portfolioId,
    groupId: row.groupId,
    name: row.name,
    funds: row.funds.map((f) => ({
      fundId: f.fundId,
      fundName: market.fund(f.fundId)?.shortName ?? f.fundId,
      weight: f.weight,
    })),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** A fund's real NAV observations, oldest first (the simulated extension after the data ends is left out). */
function realNav(market: MarketService, fundId: string): NavObservation[] {
  return market
    .navPoints(fundId, 'all')
    .filter((p) => p.source === 'real')
    .map((p) => ({ date: p.date, nav: p.value }));
}

/**
 * The benchmark indices in the spec's order (spec 03 §3). Not the schema's `options`: integer-like keys
 * ('399300', '399006') come first in a JavaScript object's key order.
 */
const SPEC_INDEX_ORDER: readonly BenchmarkIndexCode[] = ['399300', '000001', '399001', '399006', 'H11001'];

/** The benchmark series of a database, cached: index quotes are master data loaded at seeding. */
const indexCache = new WeakMap<Db, Map<string, Promise<NavObservation[]>>>();

function benchmarkSeries(db: Db, code: BenchmarkIndexCode): Promise<NavObservation[]> {
  let cache = indexCache.get(db);
  if (!cache) indexCache.set(db, (cache = new Map<string, Promise<NavObservation[]>>()));
  let series = cache.get(code);
  if (!series) cache.set(code, (series = indexCloses(db, code)));
  return series;
}

/** The wire metrics of a series (null without a figure). */
const metricsOf = (m: RiskMetrics | null) =>
  m && {
    totalReturn: m.totalReturn,
    annualisedReturn: m.annualisedReturn,
    volatility: m.volatility,
    maxDrawdown: m.maxDrawdown,
    sharpe: m.sharpe,
  };

/**
 * Buys `amount` yuan (decimal text, up to 2 decimals) of weighted funds through the cart (issue 14 §4 portfolio
 * buy, §2 solutionBuy): split by weight (core splitPortfolioAmount), each line judged by the buy-eligibility rule
 * and the cart's amount rule with the fund's limits (validateCartAmount), the accepted lines put in the session's
 * cart with their amounts (the cart add's rules: FD4001), the refused ones reported with their catalogue code.
 * Refusals: BadRequest (amount not a positive number), FD3001, FD4001.
 */
export async function buyWeightedFunds(
  ctx: HandlerContext,
  funds: readonly PortfolioWeight[],
  amount: string,
): Promise<CallResponse<typeof portfolio.portfolioBuy>> {
  const session = groupSessionOf(ctx);
  const owner = { personId: session.personId, groupId: session.groupId };
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount) || !/[1-9]/.test(amount)) {
    refuse({ code: ErrorCode.BadRequest, params: {} });
  }
  const split = splitPortfolioAmount(amount, funds);
  const tradeDay = ctx.services.market.tradeDayNow();
  const [tradeFunds, clientType, inCart] = await Promise.all([
    loadTradeFunds(
      ctx.db,
      split.map((l) => l.fundId),
    ),
    clientTypeOf(ctx.db, owner.groupId),
    cartFundIds(ctx.db, owner),
  ]);
  const present = new Set(inCart);
  const lines = [];
  for (const line of split) {
    const fund = tradeFunds.get(line.fundId);
    let refusal: RuleMessage | null = null;
    if (!fund) throw new GatewayError(ErrorCode.FundNotFound);
    if (present.has(line.fundId)) refusal = ruleMessage('server.trade.cartDuplicate');
    else {
      const eligibility = checkBuyEligibility(fund, { clientType });
      if (!eligibility.ok) refusal = eligibility;
      else {
        // The cart line's own limits (trade/cart.ts cartLines), judged by the cart's amount rule.
        const usage = await fundUsage(ctx.db, owner.groupId, line.fundId, tradeDay);
        const verdict = validateCartAmount(
          {
            minvalue: fund.minLimit,
            maxvalue: fund.maxLimit,
            dailyMaxValue: fund.dailyMaxValue,
            orgmaxholdvol: holdingCapOf(fund),
            lessDailyValue: remainingToday(fund, usage),
          },
          line.amount,
        );
        if (!verdict.ok) refusal = verdict;
      }
    }
    lines.push({
      fundId: line.fundId,
      fundName: fund.fundName,
      weight: funds.find((f) => f.fundId === line.fundId)!.weight,
      amount: line.amount,
      added: refusal === null,
      code: refusal?.code ?? null,
      message: refusal && renderMessage(refusal),
    });
  }
  const accepted = lines.filter((l) => l.added);
  if (accepted.length > 0) {
    // The cart add's own rules (20 funds at most; nothing added when any is refused, FD4001).
    await addToCart(
      ctx.db,
      owner,
      accepted.map((l) => l.fundId),
      ctx.clock.now(),
    );
    for (const line of accepted) {
      await ctx.db.query(
        'UPDATE cart_items SET amount = $4 WHERE person_id = $1 AND group_id = $2 AND fund_id = $3',
        [owner.personId, owner.groupId, line.fundId, line.amount],
      );
    }
  }
  return { amount: Number(amount).toFixed(2), lines };
}

/** The simulated portfolio's routes (issue 14 §4). */
export const portfolioRoutes: Route[] = [
  route(portfolio.portfolioList, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupId ? [request.groupId] : undefined);
    const { rows, total } = await listPortfolios(ctx.db, groupIds, request.pagination);
    const { currentPage, pagesize } = request.pagination;
    return {
      list: rows.map((row) => summaryOf(ctx.services.market, row)),
      pagination: { currentPage, pagesize, pageCount: Math.ceil(total / pagesize), totalRows: total },
    };
  }),

  route(portfolio.portfolioDetail, async (request, ctx) => {
    const row = await requirePortfolio(ctx, request.portfolioId);
    const history = await portfolioHistory(ctx.db, row.portfolioId);
    const plain = (c: PortfolioContent | null) =>
      c && { name: c.name, funds: c.funds.map((f) => ({ ...f })) };
    return {
      portfolio: summaryOf(ctx.services.market, row),
      history: history.map((h) => ({ ...h, before: plain(h.before), after: plain(h.after) })),
    };
  }),

  route(portfolio.portfolioCreate, async (request, ctx) => {
    const [groupId] = scopeGroups(ctx, request.groupId ? [request.groupId] : undefined);
    const funds = requirePortfolioFunds(ctx.services.market, request.funds, true);
    const portfolioId = await createPortfolio(ctx.db, groupId!, sessionOf(ctx).personId, ctx.clock.now(), {
      name: request.name,
      funds,
    });
    return { portfolioId };
  }),

  route(portfolio.portfolioEdit, async (request, ctx) => {
    const before = await requirePortfolio(ctx, request.portfolioId);
    const funds = requirePortfolioFunds(ctx.services.market, request.funds, true);
    await editPortfolio(ctx.db, before, sessionOf(ctx).personId, ctx.clock.now(), {
      name: request.name,
      funds,
    });
    return { portfolioId: before.portfolioId };
  }),

  route(portfolio.portfolioDelete, async (request, ctx) => {
    const before = await requirePortfolio(ctx, request.portfolioId);
    await deletePortfolio(ctx.db, before, sessionOf(ctx).personId, ctx.clock.now());
    return { portfolioId: before.portfolioId };
  }),

  route(portfolio.portfolioBacktest, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    // A saved portfolio, or funds given inline (the CLI's file): a back-test does not buy, so a suspended
    // fund is back-tested too; count and weights are the portfolio rule's.
    const weights = request.portfolioId
      ? (await requirePortfolio(ctx, request.portfolioId)).funds
      : requirePortfolioFunds(market, request.funds ?? [], false);
    const available = await indicesWithData(ctx.db);
    const availableIndices = SPEC_INDEX_ORDER.filter((code) => available.has(code));
    const benchmarkName = benchmarkIndices[request.benchmark];
    if (!available.has(request.benchmark)) {
      refuse({ code: ErrorCode.BacktestBenchmarkNoData, params: { name: benchmarkName } });
    }
    const result = backtestPortfolio(
      {
        funds: weights.map((f) => ({ ...f, nav: realNav(market, f.fundId) })),
        benchmark: await benchmarkSeries(ctx.db, request.benchmark),
        from: request.from ?? null,
        to: request.to ?? null,
        rebalance: request.rebalance,
      },
      market.calendar,
    );
    if (!result.ok) refuse(result);
    return {
      benchmark: request.benchmark,
      benchmarkName,
      availableIndices,
      rebalance: request.rebalance,
      dataFrom: result.dataFrom,
      from: result.from,
      to: result.to,
      riskFreeRate: RISK_FREE_RATE_PERCENT,
      funds: weights.map((f, i) => ({
        fundId: f.fundId,
        fundName: market.fund(f.fundId)?.shortName ?? f.fundId,
        weight: f.weight,
        carriedDays: result.carried[i]!.days,
      })),
      rebalances: result.rebalances,
      dates: result.dates,
      portfolio: result.portfolio,
      benchmarkValues: result.benchmark ?? [],
      metrics: {
        portfolio: metricsOf(result.metrics.portfolio),
        benchmark: metricsOf(result.metrics.benchmark),
      },
    };
  }),

  route(portfolio.portfolioBuy, async (request, ctx) => {
    const row = await requirePortfolio(ctx, request.portfolioId);
    return buyWeightedFunds(ctx, row.funds, request.amount);
  }),
];
