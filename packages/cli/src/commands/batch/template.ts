import { batch, t, type MessageKey } from '@funddesk/core';
import { join } from 'node:path';
import type { EnvOption } from '../../context.js';
import type { BatchDeps } from './deps.js';
import { safeFileName, writeFileAt } from './files.js';
import { parseTradeType, type BatchTradeType } from './options.js';

/** Options of {@link batchTemplate}. */
export interface BatchTemplateOptions extends EnvOption {
  /** Where to save; the gateway's file name (批量申购模板.xlsx) in the current directory by default. */
  file?: string;
  /** `purchase` (default) or `redemption`. */
  type?: string;
  /** Replace an existing file. */
  force?: boolean;
}

/** What `batch template` saved. */
export interface BatchTemplateResult {
  tradeType: BatchTradeType;
  /** Absolute path written. */
  file: string;
  bytes: number;
}

/** The template's name when the gateway does not send one (the gateway's own catalogue names). */
const fallbackName: Readonly<Record<BatchTradeType, MessageKey>> = {
  purchase: 'batch.template.fileName.purchase',
  redemption: 'batch.template.fileName.redemption',
};

/**
 * `funddesk batch template [file]`: downloads the batch template (batchTemplate: the Chinese header row,
 * an example row and a 填写说明 sheet) and saves it. An existing file is kept unless `--force`.
 * @throws UsageError for a bad `--type` or an existing file; GatewayError FD1003 without the privilege
 */
export async function batchTemplate(
  options: BatchTemplateOptions,
  deps: BatchDeps,
): Promise<BatchTemplateResult> {
  const tradeType = parseTradeType(options.type);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const file = await connection.download(batch.batchTemplate, { tradeType });
  const path =
    options.file ?? join(deps.cwd ?? process.cwd(), safeFileName(file.fileName, t(fallbackName[tradeType])));
  const written = await writeFileAt(path, file.bytes, options.force === true);
  return { tradeType, file: written, bytes: file.bytes.length };
}
