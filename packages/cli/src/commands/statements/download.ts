import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { asset, statement } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';
import { safeFileName, writeNewFile } from '../batch/files.js';
import { parseStatementSerialNo } from './options.js';

/** Options of {@link statementsDownload}, as typed on the command line. */
export interface StatementsDownloadOptions extends EnvOption {
  serialNo: string;
  /** Directory to save in; the current directory when absent. */
  output?: string;
}

/** The saved file. */
export interface StatementsDownloadResult {
  serialNo: string;
  fileName: string;
  /** Absolute path written. */
  path: string;
  bytes: number;
  contentType: string;
}

/** What {@link statementsDownload} needs besides {@link CommandDeps}: the directory relative paths start in. */
export interface StatementsDownloadDeps extends CommandDeps {
  cwd?: string;
}

/**
 * `funddesk statements download <serialNo> [-o dir]`: fetches a finished statement with GET
 * pc/document/download (spec 03 §7, 01 §4.8) and saves it under the gateway's file name
 * (`对账单_{organisation}_{YYYY-MM}.pdf`), never replacing a file (a taken name becomes `name (1).pdf`);
 * then marks it read (/assetReport/read).
 * @throws UsageError (exit 2) for a bad serial number or a missing directory; GatewayError FD3601 for an
 *   unknown statement or another person's, FD3602 while it is processing or when it failed (exit 1)
 */
export async function statementsDownload(
  options: StatementsDownloadOptions,
  deps: StatementsDownloadDeps,
): Promise<StatementsDownloadResult> {
  const serialNo = parseStatementSerialNo(options.serialNo);
  const dir = resolve(deps.cwd ?? process.cwd(), options.output ?? '.');
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory())
    throw new UsageError('cli.statements.error.outputNotDir', { dir: options.output ?? dir });
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const file = await connection.download(asset.documentDownload, { serialNo });
  const fileName = safeFileName(file.fileName, `${serialNo}.pdf`);
  const path = await writeNewFile(dir, fileName, file.bytes);
  // The read mark is a convenience: the file is saved whether or not it could be set.
  await connection.call(statement.assetReportRead, { reportSerialNo: serialNo }).catch(() => undefined);
  return { serialNo, fileName, path, bytes: file.bytes.length, contentType: file.contentType };
}
