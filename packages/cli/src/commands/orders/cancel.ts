import { ErrorCode, GatewayError, t, trade } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';
import { stripTrailingNewline } from '../login/index.js';

/** Options of {@link ordersCancel}. */
export interface OrdersCancelOptions extends EnvOption {
  serialNo: string;
  /** Read the trade password from standard input (scripts; without a TTY it is required). */
  tradePasswordStdin?: boolean;
}

/** Serial numbers: 1..64 visible characters without spaces (the contract's limit). */
const SERIAL_NO = /^[\x21-\x7e]{1,64}$/;

/** Validates an order serial number. @throws UsageError (exit 2) */
export function parseSerialNo(text: string): string {
  const serialNo = text.trim();
  if (!SERIAL_NO.test(serialNo)) throw new UsageError('cli.orders.error.badSerialNo', { serialNo: text });
  return serialNo;
}

/**
 * The trade password of a cancel: standard input with `--trade-password-stdin`, else asked (masked) on a
 * TTY (after a wrong one, the question starts with the refusal: 输入错误，继续输错N次…); without either, a
 * usage error (DESIGN §1: no prompt when not on a TTY).
 * @throws UsageError (exit 2) cli.batch.error.needTradePassword, cli.batch.error.emptyTradePassword
 */
async function readTradePassword(
  options: OrdersCancelOptions,
  deps: CommandDeps,
  refusal: string | null,
): Promise<string> {
  let password: string;
  if (options.tradePasswordStdin) password = stripTrailingNewline(await deps.readStdin());
  else if (deps.prompter) {
    const question = t('cli.batch.prompt.tradePassword');
    password = await deps.prompter.password(refusal === null ? question : `${refusal} ${question}`);
  } else throw new UsageError('cli.batch.error.needTradePassword');
  if (password === '') throw new UsageError('cli.batch.error.emptyTradePassword');
  return password;
}

/**
 * `funddesk orders cancel <serialNo>`: cancels an order before its trade day's 15:00 cut-off
 * (cancelTrade, spec 02 §7) with the trade password (DESIGN §7: a cancel needs it like placing one) —
 * asked on a TTY (again after a wrong one, while attempts remain), read from standard input with
 * `--trade-password-stdin`. Without a TTY and without the flag, nothing is called (exit 2).
 * @returns the order as it now stands (status `cancelled`) with its trail
 * @throws UsageError (exit 2); GatewayError FD4004 past the cut-off or FD4005 for an unknown order (exit 1),
 *   FD1100 wrong trade password / A00070 locked / A00076 not set (exit 3)
 */
export async function ordersCancel(
  options: OrdersCancelOptions,
  deps: CommandDeps,
): Promise<trade.OrderDetail> {
  const serialNo = parseSerialNo(options.serialNo);
  if (!options.tradePasswordStdin && !deps.prompter)
    throw new UsageError('cli.batch.error.needTradePassword');
  const connection = await deps.connect(options.env);
  connection.requireSession();
  let refusal: string | null = null; // the wrong-password message, shown with the question asked again
  for (;;) {
    const tradePassword = await readTradePassword(options, deps, refusal);
    try {
      return await connection.call(trade.cancelTrade, { serialNo, tradePassword });
    } catch (error) {
      const askAgain =
        GatewayError.is(error, ErrorCode.TradePasswordWrong) && !options.tradePasswordStdin && deps.prompter;
      if (!askAgain) throw error;
      refusal = error.message;
    }
  }
}
