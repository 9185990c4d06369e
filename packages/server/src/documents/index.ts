/**
 * Generated files (spec 01 §4.8): a request inserts a `documents` row in state `processing` and answers its
 * serial number at once; the file is produced in the background and the row marked `done` (with the bytes)
 * or `failed` in one transaction; clients poll the state and download the file. Rows left `processing` by
 * a stopped process are produced again when the next one starts ({@link startDocumentJobs}).
 *
 * Several instances may resume the same row; the final update only applies while the row is still
 * `processing`, so the first finished copy wins and the others are dropped (DESIGN §10).
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError, shanghaiStamp, t, type DownloadedFile } from '@funddesk/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import type { ServerServices } from '../serverServices.js';
import type { Clock } from '../types.js';
import { queryTradeRecords, renderTradeRecordsXlsx, tradeRecordFiltersSchema } from './tradeRecords.js';
import { renderStatementDocument } from './statements.js';

/** What a background job needs: the database, the clock and the shared services. */
export interface DocumentJobContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly services: ServerServices;
  /** Where job failures are reported (default: nowhere; the row says `failed`). */
  readonly log?: (error: unknown, serialNo: string) => void;
}

/** A documents row as a renderer sees it. */
export interface DocumentRequest {
  readonly serialNo: string;
  readonly personId: string;
  readonly groupId: string;
  readonly params: unknown;
  /** When the file was requested (epoch ms). */
  readonly createdAt: number;
}

/** Produces one kind of file from its request. */
export type DocumentRenderer = (request: DocumentRequest, ctx: DocumentJobContext) => Promise<DownloadedFile>;

/** xlsx media type. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The trade records export (spec 03 §7 exportTradeRecordsApply): the orders matching the stored filters,
 * named `交易记录_{organisation}_{request time}.xlsx`.
 */
const renderTradeRecords: DocumentRenderer = async (request, ctx) => {
  const filters = tradeRecordFiltersSchema.parse(request.params);
  const { list } = await queryTradeRecords(ctx.db, ctx.services.market, filters, request.createdAt);
  const [org] = await ctx.db.query<{ corp_name: string }>(
    'SELECT corp_name FROM organisations WHERE group_id = $1',
    [request.groupId],
  );
  const fileName = t('server.export.tradeRecords.fileName', {
    org: org?.corp_name ?? request.groupId,
    time: shanghaiStamp(request.createdAt),
  });
  const bytes = await renderTradeRecordsXlsx(list, new Date(request.createdAt));
  return { bytes, fileName, contentType: XLSX_CONTENT_TYPE };
};

/** Renderers by document kind. */
export const documentRenderers: Readonly<Record<string, DocumentRenderer>> = {
  tradeRecords: renderTradeRecords,
  /** A statement of one account and month (issue 4 §3; documents/statements.ts). */
  statement: (request, ctx) => renderStatementDocument(request, ctx),
};
/** A document kind with a renderer. */
export type DocumentKind = 'tradeRecords' | 'statement';

/** Jobs running in this process, per database (so that close can wait for them). */
const running = new WeakMap<Db, Map<string, Promise<void>>>();

function jobsOf(db: Db): Map<string, Promise<void>> {
  let jobs = running.get(db);
  if (!jobs) {
    jobs = new Map();
    running.set(db, jobs);
  }
  return jobs;
}

/** A new serial number: `DOC` + Shanghai time `yyyyMMddHHmmss` + 8 random hex digits. */
function newSerialNo(nowMs: number): string {
  return `DOC${shanghaiStamp(nowMs)}${randomBytes(4).toString('hex')}`;
}

/**
 * Produces one document and marks it done or failed (each in one transaction). Does nothing when the row
 * is no longer `processing`.
 */
async function runDocument(ctx: DocumentJobContext, serialNo: string): Promise<void> {
  const [row] = await ctx.db.query<{
    person_id: string;
    group_id: string;
    kind: string;
    params: unknown;
    created_ms: string;
  }>(
    `SELECT person_id, group_id, kind, params, (extract(epoch FROM created_at) * 1000)::bigint::text AS created_ms
     FROM documents WHERE serial_no = $1 AND status = 'processing'`,
    [serialNo],
  );
  if (!row) return;
  const params: unknown = typeof row.params === 'string' ? JSON.parse(row.params) : row.params;
  const request: DocumentRequest = {
    serialNo,
    personId: row.person_id,
    groupId: row.group_id,
    params,
    createdAt: Number(row.created_ms),
  };
  let file: DownloadedFile;
  try {
    const renderer = documentRenderers[row.kind];
    if (!renderer) throw new Error(`no renderer for document kind ${row.kind}`);
    file = await renderer(request, ctx);
  } catch (error) {
    ctx.log?.(error, serialNo);
    await ctx.db.transaction((tx) =>
      tx.query(
        `UPDATE documents SET status = 'failed', finished_at = $2 WHERE serial_no = $1 AND status = 'processing'`,
        [serialNo, new Date(ctx.clock.now())],
      ),
    );
    return;
  }
  await ctx.db.transaction((tx) =>
    tx.query(
      `UPDATE documents SET status = 'done', file_name = $2, content_type = $3, content = $4, finished_at = $5
       WHERE serial_no = $1 AND status = 'processing'`,
      [serialNo, file.fileName, file.contentType, file.bytes, new Date(ctx.clock.now())],
    ),
  );
}

/** Starts the job of a document in the background unless this process already runs it. */
function startJob(ctx: DocumentJobContext, serialNo: string): void {
  const jobs = jobsOf(ctx.db);
  if (jobs.has(serialNo)) return;
  const job = runDocument(ctx, serialNo)
    .catch((error: unknown) => ctx.log?.(error, serialNo))
    .finally(() => jobs.delete(serialNo));
  jobs.set(serialNo, job);
}

