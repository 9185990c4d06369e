import { GatewayError, riskCrs, riskLevelText, t, type CallResponse } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { renderJson, renderTable, type Column } from '../../output.js';

/** The answer of `account risk`: queryRisk's (the assessment and the organisations it covers). */
export type AccountRiskResult = CallResponse<typeof riskCrs.queryRisk>;

/**
 * `funddesk account risk`: the person's risk assessment — level, investor type, last valid day, days left — and
 * every organisation it covers, each with the refusal a purchase for it would get (FD4616 expired, FD4617 never
 * assessed), so staff check before a batch (issue 15 §5; spec 02 §3 risk info, §5; spec 01 §7.7 queryRisk).
 * @throws CliError with the catalogue code of a refused call (not logged in: exit 3)
 */
export async function accountRisk(options: EnvOption, deps: CommandDeps): Promise<AccountRiskResult> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(riskCrs.queryRisk, {});
}

/** The status text of the assessment: valid with days left, expired days ago, or never assessed. */
export function riskStatusText(result: Pick<AccountRiskResult, 'riskType' | 'expired' | 'daysLeft'>): string {
  if (result.riskType === null || result.daysLeft === null) return t('cli.accountRisk.missing');
  return result.expired
    ? t('cli.accountRisk.expired', { days: -result.daysLeft })
    : t('cli.accountRisk.valid', { days: result.daysLeft });
}

/**
 * `--check`: the refusal a purchase would get for the assessment (FD4616 expired, FD4617 never assessed), or
 * null when it is valid; thrown after printing, it ends the command with exit code 1 and the catalogue text.
 */
export function accountRiskRefusal(result: AccountRiskResult): GatewayError | null {
  const code = result.orgs.find((org) => org.refusalCode !== null)?.refusalCode;
  return code ? new GatewayError(code) : null;
}

type Row = AccountRiskResult['orgs'][number];

/** Prints `account risk`: one row per organisation on stdout, or with --json the whole answer. */
export function printAccountRisk(result: AccountRiskResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const columns: Column<Row>[] = [
    { header: t('cli.field.groupId'), value: (row) => row.groupId },
    { header: t('cli.field.corpName'), value: (row) => row.corpName },
    {
      header: t('cli.accountRisk.level'),
      value: () => (result.riskType ? riskLevelText(result.riskType) : t('cli.accountRisk.none')),
    },
    { header: t('cli.accountRisk.type'), value: () => result.riskTypeDesc },
    { header: t('cli.accountRisk.expireDate'), value: () => result.expireDate ?? t('cli.accountRisk.none') },
    { header: t('cli.accountRisk.status'), value: () => riskStatusText(result) },
  ];
  out.stdout.write(renderTable(columns, result.orgs));
}
