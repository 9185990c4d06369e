/**
 * 双录 on the server (issue 13 §5; spec 02 §2 /double-record, §4, §5, §7 doubleRecordUpload): opening a deal's
 * record, capture links, the capture steps (certificate image, identity check, recording) by link token, the
 * review, and the deal flow's question `doubleRecordStatusOf(db, dealId)`. Every step checks the token (or the
 * session, organisation and privilege), the record's state (core doubleRecordTransition) and the file's bytes
 * (core sniffMediaType), and records who, when, from where and what in double_record_events (migration 0026).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTURE_LINK_TTL_MS,
  DOUBLE_RECORD_MIN_DURATION_MS,
  DOUBLE_RECORD_VIDEO_MAX_BYTES,
  doubleRecord as api,
  doubleRecordAllowsDeal,
  doubleRecordRequired,
  doubleRecordTransition,
  ErrorCode,
  FACE_CHECK_MAX_FAILURES,
  FACE_FRAME_MIN_BYTES,
  GatewayError,
  infoIsFull,
  missingCardFields,
  sniffMediaType,
  t,
  toYuan,
  type CaptureInfo,
  type DoubleRecordEvent,
  type DoubleRecordReviewRow,
  type DoubleRecordStatus,
  type CertificateFields,
  type DrInvestorType,
  type CallDef,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import {
  downloadRoute,
  groupSessionOf,
  route,
  uploadRoute,
  type BeforeBodyCheck,
  type Clock,
  type DownloadRoute,
  type HandlerContext,
  type Route,
  type UploadedFile,
  type UploadRoute,
} from '../services/types.js';

/** What a deal's flow gives {@link openDoubleRecord}: the deal, its investor and product. */
export interface OpenDoubleRecordInput {
  readonly dealId: string;
  /** The deal's type (reserve, rdm, other: spec 02 §2 deal detail routes). */
  readonly dealType: string;
  readonly groupId: string;
  /** The person who placed the deal (the one who records). */
  readonly personId: string;
  readonly productId: string;
  readonly productName: string;
  /** The deal's amount in yuan (decimal text). */
  readonly amountYuan: string;
  /** The investor's recognised type ('1' private, '2' professional, '3' asset-management), null when none. */
  readonly investorType: DrInvestorType | null;
  /** The product's risk code zxfxdj_1 … zxfxdj_5. */
  readonly productRiskLevel: string;
}

/**
 * Opens the double record of a deal when core doubleRecordRequired says the deal needs one (P2's deal flow
 * calls it when a deal is created; idempotent by deal id: a second call answers the existing record).
 * @returns `required` and the record's id (null when none is needed)
 * @see spec 02 §4; issue 13 §5
 */
export async function openDoubleRecord(
  db: Db,
  clock: Clock,
  input: OpenDoubleRecordInput,
): Promise<{ required: boolean; doubleRecordId: string | null }> {
  const required = doubleRecordRequired(
    { investorType: input.investorType },
    { riskLevel: input.productRiskLevel },
  );
  if (!required) return { required, doubleRecordId: null };
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ double_record_id: string }>(
      'SELECT double_record_id FROM double_records WHERE deal_id = $1',
      [input.dealId],
    );
    if (existing) return { required, doubleRecordId: existing.double_record_id };
    const id = `DR${clock.now()}${randomBytes(3).toString('hex')}`;
    const at = new Date(clock.now());
    await tx.query(
      `INSERT INTO double_records (double_record_id, deal_id, deal_type, group_id, person_id, product_id, product_name,
         amount, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $9)`,
      [
        id,
        input.dealId,
        input.dealType,
        input.groupId,
        input.personId,
        input.productId,
        input.productName,
        toYuan(input.amountYuan),
        at,
      ],
    );
    await recordEvent(tx, {
      id,
      at,
      actor: input.personId,
      via: 'server',
      ip: null,
      event: 'open',
      from: null,
      to: 'pending',
    });
    return { required, doubleRecordId: id };
  });
}

