import { account, personalInfo, riskLevelText, t, validityText, type CallResponse } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { renderJson, renderKeyValue } from '../../output.js';

/** The answer of `account show`: the organisation acted for, the person's information and investment facts. */
export interface AccountShowResult {
  /** The organisation the session acts for, null before `orgs use`. */
  org: { groupId: string; corpName: string } | null;
  person: CallResponse<typeof personalInfo.queryPersonalInfoBase>;
  invest: CallResponse<typeof personalInfo.queryPersonalInfoInvest>;
}

/**
 * `funddesk account show`: the organisation acted for, the person (masked name and mobile), the ID document
 * (type, masked number, validity, 有效/已过期/未上传), certificate completeness (infoIsFull 1001/1002) and the
 * risk level with its last valid day, for staff who check many organisations before a batch (issue 15 §5;
 * spec 01 §7.9 queryPersonalInfo base and invest; spec 02 §5).
 * @throws CliError with the catalogue code of a refused call (not logged in: exit 3)
 */
export async function accountShow(options: EnvOption, deps: CommandDeps): Promise<AccountShowResult> {
  const connection = await deps.connect(options.env);
  const session = connection.requireSession();
  const [corps, person, invest] = await Promise.all([
    connection.call(account.getCorpsInfo, {}),
    connection.call(personalInfo.queryPersonalInfoBase, {}),
    connection.call(personalInfo.queryPersonalInfoInvest, {}),
  ]);
  const groupId = session.groupId;
  const corpName = corps.corpList.find((org) => org.groupId === groupId)?.corpName ?? person.orgName;
  return { org: groupId ? { groupId, corpName } : null, person, invest };
}

/** Prints `account show`: a key/value block on stdout, or with --json the whole answer. */
export function printAccountShow(result: AccountShowResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const { person, invest } = result;
  const doc = person.document;
  const none = t('userInfo.empty');
  out.stdout.write(
    renderKeyValue([
      [t('cli.account.show.org'), result.org ? `${result.org.corpName}（${result.org.groupId}）` : none],
      [t('cli.account.show.person'), `${person.nameMasked || none}（${person.loginName}）`],
      [t('userInfo.field.mobile'), person.mobileMasked || none],
      [t('cli.account.show.credType'), t(`credType.${doc.credType}` as 'credType.0')],
      [t('cli.account.show.credNumber'), doc.credNumberMasked || none],
      [t('cli.account.show.validity'), validityText(doc)],
      [t('cli.account.show.credState'), t(`idDoc.state.${doc.credState}`)],
      [t('cli.account.show.infoIsFull'), `${t(`idDoc.full.${person.infoIsFull}`)}（${person.infoIsFull}）`],
      [
        t('cli.account.show.risk'),
        invest.riskLevel ? riskLevelText(invest.riskLevel) : t('userInfo.risk.none'),
      ],
      [t('cli.account.show.riskExpire'), invest.riskExpireDate ?? none],
    ]),
  );
}
