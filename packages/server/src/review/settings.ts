import {
  CHECKER_ROLES,
  checkReviewSetting,
  DEFAULT_LEVEL_ROLE,
  ErrorCode,
  GatewayError,
  REVIEW_SCENES,
  reviewLevelsOf,
  type review,
  type ReviewScene,
  type ReviewType,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from '../trade/time.js';
import type { TrailActor } from '../trade/trail.js';

/**
 * Review settings per organisation and scene (issue 11 §1; spec 01 §7.14 processSet, processSetQuery,
 * updateReviewProcessPersons; spec 03 §3 review types), their history, and the placement hook
 * {@link initialStatusFor}. Tables of migration 0015_review.sql.
 */

interface SettingRow {
  group_id: string;
  scene: ReviewScene;
  review_type: ReviewType;
  level1: string[];
  level2: string[];
  updated_at: Date | string;
  updated_by_name: string;
}

interface PersonRow {
  person_id: string;
  person_name: string;
  login_name: string;
  roles: string[];
}

/**
 * The members of an organisation holding a checker role (first_checker or second_checker), by person id,
 * in login-name order.
 */
export async function checkersOf(db: Db, groupId: string): Promise<PersonRow[]> {
  return db.query<PersonRow>(
    `SELECT p.person_id, p.person_name, p.login_name, p.roles
       FROM persons p JOIN person_orgs po ON po.person_id = p.person_id
      WHERE po.group_id = $1 AND p.roles && $2::text[]
      ORDER BY p.login_name`,
    [groupId, [...CHECKER_ROLES]],
  );
}

const toPerson = (p: PersonRow): review.ReviewPerson => ({
  personId: p.person_id,
  personName: p.person_name,
  loginName: p.login_name,
});

/** The effective persons of a level: the explicit ids when any, else the members with the level's role. */
function levelPersons(
  explicit: readonly string[],
  level: 1 | 2,
  checkers: readonly PersonRow[],
): PersonRow[] {
  if (explicit.length > 0) return checkers.filter((c) => explicit.includes(c.person_id));
  return checkers.filter((c) => c.roles.includes(DEFAULT_LEVEL_ROLE[level]));
}

function toSetting(
  groupId: string,
  scene: ReviewScene,
  row: SettingRow | undefined,
  checkers: readonly PersonRow[],
): review.ReviewSetting {
  const level1 = row?.level1 ?? [];
  const level2 = row?.level2 ?? [];
  return {
    groupId,
    scene,
    reviewType: row?.review_type ?? 'NO_REVIEW',
    level1: levelPersons(level1, 1, checkers).map(toPerson),
    level2: levelPersons(level2, 2, checkers).map(toPerson),
    explicit: level1.length > 0 || level2.length > 0,
    updatedAt: row ? shanghaiIso(row.updated_at) : null,
    updatedBy: row ? row.updated_by_name : null,
  };
}

const SETTING_SELECT = `SELECT s.group_id, s.scene, s.review_type, s.level1, s.level2, s.updated_at,
       p.person_name AS updated_by_name
  FROM review_settings s JOIN persons p ON p.person_id = s.updated_by`;

/**
 * The settings of every scene of an organisation (a scene without a row is NO_REVIEW with the default
 * persons), in the order of REVIEW_SCENES.
 * @see spec 01 §7.14 processSetQuery
 */
export async function settingsOf(db: Db, groupId: string): Promise<review.ReviewSetting[]> {
  const [rows, checkers] = await Promise.all([
    db.query<SettingRow>(`${SETTING_SELECT} WHERE s.group_id = $1`, [groupId]),
    checkersOf(db, groupId),
  ]);
  const byScene = new Map(rows.map((r) => [r.scene, r]));
  return REVIEW_SCENES.map((scene) => toSetting(groupId, scene, byScene.get(scene), checkers));
}

/** The setting of one scene of an organisation. */
export async function settingOf(db: Db, groupId: string, scene: ReviewScene): Promise<review.ReviewSetting> {
  const [rows, checkers] = await Promise.all([
    db.query<SettingRow>(`${SETTING_SELECT} WHERE s.group_id = $1 AND s.scene = $2`, [groupId, scene]),
    checkersOf(db, groupId),
  ]);
  return toSetting(groupId, scene, rows[0], checkers);
}

/** One requested change: a scene's type and the explicit person ids of both levels ([] = the default). */
export interface SettingChange {
  scene: ReviewScene;
  reviewType: ReviewType;
  level1: readonly string[];
  level2: readonly string[];
}

/**
 * Stores settings of an organisation in ONE transaction: each change is checked by core's
 * checkReviewSetting against the organisation's checkers (FD4907, FD4908, FD4909: nothing is written when
 * any is refused), upserted, and recorded in the history with who, when, from where, before and after.
 * A change that changes nothing records nothing.
 * @returns the settings of the changed scenes as they now are
 * @see issue 11 §1 (only administrators with review_setting_edit change it; every change is recorded)
 */
export async function saveSettings(
  db: Db,
  groupId: string,
  changes: readonly SettingChange[],
  actor: TrailActor,
  now: number,
): Promise<review.ReviewSetting[]> {
  const at = new Date(now).toISOString();
  return db.transaction(async (tx) => {
    // Serialises concurrent edits of one organisation's settings (the history's before is exact).
    await tx.query('SELECT group_id FROM organisations WHERE group_id = $1 FOR UPDATE', [groupId]);
    const checkers = await checkersOf(tx, groupId);
    const checkerIds = new Set(checkers.map((c) => c.person_id));
    const out: review.ReviewSetting[] = [];
    for (const change of changes) {
      const level1 = [...new Set(change.level1)];
      const level2 = [...new Set(change.level2)];
      if (level1.some((id) => !checkerIds.has(id)) || level2.some((id) => !checkerIds.has(id))) {
        throw new GatewayError(ErrorCode.ReviewPersonInvalid);
      }
      const effective = {
        reviewType: change.reviewType,
        level1: levelPersons(level1, 1, checkers).map((p) => p.person_id),
        level2: levelPersons(level2, 2, checkers).map((p) => p.person_id),
      };
      const refusal = checkReviewSetting(
        reviewLevelsOf(change.reviewType) === 0 ? { ...effective, level1: [], level2: [] } : effective,
        checkerIds,
      );
      if (refusal)
        throw new GatewayError(refusal.code, undefined, refusal.params ? { detail: refusal.params } : {});
      const [beforeRow] = await tx.query<SettingRow>(
        `${SETTING_SELECT} WHERE s.group_id = $1 AND s.scene = $2`,
        [groupId, change.scene],
      );
      const before = toSetting(groupId, change.scene, beforeRow, checkers);
      const same =
        before.reviewType === change.reviewType &&
        (beforeRow?.level1 ?? []).join(',') === level1.join(',') &&
        (beforeRow?.level2 ?? []).join(',') === level2.join(',');
      if (same) {
        out.push(before);
        continue;
      }
      await tx.query(
        `INSERT INTO review_settings (group_id, scene, review_type, level1, level2, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (group_id, scene) DO UPDATE SET review_type = EXCLUDED.review_type, level1 = EXCLUDED.level1,
           level2 = EXCLUDED.level2, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [groupId, change.scene, change.reviewType, level1, level2, at, actor.personId],
      );
      const [afterRow] = await tx.query<SettingRow>(
        `${SETTING_SELECT} WHERE s.group_id = $1 AND s.scene = $2`,
        [groupId, change.scene],
      );
      const after = toSetting(groupId, change.scene, afterRow, checkers);
      await tx.query(
        `INSERT INTO review_setting_history (group_id, scene, changed_at, person_id, ip, before, after)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [groupId, change.scene, at, actor.personId, actor.ip, JSON.stringify(before), JSON.stringify(after)],
      );
      out.push(after);
    }
    return out;
  });
}

/**
 * The history of an organisation's review settings, newest first, one page.
 * @see issue 11 §1 (every change is recorded: who, when, before, after; shown as a history)
 */
export async function settingHistory(
  db: Db,
  groupId: string,
  page: { currentPage: number; pagesize: number },
): Promise<{ list: review.ReviewSettingChange[]; totalRows: number }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM review_setting_history WHERE group_id = $1',
    [groupId],
  );
  const rows = await db.query<{
    change_id: string | number;
    group_id: string;
    scene: ReviewScene;
    changed_at: Date | string;
    person_name: string;
    login_name: string;
    ip: string | null;
    before: review.ReviewSetting | string;
    after: review.ReviewSetting | string;
  }>(
    `SELECT h.change_id, h.group_id, h.scene, h.changed_at, p.person_name, p.login_name, h.ip, h.before, h.after
       FROM review_setting_history h JOIN persons p ON p.person_id = h.person_id
      WHERE h.group_id = $1 ORDER BY h.change_id DESC LIMIT $2 OFFSET $3`,
    [groupId, page.pagesize, (page.currentPage - 1) * page.pagesize],
  );
  const json = (v: review.ReviewSetting | string): review.ReviewSetting =>
    typeof v === 'string' ? (JSON.parse(v) as review.ReviewSetting) : v;
  return {
    totalRows: count?.n ?? 0,
    list: rows.map((r) => ({
      changeId: Number(r.change_id),
      groupId: r.group_id,
      scene: r.scene,
      changedAt: shanghaiIso(r.changed_at),
      personName: r.person_name,
      loginName: r.login_name,
      ip: r.ip,
      before: json(r.before),
      after: json(r.after),
    })),
  };
}

