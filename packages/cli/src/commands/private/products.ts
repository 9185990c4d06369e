import {
  formatSignedRate,
  privateFunds,
  riskLevelCodes,
  t,
  type CallRequest,
  type CallResponse,
  type MessageKey,
  type PrivateProductSummary,
} from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderKeyValue, renderTable, type Column } from '../../output.js';

/** Options of `funddesk private list` as typed (each checked by {@link privateListRequest}). */
export interface PrivateListOptions extends EnvOption {
  strategy?: string | undefined;
  risk?: string | undefined;
  reserve?: string | undefined;
  manager?: string | undefined;
}

/** The answer of privateFundList, every page read. */
export type PrivateListResult = CallResponse<typeof privateFunds.privateFundList>;

/** The answer of privateFundDetail. */
export type PrivateShowResult = CallResponse<typeof privateFunds.privateFundDetail>;

/** Rows per page asked for (the contract's largest). */
const PAGE_SIZE = 100;

function refuseOption(option: string, value: string): never {
  throw new UsageError('cli.private.error.option', { option, value });
}

/**
 * The list request of the options: strategy of core privateStrategies, risk zxfxdj_3..5, reserve 1/2/3, a manager
 * code; anything else is a usage error (exit 2) before any call.
 */
export function privateListRequest(
  options: PrivateListOptions,
): CallRequest<typeof privateFunds.privateFundList> {
  const request: CallRequest<typeof privateFunds.privateFundList> = { page: 1, size: PAGE_SIZE };
  if (options.strategy !== undefined) {
    const strategy = privateFunds.privateStrategies.find((s) => s === options.strategy);
    if (!strategy) refuseOption('--strategy', options.strategy);
    request.strategy = strategy;
  }
  if (options.risk !== undefined) {
    const risk = riskLevelCodes.slice(2).find((r) => r === options.risk);
    if (!risk) refuseOption('--risk', options.risk);
    request.productRiskCode = risk;
  }
  if (options.reserve !== undefined) {
    const parsed = privateFunds.reserveStatusSchema.safeParse(options.reserve);
    if (!parsed.success) refuseOption('--reserve', options.reserve);
    request.reserveStatus = parsed.data;
  }
  if (options.manager !== undefined) {
    if (!/^[A-Z0-9]{1,16}$/.test(options.manager)) refuseOption('--manager', options.manager);
    request.managerCode = options.manager;
  }
  return request;
}

/**
 * `funddesk private list [--strategy] [--risk] [--reserve] [--manager] [--json]` (issue 13 §6; spec 03 §2): every
 * product of the filters, all pages. The server masks the rows for an organisation that is not qualified.
 * @throws UsageError (exit 2) for an option value outside its list
 */
export async function privateList(
  options: PrivateListOptions,
  deps: CommandDeps,
): Promise<PrivateListResult> {
  const request = privateListRequest(options);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const first = await connection.call(privateFunds.privateFundList, request);
  const products = [...first.products];
  for (let page = 2; products.length < first.total; page++) {
    const next = await connection.call(privateFunds.privateFundList, { ...request, page });
    if (next.products.length === 0) break;
    products.push(...next.products);
  }
  return { ...first, products };
}

/**
 * `funddesk private show <productId> [--json]`: the product's detail; the server refuses an organisation that
 * is not qualified for it (FD3100..FD3103, exit 1).
 * @throws UsageError (exit 2) for an id that is not SM and 4 digits
 */
export async function privateShow(
  productId: string,
  options: EnvOption,
  deps: CommandDeps,
): Promise<PrivateShowResult> {
  const parsed = privateFunds.privateProductIdSchema.safeParse(productId.trim().toUpperCase());
  if (!parsed.success) throw new UsageError('cli.private.error.productId');
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(privateFunds.privateFundDetail, { productId: parsed.data });
}

const columns: Column<PrivateProductSummary>[] = [
  { header: t('private.market.col.name'), value: (p) => `${p.productId} ${p.productName}` },
  { header: t('private.market.col.manager'), value: (p) => p.managerName ?? t('private.market.masked') },
  {
    header: t('private.market.col.strategy'),
    value: (p) => t(`private.strategy.${p.strategy}` as MessageKey),
  },
  { header: t('private.market.col.risk'), value: (p) => p.productRiskLevel },
  { header: t('private.market.col.minimum'), value: (p) => p.minAmount, align: 'right' },
  { header: t('private.market.col.reserve'), value: (p) => p.reserveName },
  { header: t('private.market.col.openDay'), value: (p) => p.openDay },
  { header: t('private.market.col.nav'), value: (p) => p.nav ?? t('display.none'), align: 'right' },
  { header: t('private.market.col.oneYear'), value: (p) => formatSignedRate(p.oneYear), align: 'right' },
];

/** Prints `private list`: the table on stdout, the count (and the masking notice) on stderr; --json the answer. */
export function printPrivateList(result: PrivateListResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  out.stdout.write(renderTable(columns, result.products));
  out.stderr.write(`${t('cli.private.total', { count: result.total })}\n`);
  if (!result.qualified) out.stderr.write(`${t('cli.private.masked')}\n`);
}

/** Prints `private show`: the facts, the indicators and the risk figures; --json the answer. */
export function printPrivateShow(result: PrivateShowResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const p = result.product;
  out.stdout.write(
    renderKeyValue([
      [t('private.market.col.name'), `${p.productId} ${p.productName} ${t('private.market.simulated')}`],
      [t('private.market.col.manager'), p.managerName ?? ''],
      [t('private.market.col.strategy'), t(`private.strategy.${p.strategy}` as MessageKey)],
      [t('private.market.col.type'), t(`private.fundType.${p.fundType}` as MessageKey)],
      [t('private.market.col.risk'), p.productRiskLevel],
      [t('private.detail.nav'), `${p.nav ?? t('display.none')}（${p.navDate ?? ''}）`],
      [t('private.detail.minimum'), p.minAmount],
      [t('private.detail.step'), p.stepAmount],
      [t('private.detail.openDay'), p.openDay],
      [
        t('private.detail.reserveWindow'),
        `${t('private.detail.reserveWindowRange', { start: p.reserveStart, end: p.reserveEnd })} ${p.reserveName}`,
      ],
      [t('private.detail.benchmark'), p.benchmarkName],
      ...result.indicators.map(
        (row) =>
          [
            `${t('private.detail.col.return')} ${row.period}`,
            `${formatSignedRate(row.productReturn)} / ${formatSignedRate(row.benchmarkReturn)}`,
          ] as const,
      ),
      [t('private.detail.maxDrawdown'), result.risk.maxDrawdown ?? t('display.none')],
      [t('private.detail.sharpe'), result.risk.sharpe ?? t('display.none')],
    ]),
  );
}
