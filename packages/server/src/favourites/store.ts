/**
 * The storage of 我的自选 (issue 14 §3; migration 0019_favourite_groups.sql): the default group 全部自选 is the
 * `favourites` table, the person's own groups `favourite_groups` / `favourite_group_funds`, and every change
 * appends one `favourite_trail` row (who, when, from where, what) in the same transaction. Every function takes
 * the acting person and touches only that person's rows: nobody reads or changes another person's favourites.
 * The limits are core rules/favourites.ts.
 */
import {
  DEFAULT_FAVOURITE_GROUP_ID,
  ErrorCode,
  FAVOURITE_MAX_FUNDS,
  FAVOURITE_MAX_GROUPS,
  favouriteGroupEditDecision,
  favouriteGroupNameDecision,
  favouriteLimitDecision,
  GatewayError,
  t,
  type FavouriteGroup,
} from '@funddesk/core';
import type { Db } from '../db/db.js';

/** Who changes the favourites: the session's person, the client address, the instant (server clock, ms). */
export interface FavouriteActor {
  readonly personId: string;
  readonly ip: string | null;
  readonly now: number;
}

/** The person's groups, 全部自选 first, with their counts; `total` favourites of at most 500. */
export interface FavouriteGroups {
  groups: FavouriteGroup[];
  total: number;
  max: number;
}

/** One fund of a group: its code and when it was added (ISO 8601). */
export interface GroupFund {
  fundId: string;
  addedAt: string;
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** Throws the catalogue code of a refused decision. */
function refuse(code: string, params?: Record<string, number>): never {
  throw new GatewayError(code, undefined, params ? { detail: params } : undefined);
}

/** Serialises one person's changes (the 500 limit is counted inside the lock). */
async function lockPerson(tx: Db, personId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`favourites:${personId}`]);
}

