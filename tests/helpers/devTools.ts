import { createHash } from 'node:crypto';
import type { Db } from '@funddesk/server';
import type { TestServer } from './server.js';

/**
 * Test helpers over the local environment's dev tools (docs/api.md "Local-only dev tools"): the fault
 * switch, the dev mailbox and agreement publishing.
 */

/** Arms a fault: the next `times` calls of `call` (by `loginName`, or anyone) answer `code` after `delayMs`. */
export async function armFault(
  server: Pick<TestServer, 'baseUrl'>,
  fault: {
    call: string;
    code?: string;
    message?: string;
    loginName?: string;
    delayMs?: number;
    times?: number;
  },
): Promise<void> {
  const response = await fetch(`${server.baseUrl}/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (response.status !== 200) throw new Error(`armFault ${response.status}: ${await response.text()}`);
}

/** Clears every armed fault. */
export async function clearFaults(server: Pick<TestServer, 'baseUrl'>): Promise<void> {
  await fetch(`${server.baseUrl}/__dev/faults`, { method: 'DELETE' });
}

/** Publishes the next version of agreements now (the upgrade dialog). */
export async function publishAgreements(
  server: Pick<TestServer, 'baseUrl'>,
  signTypes: number[],
  changeSummary?: string,
): Promise<string[]> {
  const response = await fetch(`${server.baseUrl}/__dev/agreements/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signTypes, ...(changeSummary ? { changeSummary } : {}) }),
  });
  return ((await response.json()) as { ids: string[] }).ids;
}

/** Messages of the dev mailbox, newest first. */
export async function mailbox(
  server: Pick<TestServer, 'baseUrl'>,
): Promise<{ recipient: string; subject: string; body: string }[]> {
  const response = await fetch(`${server.baseUrl}/__dev/mailbox.json`);
  return ((await response.json()) as { messages: { recipient: string; subject: string; body: string }[] })
    .messages;
}

/** The 6-digit code of the newest mailbox message to `loginName`. */
export async function latestCode(server: Pick<TestServer, 'baseUrl'>, loginName: string): Promise<string> {
  const message = (await mailbox(server)).find((m) => m.recipient.startsWith(loginName));
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${loginName} in the dev mailbox`);
  return code;
}

const CAPTCHA_ALPHABET = '34679ACEFHKMNPRTUVWXY';

/**
 * Solves a captcha the way only a test can: the server keeps the answer hashed, so try every 4-character
 * answer against the stored hash (21^4 candidates).
 */
export async function solveCaptcha(db: Db, captchaId: string): Promise<string> {
  const row = (
    await db.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [
      captchaId,
    ])
  )[0];
  if (!row) throw new Error('unknown captcha');
  for (const a of CAPTCHA_ALPHABET)
    for (const b of CAPTCHA_ALPHABET)
      for (const c of CAPTCHA_ALPHABET)
        for (const d of CAPTCHA_ALPHABET) {
          const text = a + b + c + d;
          if (createHash('sha256').update(`${captchaId}:${text}`).digest('hex') === row.answer_hash)
            return text;
        }
  throw new Error('captcha not solvable');
}
