import { CART_MAX_FUNDS } from '../api/trade.js';
import { Dec } from '../domain/money.js';
import type { CartFundLine, TipInfo } from '../domain/trade.js';
import { t, type RuleMessage } from '../messages/index.js';
import { cartTipTypeOf } from './cartAmount.js';
import { isMoneyFundType } from './fundType.js';
import { toDecimal } from './numberFormat.js';

/** Default cart capacity (spec 02 §5, §9: 20 funds): the contract's trade.CART_MAX_FUNDS, one source. */
export const DEFAULT_CART_MAX_LIMIT = CART_MAX_FUNDS;

/** Why a fund cannot be added to the cart. */
export type CartAddRefusal = 'cartFull' | 'alreadyInCart';

/** The verdict on adding a fund to the cart. */
export type CartAddVerdict = { ok: true } | ({ ok: false; reason: CartAddRefusal } & RuleMessage);

/**
 * Whether one more fund may be added to the cart. The capacity is checked first: a full cart refuses
 * with 您已添加{N}只基金…(N = the count already added), then a fund already there with 该基金已经添加购物车了.
 *
 * @param added - how many funds the cart holds (cartNumInfo.added)
 * @param maxLimit - the capacity (cartNumInfo.maxLimit; `undefined` gives the default 20)
 * @param inCart - whether this fund is already in the cart
 * @see spec 02 §5 (cart add is refused when the added count is at least the max limit or the fund is
 *   already in the cart), spec 02 §8 (the two messages), spec 02 §9 (cart max 20)
 */
export function canAddToCart(
  added: number,
  maxLimit: number | undefined = DEFAULT_CART_MAX_LIMIT,
  inCart: boolean,
): CartAddVerdict {
  if (added >= maxLimit)
    return { ok: false, reason: 'cartFull', code: 'rules.cart.full', params: { N: added } };
  if (inCart) return { ok: false, reason: 'alreadyInCart', code: 'rules.cart.alreadyAdded' };
  return { ok: true };
}

/** A cart line as the buy button sees it: its typed amount and its warning. */
export interface BuyButtonLine {
  /** The amount as typed (yuan), `null` or empty when none. */
  amount: string | null;
  tipInfo: Pick<TipInfo, 'type'>;
}

/** Warning types that block the purchase: `info` is a note, not a warning. */
const BLOCKING_TIPS: ReadonlySet<TipInfo['type']> = new Set(['error', 'limit']);

/**
 * The total of the lines' amounts in yuan (lines whose amount is not a number count as 0).
 *
 * @param lines - the cart lines
 * @returns yuan, exact
 * @see spec 02 §5 (total amount)
 */
export function cartTotal(lines: readonly Pick<BuyButtonLine, 'amount'>[]): Dec {
  return lines.reduce((sum, line) => {
    const amount = toDecimal(line.amount);
    return amount !== null && amount.gt(0) ? sum.plus(amount) : sum;
  }, new Dec(0));
}

/**
 * Whether the cart's buy button is disabled: while submitting, when no line has an amount above 0,
 * when the total is 0, or when any line carries a warning (tip type `error` or `limit`; FundDesk reads
 * `info` as a note that does not block, and `none` as no warning).
 *
 * @param state - submitting flag and the lines
 * @see spec 02 §5 (buy button disabled while submitting, when no line has amount above 0, when total
 *   is 0, or when any line has a warning)
 */
export function isBuyButtonDisabled(state: {
  submitting: boolean;
  lines: readonly BuyButtonLine[];
}): boolean {
  if (state.submitting) return true;
  const positive = state.lines.some((line) => toDecimal(line.amount)?.gt(0) ?? false);
  if (!positive) return true;
  if (cartTotal(state.lines).isZero()) return true;
  return state.lines.some((line) => BLOCKING_TIPS.has(line.tipInfo.type));
}

/**
 * The tip a line gets from the server's cart check (checkChartFund msgList): if it passes but the
 * amount is below 1, 交易金额低于起投金额！ (type `limit`); if it passes otherwise, no tip; if it
 * fails, the server's message, type `limit` when the server's code is one of the cart amount rule's
 * limit codes (the spec's "message about the trade amount"), else `error` — decided by code
 * ({@link cartTipTypeOf}), never by the text.
 *
 * @param passCheck - the server's verdict for the line
 * @param msg - the server's message (rendered by the server from the catalogue)
 * @param amount - the line's amount in yuan (decimal string)
 * @param code - the catalogue key of the server's refusal (msgList `code`), if any
 * @see spec 02 §5 (server cart check)
 */
