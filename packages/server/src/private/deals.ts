/**
 * Private deals (issue 13 §4; spec 02 §4 private-fund reservation, §5 reservation blocks, §7 private trade
 * paths /trade/v1/...): the reservation check and create, the deal's states and their append-only trail
 * (who, when, from where, what; DESIGN §7), deal info and lists, payment method and pay sequence, cancel and
 * revoke with its private refund, the reminder list, and the confirmation on the open day (run with the
 * T+1 confirmation engine, trade/engine.ts). Every function that acts for an investor takes the session's
 * organisation; the handlers (services/privateTrade.ts) check session, privilege and qualification first.
 */
import { randomInt } from 'node:crypto';
import {
  afterContractStatus,
  Dec,
  dealNextStep,
  dealOperationRefusal,
  ErrorCode,
  GatewayError,
  missingItemsText,
  privateAmountRefusal,
  privateDealDetailPath,
  reserveCheckRefusal,
  reserveWindowRefusal,
  sharesOf,
  shanghaiStamp,
  t,
  toYuan,
  type PrivateDeal,
  type PrivateDealOperation,
  type PrivateDealStatus,
  type PrivateDealType,
  type PrivateTradeRefusal,
  type DrInvestorType,
  type UserTradeInfo,
} from '@funddesk/core';
import type { privateTrade } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiDate } from '../market/index.js';
import { riskAssessmentOf } from '../trade/risk.js';
import { shanghaiIso } from '../trade/time.js';
import {
  accountRecordFacts,
  doubleRecordStateOf,
  privateNavFor,
  privateProductFor,
  qualificationCodeFor,
  type AccountRecordFacts,
  type DealProduct,
} from './adapters.js';

/** Who acts on a deal: the person and the client address (DESIGN §7 trail); null for the system. */
export interface DealActor {
  readonly personId: string;
  readonly groupId: string;
  readonly ip: string;
}

/** A deal row as read from private_deals. */
export interface DealRow {
  deal_id: string;
  deal_type: PrivateDealType;
  status: PrivateDealStatus;
  group_id: string;
  person_id: string;
  product_id: string;
  product_name: string;
  amount: string | null;
  shares: string | null;
  nav: string | null;
  nav_simulated: boolean;
  open_day: string;
  pay_method: 'transfer' | 'agreement' | null;
  pay_sequence: number | null;
  dr_required: boolean;
  created_at: Date | string;
}

const DEAL_COLUMNS = `deal_id, deal_type, status, group_id, person_id, product_id, product_name,
  amount::text AS amount, shares::text AS shares, nav::text AS nav, nav_simulated, open_day::text AS open_day,
  pay_method, pay_sequence, dr_required, created_at`;

/**
 * Throws the refusal as a GatewayError (its params travel as the detail the message is filled from); the
 * missing items (FD4804) travel as their keys (`missing`) and their Chinese names (`items`, core
 * missingItemsText).
 */
export function refuse(refusal: PrivateTradeRefusal): never {
  const params: Record<string, string> = { ...refusal.params };
  if (refusal.code === ErrorCode.PrivateInfoMissing && params.items !== undefined) {
    params.missing = params.items;
    params.items = missingItemsText(params.items);
  }
  throw new GatewayError(refusal.code, undefined, refusal.params ? { detail: params } : {});
}

