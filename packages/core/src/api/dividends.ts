/**
 * 基金分红 (/fundTools/bonusFund; spec 03 §2 fund tools "bonusFund", §7 "Bonus: list and detail"; issue 14 §5
 * Dividends). The data has no dividend records (shared/data README), so every record is the local environment's
 * deterministic model over the fund's REAL NAV (server services/dividends.ts; docs/decisions.md "Simulated
 * dividends"): each record carries `source: 'simulated'` and every figure is shown marked 模拟. Money funds pay
 * none. Privilege fund_tools (the menu's). Paths are ours (the spec names the calls only).
 */
import { z } from 'zod';
import { decimalString } from '../domain/money.js';
import { defineCall, pageInfoSchema, paginationSchema } from './contract.js';

/** A fund id: the 6-digit fund code. */
const fundId = z.string().regex(/^\d{6}$/, 'fundId');
/** A calendar year the data may cover (the NAV data begins in 2021). */
const year = z.number().int().min(2000).max(2100);

/**
 * One dividend event (simulated): the fund, the record date (权益登记日, a real trading day on which the fund
 * has a real NAV), the ex-dividend date (除息日: the record date, as for off-exchange funds), the payment date
 * (红利发放日: two trading days later), the unit NAV of the record date (real, 4 decimals), the cash per share
 * (元/份, 4 decimals), per 10 shares (元, 3 decimals as published) and the cash as a percent of the NAV (2
 * decimals).
 */
export const dividendRecordSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  /** The broad type's text (股票型, 债券型 …). */
  fundTypeText: z.string(),
  year: z.number().int(),
  recordDate: z.string(),
  exDate: z.string(),
  payDate: z.string(),
  navOnRecordDate: decimalString,
  cashPerShare: decimalString,
  per10Shares: decimalString,
  yieldPercent: decimalString,
  source: z.literal('simulated'),
});
/** A dividend record. */
export type DividendRecord = z.infer<typeof dividendRecordSchema>;

/**
 * bonus/list: the dividend records of every fund with real NAV, newest record date first (then by fund code),
 * filtered by fund and year, one page; `years` are the years with records (for the year filter, newest
 * first). An unknown fund code answers an empty list (a filter, not a lookup).
 */
export const bonusList = defineCall({
  name: 'bonusList',
  service: 'product',
  path: 'bonus/list',
  privilege: 'fund_tools',
  request: z.object({
    fundId: fundId.optional(),
    year: year.optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({
    list: z.array(dividendRecordSchema),
    pagination: pageInfoSchema,
    years: z.array(z.number().int()),
    source: z.literal('simulated'),
  }),
});

/**
 * bonus/detail: one fund's dividend history (every record, newest first), the sum of cash per share over it
 * (元/份, 4 decimals) and the real NAV coverage the model drew on (first and last NAV date; null without NAV).
 * `eligible` is false for a fund the model pays nothing (money funds, QDII and other types, funds without NAV).
 * Refusal: FD3001 (unknown fund).
 */
export const bonusDetail = defineCall({
  name: 'bonusDetail',
  service: 'product',
  path: 'bonus/detail',
  privilege: 'fund_tools',
  request: z.object({ fundId }),
  response: z.object({
    fundId: z.string(),
    fundName: z.string(),
    fundTypeText: z.string(),
    company: z.string(),
    eligible: z.boolean(),
    navFrom: z.string().nullable(),
    navTo: z.string().nullable(),
    records: z.array(dividendRecordSchema),
    totalCashPerShare: decimalString,
    source: z.literal('simulated'),
  }),
});
