/**
 * Statements (对账单, issue 4 §3): the content of one account's statement of a month, gathered from its
 * confirmed orders and the market's NAVs, and rendered as PDF (statementsPdf.ts) or xlsx
 * (statementsXlsx.ts). The arithmetic is the core rule (`buildStatement`, `statementBounds`); a statement
 * that does not reconcile is never written (the document fails instead).
 *
 * Money, shares and NAV are read from PostgreSQL `numeric` as text and stay decimal strings.
 */
import {
  buildStatement,
  Dec,
  ErrorCode,
  GatewayError,
  reconcileStatement,
  shanghaiDateTime,
  statementBounds,
  statementFormatSchema,
  statementPeriodSchema,
  t,
  type DownloadedFile,
  type StatementBounds,
  type StatementFormat,
  type StatementTrade,
  type StatementTradeType,
} from '@funddesk/core';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import { shanghaiDate, type MarketService } from '../market/index.js';
import { pdfFontPath } from '../market/summaryPdf.js';
import type { StatementDocument } from './statementDocument.js';
import { renderStatementPdf } from './statementsPdf.js';
import { renderStatementXlsx } from './statementsXlsx.js';

export type { StatementDocument } from './statementDocument.js';

/** What a statement document is made of: stored with the `documents` row, so a restart makes it again. */
export const statementParamsSchema = z.object({
  groupId: z.string().min(1),
  period: statementPeriodSchema,
  format: statementFormatSchema,
});
/** The parameters of a statement document. */
export type StatementParams = z.infer<typeof statementParamsSchema>;

/** The bounds of a statement requested at `nowMs`; the NAV published by then is the trading day before. */
export function boundsAt(market: MarketService, period: string, nowMs: number): StatementBounds {
  const today = shanghaiDate(nowMs);
  const latest = market.calendar.previousTradingDay(today) ?? today;
  const result = statementBounds(period, today, latest, market.calendar);
  if (!result.ok) throw new GatewayError(ErrorCode.StatementPeriodFuture);
  return result.bounds;
}

/** A confirmed orders row as selected here (numeric and dates as text). */
interface TradeRow {
  serial_no: string;
  fund_id: string;
  trade_type: string;
  trade_day: string;
  confirm_day: string;
  amount: string;
  fee: string;
  net_amount: string;
  confirm_nav: string | null;
  shares: string | null;
  nav_source: 'real' | 'simulated' | null;
  /** A conversion's target fund and the shares and NAV it was confirmed into (null otherwise). */
  target_fund_id: string | null;
  target_shares: string | null;
  target_nav: string | null;
}

const TRADE_TYPES: readonly StatementTradeType[] = ['purchase', 'redemption', 'conversion'];

/**
 * The confirmed trades of an account up to a day. The shares of a trade are its confirmed shares; a
 * redemption stored without them (its requested shares in `orders.shares`, where that column exists) uses
 * the requested ones. `to_jsonb(o)` reads that column without naming it, so the query runs on either schema.
 * A conversion (one order: its fund's shares out, `target_shares` of `target_fund_id` in) becomes its two legs
 * with signed shares, as core's StatementTrade takes them: the out leg carries the order's amount and fee, the
 * in leg none (the asset pages move the same shares, services/productExtras.ts confirmedTrades).
 */