/** A new deal id: `PD` + the Asia/Shanghai stamp + 4 random digits. */
function newDealId(now: number): string {
  return `PD${shanghaiStamp(now)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/**
 * Appends one state change to a deal's trail (private_deal_events): who (null: the system), when, from
 * where, what. Call it in the transaction that changes the state.
 * @see DESIGN §7 (append-only trail)
 */
export async function appendDealEvent(
  tx: Db,
  event: {
    dealId: string;
    from: PrivateDealStatus | null;
    to: PrivateDealStatus;
    now: number;
    actor: Pick<DealActor, 'personId' | 'ip'> | null;
    note: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO private_deal_events (deal_id, from_status, to_status, at, person_id, ip, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.dealId,
      event.from,
      event.to,
      new Date(event.now),
      event.actor?.personId ?? null,
      event.actor?.ip ?? null,
      event.note,
    ],
  );
}

/**
 * The deal `dealId` of organisation `groupId` (FOR UPDATE inside a transaction when `lock`).
 * @throws GatewayError FD4809 when unknown or another organisation's (the same answer: ids are not probed)
 */
export async function requireDeal(db: Db, groupId: string, dealId: string, lock = false): Promise<DealRow> {
  const rows = await db.query<DealRow>(
    `SELECT ${DEAL_COLUMNS} FROM private_deals WHERE deal_id = $1 AND group_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [dealId, groupId],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.PrivateDealNotFound);
  return row;
}

/** Refuses `operation` on a deal in its state (core dealOperationRefusal; FD4810). */
export function requireOperation(operation: PrivateDealOperation, deal: DealRow): void {
  const refusal = dealOperationRefusal(operation, deal.status);
  if (refusal) refuse(refusal);
}

/**
 * Moves a deal from its state to `to` and records the change, in `tx`.
 */
export async function moveDeal(
  tx: Db,
  deal: DealRow,
  to: PrivateDealStatus,
  now: number,
  actor: Pick<DealActor, 'personId' | 'ip'> | null,
  note: string,
  extra: { payMethod?: string; nav?: string; shares?: string; amount?: string; navSimulated?: boolean } = {},
): Promise<void> {
  await tx.query(
    `UPDATE private_deals SET status = $2, updated_at = $3,
            pay_method = COALESCE($4, pay_method), nav = COALESCE($5::numeric, nav),
            shares = COALESCE($6::numeric, shares), amount = COALESCE($7::numeric, amount),
            nav_simulated = COALESCE($8, nav_simulated),
            confirmed_at = CASE WHEN $2 = 'confirmed' THEN $3 ELSE confirmed_at END
      WHERE deal_id = $1`,
    [
      deal.deal_id,
      to,
      new Date(now),
      extra.payMethod ?? null,
      extra.nav ?? null,
      extra.shares ?? null,
      extra.amount ?? null,
      extra.navSimulated ?? null,
    ],
  );
  await appendDealEvent(tx, { dealId: deal.deal_id, from: deal.status, to, now, actor, note });
}

/**
 * The organisation's trade information (spec 02 §3 user trade info check) from its sources: tax residency
 * from the CRS declarations (none on file: missing), the address from the institution record where one is on
 * file; blacklist, registration progress, occupation, adviser (and the address of an organisation without a
 * record) from org_trade_info (migrations 0027, 0029), whose missing row reads as registered and complete.
 * The ID document is not here: the check reads the person's (core idDocumentPurchaseRefusal).
 * @see docs/decisions.md "Private trade reads the account records"
 */
export async function userTradeInfoOf(
  db: Db,
  groupId: string,
  records: Pick<AccountRecordFacts, 'crsDeclared' | 'addressOnRecord'>,
): Promise<UserTradeInfo> {
  const rows = await db.query<{
    is_black_rose: boolean;
    register_progress: string;
    job: boolean;
    address: boolean;
    lcs: boolean;
  }>('SELECT is_black_rose, register_progress, job, address, lcs FROM org_trade_info WHERE group_id = $1', [
    groupId,
  ]);
  const row = rows[0] ?? {
    is_black_rose: false,
    register_progress: '4',
    job: true,
    address: true,
    lcs: true,
  };
  return {
    isBlackRose: row.is_black_rose,
    registerProgress: row.register_progress,
    job: row.job,
    address: records.addressOnRecord ?? row.address,
    crs: records.crsDeclared,
    lcs: row.lcs,
  };
}

/** What a passed reservation check answers (reserveCreateCheck). */
export interface ReserveCheck {
  product: DealProduct;
  amount: string;
  doubleRecordRequired: boolean;
  /** The investor's recognised type the double-recording rule read. */
  investorType: DrInvestorType | null;
}

