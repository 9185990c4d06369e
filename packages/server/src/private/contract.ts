/**
 * The e-contract of a private reserve deal (issue 13 §4; spec 02 §7 deal/get_deal_requisition,
 * deal/sign_requisition, deal/single_sign_contract, deal/server_time, deal/confirm/contract,
 * deal/down_load_contracts, deal/query_contracts_by_order_id; §8 请重新尝试): generated with the deal,
 * signed once (requisition, then the contract), confirmed with the server's time, and rendered as a PDF
 * (pdfkit with the CJK font, as the summary PDFs and statements) that carries its signatures. The contract
 * id is random: an altered or guessed id matches no deal of the organisation (FD4812).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  afterContractStatus,
  confirmTimeRefusal,
  ErrorCode,
  formatNumber,
  GatewayError,
  t,
  type DownloadedFile,
  type privateTrade,
} from '@funddesk/core';
import type { z } from 'zod';
import type { Db } from '../db/db.js';
import { openCjkPdf, PDF_CONTENT_TYPE, pdfFontPath } from '../market/summaryPdf.js';
import { shanghaiIso } from '../trade/time.js';
import { doubleRecordStateOf, privateProductFor } from './adapters.js';
import { appendDealEvent, moveDeal, refuse, requireDeal, requireOperation, type DealActor } from './deals.js';

/** A contract as the wire shows it. */
export type PrivateContract = z.infer<typeof privateTrade.privateContractSchema>;