/**
 * Requests a generated file: inserts its row (`processing`), starts producing it in the background and
 * answers the serial number to poll (spec 01 §4.8).
 *
 * @param params - the kind's parameters, stored as jsonb so that a restart can produce the file again
 */
export async function requestDocument(
  ctx: DocumentJobContext,
  owner: { personId: string; groupId: string },
  kind: DocumentKind,
  params: unknown,
): Promise<string> {
  const now = ctx.clock.now();
  const serialNo = newSerialNo(now);
  await ctx.db.query(
    `INSERT INTO documents (serial_no, person_id, group_id, kind, params, status, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, 'processing', $6)`,
    [serialNo, owner.personId, owner.groupId, kind, JSON.stringify(params), new Date(now)],
  );
  startJob(ctx, serialNo);
  return serialNo;
}

/**
 * Requests several generated files at once: their rows (and whatever `alongside` writes, e.g. rows naming
 * them) are written in one transaction, so a failure leaves none of them; then each is started.
 *
 * @param prefix - the serial numbers' prefix (default `DOC`)
 * @returns the serial numbers, in the order of `items`
 */
export async function requestDocuments(
  ctx: DocumentJobContext,
  owner: { personId: string; groupId: string },
  items: readonly { kind: DocumentKind; params: unknown }[],
  alongside?: (tx: Db, serialNos: readonly string[]) => Promise<void>,
  prefix = 'DOC',
): Promise<string[]> {
  const now = ctx.clock.now();
  const serialNos = items.map(() => `${prefix}${newSerialNo(now).slice(3)}`);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO documents (serial_no, person_id, group_id, kind, params, status, created_at)
       SELECT s.serial_no, $2, $3, s.kind, s.params::jsonb, 'processing', $4
         FROM unnest($1::text[], $5::text[], $6::text[]) AS s(serial_no, kind, params)`,
      [
        serialNos,
        owner.personId,
        owner.groupId,
        new Date(now),
        items.map((i) => i.kind),
        items.map((i) => JSON.stringify(i.params)),
      ],
    );
    await alongside?.(tx, serialNos);
  });
  for (const serialNo of serialNos) startJob(ctx, serialNo);
  return serialNos;
}

/** Status of a generated file (spec 01 §4.8), as the contract's documentResult answers it. */
export interface DocumentStatus {
  serialNo: string;
  status: 'processing' | 'done' | 'failed';
  docId: string | null;
  fileName: string | null;
}

/**
 * The state of a document of `personId`.
 * @throws GatewayError DocumentNotFound (FD3601) for an unknown serial or a document of another person
 */
export async function documentStatus(db: Db, personId: string, serialNo: string): Promise<DocumentStatus> {
  const [row] = await db.query<{ status: DocumentStatus['status']; file_name: string | null }>(
    'SELECT status, file_name FROM documents WHERE serial_no = $1 AND person_id = $2',
    [serialNo, personId],
  );
  if (!row) throw new GatewayError(ErrorCode.DocumentNotFound);
  return {
    serialNo,
    status: row.status,
    docId: row.status === 'done' ? serialNo : null,
    fileName: row.status === 'done' ? row.file_name : null,
  };
}

/**
 * The bytes of a finished document of `personId` (spec 03 §7 GET pc/document/download).
 * @throws GatewayError DocumentNotFound (FD3601) for an unknown serial or another person's document;
 *   DocumentNotReady (FD3602) while it is processing or when it failed
 */
export async function documentFile(db: Db, personId: string, serialNo: string): Promise<DownloadedFile> {
  const [row] = await db.query<{
    status: string;
    file_name: string | null;
    content_type: string | null;
    content: Uint8Array | null;
  }>(
    'SELECT status, file_name, content_type, content FROM documents WHERE serial_no = $1 AND person_id = $2',
    [serialNo, personId],
  );
  if (!row) throw new GatewayError(ErrorCode.DocumentNotFound);
  if (row.status !== 'done' || !row.content || !row.file_name || !row.content_type) {
    throw new GatewayError(ErrorCode.DocumentNotReady);
  }
  return { bytes: new Uint8Array(row.content), fileName: row.file_name, contentType: row.content_type };
}

/**
 * Produces again every document left `processing` (by a stopped process). Starts the jobs and returns
 * their serial numbers without waiting for them.
 */
export async function resumeDocuments(ctx: DocumentJobContext): Promise<string[]> {
  const rows = await ctx.db.query<{ serial_no: string }>(
    "SELECT serial_no FROM documents WHERE status = 'processing' ORDER BY created_at",
  );
  for (const r of rows) startJob(ctx, r.serial_no);
  return rows.map((r) => r.serial_no);
}

/** Waits until every document job of this process on `db` has finished. */
export async function settleDocuments(db: Db): Promise<void> {
  const jobs = running.get(db);
  while (jobs && jobs.size > 0) await Promise.allSettled([...jobs.values()]);
}

/**
 * Wires generated files into an app: resumes `processing` documents when the app is ready and waits for
 * running jobs when it closes. Call once in buildApp (the one line in app.ts).
 */
export function startDocumentJobs(app: FastifyInstance, ctx: Omit<DocumentJobContext, 'log'>): void {
  const jobCtx: DocumentJobContext = {
    ...ctx,
    log: (error, serialNo) => app.log.error({ err: error, serialNo }),
  };
  app.addHook('onReady', async () => {
    await resumeDocuments(jobCtx);
  });
  app.addHook('onClose', async () => {
    await settleDocuments(ctx.db);
  });
}
