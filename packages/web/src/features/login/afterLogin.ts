import { visibleOrgList, t, type GatewayClient, type LoginResult, type OrgEntry } from '@funddesk/core';
import { enterOrganisation, logoutLocally, storeLogin } from '../../app/auth';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { variant } from '../../app/variant';

/** What the login page does after a login answered. */
export type AfterLogin =
  | { kind: 'navigate'; to: string }
  /** The error to show on the form (the session is cleared). */
  | { kind: 'error'; message: string }
  /** Every account is closed: the toast shows, logout follows (spec 01 §4.2). */
  | { kind: 'closing' };

/**
 * After a login (spec 01 §4.2): the answer is stored; core's `visibleOrgList` drops closed entries and
 * duplicates; every entry closed shows 账户不存在 for 3 s and logs out after 2 s; one organisation is
 * entered at once (switch, then the landing decision); several go to the variant's 选择企业 page.
 * @see spec 01 §3, §4.2
 */
export async function afterLogin(client: GatewayClient, result: LoginResult): Promise<AfterLogin> {
  storeLogin(result);
  const list = visibleOrgList<OrgEntry>(result.corpList);
  if (list.kind === 'accountNotExist') {
    notifier.error(t(list.messageKey), list.toastMs);
    setTimeout(() => logoutLocally(), list.logoutAfterMs);
    return { kind: 'closing' };
  }
  if (list.orgs.length === 0) {
    sessionStore.clear();
    return { kind: 'error', message: t('web.login.noOrg') };
  }
  const [only] = list.orgs;
  if (list.orgs.length === 1 && only) {
    const entered = await enterOrganisation(client, only);
    if (!entered.ok) return { kind: 'error', message: entered.message };
    return { kind: 'navigate', to: entered.to };
  }
  return { kind: 'navigate', to: variant.loginPages.chooseOrganization };
}
