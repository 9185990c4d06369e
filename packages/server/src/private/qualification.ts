/**
 * Investor qualification on the server (issue 13 §2; spec 02 §3 invest qualification, §4 states, §5 investor
 * confirm): an organisation's recognised qualifications and applications (migration 0023), and the guard every
 * private call runs, {@link requireQualified}. The decisions are core rules/privateQualification.ts; this module
 * only reads the facts and turns a refusal into a GatewayError. Every state change is recorded in
 * investor_qualification_history (who, when, from where, from and to).
 */
import {
  applyStatusGroup,
  checkQualified,
  ErrorCode,
  expectedReviewDays,
  GatewayError,
  qualificationExpiry,
  qualifyStatusOf,
  shanghaiDate,
  type ApplyStatus,
  type InvestType,
  type QualificationFacts,
  type RuleRefusal,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { HandlerContext } from '../services/types.js';
import { calendarOf } from './products.js';

/** The investor a qualification belongs to: an organisation (the institution is the investor; spec 02 §1). */
export interface PrivateInvestor {
  readonly groupId: string;
}

/** One recognised qualification (investor_qualifications). */
export interface RecognisedRow {
  readonly investType: InvestType;
  /** ISO timestamp. */
  readonly confirmedAt: string;
  /** `YYYY-MM-DD`, last valid day. */
  readonly expireDate: string;
  /** '1' valid, '2' expired on the day asked. */
  readonly qualifyStatus: '1' | '2';
}

/** One application (investor_qualification_applications). */
export interface ApplicationRow {
  readonly applyId: string;
  readonly groupId: string;
  readonly investType: InvestType;
  readonly applyStatus: ApplyStatus;
  readonly historyChoice: '0' | '1';
  readonly financeChoice: '0' | '1';
  readonly selfInvestYears: string;
  readonly assetIncome: string;
  readonly financialAsset: string;
  readonly professionalStatement: boolean;
  readonly appliedBy: string;
  readonly appliedByName: string;
  /** ISO timestamp. */
  readonly appliedAt: string;
  readonly expectedFrom: string;
  readonly expectedBy: string;
  readonly failureReason: string;
}

/** What {@link qualificationOf} answers: the facts core's checkQualified reads, and the rows behind them. */
export interface InvestorQualification extends QualificationFacts {
  readonly groupId: string;
  readonly today: string;
  readonly recognisedRows: readonly RecognisedRow[];
  /** The latest application per investor type, newest first. */
  readonly latestApplications: readonly ApplicationRow[];
}

interface ApplicationDbRow {
  apply_id: string;
  group_id: string;
  invest_type: string;
  apply_status: string;
  history_choice: string;
  finance_choice: string;
  self_invest_years: string;
  asset_income: string;
  financial_asset: string | null;
  professional_statement: boolean;
  applied_by: string;
  applied_by_name: string;
  applied_at: string;
  expected_by: string;
  failure_reason: string | null;
}

/** Columns of an application row (joined with persons p for the applicant's name). */
export const APPLICATION_COLUMNS = `a.apply_id::text AS apply_id, a.group_id, a.invest_type, a.apply_status,
  a.history_choice, a.finance_choice, a.self_invest_years, a.asset_income, a.financial_asset,
  a.professional_statement, a.applied_by, p.person_name AS applied_by_name,
  to_char(a.applied_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS applied_at, a.expected_by,
  a.failure_reason`;

/** Maps a database row (with {@link APPLICATION_COLUMNS}) to an application; `expectedFrom` from the calendar. */
export function applicationOf(row: ApplicationDbRow, expectedFrom: string): ApplicationRow {
  return {
    applyId: row.apply_id,
    groupId: row.group_id,
    investType: row.invest_type as InvestType,
    applyStatus: row.apply_status as ApplyStatus,
    historyChoice: row.history_choice as '0' | '1',
    financeChoice: row.finance_choice as '0' | '1',
    selfInvestYears: row.self_invest_years,
    assetIncome: row.asset_income,
    financialAsset: row.financial_asset ?? '',
    professionalStatement: row.professional_statement,
    appliedBy: row.applied_by,
    appliedByName: row.applied_by_name,
    appliedAt: row.applied_at,
    expectedFrom,
    expectedBy: row.expected_by,
    failureReason: row.failure_reason ?? '',
  };
}

/**
 * The qualification of an investor on the day of `now` (ms since the epoch, Asia/Shanghai): recognised types
 * with their expiry and status, the latest application per type, and the facts of core checkQualified.
 */
export async function qualificationOf(
  db: Db,
  investor: PrivateInvestor,
  now: number,
): Promise<InvestorQualification> {
  const today = shanghaiDate(now);
  const calendar = await calendarOf(db);
  const recognised = await db.query<{ invest_type: string; confirmed_at: string; expire_date: string }>(
    `SELECT invest_type, to_char(confirmed_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS confirmed_at,
            expire_date
       FROM investor_qualifications WHERE group_id = $1 ORDER BY invest_type`,
    [investor.groupId],
  );
  const applications = await db.query<ApplicationDbRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM investor_qualification_applications a
       JOIN persons p ON p.person_id = a.applied_by
      WHERE a.group_id = $1 ORDER BY a.applied_at DESC, a.apply_id DESC`,
    [investor.groupId],
  );
  const latest = new Map<string, ApplicationRow>();
  for (const row of applications) {
    if (latest.has(row.invest_type)) continue;
    const appliedOn = row.applied_at.slice(0, 10);
    latest.set(row.invest_type, applicationOf(row, expectedReviewDays(calendar, appliedOn).from));
  }
  const recognisedRows: RecognisedRow[] = recognised.map((r) => {
    const q = { investType: r.invest_type as InvestType, expireDate: r.expire_date };
    return { ...q, confirmedAt: r.confirmed_at, qualifyStatus: qualifyStatusOf(q, today) };
  });
  const latestApplications = [...latest.values()];
  return {
    groupId: investor.groupId,
    today,
    recognised: recognisedRows.map((r) => ({ investType: r.investType, expireDate: r.expireDate })),
    pending: latestApplications
      .filter((a) => applyStatusGroup(a.applyStatus) === 'underReview')
      .map((a) => ({ investType: a.investType, expectedBy: a.expectedBy })),
    recognisedRows,
    latestApplications,
  };
}

/** Throws the GatewayError of a core refusal (its params become the message's placeholders). */
export function refuseWith(refusal: RuleRefusal): never {
  throw new GatewayError(
    refusal.code,
    undefined,
    refusal.params ? { detail: { ...refusal.params } } : undefined,
  );
}

/**
 * The guard of every private call (issue 13 "the server refuses every private call for a non-qualified user"):
 * the caller's organisation (a manager's checked account) must hold a valid qualification of a type the product
 * admits (core checkQualified). A trust-channel manager (role manager) also needs private_fund_public_plan
 * (spec 03 §2, §8). Run after the pipeline's session, privilege and organisation checks.
 *
 * @param fundType - the product's type when the call concerns one product (mjfs_*), else any type qualifies
 * @returns the qualification read (for handlers that show it)
 * @throws GatewayError PrivateNoPermission (FD3114), PrivateNotQualified (FD3100), PrivateQualificationExpired
 *   (FD3101), PrivateQualificationPending (FD3102, `{expectedBy}`), PrivateInvestTypeMismatch (FD3103),
 *   OrgForbidden (FD1004) without an organisation
 */
export async function requireQualified(
  ctx: HandlerContext,
  fundType?: string,
): Promise<InvestorQualification> {
  const session = ctx.session;
  if (!session?.groupId) throw new GatewayError(ErrorCode.OrgForbidden);
  requirePrivatePlan(ctx);
  const qualification = await qualificationOf(ctx.db, { groupId: session.groupId }, ctx.clock.now());
  const refusal = checkQualified(qualification, qualification.today, fundType);
  if (refusal) refuseWith(refusal);
  return qualification;
}

/**
 * A trust-channel manager (role manager) may open private products only with private_fund_public_plan
 * (spec 03 §2: otherwise 'you have no permission to view private securities').
 * @throws GatewayError PrivateNoPermission (FD3114)
 */
export function requirePrivatePlan(ctx: HandlerContext): void {
  const session = ctx.session;
  if (session?.roles.includes('manager') && !session.privileges.has('private_fund_public_plan'))
    throw new GatewayError(ErrorCode.PrivateNoPermission);
}

/**
 * Records one state change of an application (DESIGN §7 trail: who, when, from where, from and to).
 */
export async function recordQualificationChange(
  db: Db,
  change: {
    applyId: string;
    groupId: string;
    from: ApplyStatus | null;
    to: ApplyStatus;
    personId: string;
    ip: string | null;
    at: number;
    note?: string | undefined;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO investor_qualification_history (apply_id, group_id, from_status, to_status, person_id, ip, changed_at, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      change.applyId,
      change.groupId,
      change.from,
      change.to,
      change.personId,
      change.ip,
      new Date(change.at).toISOString(),
      change.note ?? null,
    ],
  );
}

/**
 * Recognises an application's type for the organisation from the day of `now` for 12 months (core
 * qualificationExpiry), replacing an earlier recognition of the same type.
 */
export async function recognise(
  db: Db,
  application: Pick<ApplicationRow, 'applyId' | 'groupId' | 'investType'>,
  now: number,
): Promise<{ expireDate: string }> {
  const expireDate = qualificationExpiry(shanghaiDate(now));
  await db.query(
    `INSERT INTO investor_qualifications (group_id, invest_type, apply_id, confirmed_at, expire_date)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_id, invest_type) DO UPDATE
       SET apply_id = EXCLUDED.apply_id, confirmed_at = EXCLUDED.confirmed_at, expire_date = EXCLUDED.expire_date`,
    [
      application.groupId,
      application.investType,
      application.applyId,
      new Date(now).toISOString(),
      expireDate,
    ],
  );
  return { expireDate };
}
