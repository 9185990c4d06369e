/**
 * 持仓风险监控 (/fundTools/riskMonitor; spec 03 §2 fund tools "riskMonitor", §7 fundPositionRiskMonitor; issue 14
 * §5): the rules evaluated per holding on each trading day's REAL NAV since the holding's confirmation, and the
 * event nodes of spec 02/03 §3 (1 buy, 2 sell, 3 manager change, 4 large redemption). One definition; the server
 * stores what these answer (services/riskMonitor.ts).
 */
import { Dec } from '../domain/money.js';
import { t } from '../messages/index.js';
import type { NavObservation } from './fundMetrics.js';
import { groupThousands } from './numberFormat.js';

/** The rules per holding: NAV drawdown from its peak, a one-day NAV drop. */
export const RISK_RULES = ['drawdown', 'dayDrop'] as const;
/** A threshold rule. */
export type RiskRule = (typeof RISK_RULES)[number];

/** Event node types (spec 03 §3 "Fund event node types: 1 buy, 2 sell, 3 manager change, 4 large redemption"). */
export const RISK_EVENT_TYPES = [1, 2, 3, 4] as const;
/** An event node type. */
export type RiskEventType = (typeof RISK_EVENT_TYPES)[number];

/** The kinds of a monitor record: a threshold rule or an event node (`event1` … `event4`). */
export const RISK_RECORD_KINDS = ['drawdown', 'dayDrop', 'event1', 'event2', 'event3', 'event4'] as const;
/** A monitor record kind. */
export type RiskRecordKind = (typeof RISK_RECORD_KINDS)[number];

/**
 * A record's value as shown (the page and `funddesk funds risk-monitor`): percent for a rule (`3.50%`), yuan for
 * a buy (`10,000.00 元`), shares for a sell (`54,714.85 份`), amounts grouped by thousands as in every other
 * table, `--` without a value.
 */
export function riskValueText(record: { kind: RiskRecordKind; value: string | null }): string {
  if (record.value === null) return t('display.none');
  if (record.kind === 'drawdown' || record.kind === 'dayDrop')
    return t('riskMonitor.value.percent', { value: record.value });
  if (record.kind === 'event1') return t('riskMonitor.value.yuan', { value: groupThousands(record.value) });
  return t('riskMonitor.value.shares', { value: groupThousands(record.value) });
}

/** Default thresholds in percent (issue 14 §5): drawdown beyond 10 %, a one-day drop beyond 3 %. */
export const DEFAULT_RISK_CONFIG = { drawdownPercent: '10.00', dayDropPercent: '3.00' } as const;

/** An account's thresholds: percent as decimal text with up to 2 decimals, each above 0 and at most 100. */
export interface RiskConfig {
  readonly drawdownPercent: string;
  readonly dayDropPercent: string;
}

/** A threshold rule's hit: the rule, the NAV date (a trading day) and the figure in percent (2 decimals). */
export interface RiskHit {
  readonly rule: RiskRule;
  readonly date: string;
  readonly value: string;
}

/** Whether a threshold text is a valid percent: up to 3 integer digits and 2 decimals, above 0, at most 100. */
export function validRiskThreshold(text: string): boolean {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return false;
  const value = new Dec(text);
  return value.gt(0) && value.lte(100);
}

/**
 * Evaluates the threshold rules over a holding's real NAV since its confirmation (oldest first, the first
 * observation the confirmation day's or the first after it):
 * - **drawdown**: (1 − NAV / running peak) × 100, the peak taken from the first observation on; a record on the
 *   day the drawdown first exceeds `drawdownPercent`, and again only after a new peak has been made;
 * - **dayDrop**: −(NAV / previous NAV − 1) × 100 between NAVs of consecutive trading days (a gap — a trading day
 *   without NAV — gives no daily return, holidays are no gap: `previousTradingDay`); a record on each day it
 *   exceeds `dayDropPercent`.
 * Strictly beyond the threshold ("beyond X%"). Values in percent, 2 decimals (half up). In Dec.
 *
 * @param nav - real NAV observations, oldest first
 * @param config - the account's thresholds (percent)
 * @param previousTradingDay - the exchange calendar's previous trading day of an ISO date (null before the data)
 * @returns the hits, oldest first
 */
export function evaluateRiskRules(
  nav: readonly NavObservation[],
  config: RiskConfig,
  previousTradingDay: (isoDate: string) => string | null,
): RiskHit[] {
  const hits: RiskHit[] = [];
  const drawdownLimit = new Dec(config.drawdownPercent);
  const dropLimit = new Dec(config.dayDropPercent);
  let peak: Dec | null = null;
  let inDrawdown = false;
  let previous: NavObservation | null = null;
  for (const point of nav) {
    const value = new Dec(point.nav);
    if (peak === null || value.gt(peak)) {
      peak = value;
      inDrawdown = false;
    }
    const drawdown = new Dec(1).minus(value.div(peak)).mul(100);
    if (!inDrawdown && drawdown.gt(drawdownLimit)) {
      inDrawdown = true;
      hits.push({ rule: 'drawdown', date: point.date, value: drawdown.toFixed(2) });
    }
    if (previous && previousTradingDay(point.date) === previous.date) {
      const drop = new Dec(1).minus(value.div(previous.nav)).mul(100);
      if (drop.gt(dropLimit)) hits.push({ rule: 'dayDrop', date: point.date, value: drop.toFixed(2) });
    }
    previous = point;
  }
  return hits;
}
