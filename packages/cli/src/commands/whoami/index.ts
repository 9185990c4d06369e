import { account } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import type { OrgRef } from '../orgs/use.js';

/** Who is logged in. */
export interface WhoamiResult {
  env: string;
  baseUrl: string;
  loginName: string;
  personName: string;
  /** Role codes (op, first_checker …, spec 01 §1). */
  roles: string[];
  roleType: string;
  /** The organisation acted for, or null before `orgs use`. */
  org: OrgRef | null;
}

/**
 * `funddesk whoami`: the stored identity, checked against the gateway (getCorpsInfo answers 401 /
 * FD0401 for an expired session, exit 3).
 */
export async function whoami(options: EnvOption, deps: CommandDeps): Promise<WhoamiResult> {
  const connection = await deps.connect(options.env);
  const session = connection.requireSession();
  const corps = await connection.call(account.getCorpsInfo, {});
  const groupId = session.groupId;
  const corpName = corps.corpList.find((org) => org.groupId === groupId)?.corpName ?? session.corpName;
  return {
    env: connection.target.env,
    baseUrl: connection.target.baseUrl,
    loginName: session.loginName,
    personName: session.personName,
    roles: session.roles,
    roleType: corps.roleType,
    org: groupId ? { groupId, corpName: corpName ?? '' } : null,
  };
}
