import { privateDealStatusKey, privateTrade, t, type PrivateDeal } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';

/** Rows per page asked for (the contract's largest). */
const PAGE_SIZE = 100;

/**
 * `funddesk private deals [--type reserve|rdm|other] [--json]` (issue 13 §6): every private deal of the
 * session's organisation, newest first, all pages (deal/list).
 * @throws UsageError (exit 2) for another --type; GatewayError: a non-qualified organisation is refused (exit 1)
 * @see spec 02 §7 deal/list
 */
export async function privateDeals(
  options: EnvOption & { type?: string | undefined },
  deps: CommandDeps,
): Promise<PrivateDeal[]> {
  const parsed =
    options.type === undefined ? undefined : privateTrade.privateDealTypeSchema.safeParse(options.type);
  if (parsed && !parsed.success) {
    throw new UsageError('cli.private.error.option', { option: '--type', value: options.type ?? '' });
  }
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const deals: PrivateDeal[] = [];
  for (let page = 1; ; page++) {
    const answer = await connection.call(privateTrade.dealList, {
      ...(parsed?.data ? { dealType: parsed.data } : {}),
      pagination: { currentPage: page, pagesize: PAGE_SIZE },
    });
    deals.push(...answer.list);
    if (page >= answer.pagination.pageCount || answer.list.length === 0) return deals;
  }
}

const columns: readonly Column<PrivateDeal>[] = [
  { header: t('privateTrade.field.dealId'), value: (d) => d.dealId },
  { header: t('privateTrade.field.dealType'), value: (d) => t(`privateTrade.type.${d.dealType}`) },
  { header: t('privateTrade.field.product'), value: (d) => `${d.productId} ${d.productName}` },
  { header: t('privateTrade.field.amount'), value: (d) => d.amount ?? '', align: 'right' },
  { header: t('privateTrade.field.shares'), value: (d) => d.shares ?? '', align: 'right' },
  { header: t('privateTrade.field.nav'), value: (d) => d.nav ?? '', align: 'right' },
  { header: t('privateTrade.field.openDay'), value: (d) => d.openDay },
  { header: t('privateTrade.field.status'), value: (d) => t(privateDealStatusKey(d.status)) },
  { header: t('privateTrade.field.createdAt'), value: (d) => d.createdAt },
];

/** Prints the deals: JSON with --json, else a table (暂无数据 when none). */
export function printPrivateDeals(deals: readonly PrivateDeal[], json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(deals));
    return;
  }
  out.stdout.write(deals.length === 0 ? `${t('privateTrade.empty')}\n` : renderTable(columns, deals));
}
