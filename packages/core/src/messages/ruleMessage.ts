import { t, type MessageKey } from './zh-CN.js';

/**
 * The values of a message's `{name}` placeholders: plain values, or another catalogue message rendered
 * in place (e.g. the 机构/产品 word of the TA restriction, the label of a password field).
 */
export type MessageParams = Record<string, string | number | RuleMessage>;

/**
 * What a rule answers instead of text: the catalogue key of its message and the placeholder values.
 * Rules in core return these; the web, the CLI and the server render them with {@link renderMessage}
 * at the edge, and compare codes, never the Chinese text (house rule: "Each business rule lives once,
 * in packages/core, returning a code with params").
 */
export interface RuleMessage {
  /** The catalogue key (core/src/messages), e.g. `rules.cart.belowMinimum`. */
  code: MessageKey;
  /** Placeholder values, e.g. `{ remaining: '3000.00' }` (yuan with 2 decimals) for the holding cap. */
  params?: MessageParams;
}

/** A {@link RuleMessage} with its params, or none when the message has no placeholder. */
export function ruleMessage(code: MessageKey, params?: MessageParams): RuleMessage {
  return params === undefined ? { code } : { code, params };
}

/**
 * Renders a rule's message in Chinese from the catalogue.
 *
 * @returns the text, e.g. `交易金额低于起投金额！` for `{ code: 'rules.cart.belowMinimum' }`
 */
export function renderMessage(message: RuleMessage): string {
  if (message.params === undefined) return t(message.code);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params)) {
    values[name] = typeof value === 'object' ? renderMessage(value) : value;
  }
  return t(message.code, values);
}
