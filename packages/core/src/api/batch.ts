import { z } from 'zod';
import {
  batchImportSchema,
  batchPlaceCheckSchema,
  batchStatusSchema,
  batchTradeTypeSchema,
} from '../domain/batch.js';
import {
  defineCall,
  defineDownload,
  defineUpload,
  encryptedField,
  pageInfoSchema,
  paginationSchema,
  UPLOAD_MAX_BYTES,
} from './contract.js';

/**
 * Batch trading by spreadsheet (spec 02 §7 "batch Excel": importExcel multipart with a 2 minute timeout,
 * detail, place-order checks, batchPlaceOrderApply with the encrypted trade password, trade status,
 * download, cancel; spec 02 §2 multiBuy/multiSell). Every call is checked on the server for the
 * privilege `public_trans` plus `subs` (purchase) or `redemption` (redemption) by trade type.
 */

/** Most data rows one spreadsheet may hold (issue 4). */
export const BATCH_MAX_ROWS = 10_000;
/** Largest spreadsheet, bytes (issue 4: 10 MB). */
export const BATCH_MAX_BYTES = UPLOAD_MAX_BYTES;

const importId = z.string().min(1).max(64);
const batchSerialNo = z.string().min(1).max(64);

/**
 * The template of a batch spreadsheet: sheet 1 with the Chinese headers and one example row, sheet 2
 * 填写说明. Named 批量申购模板.xlsx / 批量赎回模板.xlsx.
 */
export const batchTemplate = defineDownload({
  name: 'batchTemplate',
  service: 'trade',
  path: 'pc/excel/batch/template',
  privilege: 'public_trans',
  request: z.object({ tradeType: batchTradeTypeSchema }),
});

/**
 * importExcel: reads an uploaded .xlsx as data (no formula evaluated; at most 10,000 rows and 10 MB),
 * checks every row and stores the import. Refusals: FD4701 not a spreadsheet, FD4702 no data row, FD4703
 * over 10,000 rows, FD4704 over 10 MB or expanding beyond the limit, FD4710 headers not the template's.
 * `defaultGroupId` is the account of rows whose 账户 cell is empty.
 */
export const importExcel = defineUpload({
  name: 'importExcel',
  service: 'trade',
  path: 'pc/excel/batch/importExcel',
  privilege: 'public_trans',
  fields: z.object({
    tradeType: batchTradeTypeSchema,
    defaultGroupId: z.string().min(1).max(32).optional(),
  }),
  response: batchImportSchema,
  maxBytes: BATCH_MAX_BYTES,
});

/** The stored import (as checked when imported). FD4707 when unknown or another person's. */
export const batchImportDetail = defineCall({
  name: 'batchImportDetail',
  service: 'trade',
  path: 'pc/excel/batch/detail',
  privilege: 'public_trans',
  request: z.object({ importId }),
  response: batchImportSchema,
});

/**
 * Place-order checks: re-checks every row now (buyability or redeemability, limits including the sum of
 * the file's rows per account and fund, holdings). FD4705 when rows are invalid and `onlyValid` is false;
 * FD4709 when nothing is placeable.
 */
export const batchPlaceOrderCheck = defineCall({
  name: 'batchPlaceOrderCheck',
  service: 'trade',
  path: 'pc/excel/batch/placeOrderCheck',
  privilege: 'public_trans',
  request: z.object({ importId, onlyValid: z.boolean().default(false) }),
  response: batchPlaceCheckSchema,
});

/**
 * batchPlaceOrderApply: places an import's rows as one batch, after the trade password (FD1100 with the
 * attempts left, A00070, A00076). Idempotent by importId: a repeat answers the same batchSerialNo (FD4708
 * when `onlyValid` differs). A file placed before needs `confirmDuplicate` (else FD4706).
 */
export const batchPlaceOrderApply = defineCall({
  name: 'batchPlaceOrderApply',
  service: 'trade',
  path: 'pc/excel/batch/batchPlaceOrderApply',
  privilege: 'public_trans',
  encryptedFields: ['tradePassword'],
  request: z.object({
    importId,
    tradePassword: encryptedField,
    onlyValid: z.boolean().default(false),
    confirmDuplicate: z.boolean().default(false),
  }),
  response: z.object({ batchSerialNo: z.string() }),
});

/** Trade status and progress of a batch (spreadsheet or cart) of the caller. FD4006 otherwise. */
export const batchTradeStatus = defineCall({
  name: 'batchTradeStatus',
  service: 'trade',
  path: 'pc/excel/batch/tradeStatus',
  privilege: 'public_trans',
  request: z.object({ batchSerialNo }),
  response: batchStatusSchema,
});

/**
 * The result spreadsheet: one row per spreadsheet row with its outcome (成功, 失败, 已撤销, 处理中, 未提交),
 * order number and reason. Named 批量交易结果_{organisation}_{yyyyMMddHHmmss}.xlsx.
 */
export const batchResultDownload = defineDownload({
  name: 'batchResultDownload',
  service: 'trade',
  path: 'pc/excel/batch/download',
  privilege: 'public_trans',
  request: z.object({ batchSerialNo }),
});

/**
 * Cancels the lines of a batch not placed yet (state 已撤销); orders already placed stay (cancel them one
 * by one with cancelTrade). Answers the batch status.
 */
export const batchCancel = defineCall({
  name: 'batchCancel',
  service: 'trade',
  path: 'pc/excel/batch/cancel',
  privilege: 'public_trans',
  request: z.object({ batchSerialNo }),
  response: batchStatusSchema,
});

/** Batch history of the caller in the session's organisation, newest first (cart batches included). */
export const batchList = defineCall({
  name: 'batchList',
  service: 'trade',
  path: 'pc/excel/query/batch/trade',
  privilege: 'public_trans',
  request: z.object({
    tradeType: batchTradeTypeSchema.optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(batchStatusSchema), pagination: pageInfoSchema }),
});
