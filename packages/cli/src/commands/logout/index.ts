import { account, GatewayError } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';

/** What a logout did. */
export interface LogoutOutcome {
  env: string;
  /** Whether a session was stored. */
  wasLoggedIn: boolean;
}

/**
 * `funddesk logout`: revokes the session on the gateway (userLogout, spec 01 §4.3) and deletes the
 * stored token. The token is deleted even when the gateway cannot be reached; that failure is still
 * reported (exit 4) because the token may remain valid on the server until it expires.
 */
export async function logout(options: EnvOption, deps: CommandDeps): Promise<LogoutOutcome> {
  const connection = await deps.connect(options.env);
  const env = connection.target.env;
  if (!connection.session()) return { env, wasLoggedIn: false };
  try {
    await connection.call(account.logout, {});
  } catch (error) {
    await connection.clearSession();
    // An already expired session is as good as revoked.
    if (error instanceof GatewayError && error.kind === 'logout') return { env, wasLoggedIn: true };
    throw error;
  }
  await connection.clearSession();
  return { env, wasLoggedIn: true };
}
