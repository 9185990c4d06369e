/**
 * Handlers of the CRS tax residency declaration (core `api/riskCrs.ts`; spec 01 §7.9 queryPersonalOrgCrs,
 * postOrgCRS, jgtPostOrgCRS, jgtQueryOrgCRS, verifyHasTin…, verifyTaxno…/list; spec 03 §2 crs, crsDetail;
 * issue 15 §4). The checks are core's (rules/taxResidency.ts); each declaration is a new version of the
 * organisation's (crs_declarations, migration 0024) with who, when and from where — never overwritten.
 */
import {
  ErrorCode,
  GatewayError,
  jurisdictionIssuesTin,
  riskCrs,
  t,
  validateCrsDeclaration,
  validateTin,
  type CallResponse,
  type CrsDeclarationRecord,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from '../trade/time.js';
import { groupSessionOf, route, type HandlerContext, type Route } from '../services/types.js';

type CrsAnswer = CallResponse<typeof riskCrs.queryPersonalOrgCrs>;

interface DeclarationRow {
  version: number;
  residency_type: CrsDeclarationRecord['residencyType'];
  entity_type: CrsDeclarationRecord['entityType'];
  rows: CrsDeclarationRecord['rows'];
  controlling_persons: NonNullable<CrsDeclarationRecord['controllingPersons']> | string | null;
  person_name: string;
  declared_at: Date | string;
}

/** A jsonb value as the driver gives it (PGlite and PostgreSQL may answer text or the parsed value). */
function jsonOf<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Today in Shanghai (`YYYY-MM-DD`): no controlling person's birth date may pass it. */
export function crsToday(ctx: HandlerContext): string {
  return shanghaiIso(new Date(ctx.clock.now())).slice(0, 10);
}

/** The organisation's declarations, newest first, and its name. */
export async function crsOf(db: Db, groupId: string): Promise<CrsAnswer> {
  const [org] = await db.query<{ corp_name: string }>(
    'SELECT corp_name FROM organisations WHERE group_id = $1',
    [groupId],
  );
  const rows = await db.query<DeclarationRow>(
    `SELECT d.version, d.residency_type, d.entity_type, d.rows, d.controlling_persons, p.person_name,
            d.declared_at
       FROM crs_declarations d JOIN persons p ON p.person_id = d.person_id
      WHERE d.group_id = $1 ORDER BY d.version DESC`,
    [groupId],
  );
  const history = rows.map((r) => ({
    residencyType: r.residency_type,
    entityType: r.entity_type,
    rows: typeof r.rows === 'string' ? (JSON.parse(r.rows) as CrsDeclarationRecord['rows']) : r.rows,
    controllingPersons:
      jsonOf<NonNullable<CrsDeclarationRecord['controllingPersons']>>(r.controlling_persons) ?? [],
    version: Number(r.version),
    declaredBy: r.person_name,
    declaredAt: shanghaiIso(r.declared_at),
  }));
  return { groupId, corpName: org?.corp_name ?? groupId, declaration: history[0] ?? null, history };
}

/**
 * Checks and stores a declaration as the organisation's next version (one transaction; a concurrent
 * declaration of the same organisation loses on the (group_id, version) key and is refused, never merged).
 * @throws GatewayError FD1383..FD1390, FD1396 (core validateCrsDeclaration; a passive non-financial institution
 *   lists its controlling persons), FD2000
 */
async function declare(
  request: Parameters<typeof validateCrsDeclaration>[0],
  ctx: HandlerContext,
): Promise<CrsAnswer> {
  const session = groupSessionOf(ctx);
  const decision = validateCrsDeclaration(request, crsToday(ctx));
  if (!decision.ok) throw new GatewayError(decision.code, undefined, { detail: decision.params });
  await ctx.db.transaction((tx) =>
    storeCrsDeclaration(tx, session.groupId, decision.value, {
      personId: session.personId,
      ip: ctx.ip || null,
      at: new Date(ctx.clock.now()),
    }),
  );
  return crsOf(ctx.db, session.groupId);
}

/**
 * Stores a declaration already checked by core validateCrsDeclaration as the organisation's next version
 * (inside the caller's transaction): by postOrgCRS, and by the approval of a manager institution's change that
 * carries one (spec 01 §7.12 postManagerOrgCrs).
 * @param by - who declared (the submitter), from where and when
 */
export async function storeCrsDeclaration(
  tx: Db,
  groupId: string,
  value: {
    residencyType: string;
    entityType: string;
    rows: readonly unknown[];
    controllingPersons?: readonly unknown[] | undefined;
  },
  by: { personId: string; ip: string | null; at: Date },
): Promise<void> {
  const [last] = await tx.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM crs_declarations WHERE group_id = $1',
    [groupId],
  );
  await tx.query(
    `INSERT INTO crs_declarations (group_id, version, residency_type, entity_type, rows, person_id, ip, declared_at,
       controlling_persons)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::timestamptz, $9::jsonb)`,
    [
      groupId,
      Number(last?.version ?? 0) + 1,
      value.residencyType,
      value.entityType,
      JSON.stringify(value.rows),
      by.personId,
      by.ip,
      by.at.toISOString(),
      JSON.stringify(value.controllingPersons ?? []),
    ],
  );
}

const query = (_request: unknown, ctx: HandlerContext) => crsOf(ctx.db, groupSessionOf(ctx).groupId);

const hasTin = (request: { country: string }) => {
  const issues = jurisdictionIssuesTin(request.country);
  if (issues === null)
    throw new GatewayError(ErrorCode.CrsCountryUnknown, undefined, { detail: { country: request.country } });
  return Promise.resolve({ country: request.country, hasTin: issues });
};

const verifyTaxno = (request: { list: { country: string; tin: string }[] }) =>
  Promise.resolve({
    list: request.list.map(({ country, tin }) => {
      const checked = validateTin(country, tin);
      return checked.ok
        ? { country, tin: checked.value, pass: true, code: null, msg: t('crs.tinOk') }
        : {
            country,
            tin,
            pass: false,
            code: checked.code,
            msg: new GatewayError(checked.code, undefined, { detail: checked.params }).message,
          };
    }),
  });

/** The CRS routes (spec 01 §7.9). */
export const crsRoutes: Route[] = [
  route(riskCrs.queryPersonalOrgCrs, query),
  route(riskCrs.jgtQueryOrgCRS, query),
  route(riskCrs.postOrgCRS, declare),
  route(riskCrs.jgtPostOrgCRS, declare),
  route(riskCrs.verifyHasTinOrgCRS, hasTin),
  route(riskCrs.verifyHasTinCRS, hasTin),
  route(riskCrs.verifyTaxnoOrgCRSList, verifyTaxno),
  route(riskCrs.verifyTaxnoCRSList, verifyTaxno),
];
