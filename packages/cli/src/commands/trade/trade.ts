import { randomUUID } from 'node:crypto';
import { t, trading } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import type { Connection } from '../../client.js';
import { UsageError } from '../../errors.js';
import { renderJson } from '../../output.js';
import { stripTrailingNewline } from '../login/index.js';

/*
 * `funddesk trade buy|sell|convert` (issue 12 §8): one trade of the trading desk through the contract's calls
 * (api/trading.ts). Every submit first asks the server's estimate (the same call as --dry-run), then
 * submits with the trade day it showed (FD4615 if the 15:00 cut-off passed meanwhile) and an idempotency
 * key (--key, else a new UUID): a retry with the same key places nothing twice.
 */

/** Options every trade command takes. */
export interface TradeCommonOptions extends EnvOption {
  /** Act for this account (group id) instead of the session's chosen one. */
  account?: string | undefined;
  dryRun?: boolean | undefined;
  tradePasswordStdin?: boolean | undefined;
  key?: string | undefined;
  json?: boolean | undefined;
}

/** What a trade command answers: the estimate (dry run) or the accepted order. */
export type TradeOutcome =
  | { dryRun: true; kind: 'buy'; fundId: string; estimate: trading.PurchasePredict }
  | { dryRun: true; kind: 'sell'; fundId: string; estimate: trading.RedeemPredict }
  | { dryRun: true; kind: 'convert'; estimate: trading.ConversionEstimate }
  | { dryRun: false; kind: 'buy' | 'sell' | 'convert'; order: trading.TradeSubmitResult };

const FUND_CODE = /^\d{6}$/;

/** A 6-digit fund code. @throws UsageError (exit 2) */
function fundCodeOf(text: string): string {
  const code = text.trim();
  if (!FUND_CODE.test(code)) throw new UsageError('cli.trade.error.badFundCode', { fundCode: text });
  return code;
}

/** --shares xor --all. @throws UsageError (exit 2) */
function sharesOf(options: { shares?: string | undefined; all?: boolean | undefined }) {
  if (options.shares !== undefined && options.all) throw new UsageError('cli.trade.error.sharesAndAll');
  if (options.shares === undefined && !options.all) throw new UsageError('cli.trade.needAmountOrShares');
  return options.all ? { all: true } : { shares: options.shares!.trim(), all: false };
}

/** The connection, acting for `--account` when given (the session's token, another of its accounts). */
async function connectionOf(options: TradeCommonOptions, deps: CommandDeps): Promise<Connection> {
  const connection = await deps.connect(options.env);
  const session = connection.requireSession();
  // In memory only: the stored session keeps its chosen organisation (the server checks the person may
  // act for this one: FD1004, exit 3).
  if (options.account) session.groupId = options.account.trim();
  return connection;
}

/** The trade password: stdin with --trade-password-stdin, else asked on a TTY, else a usage error. */
async function tradePasswordOf(options: TradeCommonOptions, deps: CommandDeps): Promise<string> {
  let password: string;
  if (options.tradePasswordStdin) password = stripTrailingNewline(await deps.readStdin());
  else if (deps.prompter) password = await deps.prompter.password(t('cli.batch.prompt.tradePassword'));
  else throw new UsageError('cli.trade.passwordRequired');
  if (password === '') throw new UsageError('cli.batch.error.emptyTradePassword');
  return password;
}

/** Checks the password source before any call (a script without --trade-password-stdin fails at once). */
function requirePasswordSource(options: TradeCommonOptions, deps: CommandDeps): void {
  if (!options.dryRun && !options.tradePasswordStdin && !deps.prompter) {
    throw new UsageError('cli.trade.passwordRequired');
  }
}

/**
 * `funddesk trade buy <fundCode> --amount <yuan>`: purchase predict (fee by 价外法, estimated shares, trade
 * and confirm day); without --dry-run the purchase with the trade password.
 * @throws UsageError (exit 2); GatewayError: business refusals exit 1, authentication and password exit 3
 */
export async function tradeBuy(
  options: TradeCommonOptions & {
    fundCode: string;
    amount: string;
    riskConfirmed?: boolean | undefined;
    summaryConfirmed?: boolean | undefined;
  },
  deps: CommandDeps,
): Promise<TradeOutcome> {
  const fundId = fundCodeOf(options.fundCode);
  requirePasswordSource(options, deps);
  const connection = await connectionOf(options, deps);
  const estimate = await connection.call(trading.purchasePredict, { fundId, amount: options.amount.trim() });
  if (options.dryRun) return { dryRun: true, kind: 'buy', fundId, estimate };
  const order = await connection.call(trading.purchase, {
    fundId,
    amount: options.amount.trim(),
    tradePassword: await tradePasswordOf(options, deps),
    idempotencyKey: options.key ?? randomUUID(),
    riskConfirmed: options.riskConfirmed === true,
    summaryConfirmed: options.summaryConfirmed === true,
    tradeDay: estimate.tradeDay,
  });
  return { dryRun: false, kind: 'buy', order };
}

