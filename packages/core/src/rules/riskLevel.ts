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
