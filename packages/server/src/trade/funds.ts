import {
  DEFAULT_ACCOUNT_CLIENT_TYPE,
  isMoneyFundType,
  type FundTradeAttrs,
  type FundTypeCode,
  type RiskLevelCode,
} from '@funddesk/core';
import type { Db } from '../db/db.js';

/**
 * A fund as the trade path sees it: its trading attributes read from the database at the moment of the
 * check (not from the market service's in-memory catalogue), so that a fund suspended between adding it
 * to the cart and paying is refused (issue 3 "a fund that became unbuyable between adding and paying").
 */
export interface TradeFund extends FundTradeAttrs {
  readonly fundName: string;
  /** Fund company ('' when the data does not name it). */
  readonly company: string;
  readonly riskLevel: RiskLevelCode;
  readonly fundTypeCode: FundTypeCode;
  /** spec 03 §4 open-day code: whether purchase and redemption are open now. */
  readonly openDayCode: string;
}

interface FundRow {
  fund_id: string;
  short_name: string;
  fund_type_code: FundTypeCode;
  company: string;
  risk_level: RiskLevelCode;
  declare_status: number;
  sub_status: number;
  fund_status: number;
  summary_pdf: string;
  cant_trade_cert_types: string[];
  min_limit: string;
  max_limit: string;
  daily_max: string;
  open_day_code: string;
}

/**
 * Reads the trading attributes of several funds (one query).
 *
 * @param fundIds - 6-digit fund codes
 * @returns the funds found, by code (unknown codes are absent)
 * @see spec 02 §5 (buyability), spec 03 §3 (fund trading attributes)
 */
export async function loadTradeFunds(db: Db, fundIds: readonly string[]): Promise<Map<string, TradeFund>> {
  const rows = await db.query<FundRow>(
    `SELECT fund_id, short_name, fund_type_code, coalesce(company, '') AS company, risk_level, declare_status,
            sub_status, fund_status, summary_pdf, cant_trade_cert_types, min_limit::text AS min_limit,
            max_limit::text AS max_limit, daily_max::text AS daily_max, open_day_code
       FROM funds WHERE fund_id = ANY($1::text[])`,
    [[...fundIds]],
  );
  return new Map(
    rows.map((r) => [
      r.fund_id,
      {
        fundId: r.fund_id,
        fundName: r.short_name,
        fundTypeCode: r.fund_type_code,
        company: r.company,
        riskLevel: r.risk_level,
        declareStatus: Number(r.declare_status),
        subStatus: Number(r.sub_status),
        fundStatus: Number(r.fund_status),
        isCurrency: isMoneyFundType(r.fund_type_code),
        summaryPdf: r.summary_pdf,
        cantTradeCertificateType: r.cant_trade_cert_types,
        minLimit: r.min_limit,
        maxLimit: r.max_limit,
        dailyMaxValue: r.daily_max,
        openDayCode: r.open_day_code,
      },
    ]),
  );
}

/** The client type of an organisation (spec 01 §1: '2' ordinary, above 2 trust channel). */
export async function clientTypeOf(db: Db, groupId: string): Promise<string> {
  const rows = await db.query<{ client_type: string }>(
    'SELECT client_type FROM organisations WHERE group_id = $1',
    [groupId],
  );
  return rows[0]?.client_type ?? DEFAULT_ACCOUNT_CLIENT_TYPE;
}
