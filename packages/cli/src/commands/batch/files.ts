import { BATCH_MAX_BYTES } from '@funddesk/core';
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { CliError, ExitCode, UsageError } from '../../errors.js';

/** The largest spreadsheet the gateway accepts (issue 4 batch contract: 10 MB, FD4704). */
export const MAX_SPREADSHEET_BYTES = BATCH_MAX_BYTES;

/** A spreadsheet read from disk, ready to upload. */
export interface Spreadsheet {
  /** The path as resolved from the current directory. */
  path: string;
  /** The file's own name (the upload's file name). */
  name: string;
  bytes: Uint8Array;
}

/**
 * Reads the spreadsheet to import: it must be a readable `.xlsx` file of at most
 * {@link MAX_SPREADSHEET_BYTES}. The contents are checked by the gateway (FD4701 unreadable, FD4710 header).
 * @throws UsageError (exit 2) for a missing, non-xlsx or too large file
 */
export async function readSpreadsheet(path: string): Promise<Spreadsheet> {
  const full = resolve(path);
  if (extname(full).toLowerCase() !== '.xlsx')
    throw new UsageError('cli.batch.error.notXlsx', { file: path });
  let size: number;
  try {
    const info = await stat(full);
    if (!info.isFile()) throw new UsageError('cli.batch.error.notAFile', { file: path });
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError('cli.batch.error.fileMissing', { file: path });
  }
  if (size > MAX_SPREADSHEET_BYTES) {
    throw new UsageError('cli.batch.error.tooLarge', {
      file: path,
      maxMb: MAX_SPREADSHEET_BYTES / 1024 / 1024,
    });
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(full);
  } catch {
    throw new UsageError('cli.batch.error.fileMissing', { file: path });
  }
  return {
    path: full,
    name: basename(full),
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
  };
}

/**
 * A file name the gateway suggested, made safe to create in a directory: its last path segment only,
 * control characters and the characters Windows forbids replaced by `_`; `fallback` when nothing is left.
 */
export function safeFileName(suggested: string, fallback: string): string {
  const last = suggested.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = last.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** `name (n).ext`: the n-th alternative of a file name that is taken. */
export function numberedName(name: string, n: number): string {
  const ext = extname(name);
  return `${name.slice(0, name.length - ext.length)} (${n})${ext}`;
}

function isExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EEXIST';
}

function writeFailed(file: string, error: unknown): CliError {
  const message = error instanceof Error ? error.message : String(error);
  return new CliError(ExitCode.Failed, 'cli.batch.error.write', { file, message });
}

/**
 * Writes `bytes` to `path`. Without `force` an existing file is refused (exit 2), so a template never
 * replaces a filled-in spreadsheet by accident.
 * @returns the absolute path written
 */
export async function writeFileAt(path: string, bytes: Uint8Array, force: boolean): Promise<string> {
  const full = resolve(path);
  try {
    await writeFile(full, bytes, { flag: force ? 'w' : 'wx' });
  } catch (error) {
    if (isExists(error)) throw new UsageError('cli.batch.error.fileExists', { file: path });
    throw writeFailed(path, error);
  }
  return full;
}

/**
 * Writes `bytes` under `name` in `dir` without replacing anything: a taken name becomes `name (1).xlsx`,
 * `name (2).xlsx` … (created exclusively, so two runs never write the same file).
 * @returns the absolute path written
 */
export async function writeNewFile(dir: string, name: string, bytes: Uint8Array): Promise<string> {
  for (let n = 0; n < 1000; n += 1) {
    const full = resolve(join(dir, n === 0 ? name : numberedName(name, n)));
    let handle;
    try {
      handle = await open(full, 'wx');
    } catch (error) {
      if (isExists(error)) continue;
      throw writeFailed(full, error);
    }
    try {
      await handle.writeFile(bytes);
    } catch (error) {
      throw writeFailed(full, error);
    } finally {
      await handle.close();
    }
    return full;
  }
  throw writeFailed(join(dir, name), new Error('EEXIST'));
}
