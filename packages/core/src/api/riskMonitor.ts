/**
 * 持仓风险监控 (/fundTools/riskMonitor; spec 03 §2 fund tools "riskMonitor: position risk monitoring … carries a
 * numeric badge", §7 asset service "fundPositionRiskMonitor/ with saveOrUpdateConfig, queryConfigAndRecordPage,
 * deleteMonitorRecordById, countUnreadRecord, setRecordBeRead"; issue 14 §5). Per account: thresholds (core
 * rules/riskMonitor.ts, defaults 10 % drawdown and 3 % one-day drop), evaluated on each trading day's REAL NAV
 * since each holding's confirmation, and event nodes 1 buy / 2 sell from the account's own confirmed orders (3
 * manager change and 4 large redemption: the data has neither, docs/decisions.md). Privilege fund_tools (the
 * menu's); the account is one of the person's organisations (FD1004 otherwise), the session's by default.
 */
import { z } from 'zod';
import { decimalString } from '../domain/money.js';
import { RISK_RECORD_KINDS, validRiskThreshold } from '../rules/riskMonitor.js';
import { defineCall, pageInfoSchema, paginationSchema } from './contract.js';

const groupId = z.string().min(1).max(32);
/** A threshold in percent: up to 2 decimals, above 0, at most 100 (core validRiskThreshold). */
const threshold = z.string().refine(validRiskThreshold, 'threshold');

/** An account's thresholds (percent, 2 decimals), when they were last changed and by whom (null: defaults). */
export const riskConfigSchema = z.object({
  groupId: z.string(),
  drawdownPercent: decimalString,
  dayDropPercent: decimalString,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
/** An account's risk monitor settings. */
export type RiskMonitorConfig = z.infer<typeof riskConfigSchema>;

/** One change of the settings: before and after, who (name and login name), when (ISO), from where. */
export const riskConfigChangeSchema = z.object({
  oldDrawdownPercent: decimalString,
  oldDayDropPercent: decimalString,
  drawdownPercent: decimalString,
  dayDropPercent: decimalString,
  personName: z.string(),
  loginName: z.string(),
  ip: z.string().nullable(),
  changedAt: z.string(),
});

/**
 * One monitor record: the fund, the kind (a rule: drawdown, dayDrop; an event node: event1 buy, event2 sell,
 * event3 manager change, event4 large redemption), the day (a trading day, `YYYY-MM-DD`), the value (percent
 * for a rule, 2 decimals; yuan for a buy; shares for a sell), the order's serial number of an event node, and
 * whether it was read.
 */
export const riskRecordSchema = z.object({
  id: z.string(),
  fundId: z.string(),
  fundName: z.string(),
  kind: z.enum(RISK_RECORD_KINDS),
  day: z.string(),
  value: decimalString.nullable(),
  ref: z.string(),
  read: z.boolean(),
});
/** A monitor record. */
export type RiskRecord = z.infer<typeof riskRecordSchema>;

/**
 * fundPositionRiskMonitor/saveOrUpdateConfig: sets an account's two thresholds; the change is recorded (before,
 * after, who, when, IP) even when it restates the defaults. Answers the settings.
 */
export const saveOrUpdateConfig = defineCall({
  name: 'riskMonitorSaveConfig',
  service: 'asset',
  path: 'fundPositionRiskMonitor/saveOrUpdateConfig',
  privilege: 'fund_tools',
  request: z.object({ groupId: groupId.optional(), drawdownPercent: threshold, dayDropPercent: threshold }),
  response: riskConfigSchema,
});

/**
 * fundPositionRiskMonitor/queryConfigAndRecordPage: evaluates the account's holdings up to the last NAV day,
 * then answers the settings, their last 20 changes (newest first), one page of records (newest day first;
 * only unread ones when asked, one kind when asked) and the unread count.
 */
export const queryConfigAndRecordPage = defineCall({
  name: 'riskMonitorQuery',
  service: 'asset',
  path: 'fundPositionRiskMonitor/queryConfigAndRecordPage',
  privilege: 'fund_tools',
  request: z.object({
    groupId: groupId.optional(),
    unreadOnly: z.boolean().default(false),
    kind: z.enum(RISK_RECORD_KINDS).optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({
    config: riskConfigSchema,
    changes: z.array(riskConfigChangeSchema),
    list: z.array(riskRecordSchema),
    pagination: pageInfoSchema,
    unread: z.number().int(),
  }),
});

/** fundPositionRiskMonitor/deleteMonitorRecordById: removes one record of the session's accounts. */
export const deleteMonitorRecordById = defineCall({
  name: 'riskMonitorDelete',
  service: 'asset',
  path: 'fundPositionRiskMonitor/deleteMonitorRecordById',
  privilege: 'fund_tools',
  request: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
  response: z.object({ id: z.string(), unread: z.number().int() }),
});

/**
 * fundPositionRiskMonitor/countUnreadRecord: the unread records of the session's account after evaluating it
 * (the menu badge).
 */
export const countUnreadRecord = defineCall({
  name: 'riskMonitorUnread',
  service: 'asset',
  path: 'fundPositionRiskMonitor/countUnreadRecord',
  privilege: 'fund_tools',
  request: z.object({}),
  response: z.object({ num: z.number().int() }),
});

/**
 * fundPositionRiskMonitor/setRecordBeRead: marks records read — the ids given, or every record of the account
 * when `all` is true. Answers how many changed and the unread count left.
 */
export const setRecordBeRead = defineCall({
  name: 'riskMonitorRead',
  service: 'asset',
  path: 'fundPositionRiskMonitor/setRecordBeRead',
  privilege: 'fund_tools',
  request: z.object({
    groupId: groupId.optional(),
    ids: z
      .array(z.string().regex(/^\d{1,18}$/))
      .max(100)
      .default([]),
    all: z.boolean().default(false),
  }),
  response: z.object({ updated: z.number().int(), unread: z.number().int() }),
});
