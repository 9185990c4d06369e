import { randomUUID } from 'node:crypto';
import { privateDealStatusKey, privateTrade, t, type CallResponse } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderKeyValue } from '../../output.js';
import { stripTrailingNewline } from '../login/index.js';

/** Options of `funddesk private reserve`. */
export interface PrivateReserveOptions extends EnvOption {
  productId: string;
  amount: string;
  dryRun?: boolean | undefined;
  tradePasswordStdin?: boolean | undefined;
  key?: string | undefined;
}

/** What `funddesk private reserve` answers: the passed check (dry run), or the created deal with it. */
export type PrivateReserveOutcome =
  | { dryRun: true; check: CallResponse<typeof privateTrade.reserveCreateCheck> }
  | {
      dryRun: false;
      check: CallResponse<typeof privateTrade.reserveCreateCheck>;
      deal: CallResponse<typeof privateTrade.reserveCreate>;
    };

/**
 * `funddesk private reserve <productId> --amount <yuan> [--dry-run] [--trade-password-stdin] [--key] [--json]`
 * (issue 13 §6): the same checks as the web, on the server (reserve/create/check: risk assessment,
 * qualification, risk match, blacklist, registration, ID expiry, missing items, window, amount minimum and
 * step), then reserve/create with the trade password and an idempotency key (--key, else a new UUID).
 * @throws UsageError (exit 2) without a password source; GatewayError: the check's refusals exit 1
 * @see spec 02 §4, §5, §7 reserve/create/check, reserve/create
 */
export async function privateReserve(
  options: PrivateReserveOptions,
  deps: CommandDeps,
): Promise<PrivateReserveOutcome> {
  const productId = options.productId.trim();
  const amount = options.amount.trim();
  if (!options.dryRun && !options.tradePasswordStdin && !deps.prompter) {
    throw new UsageError('cli.trade.passwordRequired');
  }
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const check = await connection.call(privateTrade.reserveCreateCheck, { productId, amount });
  if (options.dryRun) return { dryRun: true, check };
  let password: string;
  if (options.tradePasswordStdin) password = stripTrailingNewline(await deps.readStdin());
  else password = await deps.prompter!.password(t('cli.batch.prompt.tradePassword'));
  if (password === '') throw new UsageError('cli.batch.error.emptyTradePassword');
  const deal = await connection.call(privateTrade.reserveCreate, {
    productId,
    amount,
    tradePassword: password,
    idempotencyKey: options.key ?? randomUUID(),
  });
  return { dryRun: false, check, deal };
}

/** Prints the outcome: JSON with --json, else the check's facts and the deal (id, open day, state). */
export function printPrivateReserve(outcome: PrivateReserveOutcome, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(outcome));
    return;
  }
  const { check } = outcome;
  const pairs: [string, string][] = [
    [t('privateTrade.field.product'), `${check.productId} ${check.productName}`],
    [t('privateTrade.field.amount'), check.amount],
    [t('privateTrade.field.minimum'), check.minimum],
    [t('privateTrade.field.step'), check.step],
    [t('privateTrade.field.openDay'), check.openDay],
    [
      t('privateTrade.field.doubleRecord'),
      t(
        check.doubleRecordRequired
          ? 'privateTrade.doubleRecord.pending'
          : 'privateTrade.doubleRecord.notRequired',
      ),
    ],
  ];
  if (!outcome.dryRun) {
    pairs.push([t('privateTrade.field.dealId'), outcome.deal.dealId]);
    pairs.push([t('privateTrade.field.status'), t(privateDealStatusKey(outcome.deal.status))]);
  } else {
    pairs.push([t('privateTrade.field.status'), t('privateTrade.checkPassed')]);
  }
  out.stdout.write(renderKeyValue(pairs));
}
