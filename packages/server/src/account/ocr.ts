import { spawn } from 'node:child_process';
import {
  ErrorCode,
  GatewayError,
  isLongTermWord,
  readDocumentDate,
  residentIdBirthDate,
  residentIdCheckCharacter,
  splitValidityText,
  t,
  type OcrCardType,
} from '@funddesk/core';

/**
 * OCR of the Chinese resident ID card (issue 15 §1; spec 01 §7.8 A/pc/card/ocr with ocrCardType sfzFrontOcr /
 * sfzBackOcr) with a real engine: Debian's tesseract-ocr and its simplified-Chinese data (chi_sim), installed
 * by scripts/setup-system.sh, run as a child process with a timeout. The image is checked by its content
 * first (JPEG or PNG magic bytes: a PDF renamed .jpg is refused), then read; an image in which no side of
 * an ID card is found is refused as rotated (tesseract's orientation detection says so), blurred (little or
 * low-confidence text) or not an ID card (readable text without the card's words).
 */

/** The media types an ID image may have, from its first bytes. */
export type IdImageType = 'image/jpeg' | 'image/png';

/** How long one tesseract run may take before the call answers OcrUnavailable (ms). */
export const OCR_TIMEOUT_MS = 30_000;

/** Mean word confidence (0-100) under which an image without the card's words counts as blurred. */
const BLURRED_CONFIDENCE = 60;
/** Fewer recognised characters than this (spaces aside) count as blurred. */
const BLURRED_MIN_CHARS = 8;

/**
 * The media type of an image from its magic bytes (JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`), or null
 * for anything else, whatever the file's name or declared type says.
 */
export function imageTypeOf(bytes: Uint8Array): IdImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/**
 * Runs tesseract on `image` with `args`, answering its stdout. `tolerateExit`: a non-zero exit answers the
 * output instead of failing (orientation detection exits 1 on a page with too few characters).
 */
function runTesseract(
  image: Uint8Array,
  args: readonly string[],
  timeoutMs: number,
  tolerateExit = false,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    const out: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.resume();
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new GatewayError(ErrorCode.OcrUnavailable, undefined, { cause: error }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') reject(new GatewayError(ErrorCode.OcrUnavailable));
      else if (code !== 0 && !tolerateExit) reject(new GatewayError(ErrorCode.OcrUnavailable));
      else resolve(Buffer.concat(out).toString('utf8'));
    });
    child.stdin.on('error', () => undefined); // a killed child closes its stdin early
    child.stdin.end(Buffer.from(image));
  });
}

/** What tesseract read: the lines (words joined without spaces) and the mean word confidence. */
export interface OcrText {
  lines: string[];
  meanConfidence: number;
}

/** Reads tesseract's TSV output into lines of text and the mean confidence of the words. */
export function readTsv(tsv: string): OcrText {
  const lines = new Map<string, string[]>();
  let total = 0;
  let words = 0;
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    if (text === '') continue;
    const key = `${cells[2]}.${cells[3]}.${cells[4]}`;
    lines.set(key, [...(lines.get(key) ?? []), text]);
    total += Number(cells[10]);
    words++;
  }
  return {
    lines: [...lines.values()].map((ws) => ws.join('')),
    meanConfidence: words === 0 ? 0 : total / words,
  };
}

/** The front fields read from an image (see core api ocrFrontSchema). */
export interface FrontFields {
  name: string;
  gender: string;
  nation: string;
  birthDate: string;
  address: string;
  credNumber: string;
}

/** The back fields read from an image (see core api ocrBackSchema). */
export interface BackFields {
  authority: string;
  validFrom: string;
  validTo: string;
}

const ID_NUMBER = /\d{17}[\dXx×]/;
const clean = (text: string) => text.replace(/\s+/g, '');
/**
 * A value without the marks OCR reads in the gap between a label and its value (quotes, colons, bars): the
 * leading and trailing characters that are neither Chinese, letters nor digits.
 */
const trimNoise = (text: string) =>
  text.replace(/^[^\p{Script=Han}\p{L}\p{N}]+/u, '').replace(/[^\p{Script=Han}\p{L}\p{N}]+$/u, '');

/** The text after `label` in the first line that has it (labels OCR may split with spaces: removed first). */
function after(lines: readonly string[], label: RegExp): { value: string; index: number } | null {
  for (let index = 0; index < lines.length; index++) {
    const match = label.exec(lines[index]!);
    if (match) return { value: lines[index]!.slice(match.index + match[0].length), index };
  }
  return null;
}

/**
 * The front fields of a card from OCR lines, or null when the lines are not a front: neither the label
 * 公民身份号码 nor an 18-character number with 姓名 is there.
 */
export function parseFront(rawLines: readonly string[]): FrontFields | null {
  // The synthetic test cards say 测试样本; a real card never does. Removed, not the line (it may share a line).
  const lines = rawLines.map((line) => clean(line).replace('测试样本', '')).filter((line) => line !== '');
  const numberLine = lines.findIndex((line) => ID_NUMBER.test(line) && /号码|身份/.test(line));
  const anyNumber = numberLine >= 0 ? numberLine : lines.findIndex((line) => ID_NUMBER.test(line));
  const nameAt = after(lines, /姓名/);
  if (numberLine < 0 && !(anyNumber >= 0 && nameAt)) return null;
  const credNumber = idNumberIn(lines[anyNumber]!);
  const genderAt = after(lines, /性别/);
  const [gender = '', nation = ''] = (genderAt?.value ?? '').split(/民族/);
  const birthLine = after(lines, /出生/)?.value ?? '';
  const birth = /(\d{4})年(\d{1,2})月(\d{1,2})日?/.exec(birthLine);
  // The birth date is printed twice: on its line and inside the number; the line wins, the number fills in.
  const birthDate =
    (birth ? readDocumentDate(`${birth[1]}-${birth[2]}-${birth[3]}`) : null) ??
    (residentIdCheckCharacter(credNumber.slice(0, 17)) === credNumber[17]
      ? residentIdBirthDate(credNumber)
      : null) ??
    '';
  const addressAt = after(lines, /住址/);
  let address = addressAt?.value ?? '';
  if (addressAt) {
    for (let i = addressAt.index + 1; i < anyNumber && i < lines.length; i++) address += lines[i];
  }
  return {
    name: trimNoise(nameAt?.value ?? ''),
    gender: trimNoise(gender).slice(0, 1),
    nation: trimNoise(nation),
    birthDate,
    address: trimNoise(address),
    credNumber,
  };
}

