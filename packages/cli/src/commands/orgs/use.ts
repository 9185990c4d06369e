import { account } from '@funddesk/core';
import type { Connection } from '../../client.js';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';
import { GROUP_ID } from '../../groupIds.js';

/** An organisation the session acts for. */
export interface OrgRef {
  groupId: string;
  corpName: string;
}

/**
 * Switches the session to an organisation (A/pc/org/login/switch, spec 01 §4.2, §7.3) and stores the new
 * token and group id. The server decides whether the person may act for it (FD1004 otherwise, exit 3).
 */
export async function switchOrganisation(connection: Connection, groupId: string): Promise<OrgRef> {
  const session = connection.requireSession();
  const result = await connection.call(account.loginSwitch, {
    groupId,
    loginType: session.loginType ?? 1,
    loginChannel: 'ORGANIZATION',
  });
  await connection.saveSession({
    ...session,
    token: result.token,
    groupId: result.groupId,
    corpName: result.corpName,
  });
  return { groupId: result.groupId, corpName: result.corpName };
}

/** Options of {@link orgsUse}. */
export interface OrgsUseOptions extends EnvOption {
  groupId: string;
}

/**
 * `funddesk orgs use <groupId>`: act for another organisation.
 * @returns the organisation now acted for
 * @throws UsageError for a malformed group id; GatewayError FD1004 when it is not the person's (exit 3)
 */
export async function orgsUse(options: OrgsUseOptions, deps: CommandDeps): Promise<OrgRef> {
  const groupId = options.groupId.trim();
  if (!GROUP_ID.test(groupId)) throw new UsageError('cli.error.badGroupId', { groupId: options.groupId });
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return switchOrganisation(connection, groupId);
}
