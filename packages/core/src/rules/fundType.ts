import type { FundTypeCode } from '../domain/fund.js';
import { t, type MessageKey } from '../messages/index.js';

/**
 * Maps a published fine-grained fund type (`混合型-偏股`, `货币型-普通货币`, `指数型-固收` …, as in
 * fund-universe.csv and fund-profiles.json) to the spec's fund type code (spec 03 §3: 2 money, 0 stock,
 * 5 QDII, E bond, A mixed) or FundDesk's additions (F FOF, R REITs, C commodity, X other).
 *
 * Index funds follow what they track: equity indices are stock (0), fixed-income indices bond (E).
 * QDII wins over the asset class (QDII-纯债 is 5).
 */
export function fundTypeCodeOf(publishedType: string): FundTypeCode {
  const type = publishedType.trim();
  if (type.startsWith('QDII')) return '5';
  if (type.startsWith('货币')) return '2';
  if (type.startsWith('债券') || type === '指数型-固收') return 'E';
  if (type.startsWith('混合')) return 'A';
  if (type.startsWith('股票') || type.startsWith('指数型')) return '0';
  if (type.startsWith('FOF')) return 'F';
  if (/^reits$/i.test(type)) return 'R';
  if (type.startsWith('商品')) return 'C';
  return 'X';
}

/** The Chinese label of a fund type code (spec 03 §3). */
export function fundTypeText(code: FundTypeCode): string {
  return t(`fundType.${code}` as MessageKey);
}

/** The money-market fund type code (spec 03 §3: 2 货币型); the one place the literal lives. */
export const MONEY_FUND_TYPE_CODE = '2' satisfies FundTypeCode;

/**
 * Whether a fund type code is money-market (spec 03 §3: code 2). Takes any string so that database
 * rows (`fund_type_code`) and wire fields (`fundType`) are judged without a cast.
 */
export function isMoneyFundType(code: string | null | undefined): boolean {
  return code === MONEY_FUND_TYPE_CODE;
}
