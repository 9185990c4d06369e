import { useState } from 'react';
import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatNumber, navTrendPoints, product, t } from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { ChangeText } from '../common/ChangeText';
import { Pager } from '../common/Pager';
import { SimulatedTag } from '../common/SimulatedTag';

/** Rows per page of the NAV history. */
export const NAV_HISTORY_PAGE_SIZE = 20;

/** Props of {@link NavHistory}. */
export interface NavHistoryProps {
  fundId: string;
}

/**
 * 历史净值: the fund's daily unit NAV and daily growth, newest first, paged on the client (the whole
 * history comes from pc/ins/fund/nvTrend with period `all`, which the chart shares through SWR).
 * Simulated days carry a 模拟 tag.
 * @see spec 03 §7 (pc/ins/fund/nvTrend), §5 (rates 2 decimals else '--', pagination at most 7 numbers)
 */
export function NavHistory({ fundId }: NavHistoryProps) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useCall(product.nvTrend, { fundId, period: 'all' });
  const points = data ? navTrendPoints(data).reverse() : [];
  const pageCount = Math.ceil(points.length / NAV_HISTORY_PAGE_SIZE);
  const shown = points.slice((page - 1) * NAV_HISTORY_PAGE_SIZE, page * NAV_HISTORY_PAGE_SIZE);
  return (
    <Card compact className="fd-section" aria-labelledby="fd-nav-title">
      <div className="fd-section-head">
        <h4 id="fd-nav-title">{t('product.navHistory.title')}</h4>
        {data && (
          <span className="fd-section-tools fd-note fd-num">
            {t('product.navHistory.count', { total: points.length })}
          </span>
        )}
      </div>
      {isLoading ? (
        <Spinner size={20} />
      ) : points.length === 0 ? (
        <p className="fd-note">{t('common.empty')}</p>
      ) : (
        <>
          <HTMLTable compact striped className="fd-table" data-testid="nav-history">
            <thead>
              <tr>
                <th>{t('product.navHistory.date')}</th>
                <th className="fd-num">{t('product.navHistory.nav')}</th>
                <th className="fd-num">{t('product.navHistory.dailyReturn')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.date}>
                  <td className="fd-num-left">
                    {p.date}
                    {p.source === 'simulated' && <SimulatedTag tip={t('product.simulated.navTip')} />}
                  </td>
                  <td className="fd-num">{formatNumber(p.nav, 4, { thousands: false })}</td>
                  <td className="fd-num">
                    <ChangeText value={p.dailyReturn} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <div className="fd-footer">
            <Pager page={page} pageCount={pageCount} onChange={setPage} />
          </div>
        </>
      )}
    </Card>
  );
}
