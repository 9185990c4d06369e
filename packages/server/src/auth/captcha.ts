import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, GatewayError } from '@funddesk/core';
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
 * 1/I/L/J, no 5/S, no 2/Z, no 6/G, no 8/B).
 */
export const CAPTCHA_ALPHABET = '34679ACEFHKMNPRTUVWXY';

type Stroke = readonly (readonly [number, number])[];

/**
 * A stroke font on a 4 x 6 grid (y down). Glyphs are drawn as paths, never as SVG text, so that the answer
 * is not in the markup.
 */
const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3.5, 3],
      [4, 4.5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '6': [
    [
      [4, 0.5],
      [3, 0],
      [1, 0],
      [0, 1.5],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [3, 2.5],
      [1, 2.5],
      [0, 3.5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '9': [
    [
      [4, 2.5],
      [3, 3.5],
      [1, 3.5],
      [0, 2.5],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5.5],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.7, 4],
      [3.3, 4],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.7],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2.5],
      [3, 3.5],
      [0, 3.5],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2.5],
      [3, 3.5],
      [0, 3.5],
    ],
    [
      [2, 3.5],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
};

const WIDTH = 132;
const HEIGHT = 44;
const CELL = 30;
const SCALE = 5;

/** A random number in [min, max) from the CSPRNG, to 2 decimals. */
const rand = (min: number, max: number): number => min + (randomInt(0, 10_000) / 10_000) * (max - min);
const fixed = (n: number): string => n.toFixed(1);

/** A random captcha answer over {@link CAPTCHA_ALPHABET}. */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return out;
}

/**
 * Draws a captcha as SVG: each character a stroked path from {@link GLYPHS}, rotated, shifted and jittered,
 * over noise curves and dots. No text element carries the answer.
 * @param text - characters of {@link CAPTCHA_ALPHABET}
 * @returns the SVG document (132 x 44)
 */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const [x1, y1, x2, y2] = [rand(0, 20), rand(4, HEIGHT - 4), rand(WIDTH - 20, WIDTH), rand(4, HEIGHT - 4)];
    const [cx, cy] = [rand(30, WIDTH - 30), rand(-10, HEIGHT + 10)];
    parts.push(
      `<path d="M${fixed(x1)} ${fixed(y1)} Q${fixed(cx)} ${fixed(cy)} ${fixed(x2)} ${fixed(y2)}" stroke="hsl(${randomInt(0, 360)},45%,60%)" stroke-width="${fixed(rand(0.8, 1.6))}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 36; i++) {
    parts.push(
      `<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.6, 1.5))}" fill="hsl(${randomInt(0, 360)},40%,55%)"/>`,
    );
  }
  [...text].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`no captcha glyph for ${char}`);
    const originX = 8 + index * CELL + rand(-2, 3);
    const originY = 7 + rand(-3, 3);
    const angle = rand(-22, 22);
    const d = strokes
      .map(
        (stroke) =>
          'M' +
          stroke
            .map(([x, y]) => `${fixed(x * SCALE + rand(-0.7, 0.7))} ${fixed(y * SCALE + rand(-0.7, 0.7))}`)
            .join(' L'),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${fixed(originX)} ${fixed(originY)}) rotate(${fixed(angle)} 10 15)" d="${d}" stroke="hsl(${randomInt(200, 360)},60%,${randomInt(20, 38)}%)" stroke-width="${fixed(rand(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6f8"/>${parts.join('')}</svg>`;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const answerHash = (captchaId: string, answer: string): string =>
  sha256(`${captchaId}:${answer.trim().toUpperCase()}`);

/**
 * Issues a captcha: stores the answer's hash with its expiry and answers the image (spec 01 §7.4).
 * @returns the id, the SVG as a data URL and its lifetime in seconds
 */
export async function issueCaptcha(
  db: Db,
  clock: Clock,
): Promise<{ captchaId: string; image: string; expiresInSec: number }> {
  const captchaId = randomBytes(16).toString('base64url');
  const text = randomCaptchaText();
  const now = clock.now();
  await db.query(
    'INSERT INTO captchas (captcha_id, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [captchaId, answerHash(captchaId, text), new Date(now), new Date(now + CAPTCHA_TTL_MS)],
  );
  const svg = renderCaptchaSvg(text);
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresInSec: CAPTCHA_TTL_MS / 1000,
  };
}

/**
 * Checks an answer (spec 01 §7.3 checkKaptcha, §7.4 /remote/captcha/check). The captcha is used up by the
 * check whatever the answer (no second guess on the same image). A right answer earns a single-use ticket.
 * @throws GatewayError CaptchaWrong (FD1007) for a wrong, expired, used or unknown captcha
 */
export async function checkCaptcha(
  db: Db,
  clock: Clock,
  captchaId: string,
  answer: string,
): Promise<{ ticket: string; expiresInSec: number }> {
  const now = new Date(clock.now());
  const used = await db.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = $2 WHERE captcha_id = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING answer_hash`,
    [captchaId, now],
  );
  if (used[0]?.answer_hash !== answerHash(captchaId, answer)) throw new GatewayError(ErrorCode.CaptchaWrong);
  const ticket = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO captcha_tickets (ticket_hash, created_at, expires_at) VALUES ($1, $2, $3)', [
    sha256(ticket),
    now,
    new Date(now.getTime() + CAPTCHA_TICKET_TTL_MS),
  ]);
  return { ticket, expiresInSec: CAPTCHA_TICKET_TTL_MS / 1000 };
}

/**
 * Uses up a captcha ticket (one login or one code request).
 * @returns false when the ticket is unknown, used or expired
 */
export async function consumeCaptchaTicket(db: Db, clock: Clock, ticket: string): Promise<boolean> {
  const now = new Date(clock.now());
  const rows = await db.query(
    `UPDATE captcha_tickets SET used_at = $2 WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING 1`,
    [sha256(ticket), now],
  );
  return rows.length === 1;
}
