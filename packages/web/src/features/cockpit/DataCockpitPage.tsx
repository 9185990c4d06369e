import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, FormGroup, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import {
  cockpit,
  formatNumber,
  t,
  type CockpitHoldRow,
  type CockpitInstitutionRow,
  type MessageKey,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';
import { HoldingProfitCells, ProfitText } from '../asset/assetFormat';
import { SimulatedTag } from '../product/common/SimulatedTag';
import { SortHeader } from '../../components/SortHeader/SortHeader';
import { useSortedRows, type SortColumn } from './useSortedRows';
import '../product/product.css';
import '../trade/screens.css';
import './cockpit.css';

/** A sortable column of one of the report's tables, with its header. */
type Column<R> = SortColumn<R> & { header: MessageKey };

/** A column showing the row's field `key` (decimal text when numeric, else text), headed `header`. */
function field<R>(key: keyof R & string, header: MessageKey, numeric = true): Column<R> {
  return {
    key,
    header,
    numeric,
    value: (r) => {
      const v = r[key];
      return v === null || v === undefined ? null : String(v);
    },
  };
}

/** The figures both tables show of an institution or of one holding. */
type Figures = Pick<
  CockpitHoldRow,
  'corpName' | 'marketValue' | 'cost' | 'holdingProfit' | 'holdingProfitRate' | 'dayProfit'
>;

/**
 * The columns of both tables: 机构名称, the table's own (`before`), 市值, the table's own (`after`), then 成本, 持有收益,
 * 收益率 and 日收益.
 */
function reportColumns<R extends Figures>(before: Column<R>[], after: Column<R>[]): readonly Column<R>[] {
  return [
    field<R>('corpName', 'cockpit.col.corpName', false),
    ...before,
    field<R>('marketValue', 'cockpit.col.marketValue'),
    ...after,
    field<R>('cost', 'cockpit.col.cost'),
    field<R>('holdingProfit', 'cockpit.col.holdingProfit'),
    field<R>('holdingProfitRate', 'cockpit.col.holdingProfitRate'),
    field<R>('dayProfit', 'cockpit.col.dayProfit'),
  ];
}

const institutionColumns = reportColumns<CockpitInstitutionRow>(
  [field('funds', 'cockpit.col.funds')],
  [field('percent', 'cockpit.col.percent')],
);

const holdingColumns = reportColumns<CockpitHoldRow>(
  [
    field('fundName', 'cockpit.col.fund', false),
    field('shares', 'cockpit.col.shares'),
    field('nav', 'cockpit.col.nav'),
  ],
  [],
);

/** The last four cells of a row of either table (and of the total): 成本, 持有收益, 收益率 and 日收益. */
function CostAndProfitCells({
  figures,
}: {
  figures: Pick<Figures, 'cost' | 'holdingProfit' | 'holdingProfitRate' | 'dayProfit'>;
}) {
  return (
    <>
      <td className="fd-num">{formatNumber(figures.cost, 2)}</td>
      <HoldingProfitCells
        holdingProfit={figures.holdingProfit}
        holdingProfitRate={figures.holdingProfitRate}
      />
      <td className="fd-num">
        <ProfitText value={figures.dayProfit} />
      </td>
    </>
  );
}

/** Props of {@link SortedTable}. */
interface SortedTableProps<R> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  loading: boolean;
  /** The body's rows, given the rows sorted as the user chose (by market value, descending, at first). */
  children: (sorted: readonly R[]) => ReactNode;
}

/**
 * The frame of the report's two tables: a dense table named `label` whose headers sort it by any column
 * (useSortedRows: decimals compared with Dec), the body drawn by `children`, and 暂无数据 when there are no rows.
 */
function SortedTable<R>({ label, columns, rows, loading, children }: SortedTableProps<R>) {
  const { sorted, sort, sortBy } = useSortedRows(rows, columns, 'marketValue');
  return (
    <div className={`fd-table-wrap${loading ? ' is-loading' : ''}`}>
      <HTMLTable compact striped className="fd-dense-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <SortHeader
                key={c.key}
                label={t(c.header)}
                numeric={c.numeric}
                direction={sort.key === c.key ? sort.direction : null}
                unsortedIcon="double-caret-vertical"
                onSort={() => sortBy(c.key)}
              />
            ))}
          </tr>
        </thead>
        <tbody>{children(sorted)}</tbody>
      </HTMLTable>
      {rows.length === 0 ? <TableEmpty loading={loading} /> : null}
    </div>
  );
}

