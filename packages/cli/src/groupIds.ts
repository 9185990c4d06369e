import { UsageError } from './errors.js';

/** Group ids: 1..32 visible characters without spaces (the contract's limit). */
export const GROUP_ID = /^[\x21-\x7e]{1,32}$/;

/**
 * Validates repeated `--account` values: each a group id ({@link GROUP_ID}), trimmed, duplicates dropped,
 * at most `max`; undefined when none was given (the server then uses the session's organisation).
 * @throws UsageError (exit 2): cli.error.badGroupId, cli.orders.error.tooManyAccounts
 */
export function parseGroupIds(values: readonly string[] | undefined, max: number): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  const ids = [...new Set(values.map((value) => value.trim()))];
  for (const id of ids) {
    if (!GROUP_ID.test(id)) throw new UsageError('cli.error.badGroupId', { groupId: id });
  }
  if (ids.length > max) throw new UsageError('cli.orders.error.tooManyAccounts', { max });
  return ids;
}
