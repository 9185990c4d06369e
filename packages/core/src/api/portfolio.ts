/**
 * The simulated portfolio's calls (模拟组合 /fundTools/combineFund and 编辑组合 /fundTools/combineFundEdit;
 * spec 03 §2 fund tools, §7 "Fund combinations: query mine (pageable), edit, create, logic delete, detail,
 * performance trend, benchmark index"; issue 14 §4). A portfolio belongs to one organisation account (the
 * page's account selection); reading takes fund_tools, changing fund_portfolio_mgt_edit, buying through the
 * cart shopping_cart. Every change is recorded (who, when, before and after). The back-test is core
 * rules/backtest.ts over the funds' REAL NAV and the benchmark index's real closes.
 */
import { z } from 'zod';
import { benchmarkIndexSchema } from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import { PORTFOLIO_MAX_FUNDS, rebalancePeriods } from '../rules/backtest.js';
import { defineCall, pageInfoSchema, paginationSchema } from './contract.js';

const fundId = z.string().regex(/^\d{6}$/, 'fundId');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
/** A portfolio id (server-generated, `P` and digits). */
const portfolioId = z.string().min(1).max(32);
/** An organisation account id; absent: the session's organisation. */
const groupId = z.string().min(1).max(32).optional();

/**
 * The funds of a portfolio as sent: code and weight in percent text. Count, format, sum and suspension are the
 * rule's (core portfolioDecision: FD3020, FD3021, FD3022), so that bad weights answer a catalogue code, not a
 * schema error; the schema only bounds the sizes.
 */
const weightsSchema = z.array(z.object({ fundId, weight: z.string().max(10) })).max(PORTFOLIO_MAX_FUNDS + 10);

/** One fund of a saved portfolio. */
export const portfolioFundSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  /** Percent with 2 decimals. */
  weight: decimalString,
});

/** A saved portfolio in the list. */
export const portfolioSummarySchema = z.object({
  portfolioId: z.string(),
  groupId: z.string(),
  name: z.string(),
  funds: z.array(portfolioFundSchema),
  /** Last change, ISO 8601 with offset, and who made it (person name). */
  updatedAt: z.string(),
  updatedBy: z.string(),
});
/** A saved portfolio. */
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** One recorded change: who, when, what, the portfolio before and after (null for create / delete). */
export const portfolioChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.enum(['create', 'edit', 'delete']),
  before: z
    .object({ name: z.string(), funds: z.array(z.object({ fundId: z.string(), weight: z.string() })) })
    .nullable(),
  after: z
    .object({ name: z.string(), funds: z.array(z.object({ fundId: z.string(), weight: z.string() })) })
    .nullable(),
});
/** A recorded change of a portfolio. */
export type PortfolioChange = z.infer<typeof portfolioChangeSchema>;

/** combination/mine: the account's portfolios, newest change first, pageable (spec 03 §7). */
export const portfolioList = defineCall({
  name: 'portfolioList',
  service: 'product',
  path: 'fundCombination/mine',
  privilege: 'fund_tools',
  request: z.object({ groupId, pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }) }),
  response: z.object({ list: z.array(portfolioSummarySchema), pagination: pageInfoSchema }),
});

/** combination/detail: one portfolio with its recorded changes, newest first. Refusal: FD3026. */
export const portfolioDetail = defineCall({
  name: 'portfolioDetail',
  service: 'product',
  path: 'fundCombination/detail',
  privilege: 'fund_tools',
  request: z.object({ portfolioId }),
  response: z.object({ portfolio: portfolioSummarySchema, history: z.array(portfolioChangeSchema) }),
});

/** The body of create and edit: a name (1-30 characters after trimming) and 1-20 funds with weights. */
const portfolioBody = {
  name: z.string().trim().min(1).max(30),
  funds: weightsSchema,
};

/**
 * combination/create: a new portfolio of the account. Refusals: FD3020 (count), FD3021 (weights), FD3022
 * (suspended fund), FD3001 (unknown fund), FD1004 (an account the person does not act for).
 */
export const portfolioCreate = defineCall({
  name: 'portfolioCreate',
  service: 'product',
  path: 'fundCombination/create',
  privilege: 'fund_portfolio_mgt_edit',
  request: z.object({ groupId, ...portfolioBody }),
  response: z.object({ portfolioId: z.string() }),
});

