import { cockpit, formatNumber, formatSignedRate, t, type CallResponse } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { renderJson, renderKeyValue, renderTable } from '../../output.js';

/** The answer of `cockpit summary`: the totals (pc/cockpit/index) and per institution (pc/cockpit/queryHoldDetail). */
export interface CockpitSummaryResult {
  index: CallResponse<typeof cockpit.cockpitIndex>;
  institutions: CallResponse<typeof cockpit.cockpitHoldDetail>['institutions'];
}

/**
 * `funddesk cockpit summary`: the cockpit user's totals over their related institutions — market value (Σ shares
 * × last NAV), holding, day and cumulative profit, counts, as-of and NAV dates, 模拟 when partly simulated — and
 * one line per related institution (spec 03 §7 pc/cockpit/index, queryHoldDetail).
 * @throws CliError with the catalogue code of a refused call (no data_cockpit: FD1003, exit 3)
 */
export async function cockpitSummaryCommand(
  options: EnvOption,
  deps: CommandDeps,
): Promise<CockpitSummaryResult> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const [index, detail] = await Promise.all([
    connection.call(cockpit.cockpitIndex, {}),
    connection.call(cockpit.cockpitHoldDetail, {}),
  ]);
  return { index, institutions: detail.institutions };
}

/** Prints `cockpit summary`: a key/value block and the institutions' table, or with --json the whole answer. */
export function printCockpitSummary(result: CockpitSummaryResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const { index } = result;
  const simulated = index.simulated ? ` ${t('product.simulated.tag')}` : '';
  out.stdout.write(
    renderKeyValue([
      [
        t('cockpit.asOfOnly', { asOf: index.asOf ?? t('display.none') }),
        t('cockpit.scope', { n: index.institutions }),
      ],
      [t('cockpit.kpi.marketValue'), `${formatNumber(index.marketValue, 2)}${simulated}`],
      [
        t('cockpit.kpi.holdingProfit'),
        `${formatNumber(index.holdingProfit, 2)}（${formatSignedRate(index.holdingProfitRate)}）`,
      ],
      [t('cockpit.kpi.dayProfit'), formatNumber(index.dayProfit, 2)],
      [t('cockpit.kpi.cumulativeProfit'), formatNumber(index.cumulativeProfit, 2)],
      [t('cockpit.kpi.funds'), t('cockpit.kpi.fundsValue', { n: index.funds, holdings: index.holdings })],
      [t('cockpit.col.navDate'), index.navDate ?? t('display.none')],
    ]),
  );
  out.stdout.write('\n');
  out.stdout.write(
    renderTable(
      [
        { header: t('cockpit.col.groupId'), value: (r) => r.groupId },
        { header: t('cockpit.col.corpName'), value: (r) => r.corpName },
        { header: t('cockpit.col.funds'), value: (r) => String(r.funds), align: 'right' },
        {
          header: t('cockpit.col.marketValue'),
          value: (r) => formatNumber(r.marketValue, 2),
          align: 'right',
        },
        { header: t('cockpit.col.percent'), value: (r) => `${formatNumber(r.percent, 2)}%`, align: 'right' },
        {
          header: t('cockpit.col.holdingProfit'),
          value: (r) => formatNumber(r.holdingProfit, 2),
          align: 'right',
        },
        {
          header: t('cockpit.col.holdingProfitRate'),
          value: (r) => formatSignedRate(r.holdingProfitRate),
          align: 'right',
        },
      ],
      result.institutions,
    ),
  );
}
