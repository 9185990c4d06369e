/**
 * The back office's maintenance of an organisation's private-trade information (FundDesk; spec 02 §3 user
 * trade info check, §5 blacklist and registration progress): the list of organisations with what the
 * reservation check reads of each (org_trade_info), one organisation with its history, and the change.
 * Privilege org_record_review (role fd_ops, the platform's back office, as 开户及变更审核). Service `account`.
 * @see docs/decisions.md "Back-office maintenance of private-trade information"
 */
import { z } from 'zod';
import { BLACKLIST_REASON_MAX, REGISTER_PROGRESSES } from '../rules/orgTradeInfo.js';
import { defineCall } from './contract.js';
import { ORG_REVIEW_PRIVILEGE } from './orgRecord.js';

/** What the reservation check reads of one organisation, as the back office sets it. */
export const tradeInfoStateSchema = z.object({
  blacklisted: z.boolean(),
  /** Why it is on the blacklist; null when not blacklisted. */
  blacklistReason: z.string().nullable(),
  /** Registration progress (core REGISTER_PROGRESSES; 3 and 4 complete, spec 02 §5). */
  registerProgress: z.string(),
  /** Occupation on file (the check's `job`). */
  job: z.boolean(),
  /** Adviser (客户经理) on file (the check's `lcs`). */
  lcs: z.boolean(),
  /**
   * The private subscription fee discount (deal/charge: fee = amount × rate × discount), plain decimal text
   * above 0 and below 1 (`0.8` = 8折; org_private_trade.fee_discount_e4 / 10^4); null: 不打折.
   */
  feeDiscount: z.string().nullable(),
});
/** A state of {@link tradeInfoStateSchema}. */
export type TradeInfoStateDto = z.infer<typeof tradeInfoStateSchema>;

/**
 * One organisation's row: its id and name, the state (a never-maintained organisation reads as not
 * blacklisted, progress 4, occupation and adviser on file: `maintained` false), the last change's time (ISO)
 * and person name.
 */
export const tradeInfoRowSchema = tradeInfoStateSchema.extend({
  groupId: z.string(),
  corpName: z.string(),
  maintained: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
/** A row of {@link tradeInfoRowSchema}. */
export type TradeInfoRow = z.infer<typeof tradeInfoRowSchema>;

/** One recorded change: when (ISO), who (name and person id), from which IP, before and after. */
export const tradeInfoChangeSchema = z.object({
  changeId: z.string(),
  at: z.string(),
  byPersonId: z.string(),
  byName: z.string(),
  ip: z.string().nullable(),
  before: tradeInfoStateSchema,
  after: tradeInfoStateSchema,
});
/** A change of {@link tradeInfoChangeSchema}. */
export type TradeInfoChange = z.infer<typeof tradeInfoChangeSchema>;

const groupId = z.string().trim().min(1).max(32);

/**
 * tradeInfoList (FundDesk, A/pc/backOffice/tradeInfo/list): every organisation (by group id) with its
 * private-trade information. Privilege org_record_review.
 */
export const tradeInfoList = defineCall({
  name: 'tradeInfoList',
  service: 'account',
  path: 'pc/backOffice/tradeInfo/list',
  privilege: ORG_REVIEW_PRIVILEGE,
  request: z.object({}),
  response: z.object({ list: z.array(tradeInfoRowSchema) }),
});

/**
 * tradeInfoShow (FundDesk, A/pc/backOffice/tradeInfo/show): one organisation's row and its changes, newest
 * first. Privilege org_record_review.
 * @throws GatewayError TradeInfoOrgNotFound (FD4832) for an unknown group id
 */
export const tradeInfoShow = defineCall({
  name: 'tradeInfoShow',
  service: 'account',
  path: 'pc/backOffice/tradeInfo/show',
  privilege: ORG_REVIEW_PRIVILEGE,
  request: z.object({ groupId }),
  response: z.object({ info: tradeInfoRowSchema, history: z.array(tradeInfoChangeSchema) }),
});

/**
 * tradeInfoSet (FundDesk, A/pc/backOffice/tradeInfo/set): stores the organisation's private-trade
 * information and the private subscription fee discount (core orgTradeInfoRefusal) and records who, when, from which IP, before and after, in one
 * transaction; the reservation check reads it from the next call on. Privilege org_record_review.
 * @returns the row as stored
 * `feeDiscount` is the private subscription fee discount as typed (`0.8`; blank or `1`: 不打折, stored as none);
 * left out, the organisation's discount is kept.
 * @throws GatewayError TradeInfoOrgNotFound (FD4832); TradeInfoReasonRequired (FD4830) blacklisting without a
 *   reason; TradeInfoProgressInvalid (FD4831) progress outside 0-4; TradeInfoFeeDiscountInvalid (FD4833) a
 *   discount not above 0 and at most 1 with at most 4 decimals
 */
export const tradeInfoSet = defineCall({
  name: 'tradeInfoSet',
  service: 'account',
  path: 'pc/backOffice/tradeInfo/set',
  privilege: ORG_REVIEW_PRIVILEGE,
  request: z.object({
    groupId,
    blacklisted: z.boolean(),
    blacklistReason: z
      .string()
      .max(BLACKLIST_REASON_MAX * 2)
      .optional(),
    registerProgress: z.string().max(8),
    job: z.boolean(),
    lcs: z.boolean(),
    feeDiscount: z.string().max(16).optional(),
  }),
  response: tradeInfoRowSchema,
});

/** The registration progress values of the edit dialog (core REGISTER_PROGRESSES). */
export const registerProgresses = REGISTER_PROGRESSES;
