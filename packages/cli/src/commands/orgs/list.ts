import { account, type OrgEntry } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';

/** An organisation of the list, marked when the session acts for it. */
export type ListedOrg = OrgEntry & { current: boolean };

/** Result of {@link orgsList}. */
export interface OrgsListResult {
  roleType: string;
  orgs: ListedOrg[];
}

/**
 * `funddesk orgs list`: the organisations the person may act for (getCorpsInfo, spec 01 §3, §7.3), the
 * current one marked.
 */
export async function orgsList(options: EnvOption, deps: CommandDeps): Promise<OrgsListResult> {
  const connection = await deps.connect(options.env);
  const session = connection.requireSession();
  const answer = await connection.call(account.getCorpsInfo, {});
  return {
    roleType: answer.roleType,
    orgs: answer.corpList.map((org) => ({ ...org, current: org.groupId === session.groupId })),
  };
}
