/**
 * Handlers of a manager organisation's product management (core `api/riskCrs.ts` queryManagerProducts,
 * queryManagedProduct, editManagedProduct, revokeManagedProduct; spec 03 §2 orgProductManage, productEdit; spec
 * 01 §3 product record, §4.10 revoking a manager-type registration; issue 15 §4). Only the session's
 * organisation when it is a manager organisation (FD1393), only its own products (organisations whose parent
 * it is; FD1392), only registrations not yet opened are revoked (FD1394). Every edit and revocation is
 * recorded (account_setting_changes: before, after, who, when, from where).
 */
import { ErrorCode, GatewayError, riskCrs, type CallResponse, type ManagedProduct } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from '../trade/time.js';
import { groupSessionOf, route, type HandlerContext, type Route } from '../services/types.js';

/** Account statuses of a registration that has not opened and may be revoked (spec 01 §4.1: 0, 1, 3). */
export const REVOCABLE_STATUSES: readonly number[] = [0, 1, 3];

interface ProductRow {
  group_id: string;
  gid: string;
  corp_name: string;
  prod_short_name: string | null;
  prod_cred_no: string | null;
  custodian_name: string | null;
  status: number;
}

const PRODUCT_COLUMNS = 'group_id, gid, corp_name, prod_short_name, prod_cred_no, custodian_name, status';

const productOf = (r: ProductRow): ManagedProduct => ({
  groupId: r.group_id,
  gid: r.gid,
  prodName: r.corp_name,
  prodShortName: r.prod_short_name,
  prodCredNo: r.prod_cred_no,
  custodianName: r.custodian_name,
  status: Number(r.status),
  revocable: REVOCABLE_STATUSES.includes(Number(r.status)),
});

/**
 * The session's organisation when it is a manager organisation.
 * @throws GatewayError FD1393 otherwise
 */
async function managerOf(
  ctx: HandlerContext,
): Promise<{ groupId: string; personId: string; corpName: string }> {
  const session = groupSessionOf(ctx);
  const [org] = await ctx.db.query<{ corp_name: string; manager_org_flag: boolean }>(
    'SELECT corp_name, manager_org_flag FROM organisations WHERE group_id = $1',
    [session.groupId],
  );
  if (!org?.manager_org_flag) throw new GatewayError(ErrorCode.NotManager);
  return { groupId: session.groupId, personId: session.personId, corpName: org.corp_name };
}

/**
 * One of the manager's open (not closed) products, by group id or gid; locked when `forUpdate`.
 * @throws GatewayError FD1392 when it is not the manager's or is closed
 */
