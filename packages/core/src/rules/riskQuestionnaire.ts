/**
 * The institution risk questionnaire (机构风险测评问卷; /account/riskQuestions and riskResult, spec 03 §2
 * account management; spec 01 §7.9 queryRiskQuestion, updateRiskQA, queryRiskQA; issue 15 §4): the
 * questions, their options and scores, and the scoring to the five risk levels zxfxdj_1..zxfxdj_5 (spec 02
 * §4, 03 §3). The spec names the calls but not the questions or the scale: these are FundDesk's
 * (docs/decisions.md "Risk questionnaire"). The server scores; the web shows the same questions; none keeps a
 * copy of the scale.
 */
import type { RiskLevelCode } from '../domain/fund.js';
import { ErrorCode } from '../errors/catalogue.js';
import { riskAssessmentExpiry, riskLevelCodeOf } from './riskLevel.js';

/** The questions' ids, in the order they are asked (titles in the catalogue: `riskQ.<id>.title`). */
export const RISK_QUESTION_IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;
/** A question id of {@link RISK_QUESTION_IDS}. */
export type RiskQuestionId = (typeof RISK_QUESTION_IDS)[number];

/** The option values of every question, lowest risk first (labels in the catalogue: `riskQ.<id>.<value>`). */
export const RISK_OPTION_VALUES = ['A', 'B', 'C', 'D', 'E'] as const;
/** An option value of {@link RISK_OPTION_VALUES}. */
export type RiskOptionValue = (typeof RISK_OPTION_VALUES)[number];

/** The score of each option: A 2 … E 10, so ten answers score 20 (all A) to 100 (all E). */
export const RISK_OPTION_SCORES: Readonly<Record<RiskOptionValue, number>> = {
  A: 2,
  B: 4,
  C: 6,
  D: 8,
  E: 10,
};

/**
 * The highest score of each level: up to 20 zxfxdj_1 (保守型), 21-40 zxfxdj_2, 41-60 zxfxdj_3, 61-80
 * zxfxdj_4, 81-100 zxfxdj_5 (进取型).
 */
export const RISK_LEVEL_UPPER_SCORES = [20, 40, 60, 80, 100] as const;

/** One answer as sent: the question and the chosen option. */
export interface RiskAnswer {
  questionId: string;
  answer: string;
}

/** The scored questionnaire: total score (20..100), level, and the day the assessment stops counting. */
export interface RiskScore {
  score: number;
  level: RiskLevelCode;
  /** 1 (保守型) … 5 (进取型). */
  levelNumber: 1 | 2 | 3 | 4 | 5;
  /** The last valid day `YYYY-MM-DD` (one year less a day after the assessment day). */
  expireDate: string;
}

/** A questionnaire decision: the score, or a catalogue code with its params. */
export type RiskQuestionnaireDecision =
  { ok: true; value: RiskScore } | { ok: false; code: string; params: Record<string, string | number> };

const isQuestionId = (id: string): id is RiskQuestionId =>
  (RISK_QUESTION_IDS as readonly string[]).includes(id);
const isOption = (value: string): value is RiskOptionValue =>
  (RISK_OPTION_VALUES as readonly string[]).includes(value);

/**
 * The level of a total score ({@link RISK_LEVEL_UPPER_SCORES}).
 * @param score - 20..100
 * @returns zxfxdj_1..zxfxdj_5; scores outside the scale are clamped to its ends
 */
export function riskLevelOfScore(score: number): RiskLevelCode {
  const index = RISK_LEVEL_UPPER_SCORES.findIndex((upper) => score <= upper);
  return riskLevelCodeOf(index === -1 ? 5 : index + 1) ?? 'zxfxdj_5';
}

/**
 * Scores a completed questionnaire (spec 01 §7.9 updateRiskQA; issue 15 "questionnaire answers missing or out
 * of range"). Every question of {@link RISK_QUESTION_IDS} needs exactly one answer among
 * {@link RISK_OPTION_VALUES}. Never throws.
 * @param answers - the answers as sent, in any order
 * @param assessedOn - the assessment day `YYYY-MM-DD` (Shanghai), from the server's clock
 * @returns the score, level and expiry; or FD1380 (an unknown question or a question answered twice,
 *   `{ question }`), FD1381 (a question without an answer, `{ question }`: its number 1..10), FD1382 (an answer
 *   out of range, `{ question }`)
 * @see spec 01 §7.9, spec 02 §4 (levels), §5 (assessment valid one year)
 */
export function scoreRiskQuestionnaire(
  answers: readonly RiskAnswer[],
  assessedOn: string,
): RiskQuestionnaireDecision {
  const chosen = new Map<RiskQuestionId, RiskOptionValue>();
  for (const { questionId, answer } of answers) {
    if (!isQuestionId(questionId) || chosen.has(questionId))
      return { ok: false, code: ErrorCode.RiskQuestionUnknown, params: { question: questionId } };
    const number = RISK_QUESTION_IDS.indexOf(questionId) + 1;
    if (!isOption(answer))
      return { ok: false, code: ErrorCode.RiskAnswerOutOfRange, params: { question: number } };
    chosen.set(questionId, answer);
  }
  const missing = RISK_QUESTION_IDS.findIndex((id) => !chosen.has(id));
  if (missing !== -1)
    return { ok: false, code: ErrorCode.RiskAnswerMissing, params: { question: missing + 1 } };
  const score = [...chosen.values()].reduce((sum, value) => sum + RISK_OPTION_SCORES[value], 0);
  const level = riskLevelOfScore(score);
  const levelNumber = Number(level.slice(-1)) as RiskScore['levelNumber'];
  return { ok: true, value: { score, level, levelNumber, expireDate: riskAssessmentExpiry(assessedOn) } };
}

/**
 * How many days an assessment still counts on `today` (0 on its last day; negative once expired; null when
 * never assessed). Staff checking many organisations before a batch sort by it (`funddesk account risk`).
 * @param expireDate - last valid day `YYYY-MM-DD`, or null
 * @param today - `YYYY-MM-DD` (Shanghai)
 * @see spec 02 §5 (risk assessment expired)
 */
export function riskDaysLeft(expireDate: string | null, today: string): number | null {
  if (expireDate === null) return null;
  const day = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(expireDate) - day(today)) / 86_400_000);
}
