import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, GatewayError, t } from '@funddesk/core';
import * as svgCaptcha from 'svg-captcha';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';

/** A captcha answers one check within this many ms (spec 01 §7.4; FundDesk's figure). */
export const CAPTCHA_TTL_MS = 120_000;
/** A ticket earned by a right answer is good for one login or code request within this many ms. */
export const CAPTCHA_TICKET_TTL_MS = 120_000;
/** Characters of a captcha. */
export const CAPTCHA_LENGTH = 4;

/**
 * The alphabet: digits and capitals that cannot be mistaken for one another (no 0/O/Q/D-like pairs, no
 * 1/I/L/J, no 5/S, no 2/Z, no 6/G, no 8/B). tests/helpers/devTools.ts solves captchas over the same set.
 */
export const CAPTCHA_ALPHABET = '34679ACEFHKMNPRTUVWXY';

/** Image size in px. */
const WIDTH = 132;
const HEIGHT = 44;

/** svg-captcha's options (its typings declare them but do not export the type). */
interface SvgCaptchaOptions {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
}

/**
 * svg-captcha's renderer of a given text (the package's CommonJS export; its `create` would draw the text
 * with Math.random, so the text comes from {@link randomCaptchaText} instead).
 */
const renderText = (
  svgCaptcha as unknown as { default: (text: string, options: SvgCaptchaOptions) => string }
).default;

/** A random captcha answer over {@link CAPTCHA_ALPHABET}, from the CSPRNG. */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return out;
}

/**
 * Draws a captcha with the maintained `svg-captcha` generator (issue 16 finding 2: the former hand-drawn
 * stroke font kept each glyph's outline nearly intact and a script read 18 of 20): font glyphs as filled
 * outlines with jittered control points, in random colours, a random font size per image, five noise
 * curves, the paths in random order. No text element carries the answer.
 * @param text - characters of {@link CAPTCHA_ALPHABET}
 * @returns the SVG document (132 x 44 px)
 * @see spec 01 §7.4; DESIGN §7
 */
export function renderCaptchaSvg(text: string): string {
  return renderText(text, {
    width: WIDTH,
    height: HEIGHT,
    fontSize: randomInt(44, 53),
    noise: 5,
    color: true,
    background: '#f4f6f8',
  });
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const answerHash = (captchaId: string, answer: string): string =>
  sha256(`${captchaId}:${answer.trim().toUpperCase()}`);

/** The operands of a text captcha's sum: each from 2 to 9 (answers 4 to 18). */
const TEXT_CAPTCHA_MIN = 2;
const TEXT_CAPTCHA_MAX = 9;

/**
 * A text captcha (issue 17 §2, the screen-reader alternative of the image; docs/decisions.md): the sum of
 * two random numbers from 2 to 9, asked in Chinese from the catalogue (`captcha.question`).
 * @returns the question and its answer (decimal digits)
 */
export function randomTextCaptcha(): { question: string; answer: string } {
  const a = randomInt(TEXT_CAPTCHA_MIN, TEXT_CAPTCHA_MAX + 1);
  const b = randomInt(TEXT_CAPTCHA_MIN, TEXT_CAPTCHA_MAX + 1);
  return { question: t('captcha.question', { a, b }), answer: String(a + b) };
}

/**
 * Issues a captcha bound to the requesting client: stores the answer's hash, the client and the expiry in
 * the database (so that any instance can check it, DESIGN §10) and answers the image (spec 01 §7.4), or
 * for `kind` 'text' the question ({@link randomTextCaptcha}; issue 17 §2). Both are checked alike.
 * @param clientKey - the client the captcha is for: its address as the server sees it (HandlerContext.ip)
 * @returns the id, the SVG as a data URL ('' for text), the question (text only) and the lifetime in seconds
 */
export async function issueCaptcha(
  db: Db,
  clock: Clock,
  clientKey: string,
  kind: 'image' | 'text' = 'image',
): Promise<{ captchaId: string; image: string; question?: string; expiresInSec: number }> {
  const captchaId = randomBytes(16).toString('base64url');
  const textCaptcha = kind === 'text' ? randomTextCaptcha() : undefined;
  const text = textCaptcha?.answer ?? randomCaptchaText();
  const now = clock.now();
  await db.query(
    `INSERT INTO captchas (captcha_id, answer_hash, client_key, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [captchaId, answerHash(captchaId, text), clientKey, new Date(now), new Date(now + CAPTCHA_TTL_MS)],
  );
  // Expired captchas and tickets are of no use to anyone: swept now and then by whoever issues one.
  if (randomInt(0, 50) === 0) {
    await db.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(now - CAPTCHA_TTL_MS)]);
    await db.query('DELETE FROM captcha_tickets WHERE expires_at < $1', [
      new Date(now - CAPTCHA_TICKET_TTL_MS),
    ]);
  }
  if (textCaptcha)
    return { captchaId, image: '', question: textCaptcha.question, expiresInSec: CAPTCHA_TTL_MS / 1000 };
  const svg = renderCaptchaSvg(text);
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresInSec: CAPTCHA_TTL_MS / 1000,
  };
}

/**
 * Checks an answer (spec 01 §7.3 checkKaptcha, §7.4 /remote/captcha/check). The captcha is used up by the
 * check whatever the answer (no second guess on the same image); a check from another client than the one
 * the captcha was issued to counts as wrong and leaves the captcha to its client. A right answer earns a
 * single-use ticket bound to the same client.
 * @param clientKey - the checking client's address (HandlerContext.ip)
 * @throws GatewayError CaptchaWrong (FD1007) for a wrong, expired, used, unknown or another client's captcha
 */
export async function checkCaptcha(
  db: Db,
  clock: Clock,
  captchaId: string,
  answer: string,
  clientKey: string,
): Promise<{ ticket: string; expiresInSec: number }> {
  const now = new Date(clock.now());
  const used = await db.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = $2
      WHERE captcha_id = $1 AND used_at IS NULL AND expires_at > $2 AND client_key = $3
     RETURNING answer_hash`,
    [captchaId, now, clientKey],
  );
  if (used[0]?.answer_hash !== answerHash(captchaId, answer)) throw new GatewayError(ErrorCode.CaptchaWrong);
  const ticket = randomBytes(24).toString('base64url');
  await db.query(
    'INSERT INTO captcha_tickets (ticket_hash, client_key, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(ticket), clientKey, now, new Date(now.getTime() + CAPTCHA_TICKET_TTL_MS)],
  );
  return { ticket, expiresInSec: CAPTCHA_TICKET_TTL_MS / 1000 };
}

/**
 * Uses up a captcha ticket (one login or one code request) presented by `clientKey`.
 * @returns false when the ticket is unknown, used, expired or earned by another client
 */
export async function consumeCaptchaTicket(
  db: Db,
  clock: Clock,
  ticket: string,
  clientKey: string,
): Promise<boolean> {
  const now = new Date(clock.now());
  const rows = await db.query(
    `UPDATE captcha_tickets SET used_at = $2
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 AND client_key = $3
     RETURNING 1`,
    [sha256(ticket), now, clientKey],
  );
  return rows.length === 1;
}
