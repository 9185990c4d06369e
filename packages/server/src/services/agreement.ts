import {
  account,
  agreementTypeOf,
  ErrorCode,
  GatewayError,
  jgtOrgProdFlagOf,
  PASSWORD_MAX_AGE_DAYS,
  PASSWORD_REMINDER_LEAVE_MARK,
  passwordTip,
  t,
  type CallResponse,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { groupSessionOf, route, sessionOf, type Route } from './types.js';

interface AgreementRow {
  id: string;
  agreement_id: string;
  sign_type: number;
  jgt_org_prod_flag: number;
  version: number;
  agreement_name: string;
  title: string;
  file_name: string;
  content: string;
  change_summary: string;
  published_at: Date | string;
}

/** An agreement item on the wire (spec 01 §3 agreements). */
type AgreementItem = CallResponse<typeof account.custAgreementBatchQuery>['agreementList'][number];

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The organisation's jgtOrgProdFlag (spec 01 §1, §7.10), checked against what the client sent: a
 * different flag or gid is a request for another organisation.
 */
async function orgFlag(
  db: Db,
  groupId: string,
  sent: { jgtOrgProdFlag?: number | undefined; gid?: string | undefined },
): Promise<2 | 3> {
  const org = (
    await db.query<{ client_type: string; gid: string }>(
      'SELECT client_type, gid FROM organisations WHERE group_id = $1',
      [groupId],
    )
  )[0];
  if (!org) throw new GatewayError(ErrorCode.OrgForbidden);
  const flag = jgtOrgProdFlagOf(org.client_type);
  if (sent.gid !== undefined && sent.gid !== org.gid) throw new GatewayError(ErrorCode.OrgForbidden);
  if (sent.jgtOrgProdFlag !== undefined && sent.jgtOrgProdFlag !== flag) {
    throw new GatewayError(ErrorCode.BadRequest, `${t('error.badRequest')}：jgtOrgProdFlag`, {
      httpStatus: 400,
    });
  }
  return flag;
}

/** The latest published version of each sign type for a channel flag (published at or before now). */
async function latestAgreements(
  db: Db,
  flag: number,
  signTypes: readonly number[],
  now: number,
): Promise<AgreementRow[]> {
  return db.query<AgreementRow>(
    `SELECT DISTINCT ON (sign_type) * FROM agreements
      WHERE jgt_org_prod_flag = $1 AND sign_type = ANY($2::int[]) AND published_at <= $3
      ORDER BY sign_type, version DESC`,
    [flag, [...signTypes], new Date(now)],
  );
}

/** The highest version the person signed for the group, per sign type. */
async function signedVersions(
  db: Db,
  personId: string,
  groupId: string,
  signTypes: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db.query<{ sign_type: number; version: number }>(
    `SELECT sign_type, max(version) AS version FROM agreement_signatures
      WHERE person_id = $1 AND group_id = $2 AND sign_type = ANY($3::int[]) GROUP BY sign_type`,
    [personId, groupId, [...signTypes]],
  );
  return new Map(rows.map((r) => [Number(r.sign_type), Number(r.version)]));
}

const toItem = (row: AgreementRow, upgraded: boolean): AgreementItem => ({
  id: row.id,
  agreementId: row.agreement_id,
  agreementName: row.agreement_name,
  title: row.title,
  fileName: row.file_name,
  url: `/agreement/${row.id}`,
  signType: row.sign_type,
  agreementType: agreementTypeOf(row.sign_type) ?? null,
  version: row.version,
  publishedAt: iso(row.published_at),
  upgraded,
});

/**
 * Handlers of the agreement, leave-mark and reminder calls (spec 01 §4.5-§4.6, §7.5, §7.6b, §7.10;
 * spec 02 §4). Agreements are versioned per sign type and channel flag; signatures are kept per person and
 * group; the privacy agreement before login is signed per browser by version.
 */
export const agreementRoutes: Route[] = [
  route(account.custAgreementBatchQuery, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    const flag = await orgFlag(ctx.db, session.groupId, req);
    const latest = await latestAgreements(ctx.db, flag, req.signTypeList, ctx.clock.now());
    const signed = await signedVersions(ctx.db, session.personId, session.groupId, req.signTypeList);
    const unsigned = latest.filter((row) => (signed.get(row.sign_type) ?? 0) < row.version);
    const items = unsigned.map((row) => toItem(row, signed.has(row.sign_type)));
    const upgraded = unsigned.filter((row) => signed.has(row.sign_type));
    const names = upgraded.map((row) => row.title).join('、');
    const changes = upgraded
      .map((row) => `${row.title}${row.change_summary || t('server.agreement.alter.noSummary')}`)
      .join('');
    return {
      signFlag: items.length === 0,
      jgtOrgProdFlag: flag,
      agreementList: items,
      // spec 01 §4.5: a signed agreement with a newer version is the upgrade variant.
      alterMsgDto:
        upgraded.length > 0
          ? {
              title: t('server.agreement.alter.title'),
              content: t('server.agreement.alter.body', { names, changes }),
            }
          : null,
      alterMsgDtoTwo:
        upgraded.length > 0
          ? { title: t('server.agreement.alterTwo.title'), content: t('server.agreement.alterTwo.body') }
          : null,
    };
  }),

  route(account.custAgreementSign, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    const flag = await orgFlag(ctx.db, session.groupId, req);
    const now = ctx.clock.now();
    return ctx.db.transaction(async (tx) => {
      const latest = await latestAgreements(tx, flag, req.signTypeList, now);
      const byId = new Map(latest.map((row) => [row.id, row]));
      // Only the latest versions of the listed types may be signed: nobody signs a text they were not shown.
      const rows = [...new Set(req.ids)].map((id) => byId.get(id));
      if (rows.some((row) => row === undefined)) throw new GatewayError(ErrorCode.AgreementStale);
      const signedAt = new Date(now);
      for (const row of rows as AgreementRow[]) {
        await tx.query(
          `INSERT INTO agreement_signatures (person_id, group_id, agreement_id, sign_type, version, scene, signed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
          [session.personId, session.groupId, row.id, row.sign_type, row.version, req.scene, signedAt],
        );
      }
      return {
        signed: (rows as AgreementRow[]).map((row) => ({
          signType: row.sign_type,
          version: row.version,
          signedAt: signedAt.toISOString(),
        })),
      };
    });
  }),

  route(account.agreementText, async (req, ctx) => {
    sessionOf(ctx);
    const row = (
      await ctx.db.query<AgreementRow>('SELECT * FROM agreements WHERE id = $1 AND published_at <= $2', [
        req.id,
        new Date(ctx.clock.now()),
      ])
    )[0];
    if (!row) throw new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
    return { id: row.id, title: row.title, version: row.version, content: row.content };
  }),

  route(account.setLeaveMarks, async (req, ctx) => {
    const session = sessionOf(ctx);
    const now = new Date(ctx.clock.now());
    await ctx.db.query(
      `INSERT INTO leave_marks (person_id, group_id, path, business_type, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [session.personId, session.groupId, req.path, req.businessType, now],
    );
    return { recordedAt: now.toISOString() };
  }),

  route(account.queryLeaveMarks, async (req, ctx) => {
    const session = sessionOf(ctx);
    const rows = await ctx.db.query<{
      path: string;
      business_type: number;
      group_id: string | null;
      created_at: Date | string;
    }>(
      `SELECT path, business_type, group_id, created_at FROM leave_marks
        WHERE person_id = $1 AND ($2::int IS NULL OR business_type = $2)
        ORDER BY created_at DESC, id DESC LIMIT 100`,
      [session.personId, req.businessType ?? null],
    );
    return {
      list: rows.map((r) => ({
        path: r.path,
        businessType: r.business_type,
        groupId: r.group_id,
        createdAt: iso(r.created_at),
      })),
    };
  }),

  // spec 01 §4.6: tipFlag by the core rule (password age 90 days, quiet 30 days after leave mark 40).
  route(account.pwdModifyTip, async (_req, ctx) => {
    const session = sessionOf(ctx);
    const rows = await ctx.db.query<{ password_changed_at: Date | string; last_mark: Date | string | null }>(
      `SELECT p.password_changed_at,
              (SELECT max(created_at) FROM leave_marks m WHERE m.person_id = p.person_id AND m.business_type = $2)
                AS last_mark
         FROM persons p WHERE p.person_id = $1`,
      [session.personId, PASSWORD_REMINDER_LEAVE_MARK],
    );
    const row = rows[0];
    if (!row) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
    const tip = passwordTip({
      passwordChangedAt: new Date(row.password_changed_at).getTime(),
      lastReminderAt: row.last_mark === null ? null : new Date(row.last_mark).getTime(),
      now: ctx.clock.now(),
    });
    return { ...tip, maxAgeDays: PASSWORD_MAX_AGE_DAYS };
  }),

  route(account.queryLatestPrivacyAgreement, async (req, ctx) => {
    const now = new Date(ctx.clock.now());
    const row = (
      await ctx.db.query<{ version: number; title: string; content: string; published_at: Date | string }>(
        'SELECT * FROM privacy_agreements WHERE published_at <= $1 ORDER BY version DESC LIMIT 1',
        [now],
      )
    )[0];
    if (!row) throw new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
    const signed = await ctx.db.query(
      'SELECT 1 FROM privacy_signatures WHERE client_id = $1 AND version = $2',
      [req.clientId, row.version],
    );
    return {
      version: row.version,
      title: row.title,
      content: row.content,
      publishedAt: iso(row.published_at),
      signed: signed.length > 0,
    };
  }),

  route(account.signLatestPrivacyAgreement, async (req, ctx) => {
    const now = new Date(ctx.clock.now());
    const latest = (
      await ctx.db.query<{ version: number }>(
        'SELECT version FROM privacy_agreements WHERE published_at <= $1 ORDER BY version DESC LIMIT 1',
        [now],
      )
    )[0];
    if (!latest || latest.version !== req.version) throw new GatewayError(ErrorCode.AgreementStale);
    await ctx.db.query(
      `INSERT INTO privacy_signatures (client_id, version, login_name, signed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [req.clientId, req.version, req.loginName ?? null, now],
    );
    return { version: req.version, signedAt: now.toISOString() };
  }),
];
