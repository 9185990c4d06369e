import { riskLevelCodes, type RiskLevelCode } from '../domain/fund.js';
import { t } from '../messages/index.js';

/** Whether a value is one of the risk level codes zxfxdj_1..zxfxdj_5. */
export function isRiskLevelCode(code: unknown): code is RiskLevelCode {
  return typeof code === 'string' && (riskLevelCodes as readonly string[]).includes(code);
}

/**
 * The numeric level of a risk code: zxfxdj_1 -> 1 (low) … zxfxdj_5 -> 5 (high).
 *
 * @returns 1..5, or `null` for an unknown or missing code
 * @see spec 03 §3, spec 02 §4 (risk levels zxfxdj_1 to zxfxdj_5: low … high)
 */
export function riskLevelNumber(code: string | null | undefined): number | null {
  return isRiskLevelCode(code) ? riskLevelCodes.indexOf(code) + 1 : null;
}

/**
 * The risk code of a numeric level: 1 -> zxfxdj_1 … 5 -> zxfxdj_5.
 *
 * @returns the code, or `null` when the level is not an integer 1..5
 * @see spec 03 §3, spec 02 §4
 */
export function riskLevelCodeOf(level: number): RiskLevelCode | null {
  return Number.isInteger(level) ? (riskLevelCodes[level - 1] ?? null) : null;
}

/**
 * The Chinese label of a risk code: 低风险, 中低风险, 中风险, 中高风险, 高风险.
 *
 * @returns the label, or `--` for an unknown or missing code
 * @see spec 03 §3, spec 02 §4 (level 5 is labelled 高风险)
 */
export function riskLevelText(code: string | null | undefined): string {
  return isRiskLevelCode(code) ? t(`risk.${code}`) : t('display.none');
}

/**
 * The short label of a risk code: R1 … R5.
 *
 * @returns the label, or `--` for an unknown or missing code
 * @see spec 03 §3, spec 02 §4
 */
export function riskLevelShortText(code: string | null | undefined): string {
  return isRiskLevelCode(code) ? t(`risk.short.${code}`) : t('display.none');
}

/**
 * Whether the code is the highest level (zxfxdj_5, 高风险), which the UI shows in colour.
 *
 * @see spec 03 §3 (level 5 is labelled 高风险 in colour), spec 02 §4 (5 is highest, coloured)
 */
export function isHighestRisk(code: string | null | undefined): boolean {
  return code === 'zxfxdj_5';
}

/** How long a risk assessment stays valid after the day it was taken: one year (spec 02 §5). */
export const RISK_ASSESSMENT_VALID_YEARS = 1;

/**
 * The last valid day of a risk assessment taken on `assessedOn`: one year later, the day before
 * (taken 2026-02-13 → valid through 2027-02-12; taken 2024-02-29 → through 2025-02-28).
 *
 * @param assessedOn - the day of the assessment, `YYYY-MM-DD`
 * @returns the expiry day `YYYY-MM-DD`; an assessment is expired when its expiry is before today
 * @see spec 02 §5 (risk assessment expired), spec 01 §7.9 (questionnaire result with expiry date)
 */
export function riskAssessmentExpiry(assessedOn: string): string {
  const [year, month, day] = assessedOn.split('-').map(Number) as [number, number, number];
  const sameDay = new Date(Date.UTC(year + RISK_ASSESSMENT_VALID_YEARS, month - 1, day));
  // 29 February of a year without one rolls to 1 March: step back to the 28th first
  if (sameDay.getUTCMonth() !== month - 1) sameDay.setUTCDate(0);
  else sameDay.setUTCDate(sameDay.getUTCDate() - 1);
  return sameDay.toISOString().slice(0, 10);
}

/**
 * Whether a risk assessment no longer counts: never taken (`expireDate` null) or its last valid day is
 * before `today` (both `YYYY-MM-DD`, Shanghai days).
 *
 * @see spec 02 §5 (risk assessment expired / not assessed)
 */
export function isRiskAssessmentExpired(expireDate: string | null, today: string): boolean {
  return expireDate === null || expireDate < today;
}