/** combination/edit: replaces a portfolio's name and funds. Refusals as create, and FD3026. */
export const portfolioEdit = defineCall({
  name: 'portfolioEdit',
  service: 'product',
  path: 'fundCombination/edit',
  privilege: 'fund_portfolio_mgt_edit',
  request: z.object({ portfolioId, ...portfolioBody }),
  response: z.object({ portfolioId: z.string() }),
});

/** combination/delete: logic delete (the row and its history are kept). Refusal: FD3026. */
export const portfolioDelete = defineCall({
  name: 'portfolioDelete',
  service: 'product',
  path: 'fundCombination/delete',
  privilege: 'fund_portfolio_mgt_edit',
  request: z.object({ portfolioId }),
  response: z.object({ portfolioId: z.string() }),
});

/** Risk figures of one series (core RiskMetrics, percent texts; null figures are shown `--`). */
const backtestMetricsSchema = z.object({
  totalReturn: decimalString,
  annualisedReturn: decimalString.nullable(),
  volatility: decimalString.nullable(),
  maxDrawdown: decimalString,
  sharpe: decimalString.nullable(),
});

/**
 * combination/performanceTrend: the back-test of a saved portfolio (`portfolioId`) or of funds given inline
 * (`funds`, the CLI's file) against a benchmark index (spec 03 §3; 399300 by default), over `from`-`to`
 * (default: the period every fund has NAV), rebalanced `rebalance`. Column-wise series: `dates`, the
 * portfolio's value and the benchmark's, 4 decimals, 1.0000 on the first day. `availableIndices` are the
 * benchmarks with data (the others are shown 暂无数据). Refusals: FD3020-FD3022 (inline funds), FD3023 (before
 * the data begins), FD3024 (no trading day), FD3025 (benchmark without data), FD3026, FD3027 (a fund
 * without NAV), FD3001.
 */
export const portfolioBacktest = defineCall({
  name: 'portfolioBacktest',
  service: 'product',
  path: 'fundCombination/performanceTrend',
  privilege: 'fund_tools',
  request: z.object({
    portfolioId: portfolioId.optional(),
    funds: weightsSchema.optional(),
    benchmark: benchmarkIndexSchema.default('399300'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    rebalance: z.enum(rebalancePeriods).default('none'),
  }),
  response: z.object({
    benchmark: benchmarkIndexSchema,
    benchmarkName: z.string(),
    availableIndices: z.array(benchmarkIndexSchema),
    rebalance: z.enum(rebalancePeriods),
    dataFrom: z.string(),
    from: z.string(),
    to: z.string(),
    riskFreeRate: decimalString,
    funds: z.array(portfolioFundSchema.extend({ carriedDays: z.number().int() })),
    rebalances: z.array(z.string()),
    dates: z.array(z.string()),
    portfolio: z.array(decimalString),
    benchmarkValues: z.array(decimalString),
    metrics: z.object({
      portfolio: backtestMetricsSchema.nullable(),
      benchmark: backtestMetricsSchema.nullable(),
    }),
  }),
});

/** An amount in yuan typed by the user: up to 10 characters (the cart's), 2 decimals. */
const amount = z.string().trim().max(12);

/**
 * combination/buy: buys `amount` yuan of a portfolio through the cart (issue 14 §4): the amount is split by
 * weight (core splitPortfolioAmount: cents rounded down, the rest on the largest weight), each line judged by
 * the cart's amount rule (core validateCartAmount with the fund's limits) and by the buy-eligibility rule; the
 * accepted lines are put in the session's cart (the cart add's own rules: 20 funds, no duplicates) with their
 * amounts, the refused ones reported with their catalogue code, never dropped silently.
 * Refusals: FD3026; FD4001 (cart full) from the cart add.
 */
export const portfolioBuy = defineCall({
  name: 'portfolioBuy',
  service: 'product',
  path: 'fundCombination/buy',
  privilege: 'shopping_cart',
  request: z.object({ portfolioId, amount }),
  response: z.object({
    amount: decimalString,
    lines: z.array(
      z.object({
        fundId: z.string(),
        fundName: z.string(),
        weight: decimalString,
        amount: decimalString,
        /** Put in the cart, or refused: the rule's catalogue message key and its text (Chinese). */
        added: z.boolean(),
        code: z.string().nullable(),
        message: z.string().nullable(),
      }),
    ),
  }),
});
