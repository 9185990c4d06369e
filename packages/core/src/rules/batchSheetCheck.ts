import type { BatchRow, BatchRowError, BatchRowErrorCode, BatchTradeType } from '../domain/batch.js';
import type { FundTradeAttrs } from '../domain/fund.js';
import { Dec } from '../domain/money.js';
import { t, type RuleMessage } from '../messages/index.js';
import { cellError, SHEET_ERROR_CODES, type BatchColumnField, type ParsedBatchRow } from './batchSheet.js';
import { checkBuyEligibility, isSuspended } from './buyEligibility.js';
import { CART_AMOUNT_MAX_CHARS, validateCartAmount, type CartAmountMessage } from './cartAmount.js';
import { isUnlimited } from './limits.js';
import { toFixedHalfUp, type DecimalInput } from './numberFormat.js';
import { canSell } from './openDay.js';

/**
 * The checks of batch rows that need the database's facts (spec 02 §5 limits and buyability, §7 batch
 * Excel; issue 4): the account, the fund, redeemability, duplicates, and the cart's amount rules applied
 * to each row AND to the running sum of the file's rows of the same account and fund. Pure: the server
 * loads the facts in a few set-based queries and passes them in.
 */

/** An organisation the person may act for (spec 01 §3; managers also their product organisations). */
export interface BatchAccount {
  groupId: string;
  corpName: string;
  /** spec 01 §1: '2' ordinary institution, above 2 the trust channel (for the TA restriction). */
  clientType: string;
}

/** A fund as the batch checks see it: its trading attributes, name and open-day code. */
export interface BatchFund extends FundTradeAttrs {
  fundName: string;
  /** spec 03 §4 open-day code (230 open for purchase and redemption …). */
  openDayCode: string;
}

/** What an account has committed to a fund already, yuan (see the server's fundUsage). */
export interface BatchPurchaseUsage {
  /** Today's trade-day purchases that still count. */
  today: string;
  /** Position cost plus pending purchases. */
  held: string;
}

/** The facts of one check run. Maps are keyed by {@link batchKey} unless said otherwise. */
export interface BatchCheckFacts {
  /** The organisations the person may act for. */
  accounts: readonly BatchAccount[];
  /** Funds by 6-digit code (unknown codes absent). */
  funds: ReadonlyMap<string, BatchFund>;
  /** Purchase: committed amounts per account and fund (absent: nothing). */
  usage: ReadonlyMap<string, BatchPurchaseUsage>;
  /** Purchase: the per-account holding cap of a fund, yuan; `0` for none (the server's model). */
  holdingCap(fund: BatchFund): string;
  /** Redemption: shares available per account and fund (position less pending redemptions); absent: none held. */
  available: ReadonlyMap<string, string>;
}

/** The key of an account and a fund in {@link BatchCheckFacts} maps. */
export function batchKey(groupId: string, fundCode: string): string {
  return `${groupId} ${fundCode}`;
}

/** Everything a check run answers: the rows and the totals of the valid ones. */
export interface BatchCheckResult {
  rows: BatchRow[];
  validRows: number;
  invalidRows: number;
  /** Yuan, 2 decimals: sum of valid purchase rows. */
  totalAmount: string;
  /** 份, 2 decimals: sum of valid redemption rows. */
  totalShares: string;
}

/** How an account cell resolves. */
export type AccountResolution =
  { ok: true; account: BatchAccount } | { ok: false; code: 'accountForbidden' | 'accountAmbiguous' };

/**
 * Resolves an account cell against the person's organisations: all digits -> a group id; otherwise an
 * organisation name (NFKC, trimmed; must name exactly one of them). An unknown account and one of
 * somebody else answer the same `accountForbidden`, so organisation names cannot be probed.
 *
 * @see spec 01 §6 (the organisations a person may act for), DESIGN §7
 */