/** The status an order is placed with under its scene's setting, and the review levels it needs. */
export interface InitialStatus {
  status: 'accepted' | 'pendingReview';
  /** 0 (no review), 1 or 2. */
  levels: 0 | 1 | 2;
}

/**
 * THE placement hook of the review process: the status a new order of `groupId` placed under `scene`
 * starts with — `pendingReview` with 1 or 2 levels when the organisation's setting of the scene asks for
 * review, else `accepted`. Every placement path (cart line, batch row, single purchase, redemption,
 * conversion) calls it inside its placing transaction and writes `status`, `review_scene`,
 * `review_levels = levels` and `review_level = 1` when levels > 0; an order placed `pendingReview` is not
 * sent on and not confirmed until its last approval (review/decisions.ts).
 * @see issue 11 §2, spec 03 §3 review types
 */
export async function initialStatusFor(tx: Db, groupId: string, scene: ReviewScene): Promise<InitialStatus> {
  const [row] = await tx.query<{ review_type: ReviewType }>(
    'SELECT review_type FROM review_settings WHERE group_id = $1 AND scene = $2',
    [groupId, scene],
  );
  const levels = reviewLevelsOf(row?.review_type ?? 'NO_REVIEW');
  return { status: levels === 0 ? 'accepted' : 'pendingReview', levels };
}

/** The effective person ids of one level of an organisation's scene (for the decision rule). */
export async function levelPersonIds(
  db: Db,
  groupId: string,
  scene: ReviewScene,
  level: number,
): Promise<Set<string>> {
  const setting = await settingOf(db, groupId, scene);
  const persons = level === 2 ? setting.level2 : setting.level1;
  return new Set(persons.map((p) => p.personId));
}
