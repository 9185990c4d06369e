import { decideCheckedGroup, GatewayError } from '@funddesk/core';
import type { SessionInfo } from '../types.js';

/**
 * The session a request acts under once its `checkedGroupNo` header is honoured (spec 01 §7.1: a
 * manager's current account, RSA-encrypted with the gateway's key): the session with `groupId` set to the
 * checked account, so that every handler reading or acting for "the session's organisation"
 * (groupSessionOf, sessionGroup) reads or acts for that account. Without the header the session is
 * unchanged. The decision is core's {@link decideCheckedGroup}.
 *
 * @param decrypt - the gateway's field decryption (null when the ciphertext is not ours)
 * @throws GatewayError OrgForbidden (FD1004) for an account the person may not act for or a header that
 *   does not decrypt
 * @see spec 01 §7.1, §2.3; spec 02 §6, 03 §6; DESIGN §7; issue 16 finding 10
 */
export function actingFor(
  session: SessionInfo,
  checkedGroupNo: string | undefined,
  decrypt: (ciphertext: string) => string | null,
): SessionInfo {
  if (!checkedGroupNo) return session;
  const decision = decideCheckedGroup({
    checked: decrypt(checkedGroupNo),
    sessionGroupId: session.groupId,
    groupIds: session.groupIds,
    roles: session.roles,
  });
  if (!decision.ok) throw new GatewayError(decision.code);
  return decision.groupId === session.groupId ? session : { ...session, groupId: decision.groupId };
}
