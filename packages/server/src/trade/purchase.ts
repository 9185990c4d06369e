import { randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError, t, type BatchResult, type DownloadedFile } from '@funddesk/core';
import ExcelJS from 'exceljs';
import type { Db } from '../db/db.js';
import { batchGroupOf, batchStatus } from './batchStatus.js';
import { shanghaiStamp } from './time.js';

/** A purchase session token lives 10 minutes (FundDesk; spec 02 §7 session token). */
export const SESSION_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The only scene of a purchase token (spec 02 §7). */
export const PURCHASE_SCENE = 'SHOPPING_CART_PURCHASE';

/**
 * Issues a purchase session token for a person acting for an organisation (spec 02 §7 session token,
 * scene SHOPPING_CART_PURCHASE). `gid` must name the session's organisation (its group id or gid), else
 * FD1004.
 *
 * @returns the token (32 random bytes, base64url)
 */
export async function issueSessionToken(
  db: Db,
  owner: { personId: string; groupId: string },
  gid: string,
  now: number,
): Promise<string> {
  const rows = await db.query<{ group_id: string }>(
    'SELECT group_id FROM organisations WHERE group_id = $1 AND (gid = $2 OR group_id = $2)',
    [owner.groupId, gid],
  );
  if (rows.length === 0) throw new GatewayError(ErrorCode.OrgForbidden);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO purchase_tokens (session_token, person_id, group_id, scene, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      token,
      owner.personId,
      owner.groupId,
      PURCHASE_SCENE,
      new Date(now).toISOString(),
      new Date(now + SESSION_TOKEN_TTL_MS).toISOString(),
    ],
  );
  return token;
}