/**
 * The reservation check in the spec's order (core reserveCheckRefusal), then the window and the amount.
 * @param actor - the session's person and organisation
 * @param now - ms since the epoch (the injected clock)
 * @throws GatewayError the first refusal (RiskMissing FD4617, RiskExpired FD4616, P1's qualification
 *   codes, FD4802, FD4800, FD4801, IdDocumentExpired FD1210 `{validTo}`, FD4804, FD4805/FD4806, FD4816/FD4807/FD4808), P1's unknown
 *   product code
 * @see spec 02 §4 (check risk assessment, then investor qualification, then risk match), §5
 */
export async function checkReservation(
  db: Db,
  actor: DealActor,
  productId: string,
  amount: string,
  now: number,
): Promise<ReserveCheck> {
  const today = shanghaiDate(now);
  const product = await privateProductFor(db, productId, now);
  const [risk, qualification, records] = await Promise.all([
    riskAssessmentOf(db, actor.personId),
    qualificationCodeFor(db, actor, product, now),
    accountRecordFacts(db, actor),
  ]);
  const tradeInfo = await userTradeInfoOf(db, actor.groupId, records);
  const refusal =
    reserveCheckRefusal({
      today,
      riskLevel: risk.level,
      riskExpireDate: risk.expireDate,
      qualificationCode: qualification.code,
      productRiskLevel: product.riskLevel,
      idDocument: records.idDocument,
      tradeInfo,
    }) ??
    reserveWindowRefusal(product.reserveStatus) ??
    privateAmountRefusal(amount, product.minimum, product.step);
  if (refusal) refuse(refusal);
  return {
    product,
    amount: toYuan(amount.trim()),
    doubleRecordRequired: qualification.doubleRecordRequired,
    investorType: qualification.investorType,
  };
}

/**
 * Creates a reserve deal in state `reserved` with its trail's first entry and its e-contract (generated),
 * in one transaction; a repeated `idempotencyKey` of the person answers the first deal.
 * @returns the deal id, type, state and open day
 * @see spec 02 §7 reserve/create, §4 (on success: the buy-success page)
 */
export async function createReserveDeal(
  db: Db,
  actor: DealActor,
  check: ReserveCheck,
  idempotencyKey: string,
  now: number,
  createContract: (tx: Db, dealId: string, now: number) => Promise<void>,
): Promise<{ dealId: string; dealType: PrivateDealType; status: PrivateDealStatus; openDay: string }> {
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ deal_id: string; status: PrivateDealStatus; open_day: string }>(
      'SELECT deal_id, status, open_day::text AS open_day FROM private_deals WHERE person_id = $1 AND idem_key = $2',
      [actor.personId, idempotencyKey],
    );
    if (existing[0]) {
      return {
        dealId: existing[0].deal_id,
        dealType: 'reserve' as const,
        status: existing[0].status,
        openDay: existing[0].open_day,
      };
    }
    const dealId = newDealId(now);
    await tx.query(
      `INSERT INTO private_deals (deal_id, deal_type, status, group_id, person_id, product_id, product_name, amount,
                                  open_day, dr_required, idem_key, created_at, updated_at)
       VALUES ($1, 'reserve', 'reserved', $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $10)`,
      [
        dealId,
        actor.groupId,
        actor.personId,
        check.product.productId,
        check.product.productName,
        check.amount,
        check.product.openDay,
        check.doubleRecordRequired,
        idempotencyKey,
        new Date(now),
      ],
    );
    await appendDealEvent(tx, {
      dealId,
      from: null,
      to: 'reserved',
      now,
      actor,
      note: t('privateTrade.event.reserved'),
    });
    await createContract(tx, dealId, now);
    return {
      dealId,
      dealType: 'reserve' as const,
      status: 'reserved' as const,
      openDay: check.product.openDay,
    };
  });
}

