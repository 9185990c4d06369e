import {
  ErrorCode,
  favourites,
  formatSignedRate,
  t,
  type CallResponse,
  type FavouriteFund,
} from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { CliError, ExitCode } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import { parseFundCode } from '../funds/show.js';

/** Options shared by `funddesk favourites list|add|remove`: the group by name (全部自选 when omitted). */
export interface FavouritesOptions extends EnvOption {
  group?: string | undefined;
}

/** A connected gateway of a command. */
type Connection = Awaited<ReturnType<CommandDeps['connect']>>;

/**
 * The id of the group named `name` among the person's groups (全部自选, id 0, when no name is given).
 * @throws CliError FD3044 (exit 1) when the person has no such group
 */
async function groupIdOf(connection: Connection, name: string | undefined): Promise<number> {
  if (name === undefined) return 0;
  const answer = await connection.call(favourites.queryAllFavouriteIndex, {});
  const group = answer.groups.find((g) => g.name === name.trim());
  if (!group)
    throw new CliError(
      ExitCode.Failed,
      'cli.favourites.groupUnknown',
      { name },
      ErrorCode.FavouriteGroupNotFound,
    );
  return group.groupId;
}

/** The answer of favouriteFundList. */
export type FavouritesListResult = CallResponse<typeof favourites.favouriteFundList>;

/**
 * `funddesk favourites list [--group <name>] [--json]`: the person's favourites of a group with today's NAV and
 * change and the 近1月 / 近1年 / 今年以来 returns over the real NAV (issue 14 §3, §6), newest first.
 * @throws CliError FD3044 for an unknown group
 */
export async function favouritesList(
  options: FavouritesOptions,
  deps: CommandDeps,
): Promise<FavouritesListResult> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const groupId = await groupIdOf(connection, options.group);
  return connection.call(favourites.favouriteFundList, { groupId });
}

/** Prints `favourites list`: a table on stdout (simulated NAV marked 模拟); with --json exactly the answer. */
export function printFavouritesList(result: FavouritesListResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const columns: Column<FavouriteFund>[] = [
    { header: t('favourites.col.fundId'), value: (r) => r.fundId },
    { header: t('favourites.col.fundName'), value: (r) => r.fundName },
    {
      header: t('favourites.col.nav'),
      value: (r) =>
        (r.nav ?? t('display.none')) + (r.navSimulated ? ` ${t('favourites.source.simulated')}` : ''),
      align: 'right',
    },
    { header: t('favourites.col.navDate'), value: (r) => r.navDate ?? t('display.none') },
    {
      header: t('favourites.col.dailyReturn'),
      value: (r) => formatSignedRate(r.dailyReturn),
      align: 'right',
    },
    { header: t('favourites.col.rate1m'), value: (r) => formatSignedRate(r.rate1m), align: 'right' },
    { header: t('favourites.col.rate1y'), value: (r) => formatSignedRate(r.rate1y), align: 'right' },
    { header: t('favourites.col.rateYtd'), value: (r) => formatSignedRate(r.rateYtd), align: 'right' },
  ];
  out.stdout.write(renderTable(columns, result.rows));
  out.stderr.write(`${result.groupName}  ${t('favourites.returnsAsOf')}\n`);
}

/** The answer of editFavouriteFund. */
export type FavouritesEditResult = CallResponse<typeof favourites.editFavouriteFund>;

/**
 * `funddesk favourites add|remove <code>... [--group <name>]` (issue 14 §3, §6): adds the funds to 全部自选 (and the
 * group), or removes them from the group (from 全部自选 and every group without --group). A malformed code exits 2
 * before any call; the server's refusals (FD3040 over 500 funds, FD3001 unknown fund) exit by the catalogue.
 */
export async function favouritesEdit(
  action: 'add' | 'remove',
  codes: readonly string[],
  options: FavouritesOptions,
  deps: CommandDeps,
): Promise<FavouritesEditResult> {
  const fundIds = [...new Set(codes.map(parseFundCode))];
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const groupId = await groupIdOf(connection, options.group);
  return connection.call(favourites.editFavouriteFund, { action, fundIds, groupId });
}

/** Prints the outcome of `favourites add|remove` on stdout. */
export function printFavouritesEdit(result: FavouritesEditResult, out: Streams): void {
  const codes = result.changed.join(' ');
  const text =
    result.changed.length === 0
      ? t('cli.favourites.unchanged', { total: result.total })
      : t(result.action === 'add' ? 'cli.favourites.added' : 'cli.favourites.removed', {
          codes,
          total: result.total,
        });
  out.stdout.write(`${text}\n`);
}
