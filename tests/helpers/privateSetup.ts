/**
 * The set-up the private-fund tests share (spec 02 §4-§5 self/confirm_* and the reservation check; issue 13
 * §2, issue 15 §4 CRS): a demo user logged in, its organisation qualified as an investor (self-confirmation
 * approved by the administrator), its CRS declaration on file, and the private product it may reserve.
 */
import {
  privateFunds,
  riskCrs,
  selfConfirmPayloadOf,
  type CallResponse,
  type PrivateProductSummary,
} from '@funddesk/core';
import type { TestClient, TestServer } from './server.js';

/** What privateFundList answers (spec 03 §2 privatefundSupermarket): qualified, total, products, managers. */
export type PrivateFundList = CallResponse<typeof privateFunds.privateFundList>;

/** A new client of `server` logged in as `loginName` (password Demo@2026), in `groupId` when given. */
export async function loggedIn(server: TestServer, loginName: string, groupId?: string): Promise<TestClient> {
  const client = server.client();
  await client.login(loginName, undefined, groupId);
  return client;
}

/**
 * Qualifies `operator`'s organisation as an investor (spec 02 §4 self/confirm_submit with the choices 0/0/1
 * and the e-signature consent, then the administrator's approval, qualificationReviewDecide): `admin` is a
 * logged-in administrator (admin01). With `crs` the organisation's CRS declaration (tax resident of China,
 * entity type 3, no rows) is put on file too, which the reservation check asks for (spec 02 §5 missing items).
 * @returns the private product list (size 100) `operator` then reads (qualified: true)
 * @throws GatewayError when a call is refused (e.g. FD3110 when an application is already pending)
 */
export async function qualifyOperator(
  operator: TestClient,
  admin: TestClient,
  options: { crs?: boolean } = {},
): Promise<PrivateFundList> {
  const apply = await operator.gateway.call(privateFunds.selfConfirmSubmit, {
    ...selfConfirmPayloadOf('0', '0', '1'),
    eSignConsent: true,
  });
  await admin.gateway.call(privateFunds.qualificationReviewDecide, {
    applyId: apply.applyId,
    decision: 'approve',
  });
  if (options.crs) await declareCrs(operator);
  return operator.gateway.call(privateFunds.privateFundList, { size: 100 });
}

/** Puts `operator`'s organisation's CRS declaration on file (postOrgCRS: resident of China, entity type 3). */
export async function declareCrs(operator: TestClient): Promise<void> {
  await operator.gateway.call(riskCrs.postOrgCRS, { residencyType: '1', entityType: '3', rows: [] });
}

/**
 * The first product open for reservation (reserveStatus 1) that op01's organisation (risk level zxfxdj_4)
 * matches: a private fund (fund type mjfs_2 or mjfs_6) below the highest risk (not zxfxdj_5); undefined when
 * none is.
 */
export function reservableProduct(
  products: readonly PrivateProductSummary[],
): PrivateProductSummary | undefined {
  return products.find(
    (p) =>
      p.reserveStatus === '1' &&
      (p.fundType === 'mjfs_2' || p.fundType === 'mjfs_6') &&
      p.productRiskCode !== 'zxfxdj_5',
  );
}
