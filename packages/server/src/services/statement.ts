/**
 * Handlers of statements (对账单, issue 4 §3): request (spec 03 §7 exportStatementApply and /assetReport/
 * apply), list (spec 03 §2 dataService/statementsList), the months per account (asset/statementAccountDate),
 * and the /assetReport/ state, read marks and download. The files are generated files (spec 01 §4.8):
 * documentResult and GET pc/document/download serve them like any other.
 *
 * A statement is its requester's, like every generated file (docs/decisions.md "Statements").
 */
import { existsSync } from 'node:fs';
import {
  ErrorCode,
  GatewayError,
  periodOfDay,
  statement,
  type Statement,
  type StatementFormat,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { documentFile, requestDocuments } from '../documents/index.js';
import { boundsAt, type StatementParams } from '../documents/statements.js';
import { shanghaiDate } from '../market/index.js';
import { shanghaiIso } from '../trade/time.js';
import { pdfFontPath } from '../market/summaryPdf.js';
import { scopeGroups } from './asset.js';
import {
  downloadRoute,
  route,
  sessionGroup,
  sessionOf,
  type DownloadRoute,
  type HandlerContext,
  type Route,
} from './types.js';

const STATEMENT_COLUMNS = `s.serial_no, s.group_id, coalesce(g.corp_name, '') AS corp_name, s.period, s.format,
  d.status, d.file_name, d.created_at AS requested_at, d.finished_at,
  s.read_at IS NOT NULL AS read`;

const STATEMENT_FROM = `statements s JOIN documents d ON d.serial_no = s.serial_no
  LEFT JOIN organisations g ON g.group_id = s.group_id`;

interface StatementRow {
  serial_no: string;
  group_id: string;
  corp_name: string;
  period: string;
  format: StatementFormat;
  status: Statement['status'];
  file_name: string | null;
  requested_at: Date | string;
  finished_at: Date | string | null;
  read: boolean;
}

const toStatement = (r: StatementRow): Statement => ({
  serialNo: r.serial_no,
  groupId: r.group_id,
  corpName: r.corp_name,
  period: r.period,
  format: r.format,
  status: r.status,
  fileName: r.status === 'done' ? r.file_name : null,
  // ISO with the Asia/Shanghai offset, whole seconds (`2026-02-13T14:00:00+08:00`).
  requestedAt: shanghaiIso(r.requested_at, 'second'),
  finishedAt: r.finished_at === null ? null : shanghaiIso(r.finished_at, 'second'),
  read: r.read,
});

/**
 * Requests one statement per account of a month: checks the month (not after the current one), writes
 * the documents and their statements rows in one transaction and starts generating them.
 * @throws GatewayError StatementPeriodFuture (FD3603); PdfFontMissing (FD5001) for a PDF without the font
 */
async function requestStatements(
  ctx: HandlerContext,
  groupIds: readonly string[],
  period: string,
  format: StatementFormat,
): Promise<string[]> {
  const session = sessionOf(ctx);
  boundsAt(ctx.services.market, period, ctx.clock.now());
  // Refused now rather than failing in the background: a PDF needs the CJK font (issue 3 setup).
  if (format === 'pdf' && !existsSync(pdfFontPath())) throw new GatewayError(ErrorCode.PdfFontMissing);
  const items = groupIds.map((groupId) => ({
    kind: 'statement' as const,
    params: { groupId, period, format } satisfies StatementParams,
  }));
  return requestDocuments(
    ctx,
    { personId: session.personId, groupId: sessionGroup(ctx) },
    items,
    async (tx, serialNos) => {
      await tx.query(
        `INSERT INTO statements (serial_no, group_id, period, format)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
        [serialNos, groupIds, groupIds.map(() => period), groupIds.map(() => format)],
      );
    },
    'STM',
  );
}

/** Statements of `personId` by serial number, in the given order. */
async function statementsBySerial(
  db: Db,
  personId: string,
  serialNos: readonly string[],
): Promise<Statement[]> {
  const rows = await db.query<StatementRow>(
    `SELECT ${STATEMENT_COLUMNS} FROM ${STATEMENT_FROM} WHERE d.person_id = $1 AND s.serial_no = ANY($2::text[])`,
    [personId, serialNos],
  );
  const bySerial = new Map(rows.map((r) => [r.serial_no, toStatement(r)]));
  return serialNos.flatMap((s) => bySerial.get(s) ?? []);
}

/** One statement of `personId`. @throws GatewayError DocumentNotFound (FD3601) for another's or an unknown one */
async function ownStatement(db: Db, personId: string, serialNo: string): Promise<Statement> {
  const [found] = await statementsBySerial(db, personId, [serialNo]);
  if (!found) throw new GatewayError(ErrorCode.DocumentNotFound);
  return found;
}

/** Marks a statement read (first time only). */
async function markRead(db: Db, serialNo: string, nowMs: number): Promise<void> {
  await db.query('UPDATE statements SET read_at = $2 WHERE serial_no = $1 AND read_at IS NULL', [
    serialNo,
    new Date(nowMs),
  ]);
}

/** Handlers of the statement calls (issue 4 §3; spec 03 §2, §7). */
export const statementRoutes: Route[] = [
  /**
   * exportStatementApply (spec 03 §7, 01 §4.8): one statement per account (the session's organisation
   * without groupIds), each a generated file to poll and download.
   */
  route(statement.exportStatementApply, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const serialNos = await requestStatements(ctx, groupIds, request.period, request.format);
    return { list: await statementsBySerial(ctx.db, sessionOf(ctx).personId, serialNos) };
  }),

  /** The caller's statements, newest first; filtered by accounts (each one the caller's) and month. */
  route(statement.statementList, async (request, ctx) => {
    const session = sessionOf(ctx);
    const groupIds = request.groupIds?.length ? scopeGroups(ctx, request.groupIds) : [...session.groupIds];
    const params: unknown[] = [session.personId, groupIds];
    let where = 'd.person_id = $1 AND s.group_id = ANY($2::text[])';
    if (request.period) {
      params.push(request.period);
      where += ` AND s.period = $${params.length}`;
    }
    const [count] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${STATEMENT_FROM} WHERE ${where}`,
      params,
    );
    const { currentPage, pagesize } = request.pagination;
    const rows = await ctx.db.query<StatementRow>(
      `SELECT ${STATEMENT_COLUMNS} FROM ${STATEMENT_FROM} WHERE ${where}
       ORDER BY d.created_at DESC, s.serial_no DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pagesize, (currentPage - 1) * pagesize],
    );
    const totalRows = count?.n ?? 0;
    return {
      list: rows.map(toStatement),
      pagination: { currentPage, pagesize, pageCount: Math.ceil(totalRows / pagesize), totalRows },
    };
  }),

  /**
   * asset/statementAccountDate (spec 03 §7): per account, the month of its first confirmed trade (null
   * without one) and the current month.
   */
  route(statement.statementAccountDate, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const rows = await ctx.db.query<{ group_id: string; corp_name: string; first_day: string | null }>(
      `SELECT g.group_id, g.corp_name,
              (SELECT min(o.confirm_day)::text FROM orders o WHERE o.group_id = g.group_id AND o.status = 'confirmed')
                AS first_day
         FROM organisations g WHERE g.group_id = ANY($1::text[]) ORDER BY g.group_id`,
      [groupIds],
    );
    const lastPeriod = periodOfDay(shanghaiDate(ctx.clock.now()));
    return {
      list: rows.map((r) => ({
        groupId: r.group_id,
        corpName: r.corp_name,
        firstPeriod: r.first_day ? periodOfDay(r.first_day) : null,
        lastPeriod,
      })),
    };
  }),

  /** /assetReport/apply (spec 03 §7): one account's statement (the session's organisation by default). */
  route(statement.assetReportApply, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupId ? [request.groupId] : undefined);
    const [reportSerialNo] = await requestStatements(ctx, groupIds, request.period, request.format);
    if (!reportSerialNo) throw new GatewayError(ErrorCode.Internal);
    return { reportSerialNo };
  }),

  /** /assetReport/result (spec 03 §7): the report's state and file name. */
  route(statement.assetReportResult, async (request, ctx) => {
    const found = await ownStatement(ctx.db, sessionOf(ctx).personId, request.reportSerialNo);
    return { reportSerialNo: found.serialNo, status: found.status, fileName: found.fileName };
  }),

  /** /assetReport/readStatus (spec 03 §7): finished reports of the caller not read yet. */
  route(statement.assetReportReadStatus, async (_request, ctx) => {
    const session = sessionOf(ctx);
    const [row] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${STATEMENT_FROM}
        WHERE d.person_id = $1 AND d.status = 'done' AND s.read_at IS NULL AND s.group_id = ANY($2::text[])`,
      [session.personId, [...session.groupIds]],
    );
    return { unreadCount: row?.n ?? 0 };
  }),

  /** /assetReport/read (spec 03 §7): marks a report of the caller read. */
  route(statement.assetReportRead, async (request, ctx) => {
    const found = await ownStatement(ctx.db, sessionOf(ctx).personId, request.reportSerialNo);
    await markRead(ctx.db, found.serialNo, ctx.clock.now());
    return { reportSerialNo: found.serialNo, read: true };
  }),
];

/** Downloads of the statement calls: GET /assetReport/download (spec 03 §7), which marks the report read. */
export const statementDownloads: DownloadRoute[] = [
  downloadRoute(statement.assetReportDownload, async (request, ctx) => {
    const personId = sessionOf(ctx).personId;
    const found = await ownStatement(ctx.db, personId, request.reportSerialNo);
    const file = await documentFile(ctx.db, personId, found.serialNo);
    await markRead(ctx.db, found.serialNo, ctx.clock.now());
    return file;
  }),
];
