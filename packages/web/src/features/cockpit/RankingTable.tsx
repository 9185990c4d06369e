import { HTMLTable } from '@blueprintjs/core';
import { formatNumber, t, type CockpitRankRowDto } from '@funddesk/core';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedTag } from '../product/common/SimulatedTag';
import { ProfitText } from '../asset/assetFormat';

/** Props of {@link RankingTable}. */
export interface RankingTableProps {
  /** The table's accessible name (and caption). */
  title: string;
  rows: readonly CockpitRankRowDto[];
  loading: boolean;
}

/**
 * A cockpit ranking (持仓排行, 收益排行; spec 03 §7 pc/cockpit/positionRanking, profitRanking): rank, fund, market
 * value with its share, holding profit and rate, institutions holding it; 模拟 where valued at a simulated NAV.
 */
export function RankingTable({ title, rows, loading }: RankingTableProps) {
  return (
    <div className={`fd-table-wrap${loading ? ' is-loading' : ''}`}>
      <HTMLTable compact striped className="fd-dense-table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('cockpit.col.rank')}</th>
            <th scope="col">{t('cockpit.col.fund')}</th>
            <th scope="col" className="fd-num">
              {t('cockpit.col.marketValue')}
            </th>
            <th scope="col" className="fd-num">
              {t('cockpit.col.percent')}
            </th>
            <th scope="col" className="fd-num">
              {t('cockpit.col.holdingProfit')}
            </th>
            <th scope="col" className="fd-num">
              {t('cockpit.col.holdingProfitRate')}
            </th>
            <th scope="col" className="fd-num">
              {t('cockpit.col.institutions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fundId} data-fund={r.fundId}>
              <td className="fd-num">{r.rank}</td>
              <td className="fd-cockpit-name" title={`${r.fundName}（${r.fundId}）`}>
                {r.fundName} <span className="fd-muted fd-code">{r.fundId}</span>
              </td>
              <td className="fd-num">
                {r.simulated ? <SimulatedTag tip={t('cockpit.simulatedTip')} /> : null}
                {formatNumber(r.marketValue, 2)}
              </td>
              <td className="fd-num">{formatNumber(r.percent, 2)}%</td>
              <td className="fd-num">
                <ProfitText value={r.holdingProfit} />
              </td>
              <td className="fd-num">
                <ChangeText value={r.holdingProfitRate} />
              </td>
              <td className="fd-num">{r.institutions}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 ? <TableEmpty loading={loading} /> : null}
    </div>
  );
}
