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
} as const;
