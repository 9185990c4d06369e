import { HTMLTable } from '@blueprintjs/core';
import { formatNumber, t, type CockpitRankRowDto } from '@funddesk/core';
import { HeadRow, type ColumnHead } from '../../components/HeadRow/HeadRow';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';
import { SimulatedLegend, simulatedLabel } from '../product/common/SimulatedMark';
import { HoldingProfitCells } from '../asset/assetFormat';

/** Props of {@link RankingTable}. */
export interface RankingTableProps {
  /** The table's accessible name (and caption). */
  title: string;
  rows: readonly CockpitRankRowDto[];
  loading: boolean;
}

/**
 * The ranking's columns (spec 03 §7 positionRanking/profitRanking fields); 市值 carries the 模拟 mark when a row
 * is valued at a simulated NAV (one mark per column, never one per row: issue 17 §3).
 */
const rankingColumns = (simulated: boolean): ColumnHead[] => [
  { key: 'rank', label: t('cockpit.col.rank') },
  { key: 'fund', label: t('cockpit.col.fund') },
  {
    key: 'marketValue',
    label: simulated ? simulatedLabel(t('cockpit.col.marketValue')) : t('cockpit.col.marketValue'),
    numeric: true,
  },
  { key: 'percent', label: t('cockpit.col.percent'), numeric: true },
  { key: 'holdingProfit', label: t('cockpit.col.holdingProfit'), numeric: true },
  { key: 'holdingProfitRate', label: t('cockpit.col.holdingProfitRate'), numeric: true },
  { key: 'institutions', label: t('cockpit.col.institutions'), numeric: true },
];

/**
 * A cockpit ranking (持仓排行, 收益排行; spec 03 §7 pc/cockpit/positionRanking, profitRanking): rank, fund, market
 * value with its share, holding profit and rate, institutions holding it; 模拟 where valued at a simulated NAV.
 */
export function RankingTable({ title, rows, loading }: RankingTableProps) {
  const simulated = rows.some((r) => r.simulated);
  return (
    <div className={`fd-table-wrap${loading ? ' is-loading' : ''}`}>
      <HTMLTable compact striped className="fd-dense-table" aria-label={title}>
        <thead>
          <HeadRow columns={rankingColumns(simulated)} />
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fundId} data-fund={r.fundId}>
              <td className="fd-num">{r.rank}</td>
              <td className="fd-cockpit-name" title={`${r.fundName}（${r.fundId}）`}>
                {r.fundName}
                <div className="fd-muted fd-code">{r.fundId}</div>
              </td>
              <td className="fd-num">{formatNumber(r.marketValue, 2)}</td>
              <td className="fd-num">{formatNumber(r.percent, 2)}%</td>
              <HoldingProfitCells holdingProfit={r.holdingProfit} holdingProfitRate={r.holdingProfitRate} />
              <td className="fd-num">{r.institutions}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 ? <TableEmpty loading={loading} /> : null}
      {simulated ? <SimulatedLegend /> : null}
    </div>
  );
}