/** The institutions table: sortable, with the cockpit's total row (the index's figures) at the foot. */
function InstitutionsTable({ rows, loading }: { rows: readonly CockpitInstitutionRow[]; loading: boolean }) {
  const index = useCall(cockpit.cockpitIndex, {});
  const total = index.data;
  return (
    <SortedTable
      label={t('cockpit.report.institutions')}
      columns={institutionColumns}
      rows={rows}
      loading={loading}
    >
      {(sorted) => (
        <>
          {sorted.map((r) => (
            <tr key={r.groupId} data-group={r.groupId}>
              <td className="fd-cockpit-name" title={r.corpName}>
                {r.corpName} <span className="fd-muted fd-code">{r.groupId}</span>
              </td>
              <td className="fd-num">{r.funds}</td>
              <td className="fd-num">{formatNumber(r.marketValue, 2)}</td>
              <td className="fd-num">{formatNumber(r.percent, 2)}%</td>
              <CostAndProfitCells figures={r} />
            </tr>
          ))}
          {total && rows.length > 0 ? (
            <tr className="fd-total-row">
              <td>{t('cockpit.report.total')}</td>
              <td className="fd-num">{total.funds}</td>
              <td className="fd-num">
                {total.simulated ? <SimulatedTag tip={t('cockpit.simulatedTip')} /> : null}
                {formatNumber(total.marketValue, 2)}
              </td>
              <td className="fd-num">{rows.some((r) => r.funds > 0) ? '100.00%' : t('display.none')}</td>
              <CostAndProfitCells figures={total} />
            </tr>
          ) : null}
        </>
      )}
    </SortedTable>
  );
}

/** The holdings table: sortable, one row per institution × fund; NAV with its date and 模拟 when simulated. */
function HoldingsTable({ rows, loading }: { rows: readonly CockpitHoldRow[]; loading: boolean }) {
  return (
    <SortedTable label={t('cockpit.report.holdings')} columns={holdingColumns} rows={rows} loading={loading}>
      {(sorted) =>
        sorted.map((r) => (
          <tr key={`${r.groupId}-${r.fundId}`} data-group={r.groupId} data-fund={r.fundId}>
            <td className="fd-cockpit-name fd-cockpit-org" title={r.corpName}>
              {r.corpName}
            </td>
            <td className="fd-cockpit-name" title={`${r.fundName}（${r.fundId}）`}>
              {r.fundName}
              <div className="fd-muted">
                <span className="fd-code">{r.fundId}</span> · {r.fundTypeText}
              </div>
            </td>
            <td className="fd-num">{formatNumber(r.shares, 2)}</td>
            <td className="fd-num" title={r.navDate ?? undefined}>
              {r.navSource === 'simulated' ? <SimulatedTag tip={t('cockpit.simulatedTip')} /> : null}
              {formatNumber(r.nav, 4, { thousands: false })}
              <div className="fd-muted">{r.navDate ?? ''}</div>
            </td>
            <td className="fd-num">{formatNumber(r.marketValue, 2)}</td>
            <CostAndProfitCells figures={r} />
          </tr>
        ))
      }
    </SortedTable>
  );
}

/**
 * 数据驾驶舱 (/cockpit/dataCockpit; spec 03 §2 "Cockpit" dataCockpit, §7 pc/cockpit/queryHoldDetail): the report
 * over the related institutions — 机构汇总 (one row per related institution, total at the foot) and 持仓明细 (one
 * row per holding, filterable by institution), both sortable by any column; 导出 Excel downloads both sheets.
 */
export function DataCockpitPage() {
  const client = useGateway();
  const detail = useCall(cockpit.cockpitHoldDetail, {});
  const [groupId, setGroupId] = useState('');
  const [exporting, setExporting] = useState(false);
  const filterId = useId();
  const data = detail.data;
  const holdings = useMemo(
    () => (data?.list ?? []).filter((h) => groupId === '' || h.groupId === groupId),
    [data, groupId],
  );

  const exportReport = async () => {
    setExporting(true);
    try {
      saveDownloadedFile(await client.download(cockpit.cockpitExportHoldDetail, {}));
      notifier.success(t('cockpit.report.exported'));
    } catch {
      // shown by the notifier
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="fd-product fd-screens fd-cockpit">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('menu.cockpit.dataCockpit')}</h2>
        {data?.asOf ? <span className="fd-note">{t('cockpit.asOfOnly', { asOf: data.asOf })}</span> : null}
        {detail.isLoading ? <Spinner size={14} /> : null}
        <span className="fd-spacer" />
        <Button
          icon="export"
          text={t('cockpit.report.export')}
          loading={exporting}
          disabled={!data}
          onClick={() => void exportReport()}
        />
      </Card>
      <Card>
        <h3 className="fd-section-title">{t('cockpit.report.institutions')}</h3>
        <InstitutionsTable rows={data?.institutions ?? []} loading={detail.isLoading} />
      </Card>
      <Card>
        <div className="fd-controls">
          <h3 className="fd-section-title">{t('cockpit.report.holdings')}</h3>
          <FormGroup label={t('cockpit.report.filter')} labelFor={filterId} inline>
            <HTMLSelect
              id={filterId}
              value={groupId}
              onChange={(event) => setGroupId(event.currentTarget.value)}
              options={[
                { value: '', label: t('cockpit.report.allInstitutions') },
                ...(data?.institutions ?? []).map((i) => ({ value: i.groupId, label: i.corpName })),
              ]}
            />
          </FormGroup>
          <span className="fd-note">{t('cockpit.report.count', { n: holdings.length })}</span>
        </div>
        <HoldingsTable rows={holdings} loading={detail.isLoading} />
      </Card>
    </div>
  );
}
