import { useId, useState } from 'react';
import { Button, FormGroup, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import {
  COMPARE_MAX_FUNDS,
  COMPARE_MIN_FUNDS,
  FUND_SEARCH_MAX_LENGTH,
  t,
  type FundSearchItem,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { useFundSearch } from '../../components/FundSearch/useFundSearch';

/** Props of {@link FundPicker}. */
export interface FundPickerProps {
  /** The chosen codes, in order. */
  codes: readonly string[];
  /** Names known for chosen codes (from the search or the comparison's answer); the code alone otherwise. */
  names: Readonly<Record<string, string>>;
  onAdd: (fund: FundSearchItem) => void;
  onRemove: (code: string) => void;
  /** The most funds (default {@link COMPARE_MAX_FUNDS}; the simulated portfolio takes 20). */
  max?: number;
  /** The fewest funds (default {@link COMPARE_MIN_FUNDS}). */
  min?: number;
  /** List the chosen funds as tags (default); the portfolio editor lists them in its weights table. */
  showChosen?: boolean;
}

/** Search results shown at once (the first page of fundSearch). */
const RESULTS_SHOWN = 8;

/**
 * Picks 2 to 6 funds for a comparison (issue 14 §5): a labelled search box over the header search's data
 * (fundSearch by code, name or pinyin, 600 ms throttle; useFundSearch), the first results with an 添加 button
 * each, and the chosen funds as tags with a named 移除 button. Adding stops at {@link COMPARE_MAX_FUNDS}; under
 * {@link COMPARE_MIN_FUNDS} the picker says how many are needed.
 * @see spec 03 §5 (search input at most 25 characters), spec 01 §5
 */
export function FundPicker({
  codes,
  names,
  onAdd,
  onRemove,
  max = COMPARE_MAX_FUNDS,
  min = COMPARE_MIN_FUNDS,
  showChosen = true,
}: FundPickerProps) {
  const client = useGateway();
  const { state, search } = useFundSearch(client);
  const [text, setText] = useState('');
  const inputId = useId();
  const resultsId = useId();
  const full = codes.length >= max;
  const results = state.items.slice(0, RESULTS_SHOWN);

  return (
    <div className="fd-ft-picker">
      <FormGroup
        label={t('fundTools.picker.label')}
        labelFor={inputId}
        helperText={
          full
            ? t('fundTools.picker.full', { max })
            : t('fundTools.picker.chosen', { count: codes.length, max })
        }
      >
        <InputGroup
          id={inputId}
          type="search"
          value={text}
          maxLength={FUND_SEARCH_MAX_LENGTH}
          disabled={full}
          aria-controls={resultsId}
          rightElement={state.loading ? <Spinner size={14} /> : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            search(value);
          }}
        />
      </FormGroup>
      <ul className="fd-ft-results" id={resultsId} aria-label={t('fundTools.picker.results')}>
        {state.answered && state.keyword !== '' && results.length === 0 ? (
          <li className="fd-note">{t('fundTools.picker.noMatch')}</li>
        ) : null}
        {state.keyword !== ''
          ? results.map((fund) => {
              const chosen = codes.includes(fund.fundId);
              return (
                <li key={fund.fundId}>
                  <span className="fd-ft-result-name">
                    {fund.fundName}（{fund.fundId}）
                  </span>
                  <span className="fd-note">{fund.fundTypeDetail || fund.fundTypeText}</span>
                  <Button
                    size="small"
                    variant="outlined"
                    text={t('fundTools.picker.add')}
                    aria-label={`${t('fundTools.picker.add')} ${fund.fundName}`}
                    disabled={chosen || full}
                    onClick={() => onAdd(fund)}
                  />
                </li>
              );
            })
          : null}
      </ul>
      {showChosen ? (
        <ul className="fd-ft-chosen" aria-label={t('fundTools.picker.chosen', { count: codes.length, max })}>
          {codes.map((code) => {
            const name = names[code] ?? code;
            return (
              <li key={code}>
                <Tag size="large" minimal>
                  {name}（{code}）
                </Tag>
                <Button
                  size="small"
                  variant="minimal"
                  text={t('fundTools.picker.removeShort')}
                  aria-label={t('fundTools.picker.remove', { name })}
                  onClick={() => onRemove(code)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {codes.length < min ? (
        <p className="fd-note" role="status">
          {t('fundTools.picker.needMore', { min })}
        </p>
      ) : null}
    </div>
  );
}
