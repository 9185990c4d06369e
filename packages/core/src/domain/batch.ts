import { z } from 'zod';
import { decimalString } from './money.js';
import { batchResultSchema } from './trade.js';

/**
 * Trade types of a batch spreadsheet (spec 02 §7 "batch Excel"): 申购 purchase, 赎回 redemption.
 */
export const batchTradeTypes = ['purchase', 'redemption'] as const;
export const batchTradeTypeSchema = z.enum(batchTradeTypes);
/** A batch trade type. */
export type BatchTradeType = z.infer<typeof batchTradeTypeSchema>;

/**
 * Dividend methods (spec 02 §9): `0` reinvestment (红利再投资), `1` cash (现金红利).
 */
export const dividendMethods = ['0', '1'] as const;
export const dividendMethodSchema = z.enum(dividendMethods);
/** A dividend method code. */
export type DividendMethod = z.infer<typeof dividendMethodSchema>;

/** The fields of a batch row an error can name; `row` for a problem of the whole row (a duplicate). */
export const batchRowFields = [
  'groupId',
  'fundCode',
  'amount',
  'shares',
  'dividendMethod',
  'remark',
  'row',
] as const;
export const batchRowFieldSchema = z.enum(batchRowFields);
/** A field of a batch row. */
export type BatchRowField = z.infer<typeof batchRowFieldSchema>;

/**
 * Stable codes of batch row errors; clients may switch on them, the message is what users read.
 * Cell codes come from reading the file and never change afterwards; the others are re-checked at
 * placement (accounts, funds, limits and holdings change).
 * - `formulaCell`: the cell holds a formula (never evaluated, its cached result never trusted);
 * - `mergedCell`: the cell is part of a merged range;
 * - `dateCell`: a date where a number or a code is expected;
 * - `unreadableCell`: an error value (`#N/A`), a boolean or another value that is not text or a number;
 * - `required`: empty where a value is needed;
 * - `format`: not the expected form (fund code not 6 digits, dividend method not one of the two words);
 * - `tooLong`: remark over its limit;
 * - `accountForbidden`: the account is not one the person may act for (or does not exist);
 * - `accountAmbiguous`: an organisation name that names several of the person's organisations;
 * - `fundNotFound`, `fundNotBuyable`, `fundNotRedeemable`: the fund;
 * - `amountInvalid`, `belowMinimum`, `aboveDailyCap`, `aboveSingleCap`, `aboveHoldingCap`: the cart's
 *   amount rules (spec 02 §5), applied to the row and to the sum of the file's rows of one account and fund;
 * - `sharesInvalid`, `noHolding`, `aboveAvailable`: redemption shares;
 * - `duplicate`: same account, fund and amount (or shares) as an earlier row.
 */
export const batchRowErrorCodes = [
  'formulaCell',
  'mergedCell',
  'dateCell',
  'unreadableCell',
  'required',
  'format',
  'tooLong',
  'accountForbidden',
  'accountAmbiguous',
  'fundNotFound',
  'fundNotBuyable',
  'fundNotRedeemable',
  'amountInvalid',
  'belowMinimum',
  'aboveDailyCap',
  'aboveSingleCap',
  'aboveHoldingCap',
  'sharesInvalid',
  'noHolding',
  'aboveAvailable',
  'duplicate',
] as const;
export const batchRowErrorCodeSchema = z.enum(batchRowErrorCodes);
/** A batch row error code. */
export type BatchRowErrorCode = z.infer<typeof batchRowErrorCodeSchema>;

/**
 * One problem of a batch row: the Chinese header of its column (`基金代码`; empty for `row`), the field,
 * a stable code and the message (the cart's verbatim where the rule is the cart's, spec 02 §5).
 */
export const batchRowErrorSchema = z.object({
  column: z.string(),
  field: batchRowFieldSchema,
  code: batchRowErrorCodeSchema,
  message: z.string(),
});
/** A batch row error. */
export type BatchRowError = z.infer<typeof batchRowErrorSchema>;

