/**
 * Handlers of the hosting (escrow, 托管) account (core `api/riskCrs.ts` queryEscrowAccount, setEscrowAccount;
 * spec 01 §7.7 setEscrowAccount; spec 03 §2 hosting, setHosting; issue 15 §4). The organisation's custodian and
 * account, its hosting users (role hosting: they query, never buy — spec 02 §5, core rules/hostingUser.ts) and
 * the trail of changes (account_setting_changes kind 'escrow': before, after, who, when, from where).
 */
import { ErrorCode, GatewayError, HOSTING_ROLE, riskCrs, type CallResponse } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from '../trade/time.js';
import { groupSessionOf, route, type Route } from '../services/types.js';

type EscrowAnswer = CallResponse<typeof riskCrs.queryEscrowAccount>;
type EscrowAccount = { custodianName: string; accountName: string; accountNo: string };

/**
 * A hosting account as typed: trimmed; custodian and account name 1..60 characters; the account number 8..30
 * digits once spaces are removed.
 * @returns the cleaned account, or null when a field is out of its format (FD1391)
 */
export function cleanEscrowAccount(input: EscrowAccount): EscrowAccount | null {
  const custodianName = input.custodianName.trim();
  const accountName = input.accountName.trim();
  const accountNo = input.accountNo.replace(/\s/g, '');
  const nameOk = (v: string) => [...v].length >= 1 && [...v].length <= 60;
  if (!nameOk(custodianName) || !nameOk(accountName) || !/^\d{8,30}$/.test(accountNo)) return null;
  return { custodianName, accountName, accountNo };
}

/** The organisation's hosting account, hosting users and last 20 changes. */
export async function escrowOf(db: Db, groupId: string): Promise<EscrowAnswer> {
  const [org] = await db.query<{ corp_name: string }>(
    'SELECT corp_name FROM organisations WHERE group_id = $1',
    [groupId],
  );
  const [account] = await db.query<{
    custodian_name: string;
    account_name: string;
    account_no: string;
    person_name: string;
    updated_at: Date | string;
  }>(
    `SELECT e.custodian_name, e.account_name, e.account_no, p.person_name, e.updated_at
       FROM escrow_accounts e JOIN persons p ON p.person_id = e.updated_by WHERE e.group_id = $1`,
    [groupId],
  );
  const users = await db.query<{ person_name: string; login_name: string }>(
    `SELECT p.person_name, p.login_name FROM person_orgs po JOIN persons p ON p.person_id = po.person_id
      WHERE po.group_id = $1 AND $2 = ANY(p.roles) ORDER BY p.login_name`,
    [groupId, HOSTING_ROLE],
  );
  const changes = await db.query<{
    before: EscrowAccount | null;
    after: EscrowAccount;
    person_name: string;
    changed_at: Date | string;
  }>(
    `SELECT c.before, c.after, p.person_name, c.changed_at
       FROM account_setting_changes c JOIN persons p ON p.person_id = c.person_id
      WHERE c.group_id = $1 AND c.kind = 'escrow' ORDER BY c.changed_at DESC, c.id DESC LIMIT 20`,
    [groupId],
  );
  return {
    groupId,
    corpName: org?.corp_name ?? groupId,
    account: account
      ? {
          custodianName: account.custodian_name,
          accountName: account.account_name,
          accountNo: account.account_no,
          updatedBy: account.person_name,
          updatedAt: shanghaiIso(account.updated_at),
        }
      : null,
    users: users.map((u) => ({ personName: u.person_name, loginName: u.login_name })),
    changes: changes.map((c) => ({
      before: c.before,
      after: c.after,
      personName: c.person_name,
      changedAt: shanghaiIso(c.changed_at),
    })),
  };
}

/** The hosting account routes (spec 01 §7.7; spec 03 §2). */
export const hostingRoutes: Route[] = [
  route(riskCrs.queryEscrowAccount, async (_request, ctx) => escrowOf(ctx.db, groupSessionOf(ctx).groupId)),
  route(riskCrs.setEscrowAccount, async (request, ctx) => {
    const session = groupSessionOf(ctx);
    const account = cleanEscrowAccount(request);
    if (!account) throw new GatewayError(ErrorCode.EscrowAccountFormat);
    const at = new Date(ctx.clock.now()).toISOString();
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.query<{ custodian_name: string; account_name: string; account_no: string }>(
        'SELECT custodian_name, account_name, account_no FROM escrow_accounts WHERE group_id = $1 FOR UPDATE',
        [session.groupId],
      );
      await tx.query(
        `INSERT INTO escrow_accounts (group_id, custodian_name, account_name, account_no, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
         ON CONFLICT (group_id) DO UPDATE SET custodian_name = $2, account_name = $3, account_no = $4,
           updated_by = $5, updated_at = $6::timestamptz`,
        [
          session.groupId,
          account.custodianName,
          account.accountName,
          account.accountNo,
          session.personId,
          at,
        ],
      );
      await tx.query(
        `INSERT INTO account_setting_changes (group_id, person_id, kind, before, after, ip, changed_at)
         VALUES ($1, $2, 'escrow', $3::jsonb, $4::jsonb, $5, $6::timestamptz)`,
        [
          session.groupId,
          session.personId,
          before
            ? JSON.stringify({
                custodianName: before.custodian_name,
                accountName: before.account_name,
                accountNo: before.account_no,
              })
            : null,
          JSON.stringify(account),
          ctx.ip || null,
          at,
        ],
      );
    });
    return escrowOf(ctx.db, session.groupId);
  }),
];