/**
 * `funddesk trade sell <fundCode> --shares <n> | --all`: the redemption estimate (lots, fee by holding
 * period, net); without --dry-run the redemption with the trade password.
 * @throws UsageError (exit 2); GatewayError FD4604/FD4605/FD4619 … exit 1
 */
export async function tradeSell(
  options: TradeCommonOptions & {
    fundCode: string;
    shares?: string | undefined;
    all?: boolean | undefined;
    fast?: boolean | undefined;
    underSevenDaysConfirmed?: boolean | undefined;
  },
  deps: CommandDeps,
): Promise<TradeOutcome> {
  const fundId = fundCodeOf(options.fundCode);
  const shares = sharesOf(options);
  requirePasswordSource(options, deps);
  const connection = await connectionOf(options, deps);
  const fastRedeem = options.fast === true;
  // The estimate of a fast redemption shows its T+0 confirm day (issue 12 §3).
  const estimate = await connection.call(trading.redeemFeePredict, { fundId, ...shares, fastRedeem });
  if (options.dryRun) return { dryRun: true, kind: 'sell', fundId, estimate };
  const order = await connection.call(trading.redeem, {
    fundId,
    ...shares,
    fastRedeem,
    underSevenDaysConfirmed: options.underSevenDaysConfirmed === true,
    tradePassword: await tradePasswordOf(options, deps),
    idempotencyKey: options.key ?? randomUUID(),
    tradeDay: estimate.tradeDay,
  });
  return { dryRun: false, kind: 'sell', order };
}

/**
 * `funddesk trade convert <from> <to> --shares <n> | --all`: the conversion estimate (redemption fee +
 * purchase-fee difference, target shares); without --dry-run the conversion with the trade password.
 * @throws UsageError (exit 2); GatewayError FD4609/FD4610/FD4611 … exit 1
 */
export async function tradeConvert(
  options: TradeCommonOptions & {
    from: string;
    to: string;
    shares?: string | undefined;
    all?: boolean | undefined;
  },
  deps: CommandDeps,
): Promise<TradeOutcome> {
  const fromFundId = fundCodeOf(options.from);
  const toFundId = fundCodeOf(options.to);
  const shares = sharesOf(options);
  requirePasswordSource(options, deps);
  const connection = await connectionOf(options, deps);
  const estimate = await connection.call(trading.convertPredictFee, { fromFundId, toFundId, ...shares });
  if (options.dryRun) return { dryRun: true, kind: 'convert', estimate };
  const order = await connection.call(trading.convertConfirm, {
    fromFundId,
    toFundId,
    ...shares,
    tradePassword: await tradePasswordOf(options, deps),
    idempotencyKey: options.key ?? randomUUID(),
    tradeDay: estimate.tradeDay,
  });
  return { dryRun: false, kind: 'convert', order };
}

/** The one line of a dry run or an accepted order (Chinese, from the catalogue). */
function lineOf(outcome: TradeOutcome): string {
  if (!outcome.dryRun) {
    const o = outcome.order;
    return t('cli.trade.placed', {
      serialNo: o.serialNo,
      status: t(`tradeStatus.${o.status}`),
      tradeDay: o.tradeDay,
      confirmDay: o.confirmDay,
    });
  }
  if (outcome.kind === 'buy') {
    const e = outcome.estimate;
    return t('cli.trade.dryRun.buy', {
      fundId: outcome.fundId,
      amount: e.amount,
      fee: e.fee,
      shares: e.estimatedShares ?? '--',
      tradeDay: e.tradeDay,
      confirmDay: e.confirmDay,
    });
  }
  if (outcome.kind === 'sell') {
    const e = outcome.estimate;
    return t('cli.trade.dryRun.sell', {
      fundId: outcome.fundId,
      shares: e.shares,
      amount: e.amount,
      fee: e.fee,
      net: e.netAmount,
      tradeDay: e.tradeDay,
      confirmDay: e.confirmDay,
    });
  }
  const e = outcome.estimate;
  return t('cli.trade.dryRun.convert', {
    from: e.fromFundId,
    to: e.toFundId,
    shares: e.shares,
    fee: e.fee,
    targetShares: e.estimatedTargetShares ?? '--',
    tradeDay: e.tradeDay,
    confirmDay: e.confirmDay,
  });
}

/**
 * Prints a trade's outcome: `--json` the outcome object ({ dryRun, kind, estimate | order }) on stdout, else
 * one Chinese line, plus the next-trading-day notice on stderr when the order counts for a later day.
 */
export function printTrade(
  outcome: TradeOutcome,
  options: { json?: boolean | undefined },
  out: Streams,
): void {
  if (options.json) {
    out.stdout.write(renderJson(outcome));
    return;
  }
  const timing = outcome.dryRun ? outcome.estimate : outcome.order;
  if (timing.nextTradingDay)
    out.stderr.write(`${t('cli.trade.nextTradingDay', { tradeDay: timing.tradeDay })}\n`);
  out.stdout.write(`${lineOf(outcome)}\n`);
}
