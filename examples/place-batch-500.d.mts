import type { BatchStatus } from '@funddesk/sdk';
/** Fund codes of the example's rows. */
export declare const FUNDS: string[];
/** The example's rows: FUNDS in turn, 1,000 + i yuan. */
export declare function purchaseRows(count?: number): { fundCode: string; amount: number; remark: string }[];
/** Places the batch, waits, writes the result file (see place-batch-500.mjs). */
export declare function run(options: {
  baseUrl: string;
  loginName: string;
  password: string;
  tradePassword: string;
  out: string;
  rows?: number;
  pollIntervalMs?: number;
  onProgress?: (status: BatchStatus) => void;
}): Promise<{
  batchSerialNo: string;
  importId: string;
  total: number;
  success: number;
  failed: number;
  file: string;
}>;