export function resolveBatchAccount(text: string, accounts: readonly BatchAccount[]): AccountResolution {
  const wanted = text.normalize('NFKC').trim();
  if (/^\d+$/.test(wanted)) {
    const found = accounts.find((a) => a.groupId === wanted);
    return found ? { ok: true, account: found } : { ok: false, code: 'accountForbidden' };
  }
  const named = accounts.filter((a) => a.corpName.normalize('NFKC').trim() === wanted);
  if (named.length === 1) return { ok: true, account: named[0]! };
  return { ok: false, code: named.length > 1 ? 'accountAmbiguous' : 'accountForbidden' };
}

/** The batch row code of each of the cart amount rule's messages (spec 02 §5, §7). */
const AMOUNT_CODES: Record<CartAmountMessage['code'], BatchRowErrorCode> = {
  'rules.cart.amountInvalid': 'amountInvalid',
  'rules.cart.belowMinimum': 'belowMinimum',
  'rules.cart.aboveDailyCap': 'aboveDailyCap',
  'rules.cart.aboveSingleCap': 'aboveSingleCap',
  'rules.cart.aboveHoldingCap': 'aboveHoldingCap',
};

/**
 * A purchase amount's verdict: the amount (2 decimals), or the row code and the cart's message as a
 * catalogue code with params (render with renderMessage).
 */
export type PurchaseAmountVerdict =
  { ok: true; amount: string } | { ok: false; code: BatchRowErrorCode; message: RuleMessage };

/**
 * The cart's amount rule (spec 02 §5, {@link validateCartAmount}) with the server's view of the limits:
 * the daily cumulative cap less what is committed today, and the holding cap with what remains under it
 * (cap less position cost and pending purchases). `committed` includes the earlier rows of the same file
 * for the same account and fund, so the caps hold across the file.
 *
 * @param amountText - yuan as written
 * @param fund - minimum, single cap, daily cumulative cap (yuan)
 * @param holdingCap - per-account holding cap, yuan; `0` for none
 * @param committed - today's purchases and held amount (position cost + pending), yuan
 * @see spec 02 §5 (cart amount input, server cart check)
 */
export function checkPurchaseAmount(
  amountText: string,
  fund: Pick<FundTradeAttrs, 'minLimit' | 'maxLimit' | 'dailyMaxValue'>,
  holdingCap: string,
  committed: { today: DecimalInput; held: DecimalInput },
): PurchaseAmountVerdict {
  const verdict = validateCartAmount(
    {
      minvalue: fund.minLimit,
      maxvalue: fund.maxLimit,
      dailyMaxValue: isUnlimited(fund.dailyMaxValue)
        ? fund.dailyMaxValue
        : toFixedHalfUp(new Dec(fund.dailyMaxValue).minus(committed.today), 2),
      orgmaxholdvol: holdingCap,
      lessDailyValue:
        holdingCap === '0' ? '0' : toFixedHalfUp(Dec.max(0, new Dec(holdingCap).minus(committed.held)), 2),
    },
    amountText,
  );
  if (verdict.ok) return verdict;
  const message: RuleMessage =
    'params' in verdict ? { code: verdict.code, params: verdict.params } : { code: verdict.code };
  return { ok: false, code: AMOUNT_CODES[verdict.code], message };
}

/** Redemption shares as written: digits with at most 2 decimals, above 0, at most 14 characters. */
const SHARES_TEXT = /^\d{1,11}(\.\d{1,2})?$/;

/** A redemption's verdict: the shares (2 decimals), or the row code and the message (code, params). */
export type RedemptionSharesVerdict =
  { ok: true; shares: string } | { ok: false; code: BatchRowErrorCode; message: RuleMessage };

/**
 * Checks redemption shares: a plain number with at most 2 decimals above 0 (请输入正确的份额); the account
 * must hold the fund (该账户未持有该基金); at most what is available (position less pending redemptions
 * less the earlier rows of the file for the same account and fund).
 *
 * @param available - shares available before this row, or null when the account holds none
 * @see docs/decisions.md "Batch import" (redemption limits)
 */