/** A deal's double recording as the deal flow needs it (see {@link doubleRecordStatusOf}). */
export interface DealDoubleRecordStatus {
  /** Whether the deal has a double record (one was opened because the deal needs it). */
  readonly required: boolean;
  /** The record's state, `notRequired` without a record. */
  readonly status: DoubleRecordStatus | 'notRequired';
  readonly doubleRecordId: string | null;
  /** core doubleRecordAllowsDeal: passed, or not required. */
  readonly allowsDeal: boolean;
  /** The review's reason when rejected. */
  readonly reviewReason: string | null;
}

/**
 * Where a deal's double recording stands, for the deal flow before it proceeds (issue 13: P2's deals call it).
 * A deal without a record (none opened by {@link openDoubleRecord}) is `notRequired`.
 * @see spec 02 §4; issue 13 §5
 */
export async function doubleRecordStatusOf(db: Db, dealId: string): Promise<DealDoubleRecordStatus> {
  const [row] = await db.query<{
    double_record_id: string;
    status: DoubleRecordStatus;
    review_reason: string | null;
  }>('SELECT double_record_id, status, review_reason FROM double_records WHERE deal_id = $1', [dealId]);
  if (!row)
    return {
      required: false,
      status: 'notRequired',
      doubleRecordId: null,
      allowsDeal: true,
      reviewReason: null,
    };
  return {
    required: true,
    status: row.status,
    doubleRecordId: row.double_record_id,
    allowsDeal: doubleRecordAllowsDeal(row.status),
    reviewReason: row.review_reason,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Internals
// ---------------------------------------------------------------------------------------------------------------

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

interface RecordRow {
  double_record_id: string;
  deal_id: string;
  deal_type: string;
  group_id: string;
  person_id: string;
  product_id: string;
  product_name: string;
  amount: string;
  status: DoubleRecordStatus;
  face_failures: number;
  card_failures: number;
  review_reason: string | null;
}

const RECORD_COLUMNS = `r.double_record_id, r.deal_id, r.deal_type, r.group_id, r.person_id, r.product_id,
  r.product_name, r.amount::text AS amount, r.status, r.face_failures, r.card_failures, r.review_reason`;

/** A record reached by its capture link, with the link's person and expiry. */
interface LinkedRecord {
  readonly record: RecordRow;
  /** The person the link was issued to (the actor of every capture step). */
  readonly personId: string;
  readonly expiresAt: number;
}

/**
 * The record of a capture link's token, locked for update inside a transaction.
 * @throws GatewayError DoubleRecordNotFound (FD4860) unknown token; DoubleRecordLinkExpired (FD4861) expired
 */
async function recordByToken(db: Db, clock: Clock, token: string, lock: boolean): Promise<LinkedRecord> {
  const [row] = await db.query<RecordRow & { link_person_id: string; expires_at: Date }>(
    `SELECT ${RECORD_COLUMNS}, l.person_id AS link_person_id, l.expires_at
       FROM double_record_links l JOIN double_records r ON r.double_record_id = l.double_record_id
      WHERE l.token_hash = $1${lock ? ' FOR UPDATE OF r' : ''}`,
    [sha256(token)],
  );
  if (!row) throw new GatewayError(ErrorCode.DoubleRecordNotFound);
  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt <= clock.now()) throw new GatewayError(ErrorCode.DoubleRecordLinkExpired);
  return { record: row, personId: row.link_person_id, expiresAt };
}

/** The card info of a person (spec 02 §3 card info) from the person's record. */
async function cardOf(db: Db, personId: string): Promise<CertificateFields & { personName: string }> {
  const [row] = await db.query<{
    person_name: string;
    mobile: string | null;
    cred_type: string | null;
    cred_number: string | null;
    cred_valid_to: string | null;
    cred_long_term: boolean | null;
  }>(
    `SELECT person_name, mobile, cred_type, cred_number, cred_valid_to, cred_long_term
       FROM persons WHERE person_id = $1`,
    [personId],
  );
  return {
    personName: row?.person_name ?? '',
    name: row?.person_name ?? null,
    mobilePhone: row?.mobile ?? null,
    credType: row?.cred_type ?? null,
    credNumber: row?.cred_number ?? null,
    // A long-term document has no last day; it counts as present.
    credExpiryDate: row?.cred_long_term ? '长期' : (row?.cred_valid_to ?? null),
  };
}

/** The capture pages' view of a record (core captureInfoSchema). */
async function captureInfoOf(db: Db, linked: LinkedRecord): Promise<CaptureInfo> {
  const { record } = linked;
  const card = await cardOf(db, record.person_id);
  const [org] = await db.query<{ corp_name: string }>(
    'SELECT corp_name FROM organisations WHERE group_id = $1',
    [record.group_id],
  );
  return {
    doubleRecordId: record.double_record_id,
    dealId: record.deal_id,
    dealType: record.deal_type,
    status: record.status,
    productId: record.product_id,
    productName: record.product_name,
    amount: toYuan(record.amount),
    orgName: org?.corp_name ?? '',
    personName: card.personName,
    infoIsFull: infoIsFull(card),
    missingFields: missingCardFields(card),
    faceFailures: record.face_failures,
    maxFaceFailures: FACE_CHECK_MAX_FAILURES,
    minDurationMs: DOUBLE_RECORD_MIN_DURATION_MS,
    maxVideoBytes: DOUBLE_RECORD_VIDEO_MAX_BYTES,
    reviewReason: record.review_reason,
    linkExpiresAt: linked.expiresAt,
  };
}

/** One line of the record's trail. */
async function recordEvent(
  db: Db,
  e: {
    id: string;
    at: Date;
    actor: string;
    via: 'session' | 'link' | 'server';
    ip: string | null;
    event: string;
    from: DoubleRecordStatus | null;
    to: DoubleRecordStatus | null;
    detail?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO double_record_events (double_record_id, at, actor_person_id, via, ip, event, from_status, to_status, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [e.id, e.at, e.actor, e.via, e.ip, e.event, e.from, e.to, e.detail ?? ''],
  );
}

/**
 * The state an event leads to from the record's current one.
 * @throws GatewayError DoubleRecordWrongState (FD4862) with the state's name
 */
function nextStatus(record: RecordRow, event: DoubleRecordEvent): DoubleRecordStatus {
  const decision = doubleRecordTransition(record.status, event);
  if (!decision.ok)
    throw new GatewayError(decision.code, undefined, {
      detail: { status: t(`doubleRecord.status.${record.status}`) },
    });
  return decision.next;
}

/** Stores a file of a record, replacing the earlier one of its kind. */
async function storeFile(
  db: Db,
  id: string,
  kind: 'card' | 'face' | 'video',
  file: { mediaType: string; bytes: Uint8Array; durationMs?: number },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO double_record_files (double_record_id, kind, media_type, size_bytes, sha256, duration_ms, content, stored_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (double_record_id, kind) DO UPDATE SET media_type = EXCLUDED.media_type,
       size_bytes = EXCLUDED.size_bytes, sha256 = EXCLUDED.sha256, duration_ms = EXCLUDED.duration_ms,
       content = EXCLUDED.content, stored_at = EXCLUDED.stored_at`,
    [
      id,
      kind,
      file.mediaType,
      file.bytes.byteLength,
      sha256(file.bytes),
      file.durationMs ?? null,
      file.bytes,
      at,
    ],
  );
}

/**
 * An image file's media type by its bytes.
 * @throws GatewayError DoubleRecordNotImage (FD4863) when not JPEG or PNG
 */
function imageType(file: UploadedFile): string {
  const type = sniffMediaType(file.bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') throw new GatewayError(ErrorCode.DoubleRecordNotImage);
  return type;
}

/**
 * Certificate image collection by link (doubleRecordCardUpload). A refused image counts a certificate failure in
 * a row (the page's dialog 27 after 3).
 */
export async function collectCard(
  ctx: HandlerContext,
  token: string,
  file: UploadedFile,
): Promise<CaptureInfo> {
  const at = new Date(ctx.clock.now());
  const outcome = await ctx.db.transaction(async (tx) => {
    const linked = await recordByToken(tx, ctx.clock, token, true);
    const { record } = linked;
    const card = await cardOf(tx, record.person_id);
    if (infoIsFull(card) === '1002')
      throw new GatewayError(ErrorCode.DoubleRecordInfoIncomplete, undefined, {
        detail: {
          fields: missingCardFields(card)
            .map((field) => t(`doubleRecord.field.${field}`))
            .join('、'),
        },
      });
    const next = nextStatus(record, 'collectCard');
    const mediaType = sniffMediaType(file.bytes);
    if (mediaType !== 'image/jpeg' && mediaType !== 'image/png') {
      await tx.query(
        'UPDATE double_records SET card_failures = card_failures + 1 WHERE double_record_id = $1',
        [record.double_record_id],
      );
      return { refused: true as const };
    }
    await storeFile(tx, record.double_record_id, 'card', { mediaType, bytes: file.bytes }, at);
    await tx.query(
      `UPDATE double_records SET status = $2, face_failures = 0, card_failures = 0, updated_at = $3
        WHERE double_record_id = $1`,
      [record.double_record_id, next, at],
    );
    await recordEvent(tx, {
      id: record.double_record_id,
      at,
      actor: linked.personId,
      via: 'link',
      ip: ctx.ip,
      event: 'collectCard',
      from: record.status,
      to: next,
      detail: `${mediaType} ${file.bytes.byteLength}`,
    });
    return { refused: false as const };
  });
  // The refusal is answered after its count is committed.
  if (outcome.refused) throw new GatewayError(ErrorCode.DoubleRecordNotImage);
  return captureInfoOf(ctx.db, await recordByToken(ctx.db, ctx.clock, token, false));
}

/**
 * The identity check by link (doubleRecordFaceCheck): 模拟 recognition (core FACE_FRAME_MIN_BYTES). A failure is
 * counted and committed; at the limit the check is refused until the certificate is collected again.
 */
export async function checkFace(
  ctx: HandlerContext,
  token: string,
  file: UploadedFile,
): Promise<{ passed: boolean; info: CaptureInfo }> {
  const at = new Date(ctx.clock.now());
  const mediaType = imageType(file);
  const passed = await ctx.db.transaction(async (tx) => {
    const linked = await recordByToken(tx, ctx.clock, token, true);
    const { record } = linked;
    const next = nextStatus(record, 'faceCheck');
    if (record.face_failures >= FACE_CHECK_MAX_FAILURES)
      throw new GatewayError(ErrorCode.DoubleRecordFaceLocked, undefined, {
        detail: { N: record.face_failures },
      });
    const ok = file.bytes.byteLength >= FACE_FRAME_MIN_BYTES;
    await storeFile(tx, record.double_record_id, 'face', { mediaType, bytes: file.bytes }, at);
    if (ok) {
      await tx.query(
        'UPDATE double_records SET status = $2, face_failures = 0, updated_at = $3 WHERE double_record_id = $1',
        [record.double_record_id, next, at],
      );
    } else {
      await tx.query(
        'UPDATE double_records SET face_failures = face_failures + 1, updated_at = $2 WHERE double_record_id = $1',
        [record.double_record_id, at],
      );
    }
    await recordEvent(tx, {
      id: record.double_record_id,
      at,
      actor: linked.personId,
      via: 'link',
      ip: ctx.ip,
      event: ok ? 'faceCheck' : 'faceCheckFailed',
      from: record.status,
      to: ok ? next : record.status,
      detail: `${file.bytes.byteLength}`,
    });
    return ok;
  });
  return { passed, info: await captureInfoOf(ctx.db, await recordByToken(ctx.db, ctx.clock, token, false)) };
}

/**
 * The recording by link (doubleRecordUpload): a WebM or MP4 video by its bytes, long enough, stored with the
 * state change in one transaction. The file reached the handler whole (the route buffers it first), so an upload
 * cut mid-way never gets here and stores nothing.
 */
export async function uploadRecording(
  ctx: HandlerContext,
  token: string,
  durationMs: number,
  file: UploadedFile,
): Promise<CaptureInfo> {
  const mediaType = sniffMediaType(file.bytes);
  if (mediaType !== 'video/webm' && mediaType !== 'video/mp4')
    throw new GatewayError(ErrorCode.DoubleRecordNotVideo);
  if (durationMs < DOUBLE_RECORD_MIN_DURATION_MS)
    throw new GatewayError(ErrorCode.DoubleRecordTooShort, undefined, {
      detail: { seconds: DOUBLE_RECORD_MIN_DURATION_MS / 1000 },
    });
  const at = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const linked = await recordByToken(tx, ctx.clock, token, true);
    const { record } = linked;
    const next = nextStatus(record, 'upload');
    await storeFile(tx, record.double_record_id, 'video', { mediaType, bytes: file.bytes, durationMs }, at);
    await tx.query(
      `UPDATE double_records SET status = $2, review_reason = NULL, reviewed_by = NULL, reviewed_at = NULL,
         updated_at = $3 WHERE double_record_id = $1`,
      [record.double_record_id, next, at],
    );
    await recordEvent(tx, {
      id: record.double_record_id,
      at,
      actor: linked.personId,
      via: 'link',
      ip: ctx.ip,
      event: 'upload',
      from: record.status,
      to: next,
      detail: `${mediaType} ${file.bytes.byteLength} ${durationMs}ms`,
    });
  });
  return captureInfoOf(ctx.db, await recordByToken(ctx.db, ctx.clock, token, false));
}

/** The record of a deal in the session's organisation, or FD4860. */
async function recordOfDeal(db: Db, groupId: string, dealId: string): Promise<RecordRow> {
  const [row] = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM double_records r WHERE r.deal_id = $1 AND r.group_id = $2`,
    [dealId, groupId],
  );
  if (!row) throw new GatewayError(ErrorCode.DoubleRecordNotFound);
  return row;
}

/** A capture link for the session's person (doubleRecordLink). */
async function issueLink(ctx: HandlerContext, dealId: string) {
  const session = groupSessionOf(ctx);
  const record = await recordOfDeal(ctx.db, session.groupId, dealId);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = now + CAPTURE_LINK_TTL_MS;
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO double_record_links (token_hash, double_record_id, person_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [sha256(token), record.double_record_id, session.personId, new Date(now), new Date(expiresAt)],
    );
    await recordEvent(tx, {
      id: record.double_record_id,
      at: new Date(now),
      actor: session.personId,
      via: 'session',
      ip: ctx.ip,
      event: 'link',
      from: record.status,
      to: record.status,
    });
  });
  return {
    doubleRecordId: record.double_record_id,
    status: record.status,
    token,
    path: `/double-record/mobileDrHome?token=${token}`,
    expiresAt,
  };
}

