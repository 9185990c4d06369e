import type { Streams } from '../../context.js';
import type { ApiOutcome } from './index.js';

/** Prints the envelope of `funddesk api` as two-space JSON on stdout (issue 18 §3), success or failure. */
export function printApi(outcome: ApiOutcome, out: Streams): void {
  out.stdout.write(`${JSON.stringify(outcome.envelope, null, 2)}\n`);
}
