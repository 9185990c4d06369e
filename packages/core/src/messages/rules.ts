/**
 * Messages of pure rules and formatters (core/src/rules). Part of the zh-CN catalogue (see zh-CN.ts);
 * keys are prefixed by area so that they never collide. The shared display words (不限额, 万, 亿, 折,
 * 元/笔, --) and the buy.*, risk.*, openDay.*, clientType.* texts live in zh-CN.ts and are reused.
 */
export const rulesMessages = {
  /** A fee rate in percent (spec 03 §5: 2 decimals). */
  'rules.fee.rate': '{rate}%',
  /** A fixed fee per deal, feeUnit 7 (spec 03 §3: fixed fee per deal). */
  'rules.fee.fixed': '{fee}元/笔',
  /** A discount in 折 (spec 03 §5: one decimal). */
  'rules.fee.discount': '{zhe}折',
  /** No discount (enDiscountE4 10000): offered to callers that want a word rather than nothing. */
  'rules.fee.noDiscount': '不打折',
  /** Amount tier with both bounds: lower inclusive, upper exclusive. */
  'rules.tier.between': '{min}≤金额<{max}',
  /** Amount tier with only a lower bound (maxLimiteE6 -1). */
  'rules.tier.atLeast': '金额≥{min}',
  /** Amount tier with only an upper bound (minLimiteE6 0). */
  'rules.tier.below': '金额<{max}',
  /** Amount tier without bounds. */
  'rules.tier.any': '不限金额',
  /** A whole-yuan amount in a tier text. */
  'rules.amount.yuan': '{value}元',
  /** An amount in 万 (10^4 yuan). */
  'rules.amount.wan': '{value}万',
  /** An amount in 亿 (10^8 yuan). */
  'rules.amount.yi': '{value}亿',
  // ---- cart, spec 02 §5 (verbatim) ----
  /** spec 02 §5: not a number, empty, not above 0, more than 2 decimals or 10 characters */
  'rules.cart.amountInvalid': '请输入正确的金额',
  /** spec 02 §5: below the minimum (a minimum under 1 counts as 1) */
  'rules.cart.belowMinimum': '交易金额低于起投金额！',
  /** spec 02 §5: above the daily cumulative cap */
  'rules.cart.aboveDailyCap': '交易金额超过日累计上限，请及时与客户经理沟通确认额度！',
  /** spec 02 §5: above the single-purchase cap */
  'rules.cart.aboveSingleCap': '交易金额超过单笔购买上限，请及时与客户经理沟通确认额度！',
  /** spec 02 §5: above the per-account holding cap */
  'rules.cart.aboveHoldingCap': '交易金额超过单账户持仓上限，当日剩余可买入限额为{remaining}!',
  /** spec 02 §5, §8: cart full */
  'rules.cart.full': '您已添加{N}只基金，超出了购物车的最大容量限制，请减少部分基金后再试',
  /** spec 02 §5, §8: fund already in the cart */
  'rules.cart.alreadyAdded': '该基金已经添加购物车了',
} as const;