/** The review's rows of the organisation. */
async function reviewRows(
  db: Db,
  groupId: string,
  where: { status?: DoubleRecordStatus; doubleRecordId?: string },
  page: { currentPage: number; pagesize: number },
): Promise<{ list: DoubleRecordReviewRow[]; totalRows: number }> {
  const params: unknown[] = [groupId];
  let filter = '';
  if (where.status) {
    params.push(where.status);
    filter += ` AND r.status = $${params.length}`;
  }
  if (where.doubleRecordId) {
    params.push(where.doubleRecordId);
    filter += ` AND r.double_record_id = $${params.length}`;
  }
  const [{ n }] = (await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM double_records r WHERE r.group_id = $1${filter}`,
    params,
  )) as [{ n: number }];
  params.push(page.pagesize, (page.currentPage - 1) * page.pagesize);
  const rows = await db.query<{
    double_record_id: string;
    deal_id: string;
    product_name: string;
    amount: string;
    person_name: string;
    status: DoubleRecordStatus;
    size_bytes: number | null;
    duration_ms: number | null;
    stored_at: Date | null;
    review_reason: string | null;
    reviewer_name: string | null;
    reviewed_at: Date | null;
  }>(
    `SELECT r.double_record_id, r.deal_id, r.product_name, r.amount::text AS amount, p.person_name, r.status,
            f.size_bytes, f.duration_ms, f.stored_at, r.review_reason, rv.person_name AS reviewer_name, r.reviewed_at
       FROM double_records r
       JOIN persons p ON p.person_id = r.person_id
       LEFT JOIN double_record_files f ON f.double_record_id = r.double_record_id AND f.kind = 'video'
       LEFT JOIN persons rv ON rv.person_id = r.reviewed_by
      WHERE r.group_id = $1${filter}
      ORDER BY r.created_at DESC, r.double_record_id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const ms = (value: Date | null) => (value ? new Date(value).getTime() : null);
  return {
    totalRows: n,
    list: rows.map((row) => ({
      doubleRecordId: row.double_record_id,
      dealId: row.deal_id,
      productName: row.product_name,
      amount: toYuan(row.amount),
      personName: row.person_name,
      status: row.status,
      videoBytes: row.size_bytes,
      durationMs: row.duration_ms,
      uploadedAt: ms(row.stored_at),
      reviewReason: row.review_reason,
      reviewedBy: row.reviewer_name,
      reviewedAt: ms(row.reviewed_at),
    })),
  };
}

/** The review's decision (doubleRecordReview). */
async function review(
  ctx: HandlerContext,
  request: { doubleRecordId: string; decision: 'approve' | 'reject'; reason?: string | undefined },
): Promise<DoubleRecordReviewRow> {
  const session = groupSessionOf(ctx);
  const reason = request.reason?.trim() ?? '';
  if (request.decision === 'reject' && !reason) throw new GatewayError(ErrorCode.DoubleRecordReasonRequired);
  const at = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const [record] = await tx.query<RecordRow>(
      `SELECT ${RECORD_COLUMNS} FROM double_records r WHERE r.double_record_id = $1 AND r.group_id = $2 FOR UPDATE`,
      [request.doubleRecordId, session.groupId],
    );
    if (!record) throw new GatewayError(ErrorCode.DoubleRecordNotFound);
    const next = nextStatus(record, request.decision);
    await tx.query(
      `UPDATE double_records SET status = $2, review_reason = $3, reviewed_by = $4, reviewed_at = $5, updated_at = $5
        WHERE double_record_id = $1`,
      [record.double_record_id, next, request.decision === 'reject' ? reason : null, session.personId, at],
    );
    await recordEvent(tx, {
      id: record.double_record_id,
      at,
      actor: session.personId,
      via: 'session',
      ip: ctx.ip,
      event: request.decision,
      from: record.status,
      to: next,
      detail: reason,
    });
  });
  const { list } = await reviewRows(
    ctx.db,
    session.groupId,
    { doubleRecordId: request.doubleRecordId },
    { currentPage: 1, pagesize: 1 },
  );
  return list[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Routes (registered in http/routes.ts)
// ---------------------------------------------------------------------------------------------------------------

/** The double recording's calls. */
export const doubleRecordRoutes: Route[] = [
  route(api.doubleRecordLink, (request, ctx) => issueLink(ctx, request.dealId)),
  route(api.doubleRecordStatus, async (request, ctx) => {
    const session = groupSessionOf(ctx);
    const status = await doubleRecordStatusOf(ctx.db, request.dealId);
    // Another organisation's deal reads as no record at all.
    if (status.doubleRecordId) await recordOfDeal(ctx.db, session.groupId, request.dealId);
    return status;
  }),
  route(api.doubleRecordCaptureInfo, async (request, ctx) =>
    captureInfoOf(ctx.db, await recordByToken(ctx.db, ctx.clock, request.token, false)),
  ),
  route(api.doubleRecordReviewList, async (request, ctx) => {
    const session = groupSessionOf(ctx);
    const { list, totalRows } = await reviewRows(
      ctx.db,
      session.groupId,
      { status: request.status },
      request.pagination,
    );
    const { currentPage, pagesize } = request.pagination;
    return {
      list,
      pagination: { currentPage, pagesize, totalRows, pageCount: Math.ceil(totalRows / pagesize) },
    };
  }),
  route(api.doubleRecordReview, (request, ctx) => review(ctx, request)),
];

/**
 * A capture upload's check before its body is read (core LINK_TOKEN_HEADER): the link's token must name a live
 * link whose record's state allows the step, so that an upload of up to 64 MB is not read for a bad token or a
 * record past the step. The step checks both again inside its transaction (the state may change meanwhile).
 * @throws GatewayError DoubleRecordNotFound (FD4860) unknown token; DoubleRecordLinkExpired (FD4861) expired;
 * DoubleRecordWrongState (FD4862) with the state's name
 * @see docs/security.md "Public capture calls"
 */
const admitLink =
  (event: DoubleRecordEvent): BeforeBodyCheck =>
  async (headerFields, ctx) => {
    const { record } = await recordByToken(ctx.db, ctx.clock, headerFields.token ?? '', false);
    nextStatus(record, event);
  };

/** The capture uploads: certificate image, identity-check frame, recording (doubleRecordUpload). */
export const doubleRecordUploads: UploadRoute[] = [
  uploadRoute(
    api.doubleRecordCardUpload,
    (fields, file, ctx) => collectCard(ctx, fields.token, file),
    admitLink('collectCard'),
  ),
  uploadRoute(
    api.doubleRecordFaceCheck,
    (fields, file, ctx) => checkFace(ctx, fields.token, file),
    admitLink('faceCheck'),
  ),
  uploadRoute(
    api.doubleRecordUpload,
    (fields, file, ctx) => uploadRecording(ctx, fields.token, fields.durationMs, file),
    admitLink('upload'),
  ),
];

/**
 * The public calls a capture link reaches (open without login, spec 01 §2.3): http/routes.ts rate-limits each
 * per IP and per link token (FD2002; docs/security.md "Public capture calls").
 */
export const doubleRecordCaptureCalls: readonly Pick<CallDef, 'service' | 'path'>[] = [
  api.doubleRecordCaptureInfo,
  api.doubleRecordCardUpload,
  api.doubleRecordFaceCheck,
  api.doubleRecordUpload,
];

/** The review's download of a recording. */
export const doubleRecordDownloads: DownloadRoute[] = [
  downloadRoute(api.doubleRecordVideo, async (request, ctx) => {
    const session = groupSessionOf(ctx);
    const [row] = await ctx.db.query<{ media_type: string; content: Uint8Array; deal_id: string }>(
      `SELECT f.media_type, f.content, r.deal_id FROM double_record_files f
         JOIN double_records r ON r.double_record_id = f.double_record_id
        WHERE f.double_record_id = $1 AND f.kind = 'video' AND r.group_id = $2`,
      [request.doubleRecordId, session.groupId],
    );
    if (!row) throw new GatewayError(ErrorCode.DoubleRecordNotFound);
    const extension = row.media_type === 'video/mp4' ? 'mp4' : 'webm';
    return {
      bytes: new Uint8Array(row.content),
      fileName: `双录_${row.deal_id}.${extension}`,
      contentType: row.media_type,
    };
  }),
];

/**
 * Demo card information (模拟) for the seeded persons whose record has none, so that their double recordings can
 * be collected (infoIsFull 1001): a mobile 1990000xxxx, a made-up 18-digit 身份证 number, valid to 2036-12-31.
 * op02 is left without, to show dialog 22 (an administrator must complete the person). Idempotent.
 * @see spec 02 §5 certificate images; docs/decisions.md "Double recording"
 */
export async function seedDoubleRecordCards(db: Db): Promise<void> {
  const people = await db.query<{ person_id: string; login_name: string }>(
    `SELECT person_id, login_name FROM persons
      WHERE cred_number = '' AND mobile IS NULL AND login_name <> 'op02' ORDER BY login_name`,
  );
  let n = 0;
  for (const person of people) {
    n += 1;
    const serial = String(n).padStart(4, '0');
    await db.query(
      `UPDATE persons SET mobile = $2, cred_type = '0', cred_number = $3, cred_valid_from = '2016-12-31',
         cred_valid_to = '2036-12-31' WHERE person_id = $1 AND cred_number = ''`,
      [person.person_id, `1990000${serial}`, `11010119900101${serial}`],
    );
  }
}
