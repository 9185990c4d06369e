import { z } from 'zod';
import {
  statementAccountDateSchema,
  statementFormatSchema,
  statementPeriodSchema,
  statementSchema,
  statementStatusSchema,
} from '../domain/statement.js';
import { defineCall, defineDownload, pageInfoSchema, paginationSchema } from './contract.js';

/** Statements requested at once: at most this many accounts (the contract's group-id list limit). */
export const STATEMENT_MAX_ACCOUNTS = 200;

const groupId = z.string().min(1).max(32);
const serialNo = z.string().min(1).max(64);

/**
 * exportStatementApply: requests the statements (对账单) of some accounts for one month, one generated
 * file per account (spec 03 §7 asset exports, 01 §4.8; issue 4 §3). Each answered statement's serialNo is
 * polled with documentResult every 3000 ms (at most 40 polls) and fetched with GET pc/document/download.
 * Without groupIds: the session's organisation. The format defaults to PDF.
 * Refusals: StatementPeriodFuture (FD3603) for a month after the current one; OrgForbidden (FD1004).
 */
export const exportStatementApply = defineCall({
  name: 'exportStatementApply',
  service: 'asset',
  path: 'pc/export/exportStatementApply',
  privilege: 'statements',
  request: z.object({
    groupIds: z.array(groupId).min(1).max(STATEMENT_MAX_ACCOUNTS).optional(),
    period: statementPeriodSchema,
    format: statementFormatSchema.default('pdf'),
  }),
  response: z.object({ list: z.array(statementSchema) }),
});

/**
 * statementList: the statements the caller requested, newest first, optionally for some accounts and one
 * month (spec 03 §2 dataService/statementsList).
 */
export const statementList = defineCall({
  name: 'statementList',
  service: 'asset',
  path: 'pc/statement/list',
  privilege: 'statements',
  request: z.object({
    groupIds: z.array(groupId).max(STATEMENT_MAX_ACCOUNTS).optional(),
    period: statementPeriodSchema.optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(statementSchema), pagination: pageInfoSchema }),
});

/**
 * asset/statementAccountDate: per account, the months a statement can be asked for — from the month of the
 * first confirmed trade to the current month (spec 03 §7).
 */
export const statementAccountDate = defineCall({
  name: 'statementAccountDate',
  service: 'asset',
  path: 'asset/statementAccountDate',
  privilege: 'statements',
  request: z.object({ groupIds: z.array(groupId).max(STATEMENT_MAX_ACCOUNTS).optional() }),
  response: z.object({ list: z.array(statementAccountDateSchema) }),
});

/**
 * /assetReport/apply: one account's statement of a month as an asset report (spec 03 §7 support and
 * reports); the same document as exportStatementApply, named by reportSerialNo.
 */
export const assetReportApply = defineCall({
  name: 'assetReportApply',
  service: 'support',
  path: 'assetReport/apply',
  privilege: 'statements',
  timeout: 'download',
  request: z.object({
    groupId: groupId.optional(),
    period: statementPeriodSchema,
    format: statementFormatSchema.default('pdf'),
  }),
  response: z.object({ reportSerialNo: serialNo }),
});

/** /assetReport/result: the state of an asset report (spec 03 §7; polled like spec 01 §4.8). */
export const assetReportResult = defineCall({
  name: 'assetReportResult',
  service: 'support',
  path: 'assetReport/result',
  privilege: 'statements',
  request: z.object({ reportSerialNo: serialNo }),
  response: z.object({
    reportSerialNo: serialNo,
    status: statementStatusSchema,
    fileName: z.string().nullable(),
  }),
});

/** /assetReport/readStatus: how many finished asset reports the caller has not read yet (spec 03 §7). */
export const assetReportReadStatus = defineCall({
  name: 'assetReportReadStatus',
  service: 'support',
  path: 'assetReport/readStatus',
  privilege: 'statements',
  request: z.object({}),
  response: z.object({ unreadCount: z.number().int().min(0) }),
});

/** /assetReport/read: marks an asset report read (spec 03 §7); downloading it does too. */
export const assetReportRead = defineCall({
  name: 'assetReportRead',
  service: 'support',
  path: 'assetReport/read',
  privilege: 'statements',
  request: z.object({ reportSerialNo: serialNo }),
  response: z.object({ reportSerialNo: serialNo, read: z.boolean() }),
});

/** GET /assetReport/download?reportSerialNo=: the report file (spec 03 §7; 5-minute timeout); marks it read. */
export const assetReportDownload = defineDownload({
  name: 'assetReportDownload',
  service: 'support',
  path: 'assetReport/download',
  privilege: 'statements',
  request: z.object({ reportSerialNo: serialNo }),
});
