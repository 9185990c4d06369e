/**
 * Private trade's view of the other pieces (issue 13): the product (P1's private/products.ts), the
 * investor's qualification (P1's private/qualification.ts, core checkQualified), the deal's double
 * recording (P3's private/doubleRecord.ts, core doubleRecordRequired) and the account records of issue 15
 * (the person's ID document, account/person.ts; the CRS declarations, account/crs.ts; the institution
 * record, account/orgRecord.ts). One place, so the deal code reads what it needs in its own words.
 */
import {
  checkQualified,
  doubleRecordRequired,
  type DrInvestorType,
  type PrivateReserveStatus,
  type RiskLevelCode,
} from '@funddesk/core';
import type { IdDocumentOnFile } from '@funddesk/core';
import { idDocumentOnFile } from '../account/person.js';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { doubleRecordStatusOf, openDoubleRecord } from './doubleRecord.js';
import { privateNavOn, requirePrivateProduct } from './products.js';
import { qualificationOf } from './qualification.js';

/** What a deal needs of a private product, on the day asked. */
export interface DealProduct {
  readonly productId: string;
  readonly productName: string;
  readonly manager: string;
  readonly riskLevel: RiskLevelCode;
  readonly fundType: string;
  /** Minimum first amount and the step above it, yuan. */
  readonly minimum: string;
  readonly step: string;
  readonly reserveStatus: PrivateReserveStatus;
  /** The next open day, `YYYY-MM-DD`. */
  readonly openDay: string;
}

/**
 * The product `productId` as the deal flow reads it.
 * @throws GatewayError PrivateProductNotFound (P1's FD3113)
 */
export async function privateProductFor(db: Db, productId: string, now: number): Promise<DealProduct> {
  const p = await requirePrivateProduct(db, productId, now);
  return {
    productId: p.productId,
    productName: p.productName,
    manager: p.managerName,
    riskLevel: p.riskCode,
    fundType: p.fundType,
    minimum: p.minAmount,
    step: p.stepAmount,
    reserveStatus: p.reserveStatus,
    openDay: p.openDay,
  };
}

/**
 * The investor's qualification verdict for a product (core checkQualified; null when qualified) and whether
 * a deal of the product needs a double recording (core doubleRecordRequired over the investor's recognised
 * type: professional '2' when valid, else the first valid type the product admits).
 */
export async function qualificationCodeFor(
  db: Db,
  investor: { groupId: string },
  product: DealProduct,
  now: number,
): Promise<{ code: string | null; investorType: DrInvestorType | null; doubleRecordRequired: boolean }> {
  const q = await qualificationOf(db, { groupId: investor.groupId }, now);
  const refusal = checkQualified(q, q.today, product.fundType);
  const valid = q.recognisedRows.filter((r) => r.qualifyStatus === '1').map((r) => r.investType);
  const investorType: DrInvestorType | null = valid.includes('2') ? '2' : (valid[0] ?? null);
  return {
    code: refusal?.code ?? null,
    investorType,
    doubleRecordRequired: doubleRecordRequired({ investorType }, { riskLevel: product.riskLevel }),
  };
}

/**
 * Opens the deal's double record when it needs one (P3's openDoubleRecord; idempotent by deal id).
 */
export async function openDealDoubleRecord(
  db: Db,
  clock: Clock,
  deal: {
    dealId: string;
    groupId: string;
    personId: string;
    product: DealProduct;
    amount: string;
    investorType: DrInvestorType | null;
  },
): Promise<void> {
  await openDoubleRecord(db, clock, {
    dealId: deal.dealId,
    dealType: 'reserve',
    groupId: deal.groupId,
    personId: deal.personId,
    productId: deal.product.productId,
    productName: deal.product.productName,
    amountYuan: deal.amount,
    investorType: deal.investorType,
    productRiskLevel: deal.product.riskLevel,
  });
}

/** The deal's double recording: P3's state and whether the deal may proceed past it. */
export async function doubleRecordStateOf(
  db: Db,
  dealId: string,
): Promise<{ passed: boolean; state: string | null; exists: boolean }> {
  const status = await doubleRecordStatusOf(db, dealId);
  return {
    passed: status.status === 'passed',
    state: status.status === 'notRequired' ? null : status.status,
    exists: status.doubleRecordId !== null,
  };
}

/** The product's NAV on a day (P1's model, always 模拟), null when not yet there. */
export async function privateNavFor(
  db: Db,
  productId: string,
  day: string,
  now: number,
): Promise<{ nav: string; simulated: boolean } | null> {
  const nav = await privateNavOn(db, productId, day, now);
  return nav === null ? null : { nav, simulated: true };
}

/** What the account records of issue 15 answer to the reservation check. */
export interface AccountRecordFacts {
  /** The acting person's ID document on file (persons, migration 0025), for core idDocumentPurchaseRefusal. */
  readonly idDocument: IdDocumentOnFile;
  /** Whether the organisation has a CRS tax residency declaration on file (crs_declarations, migration 0024). */
  readonly crsDeclared: boolean;
  /**
   * Whether the organisation's institution record (org_records, migration 0028) holds an address (its basic
   * section's office or registered address); null when the organisation has no record on file.
   */
  readonly addressOnRecord: boolean | null;
}

/**
 * The facts the reservation check reads from the account records: the person's ID document, the
 * organisation's CRS declaration and its institution record's address.
 * @see issue 15 §1 (ID document), §2-§3 (institution record), §4 (CRS); docs/decisions.md "Private trade reads
 *   the account records"
 */
export async function accountRecordFacts(
  db: Db,
  investor: { personId: string; groupId: string },
): Promise<AccountRecordFacts> {
  const [idDocument, crs, record] = await Promise.all([
    idDocumentOnFile(db, investor.personId),
    db.query<{ one: number }>('SELECT 1 AS one FROM crs_declarations WHERE group_id = $1 LIMIT 1', [
      investor.groupId,
    ]),
    db.query<{ register_address: string | null; office_address: string | null }>(
      `SELECT record->'basic'->>'registerAddress' AS register_address,
              record->'basic'->>'officeAddress' AS office_address
         FROM org_records WHERE group_id = $1`,
      [investor.groupId],
    ),
  ]);
  const row = record[0];
  return {
    idDocument,
    crsDeclared: crs.length > 0,
    addressOnRecord: row
      ? [row.register_address, row.office_address].some((a) => (a ?? '').trim() !== '')
      : null,
  };
}
