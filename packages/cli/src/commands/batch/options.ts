import type { BatchTradeType } from '@funddesk/core';
import { UsageError } from '../../errors.js';
import { GROUP_ID } from '../../groupIds.js';

export type { BatchTradeType };

/** Batch serial numbers: 1..64 visible characters without spaces (the contract's limit). */
const SERIAL_NO = /^[\x21-\x7e]{1,64}$/;

/** Batch pages asked for by `batch list` (the contract's page size ≤ 100; the web's history pages of 20). */
export const BATCH_LIST_PAGE_SIZE = 20;

/**
 * Parses `--type`: `purchase` (default) or `redemption`; the Chinese words 申购 / 赎回 are accepted too.
 * @throws UsageError (exit 2)
 */
export function parseTradeType(value: string | undefined): BatchTradeType {
  const text = value?.trim();
  if (text === undefined || text === 'purchase' || text === '申购') return 'purchase';
  if (text === 'redemption' || text === '赎回') return 'redemption';
  throw new UsageError('cli.batch.error.badType', { value: value ?? '' });
}

/** Parses `--account` (the default account of rows whose 账户 is empty). @throws UsageError (exit 2) */
export function parseDefaultGroupId(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const id = value.trim();
  if (!GROUP_ID.test(id)) throw new UsageError('cli.error.badGroupId', { groupId: value });
  return id;
}

/** Validates a batch serial number (as `batch import` printed it). @throws UsageError (exit 2) */
export function parseBatchSerialNo(text: string): string {
  const serialNo = text.trim();
  if (!SERIAL_NO.test(serialNo)) throw new UsageError('cli.batch.error.badSerialNo', { value: text });
  return serialNo;
}

/** Flags of `batch import` that decide what it may do without asking. */
export interface ImportFlags {
  dryRun?: boolean;
  yes?: boolean;
  tradePasswordStdin?: boolean;
}

/**
 * Without a terminal nothing is asked (DESIGN §1): placing needs `--yes` and `--trade-password-stdin`.
 * Checked before the file is uploaded, so a script learns its mistake before any call. A dry run needs
 * neither.
 * @throws UsageError (exit 2)
 */
export function requireNonInteractiveFlags(flags: ImportFlags, interactive: boolean): void {
  if (interactive || flags.dryRun) return;
  if (!flags.yes) throw new UsageError('cli.batch.error.needYes');
  if (!flags.tradePasswordStdin) throw new UsageError('cli.batch.error.needTradePassword');
}