/**
 * Moves a `signed` deal whose required double recording has passed on to `paying` (recorded as the
 * system's change). Read paths call it, so a deal follows its recording without a job.
 * @returns the deal as it is now
 */
export async function followDoubleRecord(db: Db, deal: DealRow, now: number): Promise<DealRow> {
  if (deal.status !== 'signed') return deal;
  const state = await doubleRecordStateOf(db, deal.deal_id);
  if (afterContractStatus(deal.dr_required, state.passed) !== 'paying') return deal;
  await db.transaction(async (tx) => {
    const locked = await requireDeal(tx, deal.group_id, deal.deal_id, true);
    if (locked.status !== 'signed') return;
    await moveDeal(tx, locked, 'paying', now, null, t('privateTrade.event.doubleRecordPassed'));
  });
  return requireDeal(db, deal.group_id, deal.deal_id);
}

/** A deal row as the wire's PrivateDeal. */
export function dealOf(row: DealRow): PrivateDeal {
  return {
    dealId: row.deal_id,
    dealType: row.deal_type,
    status: row.status,
    productId: row.product_id,
    productName: row.product_name,
    amount: row.amount,
    shares: row.shares,
    openDay: row.open_day,
    nav: row.nav,
    navSimulated: row.nav_simulated,
    payMethod: row.pay_method,
    createdAt: shanghaiIso(row.created_at, 'second'),
    detailPath: privateDealDetailPath(row.deal_type, row.deal_id),
  };
}

/** The trail of a deal, oldest first (who, when, from where, what). */
export async function dealTrail(db: Db, dealId: string): Promise<privateTrade.PrivateDealInfo['trail']> {
  const rows = await db.query<{
    from_status: PrivateDealStatus | null;
    to_status: PrivateDealStatus;
    at: Date | string;
    person_id: string | null;
    person_name: string | null;
    login_name: string | null;
    ip: string | null;
    note: string;
  }>(
    `SELECT e.from_status, e.to_status, e.at, e.person_id, p.person_name, p.login_name, e.ip, e.note
       FROM private_deal_events e LEFT JOIN persons p ON p.person_id = e.person_id
      WHERE e.deal_id = $1 ORDER BY e.event_id`,
    [dealId],
  );
  return rows.map((r) => ({
    fromStatus: r.from_status,
    toStatus: r.to_status,
    time: shanghaiIso(r.at, 'second'),
    actorKind: r.person_id ? ('person' as const) : ('system' as const),
    actorName: r.person_name,
    loginName: r.login_name,
    ip: r.ip,
    note: r.note,
  }));
}

/**
 * The organisation's deals, newest first, optionally of one type; each `signed` deal follows its double
 * recording first.
 */
export async function listDeals(
  db: Db,
  groupId: string,
  now: number,
  options: { dealType?: PrivateDealType; currentPage: number; pagesize: number },
): Promise<{ list: PrivateDeal[]; totalRows: number }> {
  const signed = await db.query<DealRow>(
    `SELECT ${DEAL_COLUMNS} FROM private_deals WHERE group_id = $1 AND status = 'signed'`,
    [groupId],
  );
  for (const deal of signed) await followDoubleRecord(db, deal, now);
  const type = options.dealType ?? null;
  const count = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM private_deals WHERE group_id = $1 AND ($2::text IS NULL OR deal_type = $2)',
    [groupId, type],
  );
  const rows = await db.query<DealRow>(
    `SELECT ${DEAL_COLUMNS} FROM private_deals WHERE group_id = $1 AND ($2::text IS NULL OR deal_type = $2)
      ORDER BY created_at DESC, deal_id DESC LIMIT $3 OFFSET $4`,
    [groupId, type, options.pagesize, (options.currentPage - 1) * options.pagesize],
  );
  return { list: rows.map(dealOf), totalRows: Number(count[0]?.n ?? 0) };
}

/**
 * The reminder list: the organisation's deals waiting for a step, oldest first (core dealNextStep).
 * @see issue 13 §4 (/dataService/tradeReminder)
 */
