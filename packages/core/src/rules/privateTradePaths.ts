import { Dec, toYuan } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import { discountedRateE6, NO_DISCOUNT_E4 } from './fees.js';
import { privateRedeemRefusal, type PrivateTradeRefusal } from './privateTrade.js';
import { addDays, type TradingCalendar } from './tradeDay.js';

/*
 * Rules of the private trade paths of spec 02 §7 that issue 13 left unbuilt (deal/charge, v2 deal/materials,
 * holiday/list, redemption/confirm_info, v2 redemption/apply/check; docs/decisions.md "Private trade paths
 * (issue 13)"). One rule, one place: the server answers and enforces them, the web shows the same figures.
 * Money in yuan with 2 decimals, shares with 2, NAV with 4, rates ×10^6 and discounts ×10^4 (spec 02 §9).
 */

/** 10^6, the scale of E6 rates. */
const E6 = new Dec(1_000_000);

/**
 * The subscription fee rates of the private product model, ×10^6, by the product number n mod 4 (the same
 * index as the model's minimum: 1, 1, 3, 5 million yuan): 1.00 %, 1.20 %, 0.80 %, 0.50 %. 模拟: the real data
 * has no private funds (docs/data-model.md §Private products).
 */
export const PRIVATE_SUBSCRIPTION_FEE_RATES_E6: readonly number[] = [10_000, 12_000, 8_000, 5_000];

/**
 * The subscription fee rate of a product of the model, ×10^6 (模拟): {@link PRIVATE_SUBSCRIPTION_FEE_RATES_E6}
 * by the number in its id (`SM0007` → 7 → index 3 → 5000 = 0.50 %); an id without a number takes the first.
 * @see docs/data-model.md §Private products (fee rate)
 */
export function privateSubscriptionFeeRateE6(productId: string): number {
  const n = Number(/\d+/.exec(productId)?.[0] ?? '0');
  return PRIVATE_SUBSCRIPTION_FEE_RATES_E6[n % PRIVATE_SUBSCRIPTION_FEE_RATES_E6.length]!;
}

/** A private subscription's fee (deal/charge). */
export interface PrivateSubscriptionCharge {
  /** The subscription amount, yuan, 2 decimals (the amount the shares are bought with). */
  readonly amount: string;
  /** The product's standard rate ×10^6. */
  readonly rateE6: number;
  /** The organisation's discount ×10^4 (10000: none). */
  readonly discountE4: number;
  /** The rate after the discount ×10^6 (core discountedRateE6: the discount multiplies the rate). */
  readonly discountedRateE6: number;
  /** The fee, yuan: amount × discounted rate, half-up to 2 decimals. */
  readonly fee: string;
  /** What the investor pays: amount + fee, yuan. */
  readonly total: string;
}

/**
 * The subscription fee of a private deal, charged on top of the subscription amount (the amount is what buys
 * shares, so the minimum, the contract and the confirmation read the amount as is): fee = amount × rate ×
 * discount, half-up to 2 decimals; total = amount + fee. A discount outside 0..10000 counts as none.
 *
 * @param amount - the subscription amount, yuan (decimal text)
 * @param rateE6 - the product's rate ×10^6 ({@link privateSubscriptionFeeRateE6})
 * @param discountE4 - the organisation's discount ×10^4 (8000 = 8折), null for none
 * @see spec 02 §7 deal/charge, §9 (fee figures E4/E6, discounts); DESIGN §5 (discounts multiply the rate);
 *   docs/decisions.md "Private trade paths (issue 13)"
 */
export function privateSubscriptionCharge(
  amount: string,
  rateE6: number,
  discountE4: number | null,
): PrivateSubscriptionCharge {
  const discount = discountE4 ?? NO_DISCOUNT_E4;
  const discounted = discountedRateE6({
    maxFeeE6: rateE6,
    enDiscountE4: discount,
    minDiscountE6: 0,
    feeUnit: 4,
  });
  const value = new Dec(amount).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const fee = value.times(discounted).div(E6).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return {
    amount: toYuan(value),
    rateE6,
    discountE4:
      discount >= 0 && discount <= NO_DISCOUNT_E4 && Number.isInteger(discount) ? discount : NO_DISCOUNT_E4,
    discountedRateE6: discounted,
    fee: toYuan(fee),
    total: toYuan(value.plus(fee)),
  };
}

/**
 * The smallest holding left after a partial private redemption, in shares (模拟: the model's contracts say
 * 10万份; a redemption that leaves less must take the whole holding).
 * @see docs/data-model.md §Private products (minimum holding)
 */
export const PRIVATE_MINIMUM_HOLDING_SHARES = '100000.00';

/**
 * Whether `shares` may be redeemed from a holding with `available` shares free: the shares themselves (core
 * privateRedeemRefusal: 2 decimals, above 0, at most available), then the holding left, which must be 0 or at
 * least {@link PRIVATE_MINIMUM_HOLDING_SHARES}.
 * @returns null when acceptable; FD4815 `{ available }`; FD4818 `{ left, minimum }` (shares, 2 decimals)
 * @see spec 02 §7 redemption/apply, v2 redemption/apply/check, redemption/confirm_info
 */
