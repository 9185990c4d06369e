import { batch, t } from '@funddesk/core';
import type { Connection } from '../../client.js';
import { safeFileName, writeFileAt, writeNewFile } from './files.js';

/**
 * Downloads a batch's result spreadsheet (batchResultDownload: each row's outcome, order number and
 * reason) and writes it: to `path` when given (replacing an existing file: the user named it), else
 * under the gateway's file name (`批量交易结果_{organisation}_{yyyyMMddHHmmss}.xlsx`) in `dir`, never
 * replacing a file (`… (1).xlsx`).
 * @returns the absolute path written
 */
export async function saveBatchResult(
  connection: Connection,
  batchSerialNo: string,
  path: string | undefined,
  dir: string,
): Promise<string> {
  const file = await connection.download(batch.batchResultDownload, { batchSerialNo });
  if (path !== undefined) return writeFileAt(path, file.bytes, true);
  return writeNewFile(
    dir,
    safeFileName(file.fileName, t('cli.batch.resultFallbackName', { batchSerialNo })),
    file.bytes,
  );
}
