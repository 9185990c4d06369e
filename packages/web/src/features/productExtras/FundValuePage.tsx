import { Card, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router';
import { productExtras, t, type FundValueRow } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedLegend, simulatedLabel } from '../product/common/SimulatedMark';
import { PagedList } from '../fundTools/PagedList';
import { OrderedListControls, useOrderedPaging } from './OrderedListControls';
import '../product/product.css';
import './productExtras.css';

/** Rows per page of 基金估值. */
export const VALUE_PAGE_SIZE = 20;

/** The orders of 基金估值 (core fundValueOrders). */
type ValueOrder = (typeof productExtras.fundValueOrders)[number];

/** One row: the fund (its detail page), type, latest NAV and date, estimated NAV and change. */
function ValueRow({ row }: { row: FundValueRow }) {
  const none = t('productExtras.rank.none');
  return (
    <tr>
      <th scope="row">
        <Link to={`/product/equality/${row.fundId}`}>{row.fundName}</Link>
        <span className="fd-note">（{row.fundId}）</span>
      </th>
      <td>{row.fundTypeText}</td>
      <td className="fd-num">{row.baseNav ?? none}</td>
      <td className="fd-num">{row.baseDate ?? none}</td>
      <td className="fd-num">{row.estimateNav ?? none}</td>
      <td className="fd-num">
        {row.estimateChange === null ? none : <ChangeText value={row.estimateChange} />}
      </td>
    </tr>
  );
}

/**
 * /product/fundValue 基金估值 (spec 03 §7 "Fund situation: value page, detail, export"; issue 14 §2 fund situation
 * pages): every fund with a NAV series but money funds, its latest NAV and today's intraday estimate (模拟: the
 * fund detail's 盘中估值 model), by estimated change or code, paged; 导出 Excel of the whole list; a fund's name
 * opens its detail (the detail of the spec's value page).
 */
export function FundValuePage() {
  const { order, page, setPage, chooseOrder } = useOrderedPaging<ValueOrder>('change');
  const client = useGateway();
  const { data, isLoading } = useCall(productExtras.fundValuePage, {
    order,
    pagination: { currentPage: page, pagesize: VALUE_PAGE_SIZE },
  });
  return (
    <div className="fd-px">
      <Card className="fd-px-card">
        <h2>{t('productExtras.value.title')}</h2>
        <OrderedListControls
          orders={productExtras.fundValueOrders}
          order={order}
          orderText={(value) => t(`productExtras.value.order.${value}`)}
          onOrder={chooseOrder}
          note={
            data ? (
              <span className="fd-note" data-testid="value-state">
                {data.time
                  ? t('productExtras.value.time', { date: data.date, time: data.time })
                  : data.reason
                    ? t(`productExtras.value.reason.${data.reason}`, { date: data.date })
                    : null}
                {' · '}
                {t('productExtras.rank.total', { count: data.pagination.totalRows })}
              </span>
            ) : null
          }
          download={() => client.download(productExtras.exportFundValue, { order })}
          exportedText={t('productExtras.value.exported')}
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
          <HTMLTable compact striped className="fd-table" aria-label={t('productExtras.value.table')}>
            <thead>
              <tr>
                <th scope="col">{t('productExtras.rank.col.fund')}</th>
                <th scope="col">{t('productExtras.rank.col.type')}</th>
                <th scope="col" className="fd-num">
                  {/* After the real data ends the latest NAV is the model's extension (the note says so). */}
                  {simulatedLabel(t('productExtras.value.col.baseNav'))}
                </th>
                <th scope="col">{t('productExtras.value.col.baseDate')}</th>
                <th scope="col" className="fd-num">
                  {simulatedLabel(t('productExtras.value.col.estimateNav'))}
                </th>
                <th scope="col" className="fd-num">
                  {simulatedLabel(t('productExtras.value.col.estimateChange'))}
                </th>
              </tr>
            </thead>
            <tbody data-testid="value-rows">
              {(data?.list ?? []).map((row) => (
                <ValueRow key={row.fundId} row={row} />
              ))}
            </tbody>
          </HTMLTable>
        </PagedList>
        <p className="fd-note">{t('productExtras.value.note')}</p>
        <SimulatedLegend />
      </Card>
    </div>
  );
}