export function privateRedemptionRefusal(shares: string, available: string): PrivateTradeRefusal | null {
  const basic = privateRedeemRefusal(shares, available);
  if (basic) return basic;
  const left = new Dec(available).minus(shares.trim());
  if (left.gt(0) && left.lt(PRIVATE_MINIMUM_HOLDING_SHARES)) {
    return {
      code: ErrorCode.PrivateBelowMinimumHolding,
      params: { left: left.toFixed(2), minimum: PRIVATE_MINIMUM_HOLDING_SHARES },
    };
  }
  return null;
}

/**
 * The estimated amount of a redemption at a NAV: shares × NAV rounded down to 2 decimals (the confirmation on
 * the open day uses that day's NAV: this is an estimate at the last NAV, and says so).
 * @param shares - shares (2 decimals)
 * @param nav - unit NAV (4 decimals)
 * @returns yuan, 2 decimals
 * @see spec 02 §7 redemption/confirm_info; private/deals.ts confirmPrivateDue (the same rounding)
 */
export function estimatedRedemptionAmount(shares: string, nav: string): string {
  return new Dec(shares).times(nav).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
}

/** One non-trading day of the exchange calendar: a weekend or a weekday holiday (休市). */
export interface NonTradingDay {
  readonly date: string;
  readonly kind: 'weekend' | 'holiday';
}

/**
 * The non-trading days of `year` by the exchange calendar, in date order: Saturdays and Sundays (`weekend`)
 * and weekdays the exchange is closed (`holiday`). Days before the calendar's first day are not listed;
 * after its last day only weekends are known (weekdays count as trading days there), so `complete` is true
 * only when the whole year lies within the calendar's data.
 * @param year - e.g. 2025
 * @see spec 02 §7 holiday/list; DESIGN §5 (the exchange calendar)
 */
export function nonTradingDaysOf(
  calendar: Pick<TradingCalendar, 'isTradingDay' | 'first' | 'last'>,
  year: number,
): { days: NonTradingDay[]; complete: boolean } {
  const start = `${String(year).padStart(4, '0')}-01-01`;
  const end = `${String(year).padStart(4, '0')}-12-31`;
  const days: NonTradingDay[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (day < calendar.first) continue;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) days.push({ date: day, kind: 'weekend' });
    else if (!calendar.isTradingDay(day)) days.push({ date: day, kind: 'holiday' });
  }
  return { days, complete: start >= calendar.first && end <= calendar.last };
}

/** A document of a private deal (v2 deal/materials). */
export type DealMaterialKind = 'contract' | 'requisition' | 'riskDisclosure' | 'prospectus' | 'report';

/** What a deal document asks of the investor: sign it, read it (confirmed at signing), or nothing (reference). */
export type DealMaterialAction = 'sign' | 'read' | 'none';

/** One document of a deal with its state. */
export interface DealMaterial {
  readonly materialId: string;
  readonly kind: DealMaterialKind;
  readonly action: DealMaterialAction;
  /** `pending` (to sign or read), `done` (signed or read), `reference` (nothing asked). */
  readonly state: 'pending' | 'done' | 'reference';
  /** When it was signed or confirmed read (ISO, Asia/Shanghai), null while pending or for reference. */
  readonly doneAt: string | null;
  /** The month of a report (`YYYY-MM`), else null. */
  readonly month: string | null;
}

/** The contract facts the materials read (private_contracts). */
export interface DealContractFacts {
  readonly contractId: string;
  readonly requisitionSignedAt: string | null;
  readonly signedAt: string | null;
}

/**
 * The documents of a reserve deal in the order the investor meets them: the e-contract (sign), the trade
 * requisition 交易申请书 (sign), the risk disclosure 风险揭示书 and the prospectus 招募说明书 (read: the
 * contract's terms have the investor confirm reading both, so they are read when the contract is signed),
 * then the product's monthly reports of the last `reportMonths` (reference). A deal without a contract (a
 * redemption) has only the reports.
 * @param productId - the deal's product (material ids are the product's, as the detail page's sales materials)
 * @see spec 02 §7 v2 deal/materials; privateTrade.contract.terms; docs/decisions.md "Private trade paths"
 */
export function dealMaterialsOf(
  productId: string,
  contract: DealContractFacts | null,
  reportMonths: readonly string[],
): DealMaterial[] {
  const list: DealMaterial[] = [];
  if (contract) {
    const signed = (at: string | null) => (at ? ('done' as const) : ('pending' as const));
    list.push(
      {
        materialId: contract.contractId,
        kind: 'contract',
        action: 'sign',
        state: signed(contract.signedAt),
        doneAt: contract.signedAt,
        month: null,
      },
      {
        materialId: `${contract.contractId}-requisition`,
        kind: 'requisition',
        action: 'sign',
        state: signed(contract.requisitionSignedAt),
        doneAt: contract.requisitionSignedAt,
        month: null,
      },
      {
        materialId: `${productId}-risk`,
        kind: 'riskDisclosure',
        action: 'read',
        state: signed(contract.signedAt),
        doneAt: contract.signedAt,
        month: null,
      },
      {
        materialId: `${productId}-prospectus`,
        kind: 'prospectus',
        action: 'read',
        state: signed(contract.signedAt),
        doneAt: contract.signedAt,
        month: null,
      },
    );
  }
  for (const month of reportMonths) {
    list.push({
      materialId: `${productId}-monthly-${month}`,
      kind: 'report',
      action: 'none',
      state: 'reference',
      doneAt: null,
      month,
    });
  }
  return list;
}
