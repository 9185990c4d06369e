import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Checkbox, NonIdealState, Switch } from '@blueprintjs/core';
import { t, type BatchImport, type BatchTradeType } from '@funddesk/core';
import { DuplicateNote, SummaryStrip } from './BatchSummary';
import { ValidationTable } from './ValidationTable';

/** Why placing is blocked, as the page computes it (placeBlock). */
export type PlaceBlock = 'none' | 'noImport' | 'noValid' | 'invalid' | 'placed';

/** Props of {@link BatchImportResult}. */
export interface BatchImportResultProps {
  tradeType: BatchTradeType;
  result: BatchImport;
  /** 只下单有效行, owned by the page (placing reads it). */
  onlyValid: boolean;
  onOnlyValid: (onlyValid: boolean) => void;
  /** Why placing is blocked (the hint next to the button). */
  block: PlaceBlock;
  canPlace: boolean;
  submitting: boolean;
  onPlace: () => void;
}

/**
 * The card of an import: the summary strip, the duplicate-file note, 仅看错误行 (every row shown again for a
 * new import), the reason placing is blocked, 只下单有效行 (when some rows are invalid), the place button,
 * and the validation table with the bad cells marked.
 * @see spec 02 §2 (multiBuy, multiSell), §5 (only valid rows), §7 (importExcel answer)
 */
export function BatchImportResult({
  tradeType,
  result,
  onlyValid,
  onOnlyValid,
  block,
  canPlace,
  submitting,
  onPlace,
}: BatchImportResultProps) {
  const [errorsOnly, setErrorsOnly] = useState(false);
  useEffect(() => setErrorsOnly(false), [result.importId]);
  const rows = useMemo(
    () => (errorsOnly ? result.rows.filter((row) => !row.valid) : result.rows),
    [result, errorsOnly],
  );

  return (
    <Card className="fd-batch-result">
      <SummaryStrip result={result} />
      {result.duplicateOf ? <DuplicateNote duplicateOf={result.duplicateOf} /> : null}
      <div className="fd-batch-toolbar">
        <Switch
          className="fd-batch-toolbar__switch"
          checked={errorsOnly}
          disabled={result.invalidRows === 0}
          label={t('webBatch.filter.errorsOnly')}
          onChange={(event) => setErrorsOnly(event.currentTarget.checked)}
        />
        <span className="fd-batch-toolbar__spacer" />
        {block === 'invalid' || block === 'noValid' ? (
          <span className="fd-filter-error" role="alert">
            {t(block === 'invalid' ? 'webBatch.placeBlocked' : 'webBatch.noValid')}
          </span>
        ) : null}
        {result.invalidRows > 0 ? (
          <Checkbox
            className="fd-batch-toolbar__check"
            checked={onlyValid}
            disabled={result.validRows === 0 || submitting}
            label={t('webBatch.onlyValid')}
            onChange={(event) => onOnlyValid(event.currentTarget.checked)}
          />
        ) : null}
        <Button
          intent="primary"
          icon="send-message"
          text={t('webBatch.place')}
          disabled={!canPlace}
          loading={submitting}
          onClick={onPlace}
        />
      </div>
      {rows.length === 0 ? (
        <NonIdealState className="fd-table-empty" icon="tick-circle" description={t('webBatch.noErrors')} />
      ) : (
        <ValidationTable tradeType={tradeType} rows={rows} />
      )}
    </Card>
  );
}
