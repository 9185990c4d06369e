import { t } from '@funddesk/core';
import type { Streams } from '../../context.js';
import type { LogoutOutcome } from './index.js';

/** Prints a logout's outcome on stderr. */
export function printLogout(outcome: LogoutOutcome, out: Streams): void {
  const key = outcome.wasLoggedIn ? 'cli.logout.done' : 'cli.logout.notLoggedIn';
  out.stderr.write(`${t(key, { env: outcome.env })}\n`);
}
