import { shanghaiDate } from '../domain/time.js';
import { ErrorCode } from '../errors/catalogue.js';
import type { TradingCalendar } from './tradeDay.js';
import { confirmDayOf } from './tradeDay.js';

/**
 * The four-eyes review process (issue 11 §1-§2; spec 01 §7.14 review process, 03 §3 review types). Pure
 * rules: what a setting means, who may decide an order, the order's state after a decision, the
 * application day at approval, and the end-of-day rule. The server, the web and the CLI call these; none of
 * them repeats a rule.
 */

/** Review types (spec 03 §3): no review, one level, two levels. */
export const REVIEW_TYPES = ['NO_REVIEW', 'ONE_REVIEW', 'TWO_REVIEW'] as const;
/** A review type. */
export type ReviewType = (typeof REVIEW_TYPES)[number];

/**
 * Review scenes (issue 11 §1 queryReviewProcessScene/list): the kinds of order a setting applies to.
 * SHOPPING_CART_PURCHASE is the spec's scene name of the cart purchase (spec 02 §7); the others are
 * FundDesk's in the same style.
 */
export const REVIEW_SCENES = [
  'SHOPPING_CART_PURCHASE',
  'SINGLE_PURCHASE',
  'REDEMPTION',
  'CONVERSION',
  'BATCH_PURCHASE',
  'BATCH_REDEMPTION',
] as const;
/** A review scene. */
export type ReviewScene = (typeof REVIEW_SCENES)[number];

/** The decisions a checker takes (dealProcess). */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
/** A decision. */
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The role codes of checkers (spec 01 §1: first_checker, second_checker). */
export const CHECKER_ROLES = ['first_checker', 'second_checker'] as const;

/**
 * The role a level's default persons hold: when an organisation has no explicit persons for a level, the
 * persons of level 1 are its members with `first_checker`, of level 2 those with `second_checker`
 * (so the demo checkers chk01 and chk02 are the persons of 10000001 without a seeded row).
 */
export const DEFAULT_LEVEL_ROLE: Readonly<Record<1 | 2, (typeof CHECKER_ROLES)[number]>> = {
  1: 'first_checker',
  2: 'second_checker',
};

/** The number of review levels of a type: 0, 1 or 2. */
export function reviewLevelsOf(type: ReviewType): 0 | 1 | 2 {
  return type === 'TWO_REVIEW' ? 2 : type === 'ONE_REVIEW' ? 1 : 0;
}

/**
 * The review scene of a batch by its kind (server batches.kind): the cart's batch is the cart purchase, a
 * spreadsheet purchase or redemption the batch scenes.
 * @param kind - `shopCartBuy`, `excelBuy` or `excelSell`
 */
export function sceneOfBatchKind(kind: string): ReviewScene {
  if (kind === 'excelBuy') return 'BATCH_PURCHASE';
  if (kind === 'excelSell') return 'BATCH_REDEMPTION';
  return 'SHOPPING_CART_PURCHASE';
}

/** A review setting of one organisation and scene: its type and the person ids of each level. */
export interface ReviewSettingInput {
  reviewType: ReviewType;
  /** Person ids of level 1 (used when the type has 1 or 2 levels). */
  level1: readonly string[];
  /** Person ids of level 2 (used with TWO_REVIEW). */
  level2: readonly string[];
}

/** A refusal of a review rule: a catalogue code and its params. */
export interface ReviewRefusal {
  code: (typeof ErrorCode)[keyof typeof ErrorCode];
  params?: Record<string, string | number>;
}

/**
 * Checks a review setting before it is stored: each level the type needs has at least one person (FD4907
 * with `{ level }`), every person is a checker of the organisation (FD4908), and two levels name at least
 * two different persons in all, so that four-eyes can be met (FD4909). Never throws.
 * @param setting - the setting as requested
 * @param checkers - the person ids of the organisation's members holding a checker role
 * @returns null when valid, else the refusal
 * @see spec 03 §3 (review types), issue 11 §1-§2
 */
export function checkReviewSetting(
  setting: ReviewSettingInput,
  checkers: ReadonlySet<string>,
): ReviewRefusal | null {
  const levels = reviewLevelsOf(setting.reviewType);
  const used = [setting.level1, setting.level2].slice(0, levels);
  for (const [index, persons] of used.entries()) {
    if (persons.length === 0)
      return { code: ErrorCode.ReviewLevelPersonsMissing, params: { level: index + 1 } };
  }
  for (const persons of [setting.level1, setting.level2]) {
    if (persons.some((id) => !checkers.has(id))) return { code: ErrorCode.ReviewPersonInvalid };
  }
  if (levels === 2 && new Set([...setting.level1, ...setting.level2]).size < 2) {
    return { code: ErrorCode.ReviewTwoLevelsOnePerson };
  }
  return null;
}

