import { Card, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router';
import { productExtras, t, yuanToYi, type ScaleRankRow } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { ChangeText } from '../product/common/ChangeText';
import { PagedList } from '../fundTools/PagedList';
import { OrderedListControls, useOrderedPaging } from './OrderedListControls';
import '../product/product.css';
import './productExtras.css';

/** Rows per page of the rank. */
export const RANK_PAGE_SIZE = 20;

/** The orders of the rank (core scaleRankOrders). */
type RankOrder = (typeof productExtras.scaleRankOrders)[number];

/** A size in yuan as 亿元 with 2 decimals; 暂无 without one. */
export function sizeInYi(sizeYuan: string | null): string {
  return sizeYuan === null ? t('productExtras.rank.none') : yuanToYi(sizeYuan).toFixed(2);
}

/** One row of the table. */
function RankRow({ row }: { row: ScaleRankRow }) {
  const none = t('productExtras.rank.none');
  return (
    <tr>
      <td className="fd-num">{row.rank}</td>
      <th scope="row">
        <Link to={`/product/equality/${row.fundId}`}>{row.fundName}</Link>
        <span className="fd-note">（{row.fundId}）</span>
      </th>
      <td>{row.fundTypeDetail}</td>
      <td>{row.company || none}</td>
      <td className="fd-num">{sizeInYi(row.sizeYuan)}</td>
      <td className="fd-num">{row.nav ?? none}</td>
      <td className="fd-num">{row.navDate ?? none}</td>
      <td className="fd-num">{row.return1y === null ? none : <ChangeText value={row.return1y} />}</td>
    </tr>
  );
}

/**
 * /product/scaleRank 基金规模排行 (issue 14 §2 fund situation; spec 03 §7 "scale-rank page"): every fund ranked
 * by size (the profiles' 最新规模; the others 暂无), 1-year return or NAV from the real NAV, paged.
 */
export function ScaleRankPage() {
  const { order, page, setPage, chooseOrder } = useOrderedPaging<RankOrder>('size');
  const client = useGateway();
  const { data, isLoading } = useCall(productExtras.scaleRank, {
    order,
    pagination: { currentPage: page, pagesize: RANK_PAGE_SIZE },
  });
  return (
    <div className="fd-px">
      <Card className="fd-px-card">
        <h2>{t('productExtras.rank.title')}</h2>
        <OrderedListControls
          orders={productExtras.scaleRankOrders}
          order={order}
          orderText={(value) => t(`productExtras.rank.order.${value}`)}
          onOrder={chooseOrder}
          note={
            data ? (
              <span className="fd-note">
                {t('productExtras.rank.total', { count: data.pagination.totalRows })}
              </span>
            ) : null
          }
          download={() => client.download(productExtras.exportScaleRank, { order })}
          exportedText={t('productExtras.rank.exported')}
        />
        <PagedList
          loading={isLoading}
          rows={data?.list.length ?? 0}
          emptyIcon="th"
          emptyTitle={t('common.empty')}
          page={page}
          pageCount={data?.pagination.pageCount ?? 0}
          onPage={setPage}
        >
          <HTMLTable compact striped className="fd-table" aria-label={t('productExtras.rank.table')}>
            <thead>
              <tr>
                <th scope="col">{t('productExtras.rank.col.rank')}</th>
                <th scope="col">{t('productExtras.rank.col.fund')}</th>
                <th scope="col">{t('productExtras.rank.col.type')}</th>
                <th scope="col">{t('productExtras.rank.col.company')}</th>
                <th scope="col" className="fd-num">
                  {t('productExtras.rank.col.size')}
                </th>
                <th scope="col" className="fd-num">
                  {t('productExtras.rank.col.nav')}
                </th>
                <th scope="col">{t('productExtras.rank.col.navDate')}</th>
                <th scope="col" className="fd-num">
                  {t('productExtras.rank.col.return1y')}
                </th>
              </tr>
            </thead>
            <tbody data-testid="rank-rows">
              {(data?.list ?? []).map((row) => (
                <RankRow key={row.fundId} row={row} />
              ))}
            </tbody>
          </HTMLTable>
        </PagedList>
      </Card>
    </div>
  );
}