export async function reminders(
  db: Db,
  groupId: string,
  now: number,
): Promise<(PrivateDeal & { nextStep: NonNullable<ReturnType<typeof dealNextStep>> })[]> {
  const { list } = await listDeals(db, groupId, now, { currentPage: 1, pagesize: 100 });
  return list
    .flatMap((deal) => {
      const nextStep = dealNextStep(deal.status);
      return nextStep ? [{ ...deal, nextStep }] : [];
    })
    .reverse();
}

/** The payment methods of the local environment (spec 02 §7 deal/get_pay_method). */
export const PAY_METHODS = ['transfer', 'agreement'] as const;

/**
 * Confirms the payment method of a `paying` deal: it becomes `paid` and waits for its open day.
 * @throws GatewayError FD4814 while a required double recording has not passed; FD4810 other states
 * @see spec 02 §7 deal/confirm/pay_method
 */
export async function confirmPayMethod(
  db: Db,
  actor: DealActor,
  dealId: string,
  payMethod: (typeof PAY_METHODS)[number],
  now: number,
): Promise<{ dealId: string; status: PrivateDealStatus }> {
  const deal = await followDoubleRecord(db, await requireDeal(db, actor.groupId, dealId), now);
  if (deal.status === 'signed') throw new GatewayError(ErrorCode.PrivateDoubleRecordRequired);
  requireOperation('confirmPayMethod', deal);
  await db.transaction(async (tx) => {
    const locked = await requireDeal(tx, actor.groupId, dealId, true);
    requireOperation('confirmPayMethod', locked);
    const next = await tx.query<{ n: number }>(
      "SELECT COALESCE(max(pay_sequence), 0) + 1 AS n FROM private_deals WHERE group_id = $1 AND status = 'paid'",
      [actor.groupId],
    );
    await moveDeal(
      tx,
      locked,
      'paid',
      now,
      actor,
      t('privateTrade.event.payMethod', { method: t(`privateTrade.payMethod.${payMethod}`) }),
      { payMethod },
    );
    await tx.query('UPDATE private_deals SET pay_sequence = $2 WHERE deal_id = $1', [
      dealId,
      Number(next[0]?.n ?? 1),
    ]);
  });
  return { dealId, status: 'paid' };
}

/** The organisation's paid deals waiting for their open day, in pay sequence order. */
export async function paySequence(db: Db, groupId: string): Promise<(PrivateDeal & { sequence: number })[]> {
  const rows = await db.query<DealRow>(
    `SELECT ${DEAL_COLUMNS} FROM private_deals WHERE group_id = $1 AND status = 'paid'
      ORDER BY pay_sequence NULLS LAST, created_at, deal_id`,
    [groupId],
  );
  return rows.map((row, index) => ({ ...dealOf(row), sequence: index + 1 }));
}

/**
 * Sets the pay sequence: `dealIds` must be exactly the paid deals of the organisation (FD4817 otherwise).
 * @see spec 02 §7 deal/modify_order_pay_sequence
 */
export async function modifyPaySequence(
  db: Db,
  groupId: string,
  dealIds: readonly string[],
): Promise<string[]> {
  const current = await paySequence(db, groupId);
  const known = new Set(current.map((d) => d.dealId));
  if (
    dealIds.length !== known.size ||
    new Set(dealIds).size !== dealIds.length ||
    dealIds.some((id) => !known.has(id))
  ) {
    throw new GatewayError(ErrorCode.PrivatePayMethodInvalid);
  }
  await db.transaction(async (tx) => {
    for (const [index, dealId] of dealIds.entries()) {
      await tx.query('UPDATE private_deals SET pay_sequence = $2 WHERE deal_id = $1 AND group_id = $3', [
        dealId,
        index + 1,
        groupId,
      ]);
    }
  });
  return [...dealIds];
}

/**
 * Cancels a deal before payment (reserve: reserved, signed, paying; rdm: applied, submitted).
 * @throws GatewayError FD4809, FD4810
 * @see spec 02 §7 reserve/cancel, redemption/apply/cancel
 */