interface ContractRow {
  contract_id: string;
  deal_id: string;
  status: 'generated' | 'signed' | 'confirmed';
  requisition_signed_at: Date | string | null;
  signed_at: Date | string | null;
  signed_by: string | null;
  confirmed_at: Date | string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : shanghaiIso(value, 'second');

/** The contract's file name: `私募基金电子合同-<dealId>.pdf`. */
function fileNameOf(dealId: string): string {
  return `${t('privateTrade.contract.title')}-${dealId}.pdf`;
}

function contractOf(row: ContractRow): PrivateContract {
  return {
    contractId: row.contract_id,
    status: row.status,
    fileName: fileNameOf(row.deal_id),
    requisitionSignedAt: iso(row.requisition_signed_at),
    signedAt: iso(row.signed_at),
    confirmedAt: iso(row.confirmed_at),
  };
}

/**
 * Generates the contract of a new deal (state `generated`) in the deal's transaction.
 * @see issue 13 §4 (the contract PDF generated per deal)
 */
export async function createContract(tx: Db, dealId: string, now: number): Promise<void> {
  await tx.query(
    "INSERT INTO private_contracts (contract_id, deal_id, status, generated_at) VALUES ($1, $2, 'generated', $3)",
    [`CT${randomBytes(12).toString('hex')}`, dealId, new Date(now)],
  );
}

/** The contract of a deal, null when it has none (redemptions). */
export async function contractOfDeal(db: Db, dealId: string, lock = false): Promise<PrivateContract | null> {
  const row = await contractRow(db, dealId, lock);
  return row ? contractOf(row) : null;
}

async function contractRow(db: Db, dealId: string, lock = false): Promise<ContractRow | undefined> {
  const rows = await db.query<ContractRow>(
    `SELECT contract_id, deal_id, status, requisition_signed_at, signed_at, signed_by, confirmed_at
       FROM private_contracts WHERE deal_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [dealId],
  );
  return rows[0];
}

/**
 * The contract of the organisation's deal.
 * @throws GatewayError FD4809 (unknown deal), FD4812 (the deal has no contract)
 */
export async function requireContract(db: Db, groupId: string, dealId: string): Promise<PrivateContract> {
  await requireDeal(db, groupId, dealId);
  const contract = await contractOfDeal(db, dealId);
  if (!contract) throw new GatewayError(ErrorCode.PrivateContractInvalid);
  return contract;
}

/** The locked contract row of a `reserved` deal whose id is `contractId` (FD4812 otherwise). */
async function lockedContract(tx: Db, actor: DealActor, dealId: string, contractId: string) {
  const deal = await requireDeal(tx, actor.groupId, dealId, true);
  const row = await contractRow(tx, dealId, true);
  if (!row || row.contract_id !== contractId) throw new GatewayError(ErrorCode.PrivateContractInvalid);
  return { deal, row };
}

/**
 * Signs the trade requisition (交易申请书) once.
 * @throws GatewayError FD4809, FD4812 (tampered id), FD4811 (signed before), FD4810 (deal not reserved)
 * @see spec 02 §7 deal/sign_requisition
 */
export async function signRequisition(
  db: Db,
  actor: DealActor,
  dealId: string,
  contractId: string,
  now: number,
): Promise<PrivateContract> {
  return db.transaction(async (tx) => {
    const { deal, row } = await lockedContract(tx, actor, dealId, contractId);
    if (row.requisition_signed_at !== null) throw new GatewayError(ErrorCode.PrivateContractSigned);
    requireOperation('signContract', deal);
    await tx.query('UPDATE private_contracts SET requisition_signed_at = $2 WHERE contract_id = $1', [
      contractId,
      new Date(now),
    ]);
    await appendDealEvent(tx, {
      dealId,
      from: deal.status,
      to: deal.status,
      now,
      actor,
      note: t('privateTrade.event.requisition'),
    });
    return contractOf({ ...row, requisition_signed_at: new Date(now) });
  });
}

/**
 * E-signs the contract once, after the requisition (FD4813 请重新尝试 before it).
 * @throws GatewayError FD4809, FD4812 (tampered id), FD4811 (signed twice), FD4810, FD4813
 * @see spec 02 §7 deal/single_sign_contract; issue 13 (signing a contract twice, a tampered contract id)
 */
export async function signContract(
  db: Db,
  actor: DealActor,
  dealId: string,
  contractId: string,
  now: number,
): Promise<PrivateContract> {
  return db.transaction(async (tx) => {
    const { deal, row } = await lockedContract(tx, actor, dealId, contractId);
    if (row.status !== 'generated') throw new GatewayError(ErrorCode.PrivateContractSigned);
    requireOperation('signContract', deal);
    if (row.requisition_signed_at === null) throw new GatewayError(ErrorCode.PrivateConfirmFailed);
    await tx.query(
      "UPDATE private_contracts SET status = 'signed', signed_at = $2, signed_by = $3 WHERE contract_id = $1",
      [contractId, new Date(now), actor.personId],
    );
    await appendDealEvent(tx, {
      dealId,
      from: deal.status,
      to: deal.status,
      now,
      actor,
      note: t('privateTrade.event.contractSigned'),
    });
    return contractOf({ ...row, status: 'signed', signed_at: new Date(now), signed_by: actor.personId });
  });
}

/**
 * Confirms the signed contract with the server time the client read (deal/server_time): refused with
 * FD4813 (请重新尝试) when `confirmTime` is more than 5 minutes off the server's clock or the contract is
 * not signed. The deal then moves to `signed` (a required double recording not yet passed) or `paying`.
 * @see spec 02 §7 (TradeVdealInfo, dealServerTime, dealConfirmContract when addFlag is 0), §8
 */
export async function confirmContract(
  db: Db,
  actor: DealActor,
  dealId: string,
  confirmTime: number,
  now: number,
): Promise<{ dealId: string; status: 'signed' | 'paying'; confirmedAt: string }> {
  const recording = await doubleRecordStateOf(db, dealId);
  return db.transaction(async (tx) => {
    const deal = await requireDeal(tx, actor.groupId, dealId, true);
    const row = await contractRow(tx, dealId, true);
    if (!row) throw new GatewayError(ErrorCode.PrivateContractInvalid);
    if (row.status === 'confirmed') throw new GatewayError(ErrorCode.PrivateContractSigned);
    requireOperation('signContract', deal);
    const refusal = confirmTimeRefusal(confirmTime, now);
    if (refusal) refuse(refusal);
    if (row.status !== 'signed') throw new GatewayError(ErrorCode.PrivateConfirmFailed);
    await tx.query(
      "UPDATE private_contracts SET status = 'confirmed', confirmed_at = $2 WHERE contract_id = $1",
      [row.contract_id, new Date(now)],
    );
    const next = afterContractStatus(deal.dr_required, recording.passed);
    const confirmedAt = shanghaiIso(now, 'second');
    await moveDeal(
      tx,
      deal,
      next,
      now,
      actor,
      t('privateTrade.event.contractConfirmed', { time: confirmedAt }),
    );
    return { dealId, status: next as 'signed' | 'paying', confirmedAt };
  });
}

/**
 * The deal's contract as PDF: the parties, the product, the amount, the open day and the terms, then the
 * signature (signer, time) and the server-time confirmation once made. Deterministic for a state (the
 * PDF's dates are the generation time).
 * @throws GatewayError FD4809, FD4812, PdfFontMissing (FD5001)
 * @see spec 02 §7 deal/down_load_contracts; issue 13 §4 (shown in pdf.js, downloadable)
 */
export async function renderContractPdf(
  db: Db,
  groupId: string,
  dealId: string,
  now: number,
  fontPath: string = pdfFontPath(),
): Promise<DownloadedFile> {
  const deal = await requireDeal(db, groupId, dealId);
  const row = await contractRow(db, dealId);
  if (!row) throw new GatewayError(ErrorCode.PrivateContractInvalid);
  if (!existsSync(fontPath)) throw new GatewayError(ErrorCode.PdfFontMissing);
  const [org, signer, generated, product] = await Promise.all([
    db.query<{ corp_name: string }>('SELECT corp_name FROM organisations WHERE group_id = $1', [groupId]),
    row.signed_by
      ? db.query<{ person_name: string; login_name: string }>(
          'SELECT person_name, login_name FROM persons WHERE person_id = $1',
          [row.signed_by],
        )
      : Promise.resolve([]),
    db.query<{ generated_at: Date | string }>(
      'SELECT generated_at FROM private_contracts WHERE contract_id = $1',
      [row.contract_id],
    ),
    privateProductFor(db, deal.product_id, now),
  ]);
  const { doc, done } = openCjkPdf({
    title: t('privateTrade.pdfTitle', { dealId }),
    date: new Date(generated[0]?.generated_at ?? now),
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    fontPath,
  });
  const width = doc.page.width - 128;
  doc.fontSize(18).text(t('privateTrade.contract.title'), { width, align: 'center' });
  doc.moveDown(0.3).fontSize(10).fillColor('#666666');
  doc.text(t('privateTrade.contract.subtitle', { contractId: row.contract_id }), { width, align: 'center' });
  doc.moveDown(1).fillColor('black').fontSize(11);
  const lines = [
    t('privateTrade.contract.party', { corpName: org[0]?.corp_name ?? groupId }),
    t('privateTrade.contract.manager', { manager: product.manager }),
    t('privateTrade.contract.product', { productName: deal.product_name, productId: deal.product_id }),
    t('privateTrade.contract.amount', { amount: formatNumber(deal.amount ?? '0', 2) }),
    t('privateTrade.contract.openDay', { openDay: deal.open_day }),
    t('privateTrade.contract.deal', { dealId }),
  ];
  for (const line of lines) doc.text(line, { width }).moveDown(0.4);
  doc.moveDown(0.6).fontSize(10.5).text(t('privateTrade.contract.terms'), { width, lineGap: 3 });
  doc.moveDown(1.2).fontSize(11);
  const person = signer[0];
  doc.text(
    row.signed_at && person
      ? t('privateTrade.contract.signed', {
          signer: person.person_name,
          loginName: person.login_name,
          time: shanghaiIso(row.signed_at, 'second'),
        })
      : t('privateTrade.contract.unsigned'),
    { width },
  );
  if (row.confirmed_at) {
    doc
      .moveDown(0.4)
      .text(t('privateTrade.contract.confirmed', { time: shanghaiIso(row.confirmed_at, 'second') }), {
        width,
      });
  }
  doc.end();
  return { bytes: await done, fileName: fileNameOf(dealId), contentType: PDF_CONTENT_TYPE };
}