async function managedProduct(
  db: Db,
  managerGroupId: string,
  key: { groupId?: string; gid?: string },
  forUpdate = false,
): Promise<ProductRow> {
  const [row] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM organisations
      WHERE parent_group_id = $1 AND synthesize_state <> 99 AND (group_id = $2 OR gid = $3)${
        forUpdate ? ' FOR UPDATE' : ''
      }`,
    [managerGroupId, key.groupId ?? null, key.gid ?? null],
  );
  if (!row) throw new GatewayError(ErrorCode.ProductNotManaged);
  return row;
}

/** A product's changes, newest first (20). */
async function changesOf(
  db: Db,
  groupId: string,
): Promise<CallResponse<typeof riskCrs.queryManagedProduct>['changes']> {
  const rows = await db.query<{
    kind: 'product' | 'revoke';
    before: Record<string, string | null> | null;
    after: Record<string, string | null> | null;
    person_name: string;
    changed_at: Date | string;
  }>(
    `SELECT c.kind, c.before, c.after, p.person_name, c.changed_at
       FROM account_setting_changes c JOIN persons p ON p.person_id = c.person_id
      WHERE c.group_id = $1 AND c.kind IN ('product', 'revoke') ORDER BY c.changed_at DESC, c.id DESC LIMIT 20`,
    [groupId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    before: r.before,
    after: r.after,
    personName: r.person_name,
    changedAt: shanghaiIso(r.changed_at),
  }));
}

/** The record fields compared and stored by an edit. */
const recordOf = (r: ProductRow): Record<string, string | null> => ({
  prodName: r.corp_name,
  prodShortName: r.prod_short_name,
  prodCredNo: r.prod_cred_no,
  custodianName: r.custodian_name,
});

/** The product management routes (spec 03 §2; spec 01 §4.10). */
export const managerProductRoutes: Route[] = [
  route(riskCrs.queryManagerProducts, async (_request, ctx) => {
    const manager = await managerOf(ctx);
    const rows = await ctx.db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM organisations
        WHERE parent_group_id = $1 AND synthesize_state <> 99 ORDER BY group_id`,
      [manager.groupId],
    );
    return { managerName: manager.corpName, list: rows.map(productOf) };
  }),

  route(riskCrs.queryManagedProduct, async (request, ctx) => {
    const manager = await managerOf(ctx);
    const row = await managedProduct(ctx.db, manager.groupId, { groupId: request.groupId });
    return { product: productOf(row), changes: await changesOf(ctx.db, row.group_id) };
  }),

  route(riskCrs.editManagedProduct, async (request, ctx) => {
    const manager = await managerOf(ctx);
    const after = {
      prodName: request.prodName.trim(),
      prodShortName: request.prodShortName.trim(),
      prodCredNo: request.prodCredNo.toUpperCase(),
      custodianName: request.custodianName.trim(),
    };
    await ctx.db.transaction(async (tx) => {
      const row = await managedProduct(tx, manager.groupId, { groupId: request.groupId }, true);
      // A reviewed product change under review (spec 01 §7.12 saveProductRecord) is not overtaken.
      const reviewing = await tx.query(
        "SELECT 1 FROM org_submissions WHERE group_id = $1 AND state = 'submitted'",
        [row.group_id],
      );
      if (reviewing.length > 0) throw new GatewayError(ErrorCode.OrgChangeInReview);
      const before = recordOf(row);
      if (Object.entries(after).every(([key, value]) => before[key] === value))
        throw new GatewayError(ErrorCode.ProductUnchanged);
      const at = new Date(ctx.clock.now()).toISOString();
      await tx.query(
        `UPDATE organisations SET corp_name = $2, org_name = $2, prod_short_name = $3, prod_cred_no = $4,
           custodian_name = $5 WHERE group_id = $1`,
        [row.group_id, after.prodName, after.prodShortName, after.prodCredNo, after.custodianName],
      );
      await tx.query(
        `INSERT INTO account_setting_changes (group_id, person_id, kind, before, after, ip, changed_at)
         VALUES ($1, $2, 'product', $3::jsonb, $4::jsonb, $5, $6::timestamptz)`,
        [row.group_id, manager.personId, JSON.stringify(before), JSON.stringify(after), ctx.ip || null, at],
      );
    });
    const row = await managedProduct(ctx.db, manager.groupId, { groupId: request.groupId });
    return { product: productOf(row), changes: await changesOf(ctx.db, row.group_id) };
  }),

  route(riskCrs.revokeManagedProduct, async (request, ctx) => {
    const manager = await managerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const row = await managedProduct(tx, manager.groupId, { gid: request.gid }, true);
      if (!REVOCABLE_STATUSES.includes(Number(row.status)))
        throw new GatewayError(ErrorCode.RegistrationNotRevocable);
      await tx.query('UPDATE organisations SET synthesize_state = 99, status = 99 WHERE group_id = $1', [
        row.group_id,
      ]);
      await tx.query(
        `INSERT INTO account_setting_changes (group_id, person_id, kind, before, after, ip, changed_at)
         VALUES ($1, $2, 'revoke', $3::jsonb, $4::jsonb, $5, $6::timestamptz)`,
        [
          row.group_id,
          manager.personId,
          JSON.stringify({ status: String(row.status), jgtOrgProdFlag: null }),
          JSON.stringify({ status: '99', jgtOrgProdFlag: request.jgtOrgProdFlag }),
          ctx.ip || null,
          new Date(ctx.clock.now()).toISOString(),
        ],
      );
    });
    return { gid: request.gid, revoked: true as const };
  }),
];
