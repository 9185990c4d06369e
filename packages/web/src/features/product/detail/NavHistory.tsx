import { useState } from 'react';
import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatNumber, NAV_TABLE_PAGE_SIZE, product, t } from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { ChangeText } from '../common/ChangeText';
import { Pager } from '../common/Pager';
import { SimulatedTag } from '../common/SimulatedTag';

/** Rows per page of the NAV history (core NAV_TABLE_PAGE_SIZE). */
export const NAV_HISTORY_PAGE_SIZE = NAV_TABLE_PAGE_SIZE;

/** Props of {@link NavHistory}. */
export interface NavHistoryProps {
  fundId: string;
}

/**
 * 历史净值: the fund's daily unit NAV and daily change, newest first, 20 a page, paged on the server
 * (fund/queryFundNetValueTable; only the shown page travels). The model's days after the data ends carry a
 * 模拟 tag.
 * @see spec 03 §7 (fund/queryFundNetValueTable), §5 (rates 2 decimals else '--', pagination at most 7 numbers);
 *   issue 14 §2 (NAV table with paging)
 */
export function NavHistory({ fundId }: NavHistoryProps) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useCall(
    product.fundNetValueTable,
    { fundId, pagination: { currentPage: page, pagesize: NAV_HISTORY_PAGE_SIZE } },
    { hideResult: true, keepPreviousData: true },
  );
  const rows = data?.list ?? [];
  return (
    <Card compact className="fd-section" aria-labelledby="fd-nav-title">
      <div className="fd-section-head">
        <h4 id="fd-nav-title">{t('product.navHistory.title')}</h4>
        {data && (
          <span className="fd-section-tools fd-note fd-num">
            {t('product.navHistory.count', { total: data.pagination.totalRows })}
          </span>
        )}
      </div>
      {error && !data ? (
        <p className="fd-note">{error.message}</p>
      ) : isLoading && !data ? (
        <Spinner size={20} />
      ) : rows.length === 0 ? (
        <p className="fd-note">{t('common.empty')}</p>
      ) : (
        <>
          <HTMLTable
            compact
            striped
            className="fd-table"
            data-testid="nav-history"
            aria-labelledby="fd-nav-title"
          >
            <thead>
              <tr>
                <th>{t('product.navHistory.date')}</th>
                <th className="fd-num">{t('product.navHistory.nav')}</th>
                <th className="fd-num">{t('product.navHistory.dailyReturn')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
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
            <Pager
              page={data?.pagination.currentPage ?? page}
              pageCount={data?.pagination.pageCount ?? 0}
              onChange={setPage}
            />
          </div>
        </>
      )}
    </Card>
  );
}
