import { riskLevelCodeOf, riskLevelNumber, t, type RiskLevelCode } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { loadTradeFunds } from './funds.js';

/**
 * The day every demo person's risk assessment was taken; it is valid one year, so it expires on
 * {@link RISK_ASSESSMENT_EXPIRY}. The data has no assessment history; a fixed date keeps answers
 * deterministic.
 */
export const RISK_ASSESSMENT_DATE = '2025-07-01';
/** The expiry of the demo risk assessments: one year after {@link RISK_ASSESSMENT_DATE}, `YYYY-MM-DD`. */
export const RISK_ASSESSMENT_EXPIRY = '2026-06-30';

/** A risk match: '0' matched, '1' the fund is one level above the investor, '2' two or more. */
export type MatchResult = '0' | '1' | '2';

/**
 * The match of one fund risk level against an investor's level.
 *
 * @see spec 02 §4 (matchResult '0' matched, '1' or '2' mismatched); FundDesk reads '1' as one level
 *   above and '2' as two or more (contract checkRiskLevelMultiple)
 */
export function matchOf(fundLevel: RiskLevelCode, userLevel: RiskLevelCode): MatchResult {
  const gap = (riskLevelNumber(fundLevel) ?? 5) - (riskLevelNumber(userLevel) ?? 1);
  return gap <= 0 ? '0' : gap === 1 ? '1' : '2';
}

/** The answer of checkRiskLevelMultiple (spec 02 §3 risk info and risk match). */
export interface MultipleRiskMatch {
  matchResult: MatchResult;
  fundRiskLevel: RiskLevelCode;
  userRiskLevel: RiskLevelCode;
  riskTypeDesc: string;
  expireDate: string;
  list: { fundId: string; fundRiskLevel: RiskLevelCode; matchResult: MatchResult }[];
}

/**
 * Matches several funds against the person's assessed risk level: the overall result is the worst line's,
 * the overall fund level the highest. Unknown funds are left out of the list.
 *
 * @see spec 02 §4 (multiple risk check; risk dialog for matchResult 0, 1 or 2), §3 (riskTypeDesc, expireDate)
 */
export async function matchRiskLevels(
  db: Db,
  personId: string,
  fundIds: readonly string[],
): Promise<MultipleRiskMatch> {
  const [rows, funds] = await Promise.all([
    db.query<{ risk_level: RiskLevelCode }>('SELECT risk_level FROM persons WHERE person_id = $1', [
      personId,
    ]),
    loadTradeFunds(db, fundIds),
  ]);
  const userRiskLevel = rows[0]?.risk_level ?? 'zxfxdj_1';
  const list = [...new Set(fundIds)].flatMap((fundId) => {
    const fund = funds.get(fundId);
    return fund
      ? [{ fundId, fundRiskLevel: fund.riskLevel, matchResult: matchOf(fund.riskLevel, userRiskLevel) }]
      : [];
  });
  const highest = Math.max(1, ...list.map((l) => riskLevelNumber(l.fundRiskLevel) ?? 1));
  const fundRiskLevel = riskLevelCodeOf(highest) ?? 'zxfxdj_1';
  const userNumber = riskLevelNumber(userRiskLevel) ?? 1;
  return {
    matchResult: matchOf(fundRiskLevel, userRiskLevel),
    fundRiskLevel,
    userRiskLevel,
    riskTypeDesc: t(`server.trade.investorType.${userNumber as 1 | 2 | 3 | 4 | 5}`),
    expireDate: RISK_ASSESSMENT_EXPIRY,
    list,
  };
}