/**
 * One data row of an imported spreadsheet, as read and checked. `rowNo` is the spreadsheet's own row
 * number (the header is row 1). `account` is the account cell as written (group id or organisation name,
 * normalised; the default account when the cell was empty); `groupId`/`corpName` what it resolved to
 * (null when it did not). Amounts in yuan, shares in 份, both decimal strings with 2 decimals once valid,
 * else as written (null when missing or unreadable).
 */
export const batchRowSchema = z.object({
  rowNo: z.number().int().min(2),
  account: z.string(),
  groupId: z.string().nullable(),
  corpName: z.string().nullable(),
  fundCode: z.string(),
  fundName: z.string().nullable(),
  /** Purchase amount, yuan (purchase only). */
  amount: z.string().nullable(),
  /** Redemption shares (redemption only). */
  shares: z.string().nullable(),
  dividendMethod: dividendMethodSchema.nullable(),
  remark: z.string(),
  valid: z.boolean(),
  errors: z.array(batchRowErrorSchema),
});
/** A batch row. */
export type BatchRow = z.infer<typeof batchRowSchema>;

/** An earlier import of the same file (same bytes, or the same rows) by this person or organisation. */
export const batchDuplicateSchema = z.object({
  importId: z.string(),
  /** ISO time with the Asia/Shanghai offset. */
  importedAt: z.string(),
  /** The batch it placed, null when it was never placed. */
  batchSerialNo: z.string().nullable(),
});
/** A duplicate reference. */
export type BatchDuplicate = z.infer<typeof batchDuplicateSchema>;

/**
 * An imported spreadsheet (spec 02 §7 importExcel): every data row with its checks, totals of the valid
 * rows (yuan for purchase, shares for redemption; `0.00` for the other type), and `duplicateOf` when the
 * same file was imported before.
 */
export const batchImportSchema = z.object({
  importId: z.string(),
  tradeType: batchTradeTypeSchema,
  fileName: z.string(),
  fileSha256: z.string(),
  /** ISO time with the Asia/Shanghai offset. */
  importedAt: z.string(),
  duplicateOf: batchDuplicateSchema.nullable(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  totalAmount: decimalString,
  totalShares: decimalString,
  /** The batch this import placed, null until placed. */
  batchSerialNo: z.string().nullable(),
  rows: z.array(batchRowSchema),
});
/** An imported spreadsheet. */
export type BatchImport = z.infer<typeof batchImportSchema>;

/** The answer of the place-order check: what would be placed now, and the rows that would not. */
export const batchPlaceCheckSchema = z.object({
  importId: z.string(),
  /** Rows that pass every check now. */
  placeable: z.number().int(),
  /** Rows that would be skipped (invalid at import or now); 0 unless onlyValid. */
  skipped: z.number().int(),
  totalAmount: decimalString,
  totalShares: decimalString,
  /** Distinct accounts and funds of the placeable rows. */
  accounts: z.number().int(),
  funds: z.number().int(),
  duplicateOf: batchDuplicateSchema.nullable(),
  /** Every row that would not be placed, with its first message. */
  problems: z.array(z.object({ rowNo: z.number().int(), message: z.string() })),
});
/** A place-order check. */
export type BatchPlaceCheck = z.infer<typeof batchPlaceCheckSchema>;

/** Kinds of batches: spreadsheet purchase, spreadsheet redemption, cart purchase. */
export const batchKinds = ['excelBuy', 'excelSell', 'shopCartBuy'] as const;
export const batchKindSchema = z.enum(batchKinds);
/** A batch kind. */
export type BatchKind = z.infer<typeof batchKindSchema>;

/**
 * A batch's progress and result: the cart's batch result (spec 02 §3) plus the trade type, kind, the
 * import it came from, times (ISO, Asia/Shanghai) and the lines cancelled before placement.
 */
export const batchStatusSchema = batchResultSchema.extend({
  tradeType: batchTradeTypeSchema,
  kind: batchKindSchema,
  importId: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  cancelledSize: z.number().int(),
});
/** A batch status. */
export type BatchStatus = z.infer<typeof batchStatusSchema>;
