/**
 * The arithmetic of a statement (对账单) of one account and period: opening and closing holdings valued at
 * NAV, the confirmed trades of the period, fees, profit and totals that reconcile to the trade records
 * (issue 4 §3; DESIGN §5 money rules). Pure: the server gathers the trades and NAVs and renders the result.
 *
 * Definitions (docs/decisions.md "Statements"):
 * - a trade belongs to the period when it was confirmed in it (confirm day from the period's first day to
 *   its last counted day); trades confirmed later are not in it, whatever their trade day;
 * - holdings are rebuilt from confirmed trades: shares at a day = Σ shares of purchases − Σ shares of
 *   redemptions confirmed on or before it;
 * - market value = shares × NAV of the valuation day, yuan rounded half-up to 2 decimals, per holding;
 *   totals are sums of the rounded rows, so every table adds up exactly;
 * - 本期收益 (period profit) per fund = closing value − opening value − paid for purchases (amount, fees
 *   included) + received from redemptions (net of fees); the total is the sum over funds.
 */
import { Dec, toYuan } from '../domain/money.js';

/** The trade types a statement knows (spec 02 §2): purchase 申购, redemption 赎回, conversion 转换. */
export type StatementTradeType = 'purchase' | 'redemption' | 'conversion';

/** A NAV used to value a holding: unit NAV (4 decimals), its date, real or simulated. */
export interface StatementNav {
  nav: string;
  date: string;
  source: 'real' | 'simulated';
}

/**
 * A confirmed trade of the account. Yuan with 2 decimals, shares with 2, NAV with 4 (decimal strings).
 * `shares` is the confirmed share count without sign: bought for a purchase, sold for a redemption; for a
 * conversion leg the signed change as stored.
 */
export interface StatementTrade {
  serialNo: string;
  fundId: string;
  fundName: string;
  tradeType: StatementTradeType;
  tradeDay: string;
  confirmDay: string;
  /** Purchase: amount paid, fee included. Redemption: gross amount (shares × NAV). */
  amount: string;
  fee: string;
  /** Purchase: amount − fee (invested). Redemption: amount − fee (paid out to the account). */
  netAmount: string;
  confirmNav: string | null;
  shares: string;
  navSource: 'real' | 'simulated' | null;
}

/** How a trade moves shares and money: signed shares, yuan paid in and yuan paid out to the account. */
export interface TradeEffect {
  shares: Dec;
  /** Paid by the account (purchases: the amount, fee included). */
  paid: Dec;
  /** Received by the account (redemptions: the net amount). */
  received: Dec;
}

/**
 * The effect of one confirmed trade: purchase +shares and pays its amount; redemption −shares and receives
 * its net amount; conversion moves shares only (its legs are valued in the holdings).
 * @see spec 02 §2 trade types; DESIGN §5
 */
export function tradeEffect(
  trade: Pick<StatementTrade, 'tradeType' | 'amount' | 'netAmount' | 'shares'>,
): TradeEffect {
  const zero = new Dec(0);
  switch (trade.tradeType) {
    case 'purchase':
      return { shares: new Dec(trade.shares), paid: new Dec(trade.amount), received: zero };
    case 'redemption':
      return { shares: new Dec(trade.shares).neg(), paid: zero, received: new Dec(trade.netAmount) };
    case 'conversion':
      return { shares: new Dec(trade.shares), paid: zero, received: zero };
  }
}

/** One fund of the statement: opening and closing holding, the period's flows and profit (yuan strings). */
export interface StatementHolding {
  fundId: string;
  fundName: string;
  openingShares: string;
  openingNav: StatementNav | null;
  openingValue: string;
  /** Shares bought in the period (purchases and incoming conversions). */
  sharesIn: string;
  /** Shares sold in the period (redemptions and outgoing conversions), positive. */
  sharesOut: string;
  closingShares: string;
  closingNav: StatementNav | null;
  closingValue: string;
  /** Paid for purchases in the period, fees included. */
  paid: string;
  /** Received from redemptions in the period, net of fees. */
  received: string;
  /** Fees of the period's trades of this fund. */
  fees: string;
  /** 本期收益: closingValue − openingValue − paid + received. */
  profit: string;
}

/** The totals of a statement (yuan strings, 2 decimals). */
export interface StatementTotals {
  openingValue: string;
  closingValue: string;
  /** Σ amount of the period's purchases (fees included). */
  purchaseAmount: string;
  purchaseFee: string;
  /** Σ gross amount of the period's redemptions. */
  redemptionAmount: string;
  redemptionFee: string;
  /** Σ net amount of the period's redemptions (paid out to the account). */
  redemptionNet: string;
  /** Σ fee of every trade of the period. */
  fees: string;
  /** Σ 本期收益 of the holdings. */
  profit: string;
  /** Confirmed orders of the period: a conversion's two legs (same serial number) count once. */
  tradeCount: number;
  purchaseCount: number;
  redemptionCount: number;
}

