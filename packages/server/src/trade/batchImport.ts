import { createHash, randomBytes } from 'node:crypto';
import {
  batchKey,
  batchPlaceRefusal,
  checkBatchRows,
  ErrorCode,
  GatewayError,
  resolveBatchAccount,
  type BatchAccount,
  type BatchCheckResult,
  type BatchDuplicate,
  type BatchImport,
  type BatchPlaceCheck,
  type BatchRow,
  type BatchTradeType,
  type ParsedBatchRow,
  wireTimeText,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { readBatchSheet } from './batchFile.js';
import { loadTradeFunds } from './funds.js';
import { availableShares, fundUsages, holdingCapOf } from './limits.js';
import { shanghaiIso, shanghaiStamp } from './time.js';

/**
 * Batch imports (spec 02 §7 "batch Excel": importExcel -> per-row results -> place-order checks ->
 * batchPlaceOrderApply; issue 4). An import stores the rows as checked when the file was read; every later
 * step re-checks them against the database of that moment with the same core rules, so a limit used up or
 * a fund suspended meanwhile is caught before anything is placed (and again by the engine per line).
 */

/** Who imports: a person acting for an organisation, and every organisation they may act for. */
export interface BatchActor {
  readonly personId: string;
  /** The session's organisation. */
  readonly groupId: string;
  /** Every organisation the person may act for (managers: also their products). */
  readonly groupIds: ReadonlySet<string>;
}

interface ImportRow {
  import_id: string;
  person_id: string;
  group_id: string;
  trade_type: BatchTradeType;
  file_name: string;
  file_sha256: string;
  content_sha256: string;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  total_amount: string;
  total_shares: string;
  rows: BatchRow[];
  imported_at: Date | string;
  batch_serial_no: string | null;
  only_valid: boolean | null;
}

const IMPORT_SELECT = `SELECT import_id, person_id, group_id, trade_type, file_name, file_sha256, content_sha256,
        total_rows, valid_rows, invalid_rows, total_amount::text AS total_amount, total_shares::text AS total_shares,
        rows, imported_at, batch_serial_no, only_valid
   FROM batch_imports`;

/** An import id: I, the Shanghai time to the second, 8 random hex digits. */
function newImportId(now: number): string {
  return `I${shanghaiStamp(now)}${randomBytes(4).toString('hex').toUpperCase()}`;
}

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/**
 * The digest of what a file asks for: the trade type and every row's account, fund, amount or shares,
 * dividend method and remark, in order. Two files with the same rows have the same digest whatever their
 * bytes (saved again, another file name, another tool).
 */
export function contentDigest(tradeType: BatchTradeType, rows: readonly ParsedBatchRow[]): string {
  return sha256(
    JSON.stringify([
      tradeType,
      rows.map((r) => [r.account, r.fundCode, r.amount, r.shares, r.dividendMethod, r.remark]),
    ]),
  );
}

/** The organisations of an actor as the checks see them. */
async function accountsOf(db: Db, actor: BatchActor): Promise<BatchAccount[]> {
  const rows = await db.query<{ group_id: string; corp_name: string; client_type: string }>(
    `SELECT group_id, corp_name, client_type FROM organisations
      WHERE group_id = ANY($1::text[]) AND synthesize_state <> 99 ORDER BY group_id`,
    [[...actor.groupIds]],
  );
  return rows.map((r) => ({ groupId: r.group_id, corpName: r.corp_name, clientType: r.client_type }));
}

/**
 * Checks rows against the database now, with a handful of set-based queries whatever the row count: the
 * actor's organisations, the funds named, what each account and fund pair has committed today and holds
 * (purchase) or may still redeem (redemption); then {@link checkBatchRows}.
 *
 * @see spec 02 §5, §7; issue 4 (limits per row and across the file; accounts the person may act for)
 */
export async function checkRows(
  db: Db,
  market: MarketService,
  actor: BatchActor,
  tradeType: BatchTradeType,
  rows: readonly ParsedBatchRow[],
): Promise<BatchCheckResult> {
  const accounts = await accountsOf(db, actor);
  const codes = [...new Set(rows.map((r) => r.fundCode).filter((code) => /^\d{6}$/.test(code)))];
  const funds = await loadTradeFunds(db, codes);
  const pairs = new Map<string, { groupId: string; fundId: string }>();
  for (const row of rows) {
    if (!funds.has(row.fundCode) || row.account === '') continue;
    const resolved = resolveBatchAccount(row.account, accounts);
    if (resolved.ok) {
      pairs.set(batchKey(resolved.account.groupId, row.fundCode), {
        groupId: resolved.account.groupId,
        fundId: row.fundCode,
      });
    }
  }
  const wanted = [...pairs.values()];
  const [usage, available] = await Promise.all([
    tradeType === 'purchase'
      ? fundUsages(db, wanted, market.tradeDayNow())
      : Promise.resolve(new Map<string, never>()),
    tradeType === 'redemption' ? availableShares(db, wanted) : Promise.resolve(new Map<string, string>()),
  ]);
  return checkBatchRows(tradeType, rows, {
    accounts,
    funds,
    usage: new Map(
      [...usage].map(([key, u]) => [key, { today: u.today.toFixed(2), held: u.held.toFixed(2) }]),
    ),
    holdingCap: (fund) => holdingCapOf(fund),
    available,
  });
}

/** A stored row back as the sheet gave it (its cell errors kept; the rest is checked again). */
function parsedOf(row: BatchRow): ParsedBatchRow {
  return {
    rowNo: row.rowNo,
    account: row.account,
    fundCode: row.fundCode,
    amount: row.amount,
    shares: row.shares,
    dividendMethod: row.dividendMethod,
    remark: row.remark,
    errors: row.errors,
  };
}

/**
 * An earlier import of the same file: same bytes or same rows, by this person or by anyone acting for the
 * same organisation, placed ones first, then the newest.
 *
 * @param placedOnly - only imports that placed a batch (what needs a confirmation)
 */
async function earlierImport(
  db: Db,
  actor: BatchActor,
  digests: { file: string; content: string },
  exceptImportId: string | null,
  placedOnly: boolean,
): Promise<BatchDuplicate | null> {
  const [row] = await db.query<{
    import_id: string;
    imported_at: Date | string;
    batch_serial_no: string | null;
  }>(
    `SELECT import_id, imported_at, batch_serial_no FROM batch_imports
      WHERE (person_id = $1 OR group_id = $2) AND (file_sha256 = $3 OR content_sha256 = $4)
        AND import_id <> $5 AND ($6::boolean IS FALSE OR batch_serial_no IS NOT NULL)
      ORDER BY (batch_serial_no IS NOT NULL) DESC, imported_at DESC LIMIT 1`,
    [actor.personId, actor.groupId, digests.file, digests.content, exceptImportId ?? '', placedOnly],
  );
  if (!row) return null;
  return {
    importId: row.import_id,
    importedAt: shanghaiIso(row.imported_at),
    batchSerialNo: row.batch_serial_no,
  };
}

function toImport(row: ImportRow, duplicateOf: BatchDuplicate | null): BatchImport {
  return {
    importId: row.import_id,
    tradeType: row.trade_type,
    fileName: row.file_name,
    fileSha256: row.file_sha256,
    importedAt: shanghaiIso(row.imported_at),
    duplicateOf,
    totalRows: row.total_rows,
    validRows: row.valid_rows,
    invalidRows: row.invalid_rows,
    totalAmount: row.total_amount,
    totalShares: row.total_shares,
    batchSerialNo: row.batch_serial_no,
    rows: row.rows,
  };
}

/**
 * How many spreadsheets one server process reads and checks at once (issue 16 finding 11: a 10,000-row
 * workbook costs its reader about 100 MB for a moment; four at once took the process past 1.2 GB). More
 * answer FD4711 at once, to be retried, rather than queue in memory.
 * @see DESIGN §7 (limits on uploads), tests/bench/memory.mjs
 */
export const MAX_CONCURRENT_IMPORTS = 2;
let importsRunning = 0;

/**
 * Runs one import's read and check within {@link MAX_CONCURRENT_IMPORTS} (a try-acquire semaphore of the
 * process). @throws GatewayError BatchImportBusy (FD4711) when that many are running
 */
export async function boundedImport<T>(work: () => Promise<T>): Promise<T> {
  if (importsRunning >= MAX_CONCURRENT_IMPORTS) throw new GatewayError(ErrorCode.BatchImportBusy);
  importsRunning += 1;
  try {
    return await work();
  } finally {
    importsRunning -= 1;
  }
}

/**
 * importExcel: reads the file as data ({@link readBatchSheet}), checks every row, recognises a file
 * imported before (`duplicateOf`), and stores the import. The default account must be one the person may
 * act for (FD1004).
 *
 * @throws GatewayError FD4701..FD4704, FD4710 (file refusals), FD1004, FD4711 (too many imports at once)
 * @see spec 02 §7 batch Excel importExcel; issue 4
 */
export async function importBatch(
  db: Db,
  market: MarketService,
  actor: BatchActor,
  request: { tradeType: BatchTradeType; defaultGroupId?: string | undefined },
  file: { fileName: string; bytes: Uint8Array },
  now: number,
): Promise<BatchImport> {
  if (request.defaultGroupId !== undefined && !actor.groupIds.has(request.defaultGroupId)) {
    throw new GatewayError(ErrorCode.OrgForbidden);
  }
  const { sheet, checked } = await boundedImport(async () => {
    const sheet = await readBatchSheet(file.bytes, request.tradeType, request.defaultGroupId);
    return { sheet, checked: await checkRows(db, market, actor, request.tradeType, sheet.rows) };
  });
  const digests = { file: sha256(file.bytes), content: contentDigest(request.tradeType, sheet.rows) };
  const duplicateOf = await earlierImport(db, actor, digests, null, false);
  const importId = newImportId(now);
  const fileName = file.fileName.slice(0, 200);
  await db.query(
    `INSERT INTO batch_imports (import_id, person_id, group_id, trade_type, file_name, file_sha256, content_sha256,
       default_group_id, total_rows, valid_rows, invalid_rows, total_amount, total_shares, rows, imported_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15)`,
    [
      importId,
      actor.personId,
      actor.groupId,
      request.tradeType,
      fileName,
      digests.file,
      digests.content,
      request.defaultGroupId ?? null,
      checked.rows.length,
      checked.validRows,
      checked.invalidRows,
      checked.totalAmount,
      checked.totalShares,
      JSON.stringify(checked.rows),
      new Date(now).toISOString(),
    ],
  );
  return {
    importId,
    tradeType: request.tradeType,
    fileName,
    fileSha256: digests.file,
    importedAt: shanghaiIso(now),
    duplicateOf,
    totalRows: checked.rows.length,
    validRows: checked.validRows,
    invalidRows: checked.invalidRows,
    totalAmount: checked.totalAmount,
    totalShares: checked.totalShares,
    batchSerialNo: null,
    rows: checked.rows,
  };
}

/** An import of the caller (FD4707 otherwise); `lock` takes the row FOR UPDATE inside a transaction. */
async function ownImport(db: Db, importId: string, personId: string, lock = false): Promise<ImportRow> {
  const [row] = await db.query<ImportRow>(
    `${IMPORT_SELECT} WHERE import_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [importId],
  );
  if (!row || row.person_id !== personId) throw new GatewayError(ErrorCode.BatchImportNotFound);
  return row;
}

/**
 * The stored import as checked when it was read (batchImportDetail), with `duplicateOf` as of now.
 *
 * @throws GatewayError FD4707
 */
export async function importDetail(db: Db, actor: BatchActor, importId: string): Promise<BatchImport> {
  const row = await ownImport(db, importId, actor.personId);
  const duplicateOf = await earlierImport(
    db,
    actor,
    { file: row.file_sha256, content: row.content_sha256 },
    row.import_id,
    false,
  );
  return toImport(row, duplicateOf);
}

/** The trade type of an import of the caller (for the privilege check before anything else). */
export async function importTradeType(db: Db, importId: string, personId: string): Promise<BatchTradeType> {
  return (await ownImport(db, importId, personId)).trade_type;
}

/** What a re-check of an import says now. */
interface Recheck {
  row: ImportRow;
  checked: BatchCheckResult;
}

async function recheck(db: Db, market: MarketService, actor: BatchActor, importId: string): Promise<Recheck> {
  const row = await ownImport(db, importId, actor.personId);
  const checked = await checkRows(db, market, actor, row.trade_type, row.rows.map(parsedOf));
  return { row, checked };
}

/** Refuses what core's only-valid rule refuses: nothing valid (FD4709), invalid rows (FD4705). */
function refuseUnplaceable(checked: BatchCheckResult, onlyValid: boolean): void {
  const refusal = batchPlaceRefusal(checked, onlyValid);
  if (refusal === null) return;
  throw new GatewayError(
    refusal.code,
    undefined,
    'detail' in refusal ? { detail: refusal.detail } : undefined,
  );
}

/**
 * Place-order checks (batchPlaceOrderCheck): every row checked again now; what would be placed, what
 * skipped and why. A file with bad rows places nothing unless only-valid is chosen (FD4705); FD4709 when no
 * row can be placed.
 *
 * @see spec 02 §7 batch Excel place-order checks; issue 4 (only-valid rule)
 */
export async function placeCheck(
  db: Db,
  market: MarketService,
  actor: BatchActor,
  importId: string,
  onlyValid: boolean,
): Promise<BatchPlaceCheck> {
  const { row, checked } = await recheck(db, market, actor, importId);
  refuseUnplaceable(checked, onlyValid);
  const valid = checked.rows.filter((r) => r.valid);
  return {
    importId,
    placeable: checked.validRows,
    skipped: checked.invalidRows,
    totalAmount: checked.totalAmount,
    totalShares: checked.totalShares,
    accounts: new Set(valid.map((r) => r.groupId)).size,
    funds: new Set(valid.map((r) => r.fundCode)).size,
    duplicateOf: await earlierImport(
      db,
      actor,
      { file: row.file_sha256, content: row.content_sha256 },
      row.import_id,
      true,
    ),
    problems: checked.rows
      .filter((r) => !r.valid)
      .map((r) => ({ rowNo: r.rowNo, message: r.errors[0]?.message ?? '' })),
  };
}

/** A batch serial: B, the Shanghai time to the second, 6 random hex digits (as cart batches). */
function newBatchSerial(now: number): string {
  return `B${shanghaiStamp(now)}${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * Places an import as one batch (batchPlaceOrderApply; the trade password is checked by the caller first).
 * The import then keeps its rows as checked at placement.
 * Idempotent by import: a repeat with the same only-valid answers the batch already placed (nothing new),
 * with another FD4708. The rows are checked again now (FD4705, FD4709); a file placed before (same bytes
 * or same rows, this person or organisation) needs `confirmDuplicate` (FD4706 with the earlier import).
 * The batch and its lines (one per valid row, each with its own account) are written in ONE transaction
 * with the import row locked, so two concurrent applies place one batch.
 *
 * @returns the batch serial and whether this call created it (the caller kicks the engine either way)
 * @see spec 02 §7 batch Excel; DESIGN §7 (no order lost or placed twice)
 */
export async function applyImport(
  db: Db,
  market: MarketService,
  actor: BatchActor,
  request: { importId: string; onlyValid: boolean; confirmDuplicate: boolean },
  now: number,
): Promise<{ batchSerialNo: string; created: boolean }> {
  const answered = (row: ImportRow): { batchSerialNo: string; created: boolean } | null => {
    if (row.batch_serial_no === null) return null;
    if (row.only_valid !== request.onlyValid) {
      throw new GatewayError(ErrorCode.BatchImportAlreadyPlaced, undefined, {
        detail: { batchSerialNo: row.batch_serial_no },
      });
    }
    return { batchSerialNo: row.batch_serial_no, created: false };
  };
  const first = answered(await ownImport(db, request.importId, actor.personId));
  if (first) return first;

  const { row, checked } = await recheck(db, market, actor, request.importId);
  refuseUnplaceable(checked, request.onlyValid);
  if (!request.confirmDuplicate) {
    const duplicate = await earlierImport(
      db,
      actor,
      { file: row.file_sha256, content: row.content_sha256 },
      row.import_id,
      true,
    );
    if (duplicate) {
      throw new GatewayError(ErrorCode.BatchDuplicateFile, undefined, {
        detail: { ...duplicate, importedAt: wireTimeText(duplicate.importedAt) },
      });
    }
  }
  const lines = checked.rows.filter((r) => r.valid);
  return db.transaction(async (tx) => {
    const locked = await ownImport(tx, request.importId, actor.personId, true);
    const again = answered(locked);
    if (again) return again;
    const batchSerialNo = newBatchSerial(now);
    await tx.query(
      `INSERT INTO batches (batch_serial_no, person_id, group_id, kind, status, total_size, clear_cart, created_at,
         trade_type, import_id)
       VALUES ($1, $2, $3, $4, 'processing', $5, false, $6, $7, $8)`,
      [
        batchSerialNo,
        actor.personId,
        actor.groupId,
        row.trade_type === 'purchase' ? 'excelBuy' : 'excelSell',
        lines.length,
        new Date(now).toISOString(),
        row.trade_type,
        row.import_id,
      ],
    );
    await tx.query(
      `INSERT INTO batch_lines (batch_serial_no, line_no, row_no, group_id, fund_id, amount, shares, dividend_method,
         remark)
       SELECT $1, l.line_no, l.row_no, l.group_id, l.fund_id, l.amount, l.shares, l.dividend_method, l.remark
         FROM unnest($2::integer[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
              AS l(line_no, row_no, group_id, fund_id, amount, shares, dividend_method, remark)`,
      [
        batchSerialNo,
        lines.map((_, index) => index + 1),
        lines.map((l) => l.rowNo),
        lines.map((l) => l.groupId),
        lines.map((l) => l.fundCode),
        lines.map((l) => l.amount ?? '0'),
        lines.map((l) => l.shares),
        lines.map((l) => l.dividendMethod),
        lines.map((l) => l.remark),
      ],
    );
    // The import keeps the rows as checked at placement: the result spreadsheet names why a row was skipped.
    await tx.query(
      `UPDATE batch_imports SET batch_serial_no = $2, only_valid = $3, rows = $4::jsonb, valid_rows = $5,
              invalid_rows = $6, total_amount = $7, total_shares = $8
        WHERE import_id = $1`,
      [
        row.import_id,
        batchSerialNo,
        request.onlyValid,
        JSON.stringify(checked.rows),
        checked.validRows,
        checked.invalidRows,
        checked.totalAmount,
        checked.totalShares,
      ],
    );
    return { batchSerialNo, created: true };
  });
}
