import { dividends, t, type CallResponse, type DividendRecord } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import { parsePage } from './search.js';
import { parseFundCode } from './show.js';

/** Options of {@link fundsDividends}. */
export interface FundsDividendsOptions extends EnvOption {
  /** A 6-digit fund code: that fund's whole dividend history (bonus/detail); absent: the list (bonus/list). */
  fundCode?: string | undefined;
  /** `--year 2025`: the list's year (ignored with a fund code). */
  year?: string | undefined;
  /** `--page 2`, 1-based. */
  page?: string | undefined;
}

/** What `funds dividends` answers: the list page or one fund's history. */
export type FundsDividendsResult =
  | { kind: 'list'; answer: CallResponse<typeof dividends.bonusList> }
  | { kind: 'detail'; answer: CallResponse<typeof dividends.bonusDetail> };

/** Parses `--year`: a four-digit year 2000..2100. @throws UsageError (exit 2) */
export function parseYear(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const year = Number(text.trim());
  if (!/^\d{4}$/.test(text.trim()) || year < 2000 || year > 2100) {
    throw new UsageError('cli.error.badYear', { year: text });
  }
  return year;
}

/**
 * `funddesk funds dividends [fundCode] [--year y] [--page n]`: 基金分红 (spec 03 §7 Bonus: list and detail; issue 14
 * §5 Dividends). Without a code the records of every fund, newest first, one page of 20 (bonus/list, by year when
 * asked); with a code that fund's whole history and the sum per share (bonus/detail). Every record is the local
 * model's (模拟; the data has no dividends), which the printout says.
 * @throws UsageError for a malformed code, year or page (exit 2); the gateway's FD3001 for an unknown fund
 */
export async function fundsDividends(
  options: FundsDividendsOptions,
  deps: CommandDeps,
): Promise<FundsDividendsResult> {
  const fundId = options.fundCode === undefined ? undefined : parseFundCode(options.fundCode);
  const year = parseYear(options.year);
  const page = parsePage(options.page);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  if (fundId !== undefined) {
    return { kind: 'detail', answer: await connection.call(dividends.bonusDetail, { fundId }) };
  }
  return {
    kind: 'list',
    answer: await connection.call(dividends.bonusList, {
      ...(year === undefined ? {} : { year }),
      pagination: { currentPage: page, pagesize: 20 },
    }),
  };
}

const columns: Column<DividendRecord>[] = [
  { header: t('cli.field.fundId'), value: (r) => r.fundId },
  { header: t('cli.field.fundName'), value: (r) => r.fundName },
  { header: t('bonus.col.recordDate'), value: (r) => r.recordDate },
  { header: t('bonus.col.exDate'), value: (r) => r.exDate },
  { header: t('bonus.col.payDate'), value: (r) => r.payDate },
  { header: t('bonus.col.nav'), value: (r) => r.navOnRecordDate, align: 'right' },
  { header: t('bonus.col.cash'), value: (r) => r.cashPerShare, align: 'right' },
  { header: t('bonus.col.per10'), value: (r) => r.per10Shares, align: 'right' },
  { header: t('bonus.col.yield'), value: (r) => `${r.yieldPercent}%`, align: 'right' },
];

/**
 * Prints `funds dividends`: the records as a table on stdout, the page or the fund's totals and the 模拟 note on
 * stderr; with --json exactly the answer on stdout.
 */
export function printFundsDividends(result: FundsDividendsResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result.answer));
    return;
  }
  if (result.kind === 'list') {
    const { list, pagination } = result.answer;
    if (list.length === 0) out.stderr.write(`${t('bonus.none')}\n`);
    else out.stdout.write(renderTable(columns, list));
    out.stderr.write(
      `${t('cli.funds.recordsPage', { total: pagination.totalRows, page: pagination.currentPage, pages: Math.max(pagination.pageCount, 1) })}\n`,
    );
  } else {
    const answer = result.answer;
    out.stderr.write(`${t('bonus.detail.of', { name: `${answer.fundName}（${answer.fundId}）` })}\n`);
    if (!answer.eligible) out.stderr.write(`${t('bonus.detail.notEligible')}\n`);
    else if (answer.records.length === 0) out.stderr.write(`${t('bonus.detail.none')}\n`);
    else {
      out.stdout.write(renderTable(columns, answer.records));
      out.stderr.write(`${t('bonus.detail.total')}：${answer.totalCashPerShare}\n`);
    }
  }
  out.stderr.write(`${t('bonus.model')}\n`);
}