/** A statement's content: holdings by fund code, the period's trades by confirm day, the totals. */
export interface StatementContent {
  holdings: StatementHolding[];
  trades: StatementTrade[];
  totals: StatementTotals;
}

/** What {@link buildStatement} needs. */
export interface StatementInput {
  /** The counted days and valuation days (see statementBounds). */
  bounds: { start: string; end: string; openingDay: string | null; closingDay: string | null };
  /** Every confirmed trade of the account with a confirm day on or before `bounds.end` (any order). */
  trades: readonly StatementTrade[];
  /** The NAV of a fund on a day: the last published one on or before it, or null. */
  navOn(fundId: string, day: string): StatementNav | null;
}

const sum = (values: readonly Dec[]): Dec => values.reduce((acc, v) => acc.plus(v), new Dec(0));
const shares2 = (value: Dec): string => value.toFixed(2);

/**
 * The NAV to value a holding at `day`: the published NAV, or when there is none (a fund without data)
 * the NAV of its last trade confirmed by then; null without either.
 */
function valuationNav(
  input: StatementInput,
  fundId: string,
  day: string | null,
  trades: readonly StatementTrade[],
): StatementNav | null {
  if (day === null) return null;
  const published = input.navOn(fundId, day);
  if (published) return published;
  const last = trades
    .filter((t) => t.fundId === fundId && t.confirmNav !== null && t.tradeDay <= day)
    .sort((a, b) => (a.tradeDay < b.tradeDay ? -1 : a.tradeDay > b.tradeDay ? 1 : 0))
    .at(-1);
  return last?.confirmNav
    ? { nav: last.confirmNav, date: last.tradeDay, source: last.navSource ?? 'real' }
    : null;
}

/** Shares × NAV in yuan (half-up, 2 decimals); zero shares are worth 0 even without a NAV. */
function valueOf(shares: Dec, nav: StatementNav | null): Dec {
  if (shares.isZero() || nav === null) return new Dec(0);
  return new Dec(toYuan(shares.mul(nav.nav)));
}

/**
 * Builds the statement of one account and period from its confirmed trades.
 *
 * @returns holdings (every fund held at the start or the end, or traded in the period; by fund code), the
 *   period's trades (by confirm day, trade day, serial number) and the totals
 * @see issue 4 §3; DESIGN §5; docs/decisions.md "Statements"
 */
export function buildStatement(input: StatementInput): StatementContent {
  const { start, end, openingDay, closingDay } = input.bounds;
  const known = input.trades.filter((t) => t.confirmDay <= end);
  const before = known.filter((t) => t.confirmDay < start);
  const during = known
    .filter((t) => t.confirmDay >= start)
    .sort(
      (a, b) =>
        a.confirmDay.localeCompare(b.confirmDay) ||
        a.tradeDay.localeCompare(b.tradeDay) ||
        a.serialNo.localeCompare(b.serialNo),
    );

  const names = new Map<string, string>();
  for (const t of known) names.set(t.fundId, t.fundName);
  const sharesOf = (list: readonly StatementTrade[], fundId: string): Dec =>
    sum(list.filter((t) => t.fundId === fundId).map((t) => tradeEffect(t).shares));

  const holdings: StatementHolding[] = [];
  for (const fundId of [...names.keys()].sort()) {
    const opening = sharesOf(before, fundId);
    const mine = during.filter((t) => t.fundId === fundId);
    const effects = mine.map(tradeEffect);
    const sharesIn = sum(effects.filter((e) => e.shares.gt(0)).map((e) => e.shares));
    const sharesOut = sum(effects.filter((e) => e.shares.lt(0)).map((e) => e.shares.neg()));
    const closing = opening.plus(sharesIn).minus(sharesOut);
    if (opening.isZero() && closing.isZero() && mine.length === 0) continue;
    const openingNav = opening.isZero() ? null : valuationNav(input, fundId, openingDay, before);
    const closingNav = closing.isZero() ? null : valuationNav(input, fundId, closingDay, known);
    const openingValue = valueOf(opening, openingNav);
    const closingValue = valueOf(closing, closingNav);
    const paid = sum(effects.map((e) => e.paid));
    const received = sum(effects.map((e) => e.received));
    holdings.push({
      fundId,
      fundName: names.get(fundId) ?? fundId,
      openingShares: shares2(opening),
      openingNav,
      openingValue: toYuan(openingValue),
      sharesIn: shares2(sharesIn),
      sharesOut: shares2(sharesOut),
      closingShares: shares2(closing),
      closingNav,
      closingValue: toYuan(closingValue),
      paid: toYuan(paid),
      received: toYuan(received),
      fees: toYuan(sum(mine.map((t) => new Dec(t.fee)))),
      profit: toYuan(closingValue.minus(openingValue).minus(paid).plus(received)),
    });
  }

  const purchases = during.filter((t) => t.tradeType === 'purchase');
  const redemptions = during.filter((t) => t.tradeType === 'redemption');
  const total = (values: readonly string[]): string => toYuan(sum(values.map((v) => new Dec(v))));
  return {
    holdings,
    trades: during,
    totals: {
      openingValue: total(holdings.map((h) => h.openingValue)),
      closingValue: total(holdings.map((h) => h.closingValue)),
      purchaseAmount: total(purchases.map((t) => t.amount)),
      purchaseFee: total(purchases.map((t) => t.fee)),
      redemptionAmount: total(redemptions.map((t) => t.amount)),
      redemptionFee: total(redemptions.map((t) => t.fee)),
      redemptionNet: total(redemptions.map((t) => t.netAmount)),
      fees: total(during.map((t) => t.fee)),
      profit: total(holdings.map((h) => h.profit)),
      tradeCount: new Set(during.map((t) => t.serialNo)).size,
      purchaseCount: purchases.length,
      redemptionCount: redemptions.length,
    },
  };
}

