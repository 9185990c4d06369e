/**
 * Handlers of the risk questionnaire (core `api/riskCrs.ts`; spec 01 §7.9 queryRiskQuestion, updateRiskQA,
 * queryRiskQA and the jgt pair; spec 02 §3 risk info, §5 expired assessment; issue 15 §4). The score is core's
 * (rules/riskQuestionnaire.ts); the level and its expiry are written to persons.risk_level / risk_expire_date,
 * which the purchase path reads (trade/risk.ts riskAssessmentOf), and every questionnaire is kept with who,
 * for which organisation, when, from where and the level before (risk_questionnaires, migration 0024).
 */
import {
  GatewayError,
  RISK_OPTION_VALUES,
  RISK_QUESTION_IDS,
  isRiskAssessmentExpired,
  riskCrs,
  riskDaysLeft,
  riskLevelNumber,
  scoreRiskQuestionnaire,
  suitabilityRefusal,
  t,
  type RiskLevelCode,
  type RiskResult,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from '../trade/time.js';
import { riskAssessmentOf } from '../trade/risk.js';
import { groupSessionOf, route, sessionOf, type HandlerContext, type Route } from '../services/types.js';

/** 保守型 … 进取型 of a level (the investor types the purchase's risk check already answers). */
export function investorTypeOf(level: RiskLevelCode | null): string {
  const n = riskLevelNumber(level);
  return n === null ? t('riskResult.none') : t(`server.trade.investorType.${n as 1 | 2 | 3 | 4 | 5}`);
}

interface HistoryRow {
  person_name: string;
  login_name: string;
  group_id: string;
  corp_name: string;
  score: number;
  risk_level: RiskLevelCode;
  assessed_on: string;
  expire_date: string;
  submitted_at: Date | string;
}

/**
 * The person's current assessment and their last 20 questionnaires (spec 02 §3 risk info).
 * @param today - `YYYY-MM-DD` Shanghai (the market's today)
 */
export async function riskResultOf(db: Db, personId: string, today: string): Promise<RiskResult> {
  const assessment = await riskAssessmentOf(db, personId);
  const history = await db.query<HistoryRow>(
    `SELECT p.person_name, p.login_name, q.group_id, o.corp_name, q.score, q.risk_level, q.assessed_on,
            q.expire_date, q.submitted_at
       FROM risk_questionnaires q JOIN persons p ON p.person_id = q.person_id
       JOIN organisations o ON o.group_id = q.group_id
      WHERE q.person_id = $1 ORDER BY q.submitted_at DESC, q.id DESC LIMIT 20`,
    [personId],
  );
  const last = history[0];
  // The last questionnaire describes the current level only when it set it (a seeded level has none).
  const fromLast = last && last.expire_date === assessment.expireDate && last.risk_level === assessment.level;
  return {
    riskType: assessment.level,
    riskTypeDesc: investorTypeOf(assessment.level),
    expireDate: assessment.expireDate,
    expired: isRiskAssessmentExpired(assessment.level === null ? null : assessment.expireDate, today),
    daysLeft: riskDaysLeft(assessment.expireDate, today),
    score: fromLast ? last.score : null,
    assessedOn: fromLast ? last.assessed_on : null,
    today,
    history: history.map((h) => ({
      personName: h.person_name,
      loginName: h.login_name,
      groupId: h.group_id,
      corpName: h.corp_name,
      score: Number(h.score),
      riskLevel: h.risk_level,
      assessedOn: h.assessed_on,
      expireDate: h.expire_date,
      submittedAt: shanghaiIso(h.submitted_at),
    })),
  };
}

/**
 * Scores and stores a questionnaire for the session's person and organisation, in one transaction: the
 * history row (with the level before) and the person's new level and expiry.
 * @throws GatewayError FD1380 / FD1381 / FD1382 (core scoreRiskQuestionnaire)
 */
async function submitQuestionnaire(
  request: { answers: { questionId: string; answer: string }[] },
  ctx: HandlerContext,
): Promise<RiskResult> {
  const session = groupSessionOf(ctx);
  const today = ctx.services.market.today();
  const decision = scoreRiskQuestionnaire(request.answers, today);
  if (!decision.ok) throw new GatewayError(decision.code, undefined, { detail: decision.params });
  const { score, level, expireDate } = decision.value;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.query<{ risk_level: string | null; risk_expire_date: string | null }>(
      'SELECT risk_level, risk_expire_date FROM persons WHERE person_id = $1 FOR UPDATE',
      [session.personId],
    );
    await tx.query(
      `INSERT INTO risk_questionnaires (person_id, group_id, answers, score, risk_level, assessed_on, expire_date,
         old_level, old_expire, ip, submitted_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz)`,
      [
        session.personId,
        session.groupId,
        JSON.stringify(request.answers),
        score,
        level,
        today,
        expireDate,
        before?.risk_level ?? null,
        before?.risk_expire_date ?? null,
        ctx.ip || null,
        new Date(ctx.clock.now()).toISOString(),
      ],
    );
    await tx.query('UPDATE persons SET risk_level = $2, risk_expire_date = $3 WHERE person_id = $1', [
      session.personId,
      level,
      expireDate,
    ]);
  });
  return riskResultOf(ctx.db, session.personId, today);
}