export async function cancelDeal(
  db: Db,
  actor: DealActor,
  dealId: string,
  now: number,
  dealType?: PrivateDealType,
): Promise<{ dealId: string; status: PrivateDealStatus }> {
  await db.transaction(async (tx) => {
    const deal = await requireDeal(tx, actor.groupId, dealId, true);
    if (dealType && deal.deal_type !== dealType) throw new GatewayError(ErrorCode.PrivateDealNotFound);
    requireOperation('cancel', deal);
    await moveDeal(tx, deal, 'cancelled', now, actor, t('privateTrade.event.cancelled'));
  });
  return { dealId, status: 'cancelled' };
}

/**
 * Revokes a paid deal before its confirmation: the deal is `refunded` and its amount recorded as a
 * private refund (private_refunds), in one transaction.
 * @throws GatewayError FD4809, FD4810
 * @see spec 02 §7 deal/revoke, refunds private
 */
export async function revokePaidDeal(
  db: Db,
  actor: DealActor,
  dealId: string,
  now: number,
): Promise<{ dealId: string; status: PrivateDealStatus; refundAmount: string }> {
  return db.transaction(async (tx) => {
    const deal = await requireDeal(tx, actor.groupId, dealId, true);
    requireOperation('revokePaid', deal);
    const amount = deal.amount ?? '0.00';
    await moveDeal(tx, deal, 'refunded', now, actor, t('privateTrade.event.refunded', { amount }));
    await tx.query(
      'INSERT INTO private_refunds (deal_id, group_id, amount, person_id, refunded_at) VALUES ($1, $2, $3, $4, $5)',
      [dealId, actor.groupId, amount, actor.personId, new Date(now)],
    );
    return { dealId, status: 'refunded' as const, refundAmount: amount };
  });
}

/** The organisation's private refunds, newest first, and their total (yuan). */
export async function privateRefunds(
  db: Db,
  groupId: string,
): Promise<{
  total: string;
  list: { dealId: string; productId: string; productName: string; amount: string; refundedAt: string }[];
}> {
  const rows = await db.query<{
    deal_id: string;
    product_id: string;
    product_name: string;
    amount: string;
    refunded_at: Date | string;
  }>(
    `SELECT r.deal_id, d.product_id, d.product_name, r.amount::text AS amount, r.refunded_at
       FROM private_refunds r JOIN private_deals d ON d.deal_id = r.deal_id
      WHERE r.group_id = $1 ORDER BY r.refunded_at DESC, r.deal_id DESC`,
    [groupId],
  );
  const total = rows.reduce((sum, r) => sum.plus(r.amount), new Dec(0));
  return {
    total: toYuan(total),
    list: rows.map((r) => ({
      dealId: r.deal_id,
      productId: r.product_id,
      productName: r.product_name,
      amount: r.amount,
      refundedAt: shanghaiIso(r.refunded_at, 'second'),
    })),
  };
}

/** What one run of {@link confirmPrivateDue} did. */
export interface PrivateConfirmRun {
  confirmed: number;
  /** Due deals left waiting because their open day's NAV is not there yet. */
  waiting: number;
}

/**
 * Confirms every `paid` reserve deal and `submitted` redemption whose open day is before today (Asia/Shanghai
 * at `now`: the open day's NAV is published the next trading day, as public funds' T+1) at the open day's NAV
 * (P1's NAV series, 模拟): a subscription gets shares = amount / NAV rounded down to 2 decimals (its
 * subscription fee is paid on top of the amount, deal/charge, so the whole amount buys shares) and the position grows by the shares and the amount; a
 * redemption gets amount = shares × NAV rounded down and the position loses the shares and the same share of
 * its cost. The deal, its trail (the system's entry) and the position change in one transaction per deal;
 * deals are taken FOR UPDATE SKIP LOCKED, so instances never confirm one twice. A deal whose NAV is not there
 * yet waits.
 *
 * @param now - ms since the epoch (the engine's injected clock; tests set it and call engine.confirm())
 * @see DESIGN §5 (confirmation at the trade day's NAV, shares rounded down), issue 13 §4 (states through to
 *   confirmed), trade/confirm.ts (the public funds' engine this runs beside)
 */
