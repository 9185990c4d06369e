import { z } from 'zod';

/**
 * Statements (对账单): one document per account (organisation) and calendar month, as PDF or xlsx
 * (issue 4 §3; spec 03 §2 dataService/statementsList, §7 exportStatementApply; spec 01 §4.8).
 */

/** The file formats of a statement. */
export const statementFormats = ['pdf', 'xlsx'] as const;
export const statementFormatSchema = z.enum(statementFormats);
/** A statement file format. */
export type StatementFormat = z.infer<typeof statementFormatSchema>;

/** A statement period: a calendar month `YYYY-MM` (Asia/Shanghai). */
export const statementPeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period');
/** A statement period, `YYYY-MM`. */
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

/** States of a statement: those of its generated file (spec 01 §4.8). */
export const statementStatusSchema = z.enum(['processing', 'done', 'failed']);
/** A statement state. */
export type StatementStatus = z.infer<typeof statementStatusSchema>;

/**
 * A requested statement as the list shows it. `serialNo` is the generated file's serial number: poll it
 * with documentResult and fetch it with GET pc/document/download (spec 01 §4.8, 03 §7). Times are ISO
 * with the Asia/Shanghai offset (`2026-02-13T14:00:00+08:00`).
 */
export const statementSchema = z.object({
  serialNo: z.string(),
  groupId: z.string(),
  corpName: z.string(),
  period: statementPeriodSchema,
  format: statementFormatSchema,
  status: statementStatusSchema,
  /** The file's name once done (`对账单_{organisation}_{period}.pdf`), else null. */
  fileName: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Whether the requester has downloaded (read) it (spec 03 §7 /assetReport/ readStatus, read). */
  read: z.boolean(),
});
/** A requested statement. */
export type Statement = z.infer<typeof statementSchema>;

/**
 * The months a statement can be asked for, per account (spec 03 §7 asset/statementAccountDate):
 * from the month of the account's first confirmed trade (null when it has none) to the current month.
 */
export const statementAccountDateSchema = z.object({
  groupId: z.string(),
  corpName: z.string(),
  firstPeriod: statementPeriodSchema.nullable(),
  lastPeriod: statementPeriodSchema,
});
/** The statement months of an account. */
export type StatementAccountDate = z.infer<typeof statementAccountDateSchema>;
