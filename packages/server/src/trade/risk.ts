import { riskLevelCodeOf, riskLevelNumber, t, type RiskLevelCode } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { loadTradeFunds } from './funds.js';

/**
 * A person's assessed risk level and the last valid day of that assessment (persons.risk_level,
 * persons.risk_expire_date; the seed assesses every demo person on the seeding day, valid one year).
 *
 * @returns `{ level, expireDate }`; both null when the person is unknown; `expireDate` null when never
 *   assessed
 * @see spec 02 §5 (risk assessment expired / not assessed), spec 01 §7.9
 */
export async function riskAssessmentOf(
  db: Db,
  personId: string,
): Promise<{ level: RiskLevelCode | null; expireDate: string | null }> {
  const rows = await db.query<{ risk_level: RiskLevelCode | null; risk_expire_date: string | null }>(
    'SELECT risk_level, risk_expire_date FROM persons WHERE person_id = $1',
    [personId],
  );
  return { level: rows[0]?.risk_level ?? null, expireDate: rows[0]?.risk_expire_date ?? null };
}

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
  const [assessment, funds] = await Promise.all([
    riskAssessmentOf(db, personId),
    loadTradeFunds(db, fundIds),
  ]);
  const userRiskLevel = assessment.level ?? 'zxfxdj_1';
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
    expireDate: assessment.expireDate ?? '',
    list,
  };
}