export function checkRedemptionShares(
  sharesText: string,
  available: DecimalInput | null,
): RedemptionSharesVerdict {
  const text = sharesText.trim();
  if (!SHARES_TEXT.test(text) || new Dec(text).lte(0)) {
    return { ok: false, code: 'sharesInvalid', message: { code: 'batch.row.sharesInvalid' } };
  }
  if (available === null) return { ok: false, code: 'noHolding', message: { code: 'batch.row.noHolding' } };
  const shares = new Dec(text);
  const left = Dec.max(0, new Dec(available));
  if (shares.gt(left)) {
    return {
      ok: false,
      code: 'aboveAvailable',
      message: { code: 'batch.row.aboveAvailable', params: { available: toFixedHalfUp(left, 2) } },
    };
  }
  return { ok: true, shares: toFixedHalfUp(shares, 2) };
}

/**
 * Whether a fund can be redeemed now: not suspended (fundStatus 4, or both status flags 0 — the fund
 * paused its trading) and its open-day code opens redemption (230, 220, 221).
 *
 * @returns null when redeemable, else the message's catalogue code (buy.suspended,
 *   batch.row.fundNotRedeemable)
 * @see spec 03 §4 (open-day codes, suspended), spec 02 §5
 */
export function redemptionRefusal(fund: BatchFund): RuleMessage | null {
  if (isSuspended(fund)) return { code: 'buy.suspended' };
  if (!canSell(fund.openDayCode)) return { code: 'batch.row.fundNotRedeemable' };
  return null;
}

/** A plain amount as the cart accepts it (spec 02 §5: at most 10 characters, 2 decimals, above 0). */
const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * The amount with 2 decimals when the text is a plain amount the cart would read (at most 10 characters,
 * at most 2 decimals, above 0), else null (请输入正确的金额).
 *
 * @see spec 02 §5 (cart amount input)
 */
export function canonicalAmount(text: string): string | null {
  const s = text.trim();
  if (s.length === 0 || s.length > CART_AMOUNT_MAX_CHARS || !AMOUNT_TEXT.test(s)) return null;
  const value = new Dec(s);
  return value.gt(0) ? toFixedHalfUp(value, 2) : null;
}

/** The shares with 2 decimals when the text is plain shares (at most 2 decimals, above 0), else null. */
export function canonicalShares(text: string): string | null {
  const s = text.trim();
  if (!SHARES_TEXT.test(s)) return null;
  const value = new Dec(s);
  return value.gt(0) ? toFixedHalfUp(value, 2) : null;
}

const fieldOf = (tradeType: BatchTradeType): BatchColumnField =>
  tradeType === 'purchase' ? 'amount' : 'shares';

/**
 * Checks every row in file order and answers the rows with their errors and the totals of the valid ones:
 * 1. the errors of the cells (kept as read);
 * 2. the account ({@link resolveBatchAccount}: 您无权操作该机构或账户 for one the person may not act for);
 * 3. the fund: unknown (基金不存在), not buyable for the account's client type (the buy-eligibility
 *    message) or, for redemption, not redeemable;
 * 4. duplicates: a row with the same account, fund and amount (or shares) as an earlier row is invalid
 *    with a message naming that row;
 * 5. the amount (purchase, the cart's messages) or shares (redemption) against what the account has
 *    committed plus the earlier valid rows of the file for the same account and fund.
 * A row is valid when it has no error; only valid rows count in the running sums and the totals.
 *
 * @param rows - rows as read by parseBatchRow (or stored rows, whose cell errors are kept)
 * @see spec 02 §5 (limits, messages), §7 batch Excel; issue 4 "limits … per row AND across the file"
 */
