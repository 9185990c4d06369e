import { trade, type Order } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';

/** Options of {@link ordersCancel}. */
export interface OrdersCancelOptions extends EnvOption {
  serialNo: string;
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
 * `funddesk orders cancel <serialNo>`: cancels an order before its trade day's 15:00 cut-off
 * (cancelTrade, spec 02 §7).
 * @returns the order as it now stands (status `cancelled`)
 * @throws GatewayError FD4004 past the cut-off or FD4005 for an unknown order (exit 1)
 */
export async function ordersCancel(options: OrdersCancelOptions, deps: CommandDeps): Promise<Order> {
  const serialNo = parseSerialNo(options.serialNo);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(trade.cancelTrade, { serialNo });
}