async function confirmedTrades(
  db: Db,
  market: MarketService,
  groupId: string,
  end: string,
): Promise<StatementTrade[]> {
  const rows = await db.query<TradeRow>(
    `SELECT o.serial_no, o.fund_id, o.trade_type, o.trade_day::text AS trade_day, o.confirm_day::text AS confirm_day,
            o.amount::text AS amount, o.fee::text AS fee, o.net_amount::text AS net_amount,
            o.confirm_nav::text AS confirm_nav,
            coalesce(o.confirm_shares, (to_jsonb(o) ->> 'shares')::numeric)::text AS shares, o.nav_source,
            o.target_fund_id, o.target_shares::text AS target_shares, o.target_nav::text AS target_nav
       FROM orders o
      WHERE o.group_id = $1 AND o.status = 'confirmed' AND o.confirm_day <= $2::date
      ORDER BY o.confirm_day, o.serial_no`,
    [groupId, end],
  );
  return rows.flatMap((r): StatementTrade[] => {
    if (!(TRADE_TYPES as readonly string[]).includes(r.trade_type))
      throw new Error(`order ${r.serial_no}: unknown trade type ${r.trade_type}`);
    const trade: StatementTrade = {
      serialNo: r.serial_no,
      fundId: r.fund_id,
      fundName: market.fund(r.fund_id)?.shortName ?? r.fund_id,
      tradeType: r.trade_type as StatementTradeType,
      tradeDay: r.trade_day,
      confirmDay: r.confirm_day,
      amount: r.amount,
      fee: r.fee,
      netAmount: r.net_amount,
      confirmNav: r.confirm_nav,
      shares: r.shares ?? '0.00',
      navSource: r.nav_source,
    };
    if (r.trade_type !== 'conversion') return [trade];
    const out: StatementTrade = { ...trade, shares: new Dec(trade.shares).abs().neg().toFixed(2) };
    if (!r.target_fund_id || r.target_shares === null) return [out];
    return [
      out,
      {
        ...trade,
        fundId: r.target_fund_id,
        fundName: market.fund(r.target_fund_id)?.shortName ?? r.target_fund_id,
        amount: '0.00',
        fee: '0.00',
        netAmount: '0.00',
        confirmNav: r.target_nav,
        shares: new Dec(r.target_shares).toFixed(2),
      },
    ];
  });
}

/**
 * Gathers the statement of one account and month as of `nowMs`.
 *
 * @throws GatewayError StatementPeriodFuture (FD3603) for a month after `nowMs`; an Error when the result
 *   does not reconcile (the document is then marked failed, never written wrong)
 * @see issue 4 §3; docs/decisions.md "Statements"
 */
export async function gatherStatement(
  db: Db,
  market: MarketService,
  groupId: string,
  period: string,
  nowMs: number,
): Promise<StatementDocument> {
  await market.refresh();
  const bounds = boundsAt(market, period, nowMs);
  const [org] = await db.query<{ corp_name: string }>(
    'SELECT corp_name FROM organisations WHERE group_id = $1',
    [groupId],
  );
  if (!org) throw new GatewayError(ErrorCode.OrgForbidden);
  const trades = await confirmedTrades(db, market, groupId, bounds.end);
  const content = buildStatement({
    bounds,
    trades,
    navOn: (fundId, day) => {
      const nav = market.navOn(fundId, day);
      return nav ? { nav: nav.nav, date: nav.date, source: nav.source } : null;
    },
  });
  const problems = reconcileStatement(content);
  if (problems.length > 0)
    throw new Error(`statement ${groupId} ${period} does not reconcile: ${problems.join('; ')}`);
  const simulated = content.holdings.some(
    (h) => h.openingNav?.source === 'simulated' || h.closingNav?.source === 'simulated',
  );
  return {
    groupId,
    corpName: org.corp_name,
    bounds,
    content,
    generatedAt: shanghaiDateTime(nowMs),
    createdAt: nowMs,
    simulated,
  };
}

/** Media types of the statement formats. */
export const STATEMENT_CONTENT_TYPES: Readonly<Record<StatementFormat, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file name of a statement: `对账单_{organisation}_{YYYY-MM}.pdf|xlsx`. */
export function statementFileName(corpName: string, period: string, format: StatementFormat): string {
  return t('statements.fileName', { org: corpName.replace(/[\\/:*?"<>|]/g, '_'), period, ext: format });
}

/**
 * Produces a statement document from its stored parameters (the `statement` document kind; spec 01 §4.8).
 * The figures are as of the request time, so a file made again after a restart is the same.
 *
 * @throws GatewayError PdfFontMissing (FD5001) without the CJK font; see {@link gatherStatement}
 */
export async function renderStatementDocument(
  request: { params: unknown; createdAt: number },
  ctx: { db: Db; services: { market: MarketService } },
  fontPath: string = pdfFontPath(),
): Promise<DownloadedFile> {
  const params = statementParamsSchema.parse(request.params);
  const doc = await gatherStatement(
    ctx.db,
    ctx.services.market,
    params.groupId,
    params.period,
    request.createdAt,
  );
  const bytes =
    params.format === 'pdf' ? await renderStatementPdf(doc, fontPath) : await renderStatementXlsx(doc);
  return {
    bytes,
    fileName: statementFileName(doc.corpName, params.period, params.format),
    contentType: STATEMENT_CONTENT_TYPES[params.format],
  };
}
