import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert, Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import {
  yiToYuan,
  yuanToYi,
  product,
  riskLevelCodes,
  riskLevelText,
  screeningFiltersDecision,
  screeningReturnFields,
  t,
  type MessageKey,
  type RiskLevelCode,
  type ScreeningOpenState,
  type ScreeningReturnField,
} from '@funddesk/core';
import { useCall, useGateway } from '../../../api/hooks';
import { notifier } from '../../../app/notifier';
import { saveDownloadedFile } from '../../../components/GeneratedFile/saveFile';
import { CompanyPicker } from '../../fundTools/CompanyPicker';
import './screeningPanel.css';

/** The screening filters of the list (core api/product.ts screeningFiltersSchema). */
export type ScreeningFilters = product.ScreeningFiltersInput;
/** The filters the panel edits: everything but the type, which the list's type bar sets. */
export type PanelFilters = Omit<ScreeningFilters, 'fundTypeCode'>;
/** The list query without paging, as exportExcelFund takes it. */
export type ExportQuery = z.input<typeof product.exportExcelFund.request>;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Draft text of the inputs (what the person typed). */
interface Draft {
  risks: RiskLevelCode[];
  companies: string[];
  sizeMin: string;
  sizeMax: string;
  returns: Record<ScreeningReturnField, { min: string; max: string }>;
  openState: ScreeningOpenState | '';
}

/** The draft of applied filters: sizes back in 亿元. */
export function draftOf(filters: PanelFilters): Draft {
  const yi = (yuan: string | undefined): string => (yuan ? yuanToYi(yuan).toString() : '');
  const returns = Object.fromEntries(
    screeningReturnFields.map((field) => {
      const range = filters.returnRanges?.find((r) => r.field === field);
      return [field, { min: range?.min ?? '', max: range?.max ?? '' }];
    }),
  ) as Draft['returns'];
  return {
    risks: [...(filters.riskLevels ?? [])],
    companies: [...(filters.companies ?? [])],
    sizeMin: yi(filters.fundSizeMin),
    sizeMax: yi(filters.fundSizeMax),
    returns,
    openState: filters.openState ?? '',
  };
}

/** The filters of a draft, or the first input that is not a number. Sizes go from 亿元 to yuan (2 decimals). */
export function filtersOf(draft: Draft): { filters: PanelFilters } | { invalid: string } {
  const texts = [
    draft.sizeMin,
    draft.sizeMax,
    ...screeningReturnFields.flatMap((f) => [draft.returns[f].min, draft.returns[f].max]),
  ];
  const invalid = texts.map((x) => x.trim()).find((x) => x !== '' && !NUMBER.test(x));
  if (invalid !== undefined) return { invalid };
  const yuan = (yi: string): string | undefined => (yi.trim() === '' ? undefined : yiToYuan(yi.trim()));
  const companies = draft.companies;
  const returnRanges = screeningReturnFields
    .map((field) => ({ field, min: draft.returns[field].min.trim(), max: draft.returns[field].max.trim() }))
    .filter((r) => r.min !== '' || r.max !== '')
    .map((r) => ({ field: r.field, ...(r.min ? { min: r.min } : {}), ...(r.max ? { max: r.max } : {}) }));
  const filters: PanelFilters = {};
  if (draft.risks.length) filters.riskLevels = draft.risks;
  if (companies.length) filters.companies = companies;
  const sizeMin = yuan(draft.sizeMin);
  const sizeMax = yuan(draft.sizeMax);
  if (sizeMin !== undefined) filters.fundSizeMin = sizeMin;
  if (sizeMax !== undefined) filters.fundSizeMax = sizeMax;
  if (returnRanges.length) filters.returnRanges = returnRanges;
  if (draft.openState) filters.openState = draft.openState;
  return { filters };
}

/** Props of {@link ScreeningPanel}. */
export interface ScreeningPanelProps {
  /** The applied filters (from the URL). */
  filters: PanelFilters;
  /** The list's type filter, saved with a scheme. */
  fundTypeCode: ScreeningFilters['fundTypeCode'];
  /** Applies filters (and the type of a scheme) to the list, back to page 1. */
  onApply: (filters: PanelFilters, fundTypeCode?: ScreeningFilters['fundTypeCode']) => void;
  /** The list query without paging, for the export. */
  exportQuery: ExportQuery;
  /** Whether the list has rows to export. */
  canExport: boolean;
}