/** What a decision rule needs to know of an order pending review. */
export interface ReviewOrderState {
  status: 'accepted' | 'pendingReview' | 'cancelled' | 'confirmed' | 'failed';
  /** The maker: the person who placed the order. */
  makerId: string;
  /** The level awaiting a decision (1 or 2). */
  level: number;
  /** The person ids who decided earlier levels of this order. */
  decidedBy: readonly string[];
}

/**
 * Whether `checkerId` may decide the order now (four-eyes): the order is pending review (FD4903 when
 * cancelled, FD4902 when decided otherwise), the checker is not its maker (FD4901), did not decide an
 * earlier level of it (FD4905) and is a person of its current level (FD4904). The order's organisation is
 * the caller's concern (FD4005 before this rule). Never throws.
 * @param order - the order's review state
 * @param checkerId - the deciding person
 * @param levelPersons - the person ids of the order's current level
 * @returns null when the checker may decide, else the refusal
 * @see issue 11 §2 (nobody reviews their own order; one person cannot approve both levels)
 */
export function reviewDecisionRefusal(
  order: ReviewOrderState,
  checkerId: string,
  levelPersons: ReadonlySet<string>,
): ReviewRefusal | null {
  if (order.status === 'cancelled') return { code: ErrorCode.ReviewOrderCancelled };
  if (order.status !== 'pendingReview') return { code: ErrorCode.ReviewAlreadyDecided };
  if (order.makerId === checkerId) return { code: ErrorCode.ReviewOwnOrder };
  if (order.decidedBy.includes(checkerId)) return { code: ErrorCode.ReviewSameChecker };
  if (!levelPersons.has(checkerId)) return { code: ErrorCode.ReviewNotAssigned };
  return null;
}

/**
 * A rejection needs its reason: FD4906 for a reject whose comment is empty after trimming. Never throws.
 * @see issue 11 §2 (a rejection ends the order as rejected with the reason)
 */
export function reviewCommentRefusal(
  decision: ReviewDecision,
  comment: string | undefined,
): ReviewRefusal | null {
  return decision === 'reject' && (comment ?? '').trim() === ''
    ? { code: ErrorCode.ReviewCommentRequired }
    : null;
}

/** The order's state after a decision. */
export type ReviewOutcome =
  { status: 'pendingReview'; nextLevel: number } | { status: 'accepted' } | { status: 'failed' };

/**
 * The state after a decision at `level` of an order needing `levels` levels: a rejection ends it `failed`
 * (shown as rejected with the reason); an approval before the last level moves it to the next level; the
 * last approval makes it `accepted`.
 * @see issue 11 §2 (only on the last approval is the order accepted)
 */
export function reviewOutcome(levels: number, level: number, decision: ReviewDecision): ReviewOutcome {
  if (decision === 'reject') return { status: 'failed' };
  if (level < levels) return { status: 'pendingReview', nextLevel: level + 1 };
  return { status: 'accepted' };
}

/** The application (trade) day of an order approved now, and whether the 15:00 cut-off moved it. */
export interface ApprovalDay {
  /** The trade day the order belongs to, `YYYY-MM-DD`. */
  tradeDay: string;
  /** Its confirm day (T+1), `YYYY-MM-DD`. */
  confirmDay: string;
  /** True when approving now is at or after 15:00 of a trading day or on a non-trading day. */
  afterCutOff: boolean;
}

/**
 * The application day of an order accepted by its last approval at `now`: the trade day of that instant
 * (after 15:00 on a trading day, or on a non-trading day, the next trading day), so the screen can say so
 * before approving.
 * @param calendar - the exchange calendar
 * @param now - the approval instant, ms since the epoch
 * @see spec 02 §1 (applications after 15:00 count as the next trading day), DESIGN §5, issue 11 §2
 */
export function approvalDayOf(
  calendar: Pick<TradingCalendar, 'tradeDayOf' | 'nextTradingDay'>,
  now: number,
): ApprovalDay {
  const tradeDay = calendar.tradeDayOf(now);
  return {
    tradeDay,
    confirmDay: confirmDayOf(calendar, tradeDay),
    afterCutOff: tradeDay !== shanghaiDate(now),
  };
}

/**
 * The end-of-day rule for orders still pending review (docs/decisions.md "Orders pending review at the end
 * of the day"): such an order ROLLS. It is never confirmed while pending; it stays in the queue across
 * trading days, flagged as rolled once the trade day it was placed for has passed, and its application day
 * is the one of the moment of its last approval ({@link approvalDayOf}); a checker may reject it. The maker
 * may cancel it before the cut-off of the trade day it was placed for, as any pending order.
 * @param placedTradeDay - the trade day at placing, `YYYY-MM-DD`
 * @param currentTradeDay - the trade day now, `YYYY-MM-DD`
 * @returns true when the order has rolled past the trade day it was placed for
 */
export function reviewRolled(placedTradeDay: string, currentTradeDay: string): boolean {
  return currentTradeDay > placedTradeDay;
}
