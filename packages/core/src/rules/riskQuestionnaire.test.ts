import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  RISK_QUESTION_IDS,
  riskDaysLeft,
  riskLevelOfScore,
  scoreRiskQuestionnaire,
  type RiskAnswer,
} from './riskQuestionnaire.js';

const all = (answer: string): RiskAnswer[] => RISK_QUESTION_IDS.map((questionId) => ({ questionId, answer }));

describe('risk questionnaire scoring (spec 01 §7.9 updateRiskQA; spec 02 §4 levels zxfxdj_1..5; issue 15 §4)', () => {
  it('all lowest answers score 20 (zxfxdj_1), all highest 100 (zxfxdj_5)', () => {
    expect(scoreRiskQuestionnaire(all('A'), '2026-11-27')).toEqual({
      ok: true,
      value: { score: 20, level: 'zxfxdj_1', levelNumber: 1, expireDate: '2027-11-26' },
    });
    const high = scoreRiskQuestionnaire(all('E'), '2026-11-27');
    expect(high.ok && high.value).toMatchObject({ score: 100, level: 'zxfxdj_5', levelNumber: 5 });
  });

  it('maps score bands 20/40/60/80/100 to the five levels', () => {
    expect([20, 21, 40, 41, 60, 61, 80, 81, 100].map(riskLevelOfScore)).toEqual([
      'zxfxdj_1',
      'zxfxdj_2',
      'zxfxdj_2',
      'zxfxdj_3',
      'zxfxdj_3',
      'zxfxdj_4',
      'zxfxdj_4',
      'zxfxdj_5',
      'zxfxdj_5',
    ]);
  });

  it('a mixed questionnaire: five C and five D score 70 (zxfxdj_4), in any order', () => {
    const answers = RISK_QUESTION_IDS.map((questionId, i) => ({
      questionId,
      answer: i % 2 ? 'C' : 'D',
    })).reverse();
    const result = scoreRiskQuestionnaire(answers, '2024-02-29');
    expect(result.ok && result.value).toEqual({
      score: 70,
      level: 'zxfxdj_4',
      levelNumber: 4,
      expireDate: '2025-02-28',
    });
  });

  it('refuses a missing answer with FD1381 naming the first unanswered question', () => {
    const answers = all('B').filter((a) => a.questionId !== 'q4' && a.questionId !== 'q9');
    expect(scoreRiskQuestionnaire(answers, '2026-11-27')).toEqual({
      ok: false,
      code: ErrorCode.RiskAnswerMissing,
      params: { question: 4 },
    });
    expect(scoreRiskQuestionnaire([], '2026-11-27')).toMatchObject({ code: ErrorCode.RiskAnswerMissing });
  });

  it('refuses an answer out of range with FD1382', () => {
    const answers = all('B').map((a) => (a.questionId === 'q2' ? { ...a, answer: 'F' } : a));
    expect(scoreRiskQuestionnaire(answers, '2026-11-27')).toEqual({
      ok: false,
      code: ErrorCode.RiskAnswerOutOfRange,
      params: { question: 2 },
    });
  });

  it('refuses an unknown question or a question answered twice with FD1380', () => {
    expect(
      scoreRiskQuestionnaire([...all('B'), { questionId: 'q11', answer: 'A' }], '2026-11-27'),
    ).toMatchObject({
      code: ErrorCode.RiskQuestionUnknown,
    });
    expect(
      scoreRiskQuestionnaire([...all('B'), { questionId: 'q1', answer: 'A' }], '2026-11-27'),
    ).toMatchObject({
      code: ErrorCode.RiskQuestionUnknown,
      params: { question: 'q1' },
    });
  });
});

describe('days left of an assessment (spec 02 §5 risk assessment expired)', () => {
  it('counts days to the last valid day: 0 on it, negative after, null when never assessed', () => {
    expect(riskDaysLeft('2026-11-27', '2026-11-27')).toBe(0);
    expect(riskDaysLeft('2026-12-31', '2026-11-27')).toBe(34);
    expect(riskDaysLeft('2025-11-26', '2026-11-27')).toBe(-366);
    expect(riskDaysLeft(null, '2026-11-27')).toBeNull();
  });
});
