import { Callout } from '@blueprintjs/core';
import { formatNumber, t, type BatchImport, type BatchTradeType } from '@funddesk/core';
import { formatDateTime } from '../trade/orderText';
import { batchTexts } from './batchText';
import type { PlaceCheck } from './useBatchPlaceFlow';

/**
 * The check's summary in the trade password dialog: how many rows would be placed for how many accounts
 * and funds, the total in yuan (申购) or shares (赎回), rows skipped, and the rows that no longer pass.
 * @see spec 02 §4 (batch placing), §5 (trade password)
 */
export function CheckSummary({ check, tradeType }: { check: PlaceCheck; tradeType: BatchTradeType }) {
  return (
    <div className="fd-batch-check" data-testid="batch-check">
      <p>
        {t('webBatch.check.summary', {
          placeable: check.placeable,
          accounts: check.accounts,
          funds: check.funds,
        })}
      </p>
      <p className="fd-batch-check__total">
        {tradeType === 'purchase'
          ? t('webBatch.check.totalAmount', { amount: formatNumber(check.totalAmount, 2) })
          : t('webBatch.check.totalShares', { shares: formatNumber(check.totalShares, 2) })}
        {check.skipped > 0 ? <span> · {t('webBatch.check.skipped', { skipped: check.skipped })}</span> : null}
      </p>
      {check.problems.length > 0 ? (
        <Callout intent="warning" compact className="fd-batch-check__problems">
          <p>{t('webBatch.check.problems')}</p>
          <ul>
            {check.problems.map((problem) => (
              <li key={problem.rowNo}>
                {t('webBatch.check.problem', { rowNo: problem.rowNo, message: problem.message })}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </div>
  );
}

/**
 * The import's summary strip: file, import time, rows, valid, invalid and the total (yuan for 申购,
 * shares for 赎回, 2 decimals with thousands separators).
 * @see spec 02 §2 (multiBuy, multiSell), §7 (importExcel answer)
 */
export function SummaryStrip({ result }: { result: BatchImport }) {
  const texts = batchTexts[result.tradeType];
  const total =
    result.tradeType === 'purchase'
      ? formatNumber(result.totalAmount, 2)
      : formatNumber(result.totalShares, 2);
  return (
    <dl className="fd-batch-summary" data-testid="batch-summary">
      <div className="fd-batch-summary__file">
        <dt>{t('webBatch.summary.file')}</dt>
        <dd title={result.fileName}>{result.fileName}</dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.importedAt')}</dt>
        <dd className="fd-code">{formatDateTime(result.importedAt)}</dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.total')}</dt>
        <dd className="fd-code" data-testid="batch-total-rows">
          {result.totalRows}
        </dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.valid')}</dt>
        <dd className="fd-code fd-batch-ok" data-testid="batch-valid-rows">
          {result.validRows}
        </dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.invalid')}</dt>
        <dd
          className={`fd-code${result.invalidRows > 0 ? ' fd-batch-error' : ''}`}
          data-testid="batch-invalid-rows"
        >
          {result.invalidRows}
        </dd>
      </div>
      <div>
        <dt>{t(texts.total)}</dt>
        <dd className="fd-code fd-batch-summary__total" data-testid="batch-total">
          {total}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The duplicate-file note of an import: the same file was placed before (warning, with the batch) or only
 * imported before (information), with the earlier import time.
 * @see spec 02 §7 (importExcel duplicate note)
 */
export function DuplicateNote({ duplicateOf }: { duplicateOf: NonNullable<BatchImport['duplicateOf']> }) {
  return (
    <Callout
      compact
      intent={duplicateOf.batchSerialNo ? 'warning' : 'primary'}
      icon="duplicate"
      className="fd-batch-duplicate"
      data-testid="batch-duplicate"
    >
      {duplicateOf.batchSerialNo
        ? t('webBatch.duplicate.placed', {
            time: formatDateTime(duplicateOf.importedAt),
            batchSerialNo: duplicateOf.batchSerialNo,
          })
        : t('webBatch.duplicate.imported', { time: formatDateTime(duplicateOf.importedAt) })}
    </Callout>
  );
}