export async function confirmPrivateDue(db: Db, now: number): Promise<PrivateConfirmRun> {
  const run: PrivateConfirmRun = { confirmed: 0, waiting: 0 };
  const due = await db.query<{ deal_id: string; open_day: string; product_id: string }>(
    `SELECT deal_id, open_day::text AS open_day, product_id FROM private_deals
      WHERE status IN ('paid', 'submitted') AND open_day < $1::date ORDER BY deal_id`,
    [shanghaiDate(now)],
  );
  for (const { deal_id, open_day, product_id } of due) {
    // The NAV is read before the deal's transaction (the product model may store NAV on first read).
    const nav = await privateNavFor(db, product_id, open_day, now);
    await db.transaction(async (tx) => {
      const rows = await tx.query<DealRow>(
        `SELECT ${DEAL_COLUMNS} FROM private_deals WHERE deal_id = $1 AND status IN ('paid', 'submitted')
          FOR UPDATE SKIP LOCKED`,
        [deal_id],
      );
      const deal = rows[0];
      if (!deal) return;
      if (!nav || new Dec(nav.nav).lte(0)) {
        run.waiting += 1;
        return;
      }
      if (deal.deal_type === 'reserve') {
        const amount = deal.amount ?? '0.00';
        const shares = sharesOf(amount, nav.nav);
        await moveDeal(
          tx,
          deal,
          'confirmed',
          now,
          null,
          t('privateTrade.event.confirmed', { openDay: deal.open_day, nav: nav.nav, shares }),
          { nav: nav.nav, shares, navSimulated: nav.simulated },
        );
        await tx.query(
          `INSERT INTO private_positions (group_id, product_id, shares, cost, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (group_id, product_id)
           DO UPDATE SET shares = private_positions.shares + EXCLUDED.shares,
                         cost = private_positions.cost + EXCLUDED.cost, updated_at = EXCLUDED.updated_at`,
          [deal.group_id, deal.product_id, shares, amount, new Date(now)],
        );
      } else {
        const shares = new Dec(deal.shares ?? '0');
        const amount = shares.times(nav.nav).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
        const held = await tx.query<{ shares: string; cost: string }>(
          'SELECT shares::text AS shares, cost::text AS cost FROM private_positions WHERE group_id = $1 AND product_id = $2 FOR UPDATE',
          [deal.group_id, deal.product_id],
        );
        const position = held[0];
        if (!position || new Dec(position.shares).lt(shares)) {
          await moveDeal(tx, deal, 'cancelled', now, null, t('privateTrade.event.cancelled'));
          return;
        }
        const left = new Dec(position.shares).minus(shares);
        const cost = left.isZero()
          ? new Dec(0)
          : new Dec(position.cost)
              .times(left)
              .dividedBy(position.shares)
              .toDecimalPlaces(2, Dec.ROUND_HALF_UP);
        await moveDeal(
          tx,
          deal,
          'confirmed',
          now,
          null,
          t('privateTrade.event.redeemed', { openDay: deal.open_day, nav: nav.nav, amount }),
          { nav: nav.nav, amount, navSimulated: nav.simulated },
        );
        if (left.isZero()) {
          await tx.query('DELETE FROM private_positions WHERE group_id = $1 AND product_id = $2', [
            deal.group_id,
            deal.product_id,
          ]);
        } else {
          await tx.query(
            'UPDATE private_positions SET shares = $3, cost = $4, updated_at = $5 WHERE group_id = $1 AND product_id = $2',
            [deal.group_id, deal.product_id, left.toFixed(2), cost.toFixed(2), new Date(now)],
          );
        }
      }
      run.confirmed += 1;
    });
  }
  return run;
}
