import {
  formatAmount,
  formatFundSize,
  formatLimit,
  formatSignedRate,
  t,
  type FundSearchItem,
  type OpenDayCode,
} from '@funddesk/core';
import type { Streams } from '../../context.js';
import { renderJson, renderKeyValue, renderTable, type Column } from '../../output.js';
import type { FundsSearchResult } from './search.js';
import type { FundsShowResult } from './show.js';

const none = (): string => t('display.none');

// Figures are written by core's formatters, as the web writes them (spec 03 §5): returns `+1.23%`, fund
// size `0.50万` / `29.37亿`, amounts `1,000.00` / `5.00万`, limits 不限额. `--json` keeps the wire values.

const searchColumns: Column<FundSearchItem>[] = [
  { header: t('cli.field.fundId'), value: (fund) => fund.fundId },
  { header: t('cli.field.fundName'), value: (fund) => fund.fundName },
  { header: t('cli.field.fundType'), value: (fund) => fund.fundTypeDetail || fund.fundTypeText },
  { header: t('cli.field.risk'), value: (fund) => fund.fundRiskLevelText },
  {
    header: t('cli.field.nav'),
    value: (fund) => (fund.nav === null ? none() : `${fund.nav}${fund.simulated ? '*' : ''}`),
    align: 'right',
  },
  { header: t('cli.field.navDate'), value: (fund) => fund.navDate ?? none() },
  { header: t('cli.field.rate3m'), value: (fund) => formatSignedRate(fund.rrInThreeMonth), align: 'right' },
];

/**
 * Prints `funds search`: the table on stdout and the page line on stderr; with --json exactly the
 * results (the response's content array) on stdout and nothing else.
 */
export function printFundsSearch(result: FundsSearchResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result.items));
    return;
  }
  if (result.items.length === 0) {
    out.stderr.write(`${t('common.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(searchColumns, result.items));
  out.stderr.write(
    `${t('cli.funds.total', { total: result.total, page: result.page, pages: result.pages })}\n`,
  );
  if (result.items.some((fund) => fund.simulated)) out.stderr.write(`${t('cli.funds.simulatedNote')}\n`);
}

function openDayText(code: OpenDayCode): string {
  return t(`openDay.${code}`);
}

/** Prints `funds show`: a key/value block on stdout, or the profile as JSON. */
export function printFundsShow(fund: FundsShowResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(fund));
    return;
  }
  const nav = fund.nav === null ? none() : `${fund.nav}（${fund.navDate ?? none()}）`;
  const pairs: Array<[string, string]> = [
    [t('cli.field.fundId'), fund.fundId],
    [t('cli.field.fundName'), fund.fundName],
    [t('cli.field.fullName'), fund.fullName],
    [t('cli.field.fundType'), fund.fundTypeDetail || fund.fundTypeText],
    [t('cli.field.risk'), fund.fundRiskLevelText],
    [t('cli.field.company'), fund.company || none()],
    [t('cli.field.managers'), fund.managers.join('、') || none()],
    [t('cli.field.custodian'), fund.custodian ?? none()],
    [t('cli.field.establishDate'), fund.establishDate ?? none()],
    [
      t('cli.field.fundSize'),
      fund.fundSize === null
        ? none()
        : `${formatFundSize(fund.fundSize)}${fund.fundSizeDate ? `（${fund.fundSizeDate}）` : ''}`,
    ],
    [t('cli.field.nav'), nav],
  ];
  if (fund.simulatedNav) {
    pairs.push([
      '',
      t('cli.funds.simulatedNav', { nav: fund.simulatedNav.nav, date: fund.simulatedNav.navDate }),
    ]);
  }
  pairs.push(
    [t('cli.field.rate3m'), formatSignedRate(fund.rrInThreeMonth)],
    [t('cli.field.openDay'), openDayText(fund.openDay.code)],
    [t('cli.field.minLimit'), formatAmount(fund.minLimit)],
    [t('cli.field.maxLimit'), formatLimit(fund.maxLimit)],
  );
  if (fund.rating)
    pairs.push([
      t('cli.field.rating'),
      `${fund.rating}${fund.ratingAgency ? `（${fund.ratingAgency}）` : ''}`,
    ]);
  if (fund.benchmark) pairs.push([t('cli.field.benchmark'), fund.benchmark]);
  out.stdout.write(renderKeyValue(pairs));
}
