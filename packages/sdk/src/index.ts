/**
 * @funddesk/sdk — the documented, stable Node API of FundDesk for scripts (issue 18 §1; docs/sdk.md).
 * A thin layer over core's one gateway client: the contract's types, the catalogue's coded errors
 * ({@link GatewayError}), idempotency keys, waits with progress and cancellation.
 */
export {
  createClient,
  type ClientOptions,
  type FundDeskClient,
  type LoginInfo,
  type LoginOptions,
  type OrderFilters,
  type Organisation,
  type PurchaseLine,
  type WaitOptions,
} from './client.js';
export { batchWorkbook, type BatchRowInput } from './workbook.js';
export {
  ErrorCode,
  GatewayError,
  type BatchImport,
  type BatchStatus,
  type DownloadedFile,
  type Order,
  type Statement,
} from '@funddesk/core';
/** The gateway contract (every call's definition), for {@link FundDeskClient.call}. */
export * as contract from './contract.js';
