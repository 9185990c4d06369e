import { HTMLTable } from '@blueprintjs/core';
import { formatNumber, fundTypeText, t, type Position } from '@funddesk/core';
import { SimulatedTag } from '../product/common/SimulatedTag';
import { HoldingProfitCells, ProfitText } from './assetFormat';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';

/** The route of a holding's detail (spec 03 §2 positionDetails/:fundId). */
export function positionDetailPath(fundId: string): string {
  return `/asset/positionDetails/${encodeURIComponent(fundId)}`;
}

/** Props of {@link PositionTable}. */
export interface PositionTableProps {
  positions: readonly Position[];
  loading?: boolean;
  /** Whether to show the account column (several accounts chosen). */
  showAccount?: boolean;
  onOpen?: (position: Position) => void;
}

/**
 * The positions table: fund, shares, NAV with its date (模拟 when simulated), market value, holding
 * profit and rate, day profit; red up, green down. A row opens its position detail.
 * @see spec 03 §2 asset index, §5 number display
 */
export function PositionTable({
  positions,
  loading = false,
  showAccount = false,
  onOpen,
}: PositionTableProps) {
  return (
    <div className={`fd-table-wrap${loading ? ' is-loading' : ''}`}>
      <HTMLTable
        compact
        striped
        interactive={onOpen !== undefined}
        className="fd-dense-table"
        aria-label={t('screens.asset.positions')}
      >
        <thead>
          <tr>
            <th>{t('screens.col.fund')}</th>
            {showAccount ? <th>{t('screens.col.corpName')}</th> : null}
            <th className="fd-num">{t('screens.asset.col.shares')}</th>
            <th className="fd-num">{t('screens.asset.col.nav')}</th>
            <th className="fd-num">{t('screens.asset.col.marketValue')}</th>
            <th className="fd-num">{t('screens.asset.col.holdingProfit')}</th>
            <th className="fd-num">{t('screens.asset.col.holdingProfitRate')}</th>
            <th className="fd-num">{t('screens.asset.col.dayProfit')}</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <tr
              key={`${p.groupId}-${p.fundId}`}
              data-fund={p.fundId}
              onClick={onOpen ? () => onOpen(p) : undefined}
              className={onOpen ? 'fd-row-link' : undefined}
            >
              <td>
                <span className="fd-fund-cell">
                  <span className="fd-ellipsis" title={p.fundName}>
                    {p.fundName}
                  </span>
                  <span className="fd-muted">
                    <span className="fd-code">{p.fundId}</span> · {fundTypeText(p.fundTypeCode)}
                  </span>
                </span>
              </td>
              {showAccount ? <td className="fd-ellipsis">{p.corpName}</td> : null}
              <td className="fd-num">{formatNumber(p.shares, 2)}</td>
              <td className="fd-num">
                <span className="fd-fund-cell">
                  <span>
                    {p.navSource === 'simulated' ? (
                      <SimulatedTag tip={t('screens.asset.simulatedNav')} />
                    ) : null}
                    {formatNumber(p.nav, 4, { thousands: false })}
                  </span>
                  <span className="fd-muted">{p.navDate ?? t('display.none')}</span>
                </span>
              </td>
              <td className="fd-num">{formatNumber(p.marketValue, 2)}</td>
              <HoldingProfitCells holdingProfit={p.holdingProfit} holdingProfitRate={p.holdingProfitRate} />
              <td className="fd-num">
                <ProfitText value={p.dayProfit} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {positions.length === 0 ? <TableEmpty loading={loading} /> : null}
    </div>
  );
}