/**
 * Checks that a statement adds up: each holding's shares (opening + in − out = closing) and profit
 * (closing − opening − paid + received), the totals against the sums of the holdings and of the trades,
 * and the total profit against closing − opening − purchases + redemptions paid out.
 *
 * @returns the problems found, as short English descriptions for logs; empty when it reconciles
 * @see issue 4 §3 ("totals that reconcile to the trade records")
 */
export function reconcileStatement(content: StatementContent): string[] {
  const problems: string[] = [];
  const d = (v: string): Dec => new Dec(v);
  const check = (what: string, actual: Dec, expected: Dec): void => {
    if (!actual.eq(expected)) problems.push(`${what}: ${actual.toFixed()} != ${expected.toFixed()}`);
  };
  for (const h of content.holdings) {
    check(`${h.fundId} shares`, d(h.openingShares).plus(h.sharesIn).minus(h.sharesOut), d(h.closingShares));
    check(
      `${h.fundId} profit`,
      d(h.closingValue).minus(h.openingValue).minus(h.paid).plus(h.received),
      d(h.profit),
    );
    if (d(h.closingShares).lt(0)) problems.push(`${h.fundId} closing shares below zero`);
  }
  const { totals, holdings, trades } = content;
  const of = (list: readonly StatementTrade[], pick: (t: StatementTrade) => string): Dec =>
    sum(list.map((t) => d(pick(t))));
  const purchases = trades.filter((t) => t.tradeType === 'purchase');
  const redemptions = trades.filter((t) => t.tradeType === 'redemption');
  check('opening value', sum(holdings.map((h) => d(h.openingValue))), d(totals.openingValue));
  check('closing value', sum(holdings.map((h) => d(h.closingValue))), d(totals.closingValue));
  check('profit', sum(holdings.map((h) => d(h.profit))), d(totals.profit));
  check(
    'purchase amount',
    of(purchases, (t) => t.amount),
    d(totals.purchaseAmount),
  );
  check(
    'purchase fee',
    of(purchases, (t) => t.fee),
    d(totals.purchaseFee),
  );
  check(
    'redemption amount',
    of(redemptions, (t) => t.amount),
    d(totals.redemptionAmount),
  );
  check(
    'redemption fee',
    of(redemptions, (t) => t.fee),
    d(totals.redemptionFee),
  );
  check(
    'redemption net',
    of(redemptions, (t) => t.netAmount),
    d(totals.redemptionNet),
  );
  check(
    'fees',
    of(trades, (t) => t.fee),
    d(totals.fees),
  );
  check('paid', sum(holdings.map((h) => d(h.paid))), d(totals.purchaseAmount));
  check('received', sum(holdings.map((h) => d(h.received))), d(totals.redemptionNet));
  check(
    'profit identity',
    d(totals.closingValue).minus(totals.openingValue).minus(totals.purchaseAmount).plus(totals.redemptionNet),
    d(totals.profit),
  );
  if (totals.tradeCount !== new Set(trades.map((t) => t.serialNo)).size) problems.push('trade count');
  return problems;
}
