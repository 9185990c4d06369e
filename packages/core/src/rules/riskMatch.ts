/**
 * The risk-disclosure dialog a purchase shows after the risk match (spec 02 §4): the statements of a
 * matched purchase (`matched`, 9 to tick) or the longer declaration list with its nested group of a
 * mismatched one (`mismatched`).
 */
export type RiskDisclosure = 'matched' | 'mismatched';

/**
 * Which risk-disclosure dialog the answer of the (multiple) risk check asks for: matchResult '0' is
 * matched, '1' or '2' mismatched (FundDesk reads '1' as one level above the investor's, '2' as two or
 * more); any other value shows no dialog and the purchase goes on (spec 02 §4 "a risk dialog when
 * matchResult is 0, 1 or 2").
 *
 * @param matchResult - the check's `matchResult` as the gateway sends it (a string)
 * @returns the dialog to show, or `null` for none
 * @see spec 02 §3 (risk match response, risk dialog fields), §4 (shopping-cart purchase flow; risk match
 *   '0' matched, '1' or '2' mismatched), §5 (9 statements for matchResult 0)
 */
export function riskDisclosureOf(matchResult: string): RiskDisclosure | null {
  switch (matchResult) {
    case '0':
      return 'matched';
    case '1':
    case '2':
      return 'mismatched';
    default:
      return null;
  }
}