export function serverCheckTip(
  passCheck: boolean,
  msg: string,
  amount: string | null,
  code?: string,
): TipInfo {
  if (passCheck) {
    const value = toDecimal(amount);
    if (value !== null && value.lt(1)) return { type: 'limit', tip: t('rules.cart.belowMinimum') };
    return { type: 'none', tip: '' };
  }
  return { type: cartTipTypeOf(code), tip: msg };
}

/** One summary PDF to confirm (spec 02 §3 "PDF detail"). */
export interface SummaryPdf {
  fundId: string;
  fundName: string;
  fundType: string;
  /** The anyshareId of the fund's 产品资料概要 (viewAttachmentPdf). */
  summaryPdf: string;
}

/**
 * The summary PDFs the operator must read before a cart purchase: one per line that has a summary PDF
 * and whose fundType is not '2' (money-market funds need none), in cart order.
 *
 * @param lines - the cart lines being bought
 * @see spec 03 §4 (summary PDF dialog), spec 02 §4 (confirmation of summary PDFs)
 */
export function pdfListOf(
  lines: readonly Pick<CartFundLine, 'fundId' | 'fundName' | 'fundType' | 'summaryPdf'>[],
): SummaryPdf[] {
  return lines
    .filter((line) => line.summaryPdf.trim() !== '' && !isMoneyFundType(line.fundType))
    .map(({ fundId, fundName, fundType, summaryPdf }) => ({ fundId, fundName, fundType, summaryPdf }));
}

/** A risk-dialog statement: a leaf, or a parent with children (spec 02 §4: nested group). */
export interface RiskStatement {
  id: string;
  children?: readonly { id: string }[];
}

/**
 * Whether a statement counts as ticked: a leaf when ticked, a parent only when all its children are.
 *
 * @see spec 02 §5 (a parent counts only when all children ticked)
 */
export function statementTicked(statement: RiskStatement, ticked: ReadonlySet<string>): boolean {
  if (statement.children && statement.children.length > 0) {
    return statement.children.every((child) => ticked.has(child.id));
  }
  return ticked.has(statement.id);
}

/**
 * Whether every statement of the risk dialog is ticked (for matchResult 0 that is all 9).
 *
 * @param statements - the dialog's top-level statements
 * @param ticked - ids ticked so far
 * @see spec 02 §5 (risk dialog requires all statements ticked, else 请勾选声明内容), §9 (9 statements)
 */
export function riskStatementsComplete(
  statements: readonly RiskStatement[],
  ticked: ReadonlySet<string>,
): boolean {
  return statements.length > 0 && statements.every((statement) => statementTicked(statement, ticked));
}

/**
 * Ticks or unticks one statement. Ticking a parent ticks all its children (and unticking unticks
 * them); ticking a child makes its parent follow: ticked when all its children are.
 *
 * @param statements - the dialog's top-level statements
 * @param ticked - ids ticked so far
 * @param id - the statement (parent or child) clicked
 * @param checked - the new state
 * @returns the new set of ticked ids
 * @see spec 02 §5 (ticking a parent ticks its children)
 */
export function toggleStatement(
  statements: readonly RiskStatement[],
  ticked: ReadonlySet<string>,
  id: string,
  checked: boolean,
): Set<string> {
  const next = new Set(ticked);
  const set = (key: string): void => {
    if (checked) next.add(key);
    else next.delete(key);
  };
  set(id);
  for (const statement of statements) {
    const children = statement.children ?? [];
    if (statement.id === id) children.forEach((child) => set(child.id));
    if (children.some((child) => child.id === id)) {
      if (children.every((child) => next.has(child.id))) next.add(statement.id);
      else next.delete(statement.id);
    }
  }
  return next;
}

/**
 * Ticks or unticks every statement and child (the dialog's select-all).
 *
 * @see spec 02 §5 (select-all follows the list)
 */
export function allStatements(statements: readonly RiskStatement[], checked: boolean): Set<string> {
  if (!checked) return new Set();
  return new Set(statements.flatMap((s) => [s.id, ...(s.children ?? []).map((child) => child.id)]));
}
