import type { GatewayError } from '@funddesk/core';

/** The kinds of failure that end the session they arrive in (spec 01 §8). */
const SESSION_ENDING_KINDS: ReadonlySet<GatewayError['kind']> = new Set([
  'logout',
  'gotoLogin',
  'alertLogout',
  'illegalLink',
  'refreshMenu',
]);

/**
 * Whether a failure would end a session other than the one its call went out with: a session-ending kind
 * (401, illegal link, menu refusal) of a call that carried a token which is no longer the current one.
 * @param sentToken - the token the call went out with (undefined: none)
 * @param currentToken - the session's token now (undefined: logged out)
 */
export function isStaleSessionEnding(
  error: GatewayError,
  sentToken: string | undefined,
  currentToken: string | undefined,
): boolean {
  return SESSION_ENDING_KINDS.has(error.kind) && sentToken !== undefined && sentToken !== currentToken;
}
