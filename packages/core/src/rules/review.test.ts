import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { t } from '../messages/index.js';
import {
  approvalDayOf,
  checkReviewSetting,
  reviewCommentRefusal,
  reviewDecisionRefusal,
  reviewLevelsOf,
  reviewOutcome,
  reviewRolled,
  sceneOfBatchKind,
  type ReviewOrderState,
} from './review.js';
import { TradingCalendar } from './tradeDay.js';

const checkers = new Set(['C1', 'C2', 'C3']);

describe('review types (spec 03 §3 NO_REVIEW, ONE_REVIEW, TWO_REVIEW)', () => {
  it('maps each type to its number of levels', () => {
    expect([reviewLevelsOf('NO_REVIEW'), reviewLevelsOf('ONE_REVIEW'), reviewLevelsOf('TWO_REVIEW')]).toEqual(
      [0, 1, 2],
    );
  });

  it('maps batch kinds to review scenes (issue 11 §1)', () => {
    expect(sceneOfBatchKind('shopCartBuy')).toBe('SHOPPING_CART_PURCHASE');
    expect(sceneOfBatchKind('excelBuy')).toBe('BATCH_PURCHASE');
    expect(sceneOfBatchKind('excelSell')).toBe('BATCH_REDEMPTION');
  });
});

describe('checkReviewSetting (issue 11 §1)', () => {
  it('accepts no review without persons, one level with one, two levels with two different persons', () => {
    expect(checkReviewSetting({ reviewType: 'NO_REVIEW', level1: [], level2: [] }, checkers)).toBeNull();
    expect(checkReviewSetting({ reviewType: 'ONE_REVIEW', level1: ['C1'], level2: [] }, checkers)).toBeNull();
    expect(
      checkReviewSetting({ reviewType: 'TWO_REVIEW', level1: ['C1'], level2: ['C2'] }, checkers),
    ).toBeNull();
  });

  it('refuses a level without persons with FD4907 and its level number', () => {
    const refusal = checkReviewSetting({ reviewType: 'TWO_REVIEW', level1: ['C1'], level2: [] }, checkers);
    expect(refusal).toEqual({ code: ErrorCode.ReviewLevelPersonsMissing, params: { level: 2 } });
    expect(t('review.error.levelPersonsMissing', refusal!.params)).toBe('请为第2级复核设置至少一名复核人');
  });

  it('refuses a person who is not a checker of the organisation (FD4908, a forged id)', () => {
    expect(checkReviewSetting({ reviewType: 'ONE_REVIEW', level1: ['X9'], level2: [] }, checkers)).toEqual({
      code: ErrorCode.ReviewPersonInvalid,
    });
  });

  it('refuses two levels with one person in all (FD4909: four-eyes could never be met)', () => {
    expect(
      checkReviewSetting({ reviewType: 'TWO_REVIEW', level1: ['C1'], level2: ['C1'] }, checkers),
    ).toEqual({
      code: ErrorCode.ReviewTwoLevelsOnePerson,
    });
  });
});

describe('reviewDecisionRefusal: four-eyes (issue 11 §2)', () => {
  const pending: ReviewOrderState = { status: 'pendingReview', makerId: 'M', level: 1, decidedBy: [] };
  const level = new Set(['C1', 'C2']);

  it('lets a configured person of the level decide an order of somebody else', () => {
    expect(reviewDecisionRefusal(pending, 'C1', level)).toBeNull();
  });

  it('refuses the maker (FD4901), a person outside the level (FD4904), the checker of an earlier level (FD4905)', () => {
    expect(reviewDecisionRefusal(pending, 'M', new Set(['M', 'C1']))?.code).toBe(ErrorCode.ReviewOwnOrder);
    expect(reviewDecisionRefusal(pending, 'C3', level)?.code).toBe(ErrorCode.ReviewNotAssigned);
    expect(reviewDecisionRefusal({ ...pending, level: 2, decidedBy: ['C1'] }, 'C1', level)?.code).toBe(
      ErrorCode.ReviewSameChecker,
    );
  });

  it('refuses a cancelled order (FD4903) and a decided one (FD4902)', () => {
    expect(reviewDecisionRefusal({ ...pending, status: 'cancelled' }, 'C1', level)?.code).toBe(
      ErrorCode.ReviewOrderCancelled,
    );
    for (const status of ['accepted', 'failed', 'confirmed'] as const) {
      expect(reviewDecisionRefusal({ ...pending, status }, 'C1', level)?.code).toBe(
        ErrorCode.ReviewAlreadyDecided,
      );
    }
  });

  it('a rejection needs its reason (FD4906); an approval does not', () => {
    expect(reviewCommentRefusal('reject', '  ')).toEqual({ code: ErrorCode.ReviewCommentRequired });
    expect(reviewCommentRefusal('reject', undefined)).toEqual({ code: ErrorCode.ReviewCommentRequired });
    expect(reviewCommentRefusal('reject', '金额有误')).toBeNull();
    expect(reviewCommentRefusal('approve', undefined)).toBeNull();
  });
});

describe('reviewOutcome: the status after a decision (issue 11 §2)', () => {
  it('only the last approval accepts; an earlier one moves to the next level; a rejection fails the order', () => {
    expect(reviewOutcome(1, 1, 'approve')).toEqual({ status: 'accepted' });
    expect(reviewOutcome(2, 1, 'approve')).toEqual({ status: 'pendingReview', nextLevel: 2 });
    expect(reviewOutcome(2, 2, 'approve')).toEqual({ status: 'accepted' });
    expect(reviewOutcome(2, 1, 'reject')).toEqual({ status: 'failed' });
    expect(reviewOutcome(2, 2, 'reject')).toEqual({ status: 'failed' });
  });
});

describe('approvalDayOf: the application day at approval (spec 02 §1 15:00, DESIGN §5)', () => {
  // 2026-02-13 is a Friday, 2026-02-16 the next trading day in this calendar.
  const calendar = new TradingCalendar(['2026-02-12', '2026-02-13', '2026-02-16', '2026-02-17']);
  const at = (text: string) => Date.parse(`${text}+08:00`);

  it('before 15:00 on a trading day: that day', () => {
    expect(approvalDayOf(calendar, at('2026-02-13T14:59:59'))).toEqual({
      tradeDay: '2026-02-13',
      confirmDay: '2026-02-16',
      afterCutOff: false,
    });
  });

  it('at or after 15:00: the next trading day, flagged so the screen says so before approving', () => {
    expect(approvalDayOf(calendar, at('2026-02-13T15:00:00'))).toEqual({
      tradeDay: '2026-02-16',
      confirmDay: '2026-02-17',
      afterCutOff: true,
    });
  });

  it('on a non-trading day: the next trading day', () => {
    expect(approvalDayOf(calendar, at('2026-02-14T10:00:00'))).toMatchObject({
      tradeDay: '2026-02-16',
      afterCutOff: true,
    });
  });
});

describe('end-of-day rule: an order pending review rolls (docs/decisions.md)', () => {
  it('is rolled once the trade day it was placed for has passed, not before', () => {
    expect(reviewRolled('2026-02-13', '2026-02-13')).toBe(false);
    expect(reviewRolled('2026-02-13', '2026-02-16')).toBe(true);
  });
});