/** Appends one trail row. */
async function record(
  tx: Db,
  actor: FavouriteActor,
  action: string,
  group: { groupId: number; name: string },
  fundIds: readonly string[],
  before: unknown = null,
  after: unknown = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO favourite_trail (person_id, at, ip, action, group_id, group_name, fund_ids, before, after)
     VALUES ($1, $2::timestamptz, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb)`,
    [
      actor.personId,
      iso(actor.now),
      actor.ip,
      action,
      group.groupId,
      group.name,
      JSON.stringify(fundIds),
      before === null ? null : JSON.stringify(before),
      after === null ? null : JSON.stringify(after),
    ],
  );
}

/** The person's groups with their counts (spec 03 §7 queryAllFavouriteIndex). */
export async function listGroups(db: Db, personId: string): Promise<FavouriteGroups> {
  const [all] = await db.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM favourites WHERE person_id = $1',
    [personId],
  );
  const total = Number(all?.n ?? 0);
  const rows = await db.query<{ group_id: number | string; name: string; n: number | string }>(
    `SELECT g.group_id, g.name, count(f.fund_id) AS n
       FROM favourite_groups g LEFT JOIN favourite_group_funds f ON f.group_id = g.group_id
      WHERE g.person_id = $1
      GROUP BY g.group_id, g.name
      ORDER BY g.group_id`,
    [personId],
  );
  return {
    groups: [
      {
        groupId: DEFAULT_FAVOURITE_GROUP_ID,
        name: t('favourites.defaultGroup'),
        isDefault: true,
        count: total,
      },
      ...rows.map((r) => ({
        groupId: Number(r.group_id),
        name: r.name,
        isDefault: false,
        count: Number(r.n),
      })),
    ],
    total,
    max: FAVOURITE_MAX_FUNDS,
  };
}

/**
 * One of the person's groups by id (0: 全部自选).
 * @throws GatewayError FD3044 when the group is unknown or another person's
 */
export async function requireGroup(
  db: Db,
  personId: string,
  groupId: number,
): Promise<{ groupId: number; name: string }> {
  if (groupId === DEFAULT_FAVOURITE_GROUP_ID) return { groupId, name: t('favourites.defaultGroup') };
  const [row] = await db.query<{ name: string }>(
    'SELECT name FROM favourite_groups WHERE group_id = $1 AND person_id = $2',
    [groupId, personId],
  );
  if (!row) refuse(ErrorCode.FavouriteGroupNotFound);
  return { groupId, name: row.name };
}

/** The group of this name (the default's name answers 0), or undefined. */
export async function groupByName(db: Db, personId: string, name: string): Promise<number | undefined> {
  const trimmed = name.trim();
  if (trimmed === t('favourites.defaultGroup')) return DEFAULT_FAVOURITE_GROUP_ID;
  const [row] = await db.query<{ group_id: number | string }>(
    'SELECT group_id FROM favourite_groups WHERE person_id = $1 AND name = $2',
    [personId, trimmed],
  );
  return row ? Number(row.group_id) : undefined;
}

/** A checked new name: the rule's (FD3041, FD3042), not the default's nor another group's (FD3045). */
async function checkedName(tx: Db, personId: string, raw: string, exceptGroup?: number): Promise<string> {
  const decision = favouriteGroupNameDecision(raw);
  if (!decision.ok) refuse(decision.code, decision.params);
  const name = decision.value;
  const taken = await groupByName(tx, personId, name);
  if (taken !== undefined && taken !== exceptGroup) refuse(ErrorCode.FavouriteGroupDuplicate);
  return name;
}

/**
 * Creates a group. Refusals: FD3041, FD3042 (name), FD3045 (name taken), FD3046 (more than 20 groups).
 * @returns the new group's id
 */
export async function createGroup(db: Db, actor: FavouriteActor, rawName: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, actor.personId);
    const name = await checkedName(tx, actor.personId, rawName);
    const [count] = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM favourite_groups WHERE person_id = $1',
      [actor.personId],
    );
    if (Number(count?.n ?? 0) >= FAVOURITE_MAX_GROUPS)
      refuse(ErrorCode.FavouriteGroupLimit, { max: FAVOURITE_MAX_GROUPS });
    const [row] = await tx.query<{ group_id: number | string }>(
      `INSERT INTO favourite_groups (person_id, name, created_at) VALUES ($1, $2, $3::timestamptz)
       RETURNING group_id`,
      [actor.personId, name, iso(actor.now)],
    );
    const groupId = Number(row!.group_id);
    await record(tx, actor, 'group.create', { groupId, name }, [], null, { name });
    return groupId;
  });
}

/** Renames a group. Refusals: FD3043 (全部自选), FD3044, FD3041, FD3042, FD3045. */
export async function renameGroup(
  db: Db,
  actor: FavouriteActor,
  groupId: number,
  rawName: string,
): Promise<void> {
  const decision = favouriteGroupEditDecision(groupId);
  if (!decision.ok) refuse(decision.code);
  await db.transaction(async (tx) => {
    await lockPerson(tx, actor.personId);
    const group = await requireGroup(tx, actor.personId, groupId);
    const name = await checkedName(tx, actor.personId, rawName, groupId);
    await tx.query('UPDATE favourite_groups SET name = $1 WHERE group_id = $2 AND person_id = $3', [
      name,
      groupId,
      actor.personId,
    ]);
    await record(tx, actor, 'group.rename', { groupId, name }, [], { name: group.name }, { name });
  });
}

/** Deletes a group; its funds stay in 全部自选. Refusals: FD3043 (全部自选), FD3044. */
export async function deleteGroup(db: Db, actor: FavouriteActor, groupId: number): Promise<void> {
  const decision = favouriteGroupEditDecision(groupId);
  if (!decision.ok) refuse(decision.code);
  await db.transaction(async (tx) => {
    await lockPerson(tx, actor.personId);
    const group = await requireGroup(tx, actor.personId, groupId);
    const funds = await tx.query<{ fund_id: string }>(
      'SELECT fund_id FROM favourite_group_funds WHERE group_id = $1 ORDER BY fund_id',
      [groupId],
    );
    await tx.query('DELETE FROM favourite_groups WHERE group_id = $1 AND person_id = $2', [
      groupId,
      actor.personId,
    ]);
    await record(
      tx,
      actor,
      'group.delete',
      group,
      funds.map((f) => f.fund_id),
      { name: group.name },
    );
  });
}

/**
 * Adds funds (known codes, distinct) to 全部自选 and, for a group other than 0, to that group; a fund already
 * there stays one entry. Refusals: FD3044 (group), FD3040 (past 500 favourites: nothing is added).
 * @returns the funds whose membership changed and the person's favourite count
 */
export async function addFunds(
  db: Db,
  actor: FavouriteActor,
  fundIds: readonly string[],
  groupId: number,
): Promise<{ changed: string[]; total: number }> {
  const distinct = [...new Set(fundIds)];
  return db.transaction(async (tx) => {
    await lockPerson(tx, actor.personId);
    const group = await requireGroup(tx, actor.personId, groupId);
    const present = new Set(
      (
        await tx.query<{ fund_id: string }>('SELECT fund_id FROM favourites WHERE person_id = $1', [
          actor.personId,
        ])
      ).map((r) => r.fund_id),
    );
    const fresh = distinct.filter((id) => !present.has(id));
    const limit = favouriteLimitDecision(present.size, fresh.length);
    if (!limit.ok) refuse(limit.code, limit.params);
    const at = iso(actor.now);
    if (fresh.length > 0) {
      await tx.query(
        `INSERT INTO favourites (person_id, fund_id, created_at)
         SELECT $1, f, $3::timestamptz FROM unnest($2::text[]) AS f
         ON CONFLICT (person_id, fund_id) DO NOTHING`,
        [actor.personId, fresh, at],
      );
    }
    let changed = fresh;
    if (groupId !== DEFAULT_FAVOURITE_GROUP_ID) {
      const inserted = await tx.query<{ fund_id: string }>(
        `INSERT INTO favourite_group_funds (group_id, person_id, fund_id, added_at)
         SELECT $1, $2, f, $4::timestamptz FROM unnest($3::text[]) AS f
         ON CONFLICT (group_id, fund_id) DO NOTHING
         RETURNING fund_id`,
        [groupId, actor.personId, distinct, at],
      );
      changed = inserted.map((r) => r.fund_id).sort();
    }
    if (changed.length > 0) await record(tx, actor, 'fund.add', group, changed);
    return { changed, total: present.size + fresh.length };
  });
}

/**
 * Removes funds: from 全部自选 and every group when `groupId` is 0, else from that group only. Refusal: FD3044.
 * @returns the funds whose membership changed and the person's favourite count
 */
export async function removeFunds(
  db: Db,
  actor: FavouriteActor,
  fundIds: readonly string[],
  groupId: number,
): Promise<{ changed: string[]; total: number }> {
  const distinct = [...new Set(fundIds)];
  return db.transaction(async (tx) => {
    await lockPerson(tx, actor.personId);
    const group = await requireGroup(tx, actor.personId, groupId);
    const removed =
      groupId === DEFAULT_FAVOURITE_GROUP_ID
        ? await tx.query<{ fund_id: string }>(
            'DELETE FROM favourites WHERE person_id = $1 AND fund_id = ANY($2::text[]) RETURNING fund_id',
            [actor.personId, distinct],
          )
        : await tx.query<{ fund_id: string }>(
            `DELETE FROM favourite_group_funds WHERE group_id = $1 AND person_id = $2 AND fund_id = ANY($3::text[])
             RETURNING fund_id`,
            [groupId, actor.personId, distinct],
          );
    const changed = removed.map((r) => r.fund_id).sort();
    if (changed.length > 0) await record(tx, actor, 'fund.remove', group, changed);
    const [count] = await tx.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM favourites WHERE person_id = $1',
      [actor.personId],
    );
    return { changed, total: Number(count?.n ?? 0) };
  });
}

/** The funds of one of the person's groups (0: 全部自选) with when each was added. Refusal: FD3044. */
export async function groupFunds(db: Db, personId: string, groupId: number): Promise<GroupFund[]> {
  await requireGroup(db, personId, groupId);
  const rows =
    groupId === DEFAULT_FAVOURITE_GROUP_ID
      ? await db.query<{ fund_id: string; added_at: unknown }>(
          'SELECT fund_id, created_at AS added_at FROM favourites WHERE person_id = $1',
          [personId],
        )
      : await db.query<{ fund_id: string; added_at: unknown }>(
          'SELECT fund_id, added_at FROM favourite_group_funds WHERE group_id = $1 AND person_id = $2',
          [groupId, personId],
        );
  return rows.map((r) => ({ fundId: r.fund_id, addedAt: iso(r.added_at) }));
}