/**
 * The ID number in a line: among the 18-character runs of its digits (OCR may read part of the label as
 * digits), the first whose check character is right; else the first run; `x` and `×` read as `X`.
 */
function idNumberIn(line: string): string {
  const digits = line.replace(/[x×]/g, 'X').replace(/[^\dX]/g, '');
  let first = '';
  for (let i = 0; i + 18 <= digits.length; i++) {
    const candidate = digits.slice(i, i + 18);
    if (!/^\d{17}[\dX]$/.test(candidate)) continue;
    if (residentIdCheckCharacter(candidate.slice(0, 17)) === candidate[17]) return candidate;
    first ||= candidate;
  }
  return first;
}

/**
 * The back fields of a card from OCR lines, or null when the lines are not a back: neither 签发机关 nor
 * 有效期限 is there. The validity's dates become `YYYY-MM-DD`; a long-term end (长期/长期有效/永久) is kept as
 * written; a part not read is empty.
 */
export function parseBack(rawLines: readonly string[]): BackFields | null {
  const lines = rawLines.map(clean).filter((line) => line !== '');
  const authorityAt = after(lines, /签发机关/);
  const validityAt = after(lines, /有效期限?/);
  if (!authorityAt && !validityAt) return null;
  const parts = splitValidityText(trimNoise(validityAt?.value ?? ''));
  const end = parts?.validTo ?? '';
  const longTerm = ['长期有效', '长期', '永久'].find((word) => end.startsWith(word));
  return {
    authority: trimNoise(authorityAt?.value ?? ''),
    validFrom: parts ? (readDocumentDate(parts.validFrom) ?? '') : '',
    validTo: longTerm !== undefined && isLongTermWord(longTerm) ? longTerm : (readDocumentDate(end) ?? ''),
  };
}

/** The result of reading one side. */
export type OcrReading =
  | { side: 'front'; front: FrontFields; elapsedMs: number }
  | { side: 'back'; back: BackFields; elapsedMs: number };

/** The side's Chinese word for the refusals (人像面 / 国徽面). */
const sideWord = (type: OcrCardType) => t(type === 'sfzFrontOcr' ? 'idDoc.side.front' : 'idDoc.side.back');

/** What the OCR engine does: injectable so that tests may count calls or time out. */
export interface OcrEngine {
  /** TSV of tesseract `-l chi_sim --psm 6`. */
  recognise(image: Uint8Array): Promise<string>;
  /** Orientation (`Rotate: N` of `--psm 0`), in degrees; 0 when unknown. */
  orientation(image: Uint8Array): Promise<{ rotate: number; confidence: number }>;
}

/** The engine of this machine: tesseract as a child process, {@link OCR_TIMEOUT_MS} per run. */
export const tesseractEngine: OcrEngine = {
  recognise: (image) => runTesseract(image, ['-l', 'chi_sim', '--psm', '6', 'tsv'], OCR_TIMEOUT_MS),
  async orientation(image) {
    const text = await runTesseract(image, ['--psm', '0'], OCR_TIMEOUT_MS, true);
    const rotate = Number(/Rotate:\s*(\d+)/.exec(text)?.[1] ?? '0');
    const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(text)?.[1] ?? '0');
    return { rotate, confidence };
  },
};

/**
 * Reads one side of a resident ID card.
 * @param image - the uploaded bytes (already checked by {@link imageTypeOf})
 * @param type - the side asked for (spec 01 §7.8 ocrCardType)
 * @param now - the clock (ms) to time the reading
 * @throws GatewayError IdImageRotated (FD1205), IdImageBlurred (FD1204), IdImageNotCard (FD1203, `{side}`),
 *   OcrUnavailable (FD1212: tesseract missing or over {@link OCR_TIMEOUT_MS})
 */
export async function readIdCard(
  image: Uint8Array,
  type: OcrCardType,
  now: () => number,
  engine: OcrEngine = tesseractEngine,
): Promise<OcrReading> {
  const started = now();
  const text = readTsv(await engine.recognise(image));
  const front = type === 'sfzFrontOcr' ? parseFront(text.lines) : null;
  const back = type === 'sfzBackOcr' ? parseBack(text.lines) : null;
  if (front) return { side: 'front', front, elapsedMs: Math.round(now() - started) };
  if (back) return { side: 'back', back, elapsedMs: Math.round(now() - started) };
  const orientation = await engine.orientation(image);
  if (orientation.rotate !== 0 && orientation.confidence >= 1)
    throw new GatewayError(ErrorCode.IdImageRotated);
  const chars = text.lines.join('').length;
  if (chars < BLURRED_MIN_CHARS || text.meanConfidence < BLURRED_CONFIDENCE)
    throw new GatewayError(ErrorCode.IdImageBlurred);
  throw new GatewayError(ErrorCode.IdImageNotCard, undefined, { detail: { side: sideWord(type) } });
}