/**
 * The screener of /product/publicIndex (issue 14 §2): risk levels, companies, size range in 亿元, return ranges
 * (日涨跌幅, 近3月, 近1年 in percent), open-day state (spec 03 §4); contradictory ranges are caught by core
 * screeningFiltersDecision before the list is asked (the server refuses them too, FD3050). Saved schemes: choose,
 * save (name 1–20 characters, optionally the default), set or clear the default, delete after confirmation;
 * exportExcelFund of the filtered list. Toasts per spec 02 §8.
 */
export function ScreeningPanel(props: ScreeningPanelProps) {
  const { filters, fundTypeCode, onApply, exportQuery, canExport } = props;
  const client = useGateway();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  // The inputs follow the applied filters when they change from outside (a scheme, the URL, back).
  const applied = JSON.stringify(filters);
  useEffect(() => {
    setDraft(draftOf(JSON.parse(applied) as PanelFilters));
  }, [applied]);
  const [problem, setProblem] = useState<string | null>(null);
  const [schemeId, setSchemeId] = useState<number | null>(null);
  const [naming, setNaming] = useState<string | null>(null);
  const [asDefault, setAsDefault] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const schemes = useCall(product.queryScreeningSchemes, {});
  const list = schemes.data?.list ?? [];
  const chosen = list.find((s) => s.id === schemeId) ?? null;

  const checked = (): PanelFilters | null => {
    const result = filtersOf(draft);
    if ('invalid' in result) {
      setProblem(t('screening.invalidNumber'));
      return null;
    }
    const decision = screeningFiltersDecision(result.filters);
    if (!decision.ok) {
      const field = t(`screening.field.${String(decision.params?.field)}` as MessageKey);
      setProblem(t('screening.error.contradictory', { field }));
      return null;
    }
    setProblem(null);
    return result.filters;
  };

  const apply = (e: FormEvent): void => {
    e.preventDefault();
    const next = checked();
    if (next) onApply(next);
  };

  const clear = (): void => {
    setDraft(draftOf({}));
    setProblem(null);
    setSchemeId(null);
    onApply({}, undefined);
  };

  const choose = (value: string): void => {
    const scheme = list.find((s) => String(s.id) === value);
    setSchemeId(scheme?.id ?? null);
    if (!scheme) return;
    const { fundTypeCode: type, ...rest } = scheme.filters;
    setDraft(draftOf(rest));
    setProblem(null);
    onApply(rest, type);
  };

  const change = async (
    run: () => Promise<{ list: { id: number; name: string }[] }>,
    done: MessageKey,
  ): Promise<{ id: number; name: string }[] | null> => {
    try {
      const answer = await run();
      await schemes.mutate(answer as never, { revalidate: false });
      notifier.success(t(done));
      return answer.list;
    } catch {
      return null; // the notifier has shown the catalogue message
    }
  };

  const save = async (): Promise<void> => {
    const next = checked();
    if (!next || naming === null) return;
    const name = naming;
    const saved = await change(
      () =>
        client.call(product.saveScreeningScheme, {
          name,
          filters: { ...next, ...(fundTypeCode ? { fundTypeCode } : {}) },
          isDefault: asDefault,
        }),
      'screening.scheme.saved',
    );
    if (saved) {
      setSchemeId(saved.find((s) => s.name === name.trim())?.id ?? null);
      setNaming(null);
      setAsDefault(false);
    }
  };

  const exportList = async (): Promise<void> => {
    setExporting(true);
    try {
      saveDownloadedFile(await client.download(product.exportExcelFund, exportQuery));
      notifier.success(t('screening.exported'));
    } catch {
      // shown by the notifier
    } finally {
      setExporting(false);
    }
  };

  const range = (field: ScreeningReturnField | 'size', label: string) => {
    const value = field === 'size' ? { min: draft.sizeMin, max: draft.sizeMax } : draft.returns[field];
    const set = (side: 'min' | 'max', text: string): void =>
      setDraft((d) =>
        field === 'size'
          ? { ...d, [side === 'min' ? 'sizeMin' : 'sizeMax']: text }
          : { ...d, returns: { ...d.returns, [field]: { ...d.returns[field], [side]: text } } },
      );
    return (
      <span className="fd-scr-range" key={field}>
        <span className="fd-scr-label">{label}</span>
        <InputGroup
          size="small"
          inputMode="decimal"
          aria-label={t('screening.min', { field: label })}
          value={value.min}
          onValueChange={(text) => set('min', text)}
        />
        <span aria-hidden="true">~</span>
        <InputGroup
          size="small"
          inputMode="decimal"
          aria-label={t('screening.max', { field: label })}
          value={value.max}
          onValueChange={(text) => set('max', text)}
        />
      </span>
    );
  };

  return (
    <form className="fd-scr" onSubmit={apply} aria-label={t('screening.filters')}>
      <div className="fd-scr-row" role="group" aria-label={t('screening.risk')}>
        <span className="fd-scr-label">{t('screening.risk')}</span>
        {riskLevelCodes.map((code) => (
          <Checkbox
            key={code}
            inline
            label={riskLevelText(code)}
            checked={draft.risks.includes(code)}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setDraft((d) => ({
                ...d,
                risks: on ? [...d.risks, code] : d.risks.filter((r) => r !== code),
              }));
            }}
          />
        ))}
        <span className="fd-scr-label">{t('screening.openState')}</span>
        <HTMLSelect
          minimal
          aria-label={t('screening.openState')}
          value={draft.openState}
          onChange={(e) => {
            const openState = e.currentTarget.value as Draft['openState'];
            setDraft((d) => ({ ...d, openState }));
          }}
          options={[
            { value: '', label: t('screening.openState.any') },
            { value: 'buyOpen', label: t('screening.openState.buyOpen') },
            { value: 'paused', label: t('screening.openState.paused') },
          ]}
        />
        <span className="fd-scr-label">{t('screening.company')}</span>
        <CompanyPicker
          className="fd-scr-company"
          label={t('screening.company')}
          value={draft.companies}
          onChange={(companies) => setDraft((d) => ({ ...d, companies }))}
        />
      </div>
      <div className="fd-scr-row">
        {range('size', t('screening.sizeYi'))}
        {screeningReturnFields.map((field) =>
          range(field, t('screening.returnPercent', { field: t(`screening.field.${field}`) })),
        )}
      </div>
      <div className="fd-scr-row">
        <Button size="small" type="submit" intent="primary" text={t('screening.apply')} />
        <Button size="small" variant="minimal" text={t('screening.clear')} onClick={clear} />
        {problem ? (
          <span className="fd-scr-problem" role="alert">
            {problem}
          </span>
        ) : null}
        <span className="fd-scr-spacer" />
        <HTMLSelect
          minimal
          aria-label={t('screening.schemes')}
          value={chosen ? String(chosen.id) : ''}
          onChange={(e) => choose(e.currentTarget.value)}
          options={[
            { value: '', label: t('screening.scheme.choose') },
            ...list.map((s) => ({
              value: String(s.id),
              label: s.isDefault ? t('screening.scheme.defaultTag', { name: s.name }) : s.name,
            })),
          ]}
        />
        {naming === null ? (
          <Button
            size="small"
            icon="floppy-disk"
            text={t('screening.scheme.save')}
            onClick={() => setNaming('')}
          />
        ) : (
          <>
            <InputGroup
              size="small"
              aria-label={t('screening.scheme.name')}
              placeholder={t('screening.scheme.namePlaceholder')}
              value={naming}
              onValueChange={setNaming}
            />
            <Checkbox
              inline
              label={t('screening.scheme.asDefault')}
              checked={asDefault}
              onChange={(e) => setAsDefault(e.currentTarget.checked)}
            />
            <Button
              size="small"
              intent="primary"
              text={t('screening.scheme.save')}
              onClick={() => void save()}
            />
          </>
        )}
        {chosen ? (
          <>
            <Button
              size="small"
              text={t(chosen.isDefault ? 'screening.scheme.clearDefault' : 'screening.scheme.setDefault')}
              onClick={() =>
                void change(
                  () =>
                    client.call(product.setDefaultScreeningScheme, {
                      id: chosen.isDefault ? null : chosen.id,
                    }),
                  chosen.isDefault ? 'screening.scheme.defaultCleared' : 'screening.scheme.defaultSet',
                )
              }
            />
            <Button
              size="small"
              icon="trash"
              intent="danger"
              text={t('screening.scheme.delete')}
              onClick={() => setDeleting(true)}
            />
          </>
        ) : null}
        <Button
          size="small"
          icon="export"
          text={t('screening.export')}
          loading={exporting}
          disabled={!canExport}
          onClick={() => void exportList()}
        />
      </div>
      <Alert
        isOpen={deleting && chosen !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('screening.scheme.delete')}
        cancelButtonText={t('screening.cancel')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          if (!chosen) return;
          void change(
            () => client.call(product.deleteScreeningScheme, { id: chosen.id }),
            'screening.scheme.deleted',
          ).then((left) => {
            if (left) setSchemeId(null);
          });
        }}
      >
        {chosen ? t('screening.scheme.deleteConfirm', { name: chosen.name }) : null}
      </Alert>
    </form>
  );
}
