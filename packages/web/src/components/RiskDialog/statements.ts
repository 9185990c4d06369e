import type { MessageKey, RiskStatement } from '@funddesk/core';

/** A statement of the risk dialog with its text. */
export interface StatementText extends RiskStatement {
  text: MessageKey;
  children?: readonly { id: string; text: MessageKey }[];
}

/**
 * The 9 statements of a matched purchase (matchResult '0'); every one must be ticked.
 * @see spec 02 §5 (9 statements for matchResult 0), §9 (risk statements 9)
 */
export const matchedStatements: readonly StatementText[] = (
  ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const
).map((n) => ({ id: `m${n}`, text: `trade.risk.matched.${n}` }));

/**
 * The mismatch declaration list (matchResult '1' or '2'), with a nested group whose parent counts only
 * when all its children are ticked.
 * @see spec 02 §4 (mismatched uses a longer declaration list with a nested group), §5
 */
export const mismatchStatements: readonly StatementText[] = [
  { id: 'x1', text: 'trade.risk.mismatch.1' },
  {
    id: 'x2',
    text: 'trade.risk.mismatch.2',
    children: [
      { id: 'x2.1', text: 'trade.risk.mismatch.2.1' },
      { id: 'x2.2', text: 'trade.risk.mismatch.2.2' },
      { id: 'x2.3', text: 'trade.risk.mismatch.2.3' },
    ],
  },
  { id: 'x3', text: 'trade.risk.mismatch.3' },
];
