import { ErrorCode } from '../errors/catalogue.js';

/**
 * The only-valid placement rule of a batch file (只下单有效行; spec 02 §3 batch trading, §5 place-order
 * checks; issue 4): a file with invalid rows places nothing unless the user chose to place only its valid
 * rows, and a file with no valid row has nothing to place whatever was chosen. One rule for the server
 * (which enforces it on batchPlaceOrderCheck and batchPlaceOrderApply), the web (which disables 下单 and
 * says why) and the CLI (which asks whether to skip the invalid rows).
 */

/** The row counts the rule reads: rows valid and invalid (at import, or as checked again now). */
export interface BatchRowCounts {
  /** Rows that would be placed. */
  validRows: number;
  /** Rows refused by a check. */
  invalidRows: number;
}

/**
 * Why a batch cannot be placed, as a catalogue code: FD4709 (nothing placeable), or FD4705 with `N`, the
 * number of invalid rows (the `{N}` of its message).
 */
export type BatchPlaceRefusal =
  | { code: typeof ErrorCode.BatchNothingPlaceable }
  | { code: typeof ErrorCode.BatchHasInvalidRows; detail: { N: number } };

/**
 * Decides whether a batch may be placed: FD4709 when no row is valid (checked first: choosing only the
 * valid rows would not help), FD4705 when some rows are invalid and only-valid was not chosen, else null.
 *
 * @param counts - the valid and invalid row counts
 * @param onlyValid - whether the user chose to place only the valid rows (只下单有效行, `--only-valid`)
 * @returns null when the batch may be placed, else the refusal code (and params)
 * @see spec 02 §3 (batch trading), §5 (place-order checks); issue 4 (only-valid rule)
 */
export function batchPlaceRefusal(counts: BatchRowCounts, onlyValid: boolean): BatchPlaceRefusal | null {
  if (counts.validRows === 0) return { code: ErrorCode.BatchNothingPlaceable };
  if (counts.invalidRows > 0 && !onlyValid) {
    return { code: ErrorCode.BatchHasInvalidRows, detail: { N: counts.invalidRows } };
  }
  return null;
}
