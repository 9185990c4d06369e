/**
 * Who may use which fund tool, and the fee comparison's amount (issue 14 §5; spec 03 §2 fund tools): the risk
 * monitor is hidden for the trust-type institution channel, and the amount typed into 费率比较 is checked here so
 * the page and the server judge it alike.
 */
import { ErrorCode } from '../errors/catalogue.js';
import { jgtOrgProdFlagOf } from '../session/agreementSequence.js';

/** The menu path of 持仓风险监控 (spec 03 §2 fund tools riskMonitor). */
export const RISK_MONITOR_MENU_PATH = '/fundTools/riskMonitor';

/** Whether an organisation's client type is the trust-type institution channel (spec 01 §1: clientType above 2). */
export function isTrustChannel(clientType: string | number | null | undefined): boolean {
  return jgtOrgProdFlagOf(clientType) === 3;
}

/** The decision of {@link riskMonitorDecision}. */
export type RiskMonitorDecision = { ok: true } | { ok: false; code: typeof ErrorCode.Forbidden };

/**
 * Whether an organisation of `clientType` has 持仓风险监控: not the trust-type institution channel (spec 03 §2
 * "riskMonitor … hidden for one institutional channel variant"; spec 01 §1 "values above 2 count as the
 * trust-type institution channel"). The server leaves the menu node out and refuses the calls with FD1003
 * (Forbidden) for such an organisation; a missing client type is the default 2 (has it).
 *
 * @param clientType - the organisation's clientType as stored ('2', '3' …)
 * @see spec 03 §2, §7 fundPositionRiskMonitor; spec 01 §1
 */
export function riskMonitorDecision(clientType: string | number | null | undefined): RiskMonitorDecision {
  return isTrustChannel(clientType) ? { ok: false, code: ErrorCode.Forbidden } : { ok: true };
}

/** The decision of {@link ratioAmountDecision}. */
export type RatioAmountDecision = { ok: true } | { ok: false; code: typeof ErrorCode.CompareAmount };

/**
 * Whether the amount typed into 费率比较 can be priced: yuan, up to 12 integer digits and 2 decimals, above 0
 * (FD3011 otherwise). Surrounding blanks are ignored.
 *
 * @param text - the amount as typed, yuan
 * @see issue 14 §5 (fee comparison: "the total cost of holding N years for an amount")
 */
export function ratioAmountDecision(text: string): RatioAmountDecision {
  const trimmed = text.trim();
  return /^\d{1,12}(\.\d{1,2})?$/.test(trimmed) && /[1-9]/.test(trimmed)
    ? { ok: true }
    : { ok: false, code: ErrorCode.CompareAmount };
}
