import {
  compareCountDecision,
  compareSinceLabel,
  formatSignedRate,
  fundTools,
  renderMessage,
  riskPeriods,
  t,
  type CallResponse,
  type CompareFund,
  type ComparePeriod,
  type MessageKey,
} from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { CliError, ExitCode } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import { parseFundCode } from './show.js';

/** Options of {@link fundsCompare}. */
export interface FundsCompareOptions extends EnvOption {
  /** The fund codes as typed: 6 digits each, 2 to 6 distinct. */
  codes: readonly string[];
}

/** The answer of fundCompare/basic (issue 14 §5). */
export type FundsCompareResult = CallResponse<typeof fundTools.fundCompareBasic>;

/**
 * `funddesk funds compare <code>...`: 2 to 6 funds side by side (fundCompare/basic): period returns and risk
 * figures over the common period of their real NAV. The count is core's rule (compareCountDecision): outside
 * 2 to 6 distinct codes it exits 2 with FD3010 before calling the gateway.
 * @throws UsageError for a malformed code, CliError FD3010 (exit 2) for the count
 * @see issue 14 §5, §6 (CLI)
 */
export async function fundsCompare(
  options: FundsCompareOptions,
  deps: CommandDeps,
): Promise<FundsCompareResult> {
  const codes = [...new Set(options.codes.map(parseFundCode))];
  const decision = compareCountDecision(codes.length);
  if (!decision.ok) throw new CliError(ExitCode.Usage, 'fundTools.error.count', undefined, decision.code);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(fundTools.fundCompareBasic, { fundIds: codes });
}

/** A percent figure without sign (`12.34%`) or `--`. */
const percent = (value: string | null | undefined): string =>
  value == null ? t('display.none') : `${value}%`;

/** The label of a period (core compareSinceLabel for the common period: 2021年以来 …). */
function periodLabel(period: ComparePeriod, from: string | null): string {
  if (period === 'since') return from ? renderMessage(compareSinceLabel(from)) : t('display.none');
  return t(`fundTools.period.${period}` as MessageKey);
}

/**
 * Prints `funds compare`: one row per fund with its returns and 近1年 / common-period risk figures on stdout, the
 * common period and the risk-free rate on stderr; with --json exactly the answer on stdout.
 */
export function printFundsCompare(result: FundsCompareResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const periods = result.funds[0]?.returns.map((r) => r.period) ?? [];
  const columns: Column<CompareFund>[] = [
    { header: t('cli.field.fundId'), value: (f) => f.fundId },
    { header: t('cli.field.fundName'), value: (f) => f.fundName },
    ...periods.map((period): Column<CompareFund> => ({
      header: periodLabel(period, result.from),
      value: (f) => formatSignedRate(f.returns.find((r) => r.period === period)?.rate ?? null),
      align: 'right',
    })),
    ...riskPeriods.flatMap((period): Column<CompareFund>[] => {
      const label = periodLabel(period, result.from);
      const risk = (f: CompareFund) => f.risk.find((r) => r.period === period);
      return [
        {
          header: `${label}${t('fundTools.risk.volatility')}`,
          value: (f) => percent(risk(f)?.volatility),
          align: 'right',
        },
        {
          header: `${label}${t('fundTools.risk.maxDrawdown')}`,
          value: (f) => percent(risk(f)?.maxDrawdown),
          align: 'right',
        },
        {
          header: `${label}${t('fundTools.risk.sharpe')}`,
          value: (f) => risk(f)?.sharpe ?? t('display.none'),
          align: 'right',
        },
      ];
    }),
  ];
  out.stdout.write(renderTable(columns, result.funds));
  out.stderr.write(
    `${
      result.from && result.asOf
        ? t('fundTools.period.asOf', { from: result.from, to: result.asOf })
        : t('fundTools.period.none')
    }\n`,
  );
  for (const fund of result.funds) {
    if (fund.navFrom === null) out.stderr.write(`${fund.fundId} ${fund.fundName}：${t('fundTools.noNav')}\n`);
  }
  out.stderr.write(`${t('fundTools.risk.note', { rate: result.riskFreeRate })}\n`);
}
