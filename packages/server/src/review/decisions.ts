import {
  approvalDayOf,
  ErrorCode,
  GatewayError,
  reviewCommentRefusal,
  reviewDecisionRefusal,
  reviewOutcome,
  reviewRolled,
  t,
  type review,
  type ReviewDecision,
  type ReviewScene,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { appendEvent, ordersBySerial, pendingCount } from '../trade/orders.js';
import { shanghaiIso } from '../trade/time.js';
import { actAs, type TrailActor } from '../trade/trail.js';
import { levelPersonIds, settingsOf } from './settings.js';

/**
 * The review queue and decisions (issue 11 §2; spec 01 §7.14 queryProcessNode/list, dealProcess): who may
 * decide is core's reviewDecisionRefusal, the state after a decision core's reviewOutcome, the application
 * day at the last approval core's approvalDayOf. Every decision is one transaction whose conditional update
 * (`WHERE status = 'pendingReview' AND review_level = $level`) lets exactly one of two concurrent decisions
 * win; the order's timeline event records the checker, time, address and comment in the order trail
 * (migration 0009) and review_decisions keeps the decision itself.
 */

interface ReviewRow {
  serial_no: string;
  group_id: string;
  person_id: string;
  status: 'accepted' | 'pendingReview' | 'cancelled' | 'confirmed' | 'failed';
  review_scene: ReviewScene | null;
  review_levels: number;
  review_level: number;
  trade_day: string;
  fund_id: string;
}

const REVIEW_SELECT = `SELECT o.serial_no, o.group_id, o.person_id, o.status, o.review_scene, o.review_levels,
       o.review_level, o.trade_day::text AS trade_day, o.fund_id FROM orders o`;

interface DecisionRow {
  serial_no: string;
  level: number;
  person_id: string;
  person_name: string;
  login_name: string;
  decision: ReviewDecision;
  comment: string;
  decided_at: Date | string;
}

async function decisionsOf(db: Db, serialNos: readonly string[]): Promise<Map<string, DecisionRow[]>> {
  const out = new Map<string, DecisionRow[]>(serialNos.map((s) => [s, []]));
  if (serialNos.length === 0) return out;
  const rows = await db.query<DecisionRow>(
    `SELECT d.serial_no, d.level, d.person_id, p.person_name, p.login_name, d.decision, d.comment, d.decided_at
       FROM review_decisions d JOIN persons p ON p.person_id = d.person_id
      WHERE d.serial_no = ANY($1::text[]) ORDER BY d.serial_no, d.level`,
    [[...serialNos]],
  );
  for (const r of rows) out.get(r.serial_no)?.push(r);
  return out;
}

const toDecision = (d: DecisionRow): review.ReviewDecisionEntry => ({
  level: d.level,
  personName: d.person_name,
  loginName: d.login_name,
  decision: d.decision,
  comment: d.comment,
  decidedAt: shanghaiIso(d.decided_at),
});

/** The person ids of a level of a scene (the organisation's current setting). */
export type LevelPersons = (scene: ReviewScene, level: number) => Set<string>;

/** A checker acting for the session's organisation. */
export interface Checker extends TrailActor {
  /** The session's organisation. */
  readonly groupId: string;
}

/**
 * The review queue of the session's organisation: orders pending review, oldest first, filtered by scene
 * and fund, or only those the checker may decide now (`mine`); each with its decisions, whether the checker
 * may decide it (else the refusal code) and whether it rolled past the trade day it was placed for; plus
 * the application day an approval now would give.
 * @see spec 01 §7.14 queryProcessNode/list, issue 11 §2
 */
export async function reviewQueue(
  db: Db,
  market: MarketService,
  checker: Checker,
  filter: { scene?: ReviewScene | undefined; fundId?: string | undefined; mine: boolean },
  page: { currentPage: number; pagesize: number },
  now: number,
): Promise<{ list: review.ProcessNode[]; totalRows: number; approvalDay: string; afterCutOff: boolean }> {
  const rows = await db.query<ReviewRow>(
    `${REVIEW_SELECT} WHERE o.group_id = $1 AND o.status = 'pendingReview'
        AND ($2::text IS NULL OR o.review_scene = $2) AND ($3::text IS NULL OR o.fund_id = $3)
      ORDER BY o.apply_time, o.serial_no`,
    [checker.groupId, filter.scene ?? null, filter.fundId ?? null],
  );
  const settings = new Map((await settingsOf(db, checker.groupId)).map((s) => [s.scene, s]));
  const decisions = await decisionsOf(
    db,
    rows.map((r) => r.serial_no),
  );
  const currentTradeDay = market.calendar.tradeDayOf(now);
  const nodes = rows.map((r) => {
    const setting = r.review_scene ? settings.get(r.review_scene) : undefined;
    const persons = new Set(
      (r.review_level === 2 ? setting?.level2 : setting?.level1)?.map((p) => p.personId),
    );
    const done = decisions.get(r.serial_no) ?? [];
    const refusal = reviewDecisionRefusal(
      {
        status: r.status,
        makerId: r.person_id,
        level: r.review_level,
        decidedBy: done.map((d) => d.person_id),
      },
      checker.personId,
      persons,
    );
    return { row: r, done, refusal };
  });
  const visible = filter.mine ? nodes.filter((n) => n.refusal === null) : nodes;
  const pageNodes = visible.slice((page.currentPage - 1) * page.pagesize, page.currentPage * page.pagesize);
  const orders = new Map(
    (
      await ordersBySerial(
        db,
        pageNodes.map((n) => n.row.serial_no),
        now,
      )
    ).map((o) => [o.serialNo, o]),
  );
  const approval = approvalDayOf(market.calendar, now);
  return {
    totalRows: visible.length,
    approvalDay: approval.tradeDay,
    afterCutOff: approval.afterCutOff,
    list: pageNodes.flatMap((n) => {
      const order = orders.get(n.row.serial_no);
      if (!order) return [];
      return [
        {
          order,
          scene: n.row.review_scene ?? 'SHOPPING_CART_PURCHASE',
          levels: n.row.review_levels,
          level: n.row.review_level,
          decisions: n.done.map(toDecision),
          canDecide: n.refusal === null,
          refusalCode: n.refusal?.code ?? null,
          rolled: reviewRolled(n.row.trade_day, currentTradeDay),
        },
      ];
    }),
  };
}

const levelWord = (level: number): string => t(level === 2 ? 'review.level.2' : 'review.level.1');

/**
 * Decides one order in ONE transaction: FD4005 for an unknown order or one of another organisation, then
 * core's reviewDecisionRefusal (FD4901 own order, FD4902 decided, FD4903 cancelled, FD4904 not a person of
 * the level, FD4905 decided an earlier level); the conditional update of the order (exactly one concurrent
 * decision wins: the loser gets FD4902, or FD4903 when the maker cancelled meanwhile); the decision row;
 * the timeline event (and so the trail: the checker, time, address, comment). The last approval makes the
 * order `accepted` with the trade and confirm days of this moment (after 15:00 the next trading day); a
 * rejection makes it `failed` with the reason.
 * @param levelPersons - the persons of each scene and level when the caller read them already (several
 *   orders of one request); read from the settings otherwise
 * @returns the order's new status
 * @throws GatewayError with the codes above; nothing is written then
 * @see issue 11 §2, spec 02 §1 (15:00), DESIGN §5, §7
 */
export async function decideOrder(
  db: Db,
  market: MarketService,
  serialNo: string,
  checker: Checker,
  decision: ReviewDecision,
  comment: string,
  now: number,
  levelPersons?: LevelPersons,
): Promise<'accepted' | 'pendingReview' | 'failed'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ReviewRow & { decided_by: string[] | null }>(
      `${REVIEW_SELECT.replace(
        ' FROM orders o',
        ', (SELECT array_agg(d.person_id) FROM review_decisions d WHERE d.serial_no = o.serial_no) AS decided_by FROM orders o',
      )} WHERE o.serial_no = $1`,
      [serialNo],
    );
    if (!row || row.group_id !== checker.groupId) throw new GatewayError(ErrorCode.OrderNotFound);
    let persons = new Set<string>();
    if (row.status === 'pendingReview' && row.review_scene) {
      persons = levelPersons
        ? levelPersons(row.review_scene, row.review_level)
        : await levelPersonIds(tx, row.group_id, row.review_scene, row.review_level);
    }
    const refusal = reviewDecisionRefusal(
      {
        status: row.status,
        makerId: row.person_id,
        level: row.review_level,
        decidedBy: row.decided_by ?? [],
      },
      checker.personId,
      persons,
    );
    if (refusal) throw new GatewayError(refusal.code);
    const outcome = reviewOutcome(row.review_levels, row.review_level, decision);
    const text = comment.trim() === '' ? t('review.event.noComment') : comment.trim();
    let note: string;
    let failReason: string | null = null;
    let tradeDay: string | null = null;
    let confirmDay: string | null = null;
    let nextLevel = row.review_level;
    if (outcome.status === 'failed') {
      note = t('review.event.rejected', { level: levelWord(row.review_level), comment: text });
      failReason = t('review.failReason', { comment: text });
    } else if (outcome.status === 'pendingReview') {
      nextLevel = outcome.nextLevel;
      note = t('review.event.approvedNext', {
        level: levelWord(row.review_level),
        next: levelWord(outcome.nextLevel),
        comment: text,
      });
    } else {
      const day = approvalDayOf(market.calendar, now);
      tradeDay = day.tradeDay;
      confirmDay = day.confirmDay;
      note = t('review.event.approved', {
        level: levelWord(row.review_level),
        tradeDay: day.tradeDay,
        comment: text,
      });
    }
    const updated = await tx.query(
      `UPDATE orders SET status = $3, review_level = $4, fail_reason = coalesce($5, fail_reason),
              trade_day = coalesce($6::date, trade_day), confirm_day = coalesce($7::date, confirm_day)
        WHERE serial_no = $1 AND status = 'pendingReview' AND review_level = $2 RETURNING 1`,
      [serialNo, row.review_level, outcome.status, nextLevel, failReason, tradeDay, confirmDay],
    );
    if (updated.length === 0) {
      const [again] = await tx.query<{ status: string }>('SELECT status FROM orders WHERE serial_no = $1', [
        serialNo,
      ]);
      throw new GatewayError(
        again?.status === 'cancelled' ? ErrorCode.ReviewOrderCancelled : ErrorCode.ReviewAlreadyDecided,
      );
    }
    await tx.query(
      `INSERT INTO review_decisions (serial_no, level, person_id, decision, comment, decided_at, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        serialNo,
        row.review_level,
        checker.personId,
        decision,
        comment.trim(),
        new Date(now).toISOString(),
        checker.ip,
      ],
    );
    await actAs(tx, checker);
    await appendEvent(tx, serialNo, outcome.status, now, note);
    return outcome.status;
  });
}

/**
 * Decides several orders (multi-select, dealProcess), each in its own transaction, one after the other:
 * each answers its new status or its refusal's code and catalogue message. A rejection without a comment
 * refuses the whole request first (FD4906, nothing decided). Answers the organisation's pending trade
 * count after the decisions (the client refreshes its badge with it).
 * @see spec 01 §7.14 dealProcess (on success refreshes the pending trade count), issue 11 §2
 */
export async function decideOrders(
  db: Db,
  market: MarketService,
  serialNos: readonly string[],
  checker: Checker,
  decision: ReviewDecision,
  comment: string | undefined,
  now: number,
): Promise<{ results: review.DealResult[]; pendingNum: number }> {
  const commentRefusal = reviewCommentRefusal(decision, comment);
  if (commentRefusal) throw new GatewayError(commentRefusal.code);
  // The persons of each scene and level, read once for the request (each order's transaction re-checks its
  // own state; a settings change during the request applies from the next one).
  const settings = new Map((await settingsOf(db, checker.groupId)).map((s) => [s.scene, s]));
  const levelPersons: LevelPersons = (scene, level) => {
    const setting = settings.get(scene);
    return new Set((level === 2 ? setting?.level2 : setting?.level1)?.map((p) => p.personId));
  };
  const results: review.DealResult[] = [];
  for (const serialNo of [...new Set(serialNos)]) {
    try {
      const status = await decideOrder(
        db,
        market,
        serialNo,
        checker,
        decision,
        comment ?? '',
        now,
        levelPersons,
      );
      results.push({ serialNo, ok: true, status, code: null, message: null });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      results.push({ serialNo, ok: false, status: null, code: error.code, message: error.message });
    }
  }
  return { results, pendingNum: await pendingCount(db, checker.groupId) };
}

/**
 * The approval trail of one order of the caller's organisations: maker, placing time, scene, levels and
 * each decision (checker, time, comment). FD4005 otherwise.
 * @see issue 11 §2 (the trade detail showing the full approval trail)
 */
export async function reviewTrailOf(
  db: Db,
  serialNo: string,
  groupIds: ReadonlySet<string>,
): Promise<{
  serialNo: string;
  scene: ReviewScene | null;
  levels: number;
  makerName: string;
  makerLoginName: string;
  placedAt: string;
  decisions: review.ReviewDecisionEntry[];
}> {
  const [row] = await db.query<{
    group_id: string;
    review_scene: ReviewScene | null;
    review_levels: number;
    person_name: string;
    login_name: string;
    apply_time: Date | string;
  }>(
    `SELECT o.group_id, o.review_scene, o.review_levels, p.person_name, p.login_name, o.apply_time
       FROM orders o JOIN persons p ON p.person_id = o.person_id WHERE o.serial_no = $1`,
    [serialNo],
  );
  if (!row || !groupIds.has(row.group_id)) throw new GatewayError(ErrorCode.OrderNotFound);
  const decisions = (await decisionsOf(db, [serialNo])).get(serialNo) ?? [];
  return {
    serialNo,
    scene: row.review_levels > 0 ? row.review_scene : null,
    levels: row.review_levels,
    makerName: row.person_name,
    makerLoginName: row.login_name,
    placedAt: shanghaiIso(row.apply_time),
    decisions: decisions.map(toDecision),
  };
}