export function checkBatchRows(
  tradeType: BatchTradeType,
  rows: readonly ParsedBatchRow[],
  facts: BatchCheckFacts,
): BatchCheckResult {
  const used = new Map<string, Dec>();
  const firstRowOf = new Map<string, number>();
  const out: BatchRow[] = [];
  let totalAmount = new Dec(0);
  let totalShares = new Dec(0);
  let validRows = 0;
  const quantityField = fieldOf(tradeType);

  for (const row of rows) {
    const errors: BatchRowError[] = row.errors.filter((e) => SHEET_ERROR_CODES.has(e.code));
    const failedFields = new Set(errors.map((e) => e.field));
    let account: BatchAccount | null = null;
    if (!failedFields.has('groupId') && row.account !== '') {
      const resolved = resolveBatchAccount(row.account, facts.accounts);
      if (resolved.ok) account = resolved.account;
      else {
        errors.push(
          cellError('account', resolved.code, {
            code: resolved.code === 'accountForbidden' ? 'error.orgForbidden' : 'batch.row.accountAmbiguous',
          }),
        );
      }
    }
    let fund: BatchFund | null = null;
    if (!failedFields.has('fundCode')) {
      fund = facts.funds.get(row.fundCode) ?? null;
      if (!fund) errors.push(cellError('fundCode', 'fundNotFound', { code: 'error.fundNotFound' }));
      else if (tradeType === 'purchase' && account) {
        const eligibility = checkBuyEligibility(fund, { clientType: account.clientType });
        if (!eligibility.ok) errors.push(cellError('fundCode', 'fundNotBuyable', eligibility));
      } else if (tradeType === 'redemption') {
        const refusal = redemptionRefusal(fund);
        if (refusal !== null) errors.push(cellError('fundCode', 'fundNotRedeemable', refusal));
      }
    }
    const quantityText = tradeType === 'purchase' ? row.amount : row.shares;
    const canonical =
      quantityText === null
        ? null
        : tradeType === 'purchase'
          ? canonicalAmount(quantityText)
          : canonicalShares(quantityText);
    let quantity: string | null = canonical ?? quantityText;
    if (quantityText !== null && canonical === null) {
      errors.push(
        tradeType === 'purchase'
          ? cellError('amount', 'amountInvalid', { code: 'rules.cart.amountInvalid' })
          : cellError('shares', 'sharesInvalid', { code: 'batch.row.sharesInvalid' }),
      );
    } else if (canonical !== null && account && fund && errors.length === 0) {
      const key = batchKey(account.groupId, fund.fundId);
      const first = firstRowOf.get(`${key} ${canonical}`);
      if (first !== undefined) {
        errors.push({
          column: t('batch.column.row'),
          field: 'row',
          code: 'duplicate',
          message: t('batch.row.duplicate', {
            row: first,
            what: t(tradeType === 'purchase' ? 'batch.row.duplicate.amount' : 'batch.row.duplicate.shares'),
          }),
        });
      } else {
        firstRowOf.set(`${key} ${canonical}`, row.rowNo);
        const before = used.get(key) ?? new Dec(0);
        let verdict: PurchaseAmountVerdict | RedemptionSharesVerdict;
        if (tradeType === 'purchase') {
          const usage = facts.usage.get(key) ?? { today: '0', held: '0' };
          verdict = checkPurchaseAmount(canonical, fund, facts.holdingCap(fund), {
            today: before.plus(usage.today),
            held: before.plus(usage.held),
          });
        } else {
          const available = facts.available.get(key);
          verdict = checkRedemptionShares(
            canonical,
            available === undefined ? null : new Dec(available).minus(before),
          );
        }
        if (!verdict.ok) errors.push(cellError(quantityField, verdict.code, verdict.message));
        else {
          quantity = 'amount' in verdict ? verdict.amount : verdict.shares;
          used.set(key, before.plus(quantity));
        }
      }
    }

    const valid = errors.length === 0;
    if (valid) {
      validRows += 1;
      if (tradeType === 'purchase') totalAmount = totalAmount.plus(quantity!);
      else totalShares = totalShares.plus(quantity!);
    }
    out.push({
      rowNo: row.rowNo,
      account: row.account,
      groupId: account?.groupId ?? null,
      corpName: account?.corpName ?? null,
      fundCode: row.fundCode,
      fundName: fund?.fundName ?? null,
      amount: tradeType === 'purchase' ? quantity : null,
      shares: tradeType === 'redemption' ? quantity : null,
      dividendMethod: row.dividendMethod,
      remark: row.remark,
      valid,
      errors,
    });
  }
  return {
    rows: out,
    validRows,
    invalidRows: out.length - validRows,
    totalAmount: toFixedHalfUp(totalAmount, 2),
    totalShares: toFixedHalfUp(totalShares, 2),
  };
}