/**
 * Refuses a purchase by a person whose risk assessment has expired or was never taken, whatever the funds
 * (spec 02 §5; core suitabilityRefusal with the lowest fund level and the risk acknowledged): the cart's
 * purchase asks this as the trading desk's does through suitabilityRefusal.
 * @param today - `YYYY-MM-DD`, Asia/Shanghai
 * @throws GatewayError RiskMissing (FD4617) or RiskExpired (FD4616)
 */
export async function refuseExpiredRiskAssessment(db: Db, personId: string, today: string): Promise<void> {
  const refusal = assessmentRefusal(await riskAssessmentOf(db, personId), today);
  if (refusal) throw new GatewayError(refusal.code);
}

/** The assessment's own refusal of any purchase (the lowest fund level, risk acknowledged): FD4617 / FD4616. */
function assessmentRefusal(
  assessment: { level: RiskLevelCode | null; expireDate: string | null },
  today: string,
): { code: string } | null {
  return suitabilityRefusal({
    userLevel: assessment.level,
    expireDate: assessment.expireDate,
    today,
    fundLevel: 'zxfxdj_1',
    riskConfirmed: true,
  });
}

/** The questionnaire's questions with their catalogue texts (rules/riskQuestionnaire.ts ids and options). */
function questions() {
  return RISK_QUESTION_IDS.map((questionId) => ({
    questionId,
    title: t(`riskQ.${questionId}.title`),
    options: RISK_OPTION_VALUES.map((value) => ({ value, text: t(`riskQ.${questionId}.${value}`) })),
  }));
}

const queryCurrent = (_request: unknown, ctx: HandlerContext) =>
  riskResultOf(ctx.db, groupSessionOf(ctx).personId, ctx.services.market.today());

/** The questionnaire's routes (spec 01 §7.9; spec 02 §3 risk info). */
export const riskRoutes: Route[] = [
  route(riskCrs.queryRiskQuestion, () => Promise.resolve({ questions: questions() })),
  route(riskCrs.updateRiskQA, submitQuestionnaire),
  route(riskCrs.jgtUpdateRiskQA, submitQuestionnaire),
  route(riskCrs.queryRiskQA, queryCurrent),
  route(riskCrs.jgtQueryRiskQA, queryCurrent),
  route(riskCrs.queryRisk, async (_request, ctx) => {
    const session = sessionOf(ctx);
    const today = ctx.services.market.today();
    const assessment = await riskAssessmentOf(ctx.db, session.personId);
    const orgs = await ctx.db.query<{ group_id: string; corp_name: string }>(
      `SELECT o.group_id, o.corp_name FROM person_orgs po JOIN organisations o ON o.group_id = po.group_id
        WHERE po.person_id = $1 AND o.synthesize_state <> 99 ORDER BY o.group_id`,
      [session.personId],
    );
    const refusal = assessmentRefusal(assessment, today);
    return {
      riskType: assessment.level,
      riskTypeDesc: investorTypeOf(assessment.level),
      expireDate: assessment.expireDate,
      expired: refusal !== null,
      daysLeft: riskDaysLeft(assessment.expireDate, today),
      today,
      orgs: orgs.map((o) => ({
        groupId: o.group_id,
        corpName: o.corp_name,
        refusalCode: refusal?.code ?? null,
      })),
    };
  }),
];