/** A batch serial: B, the Shanghai time to the second, 6 random hex digits. */
function newBatchSerial(now: number): string {
  return `B${shanghaiStamp(now)}${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** One requested line of a cart purchase. */
export interface RequestedLine {
  fundCode: string;
  amount: string;
  confirmSerialNo?: string | undefined;
}

/**
 * Records a cart batch, idempotently by session token, in ONE transaction: the token row is locked; a
 * token already used answers the batch it placed (nothing new is recorded); an unknown token, one of
 * another person or organisation, or an expired one is refused with FD4003; otherwise the batch
 * (`processing`) and its lines (`waiting`) are inserted and the token is marked with the batch. The
 * `batch_serial_no` UNIQUE constraint of purchase_tokens backs the lock: two concurrent purchases with
 * one token record one batch.
 *
 * @returns the batch serial and whether this call created it
 * @see spec 02 §4, §7 (cart purchase; one token places one batch), DESIGN §7 (idempotency)
 */
export async function recordBatch(
  db: Db,
  owner: { personId: string; groupId: string },
  sessionToken: string,
  lines: readonly RequestedLine[],
  clearCart: boolean,
  now: number,
): Promise<{ batchSerialNo: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{
      person_id: string;
      group_id: string;
      expires_at: Date | string;
      batch_serial_no: string | null;
    }>(
      'SELECT person_id, group_id, expires_at, batch_serial_no FROM purchase_tokens WHERE session_token = $1 FOR UPDATE',
      [sessionToken],
    );
    const token = rows[0];
    if (!token || token.person_id !== owner.personId || token.group_id !== owner.groupId) {
      throw new GatewayError(ErrorCode.SessionTokenInvalid);
    }
    if (token.batch_serial_no !== null) return { batchSerialNo: token.batch_serial_no, created: false };
    if (new Date(token.expires_at).getTime() <= now) throw new GatewayError(ErrorCode.SessionTokenInvalid);
    const batchSerialNo = newBatchSerial(now);
    const claimed = await tx.query(
      'UPDATE purchase_tokens SET batch_serial_no = $2 WHERE session_token = $1 AND batch_serial_no IS NULL RETURNING 1',
      [sessionToken, batchSerialNo],
    );
    if (claimed.length === 0) throw new GatewayError(ErrorCode.SessionTokenInvalid);
    await tx.query(
      `INSERT INTO batches (batch_serial_no, person_id, group_id, status, total_size, clear_cart, created_at)
       VALUES ($1, $2, $3, 'processing', $4, $5, $6)`,
      [batchSerialNo, owner.personId, owner.groupId, lines.length, clearCart, new Date(now).toISOString()],
    );
    for (const [index, line] of lines.entries()) {
      await tx.query(
        `INSERT INTO batch_lines (batch_serial_no, line_no, fund_id, amount, confirm_serial_no)
         VALUES ($1, $2, $3, $4, $5)`,
        [batchSerialNo, index + 1, line.fundCode, line.amount, line.confirmSerialNo ?? null],
      );
    }
    return { batchSerialNo, created: true };
  });
}

/**
 * The progress and result of a batch of the caller: counters, progress = done / total × 100 (whole
 * percent, 100 only when done), batchTradeStatus 1 (every placed order is accepted), failApplyNum = failed
 * lines. FD4006 for a batch of someone else.
 *
 * @see spec 02 §3 (batch purchase result, batch dialog result), §4 (polling)
 */
export async function batchResult(db: Db, batchSerialNo: string, personId: string): Promise<BatchResult> {
  const status = await batchStatus(db, batchSerialNo, personId);
  return {
    batchSerialNo: status.batchSerialNo,
    totalSize: status.totalSize,
    successSize: status.successSize,
    failSize: status.failSize,
    orderStatus: status.orderStatus,
    progress: status.progress,
    batchTradeStatus: status.batchTradeStatus,
    failApplyNum: status.failApplyNum,
  };
}

/**
 * The trading day the placed orders of a batch count for (`YYYY-MM-DD`; the earliest, should the batch
 * straddle a cut-off), or null while none is placed. Read after {@link batchResult}, which checks that
 * the batch is the caller's. Shown by the cart's success dialog (issue 17 §4; DESIGN §5 15:00 cut-off).
 */
export async function batchTradeDay(db: Db, batchSerialNo: string): Promise<string | null> {
  const rows = await db.query<{ trade_day: string | null }>(
    'SELECT MIN(trade_day)::text AS trade_day FROM orders WHERE batch_serial_no = $1',
    [batchSerialNo],
  );
  return rows[0]?.trade_day ?? null;
}

/**
 * The failure detail of a batch as xlsx: one row per failed line with fund code, name, amount and reason;
 * named `{organisation}_购买失败明细_{YYYYMMDDHHmmss}.xlsx` (Asia/Shanghai).
 *
 * @see spec 02 §4 (failure detail spreadsheet named with the organisation and a timestamp), 03 §7
 */
export async function failureWorkbook(
  db: Db,
  batchSerialNo: string,
  personId: string,
  now: number,
): Promise<DownloadedFile> {
  const groupId = await batchGroupOf(db, batchSerialNo, personId);
  const [org] = await db.query<{ corp_name: string }>(
    'SELECT corp_name FROM organisations WHERE group_id = $1',
    [groupId],
  );
  const lines = await db.query<{
    fund_id: string;
    fund_name: string | null;
    amount: string;
    fail_reason: string | null;
  }>(
    `SELECT l.fund_id, f.short_name AS fund_name, l.amount, l.fail_reason
       FROM batch_lines l LEFT JOIN funds f ON f.fund_id = l.fund_id
      WHERE l.batch_serial_no = $1 AND l.state = 'failed' ORDER BY l.line_no`,
    [batchSerialNo],
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('server.trade.failExport.sheet'));
  sheet.columns = [
    { header: t('server.trade.failExport.fundCode'), key: 'fundId', width: 12 },
    { header: t('server.trade.failExport.fundName'), key: 'fundName', width: 32 },
    { header: t('server.trade.failExport.amount'), key: 'amount', width: 16 },
    { header: t('server.trade.failExport.reason'), key: 'reason', width: 60 },
  ];
  for (const line of lines) {
    sheet.addRow({
      fundId: line.fund_id,
      fundName: line.fund_name ?? '',
      amount: line.amount,
      reason: line.fail_reason ?? '',
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    bytes: new Uint8Array(buffer),
    fileName: t('server.trade.failExport.fileName', {
      corpName: org?.corp_name ?? groupId,
      stamp: shanghaiStamp(now),
    }),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
