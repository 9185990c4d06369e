import { batch, type GatewayError } from '@funddesk/core';
import type { EnvOption } from '../../context.js';
import type { Connection } from '../../client.js';
import type { BatchDeps } from './deps.js';
import { parseBatchSerialNo } from './options.js';
import { saveBatchResult } from './result.js';
import type { BatchStatus } from './types.js';
import { sleep, waitForBatch } from './wait.js';

/** Options of {@link batchStatus}. */
export interface BatchStatusOptions extends EnvOption {
  batchSerialNo: string;
  /** Poll until the batch is done, then save the result file. */
  wait?: boolean;
  /** Where the result file goes; without `--wait` it is saved only when given and the batch is done. */
  result?: string;
}

/** What `batch status` tells while it waits (print.ts prints it). */
export interface BatchStatusEvents {
  status?(status: BatchStatus): void | Promise<void>;
  retry?(error: GatewayError, attempt: number, max: number, delayMs: number): void;
  /** Waiting ended by a failure: the batch goes on; `batch status --wait` resumes. */
  interrupted?(batchSerialNo: string): void;
  done?(status: BatchStatus): void;
  resultSaved?(file: string): void;
}

/** What `batch status` found (the `--json` output). */
export interface BatchStatusOutcome {
  status: BatchStatus;
  resultFile: string | null;
  /** 1 when the batch is done and some orders failed or were cancelled, else 0. */
  exitCode: 0 | 1;
}

/** The exit code of a batch's status: 1 once done with failed or cancelled orders. */
export function statusExitCode(status: BatchStatus): 0 | 1 {
  if (status.orderStatus !== 'done') return 0;
  return status.failSize > 0 || status.cancelledSize > 0 ? 1 : 0;
}

/**
 * Polls a batch until it is done (batchTradeStatus every `deps.pollIntervalMs`, retrying a lost network
 * with `deps.retryDelaysMs`), reporting each status and retry, then `done`. When the retries run out the
 * batch goes on on the server: `interrupted` tells how to resume and the error is rethrown.
 * @returns the batch's final status
 * @throws GatewayError FD0499/FD0408 when the network stays down; FD4006 for a batch not the caller's
 */
export async function followBatch(
  connection: Connection,
  batchSerialNo: string,
  deps: BatchDeps,
  events: BatchStatusEvents,
): Promise<BatchStatus> {
  let status: BatchStatus;
  try {
    status = await waitForBatch({
      fetchStatus: () => connection.call(batch.batchTradeStatus, { batchSerialNo }),
      onStatus: (s) => events.status?.(s),
      onRetry: (error, attempt, max, delayMs) => events.retry?.(error, attempt, max, delayMs),
      sleep: deps.sleep ?? sleep,
      intervalMs: deps.pollIntervalMs,
      retryDelaysMs: deps.retryDelaysMs,
    });
  } catch (error) {
    events.interrupted?.(batchSerialNo);
    throw error;
  }
  events.done?.(status);
  return status;
}

/**
 * `funddesk batch status <batchSerialNo> [--wait]`: the batch's progress and counts (batchTradeStatus).
 * With `--wait` polls until done (the way to resume after `batch import` lost the network) and saves the
 * result file (batchResultDownload).
 * @throws UsageError for a malformed serial number; GatewayError FD4006 for a batch not found or not
 *   the caller's; FD0499/FD0408 when the network stays down
 */
export async function batchStatus(
  options: BatchStatusOptions,
  deps: BatchDeps,
  events: BatchStatusEvents = {},
): Promise<BatchStatusOutcome> {
  const batchSerialNo = parseBatchSerialNo(options.batchSerialNo);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const status = options.wait
    ? await followBatch(connection, batchSerialNo, deps, events)
    : await connection.call(batch.batchTradeStatus, { batchSerialNo });
  let resultFile: string | null = null;
  if (status.orderStatus === 'done' && (options.wait || options.result !== undefined)) {
    resultFile = await saveBatchResult(connection, batchSerialNo, options.result, deps.cwd ?? process.cwd());
    events.resultSaved?.(resultFile);
  }
  return { status, resultFile, exitCode: statusExitCode(status) };
}
