import { useState } from 'react';
import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { GatewayError, privateTrade, t } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { ListFooter } from '../product/common/Pager';
import { formatDateTime, formatShares, formatYuan } from '../trade/orderText';
import { EmptyRow } from '../trading/parts';
import { DealTable, PrivatePage, RefusalNotice } from './parts';

/** Rows per page of the deal list. */
export const DEAL_PAGE_SIZE = 20;

/**
 * 私募持仓 (/private-asset/privatePositionDetails, privilege private_fund_position_detail): each private
 * holding with its shares, shares free to redeem, subscribed cost, latest NAV (模拟) and its date, market
 * value and next open day, 赎回 leading to /private-trade/privatefundSell; the total market value.
 * @see spec 02 §2 privatePositionDetails; issue 13 §4
 */
export function PositionsPage() {
  const positions = useCall(privateTrade.privatePositionDetails, {}, { hideResult: true });
  const list = positions.data?.list ?? [];
  if (positions.error) {
    return (
      <PrivatePage title={t('menu.asset.privatePositionDetails')}>
        <RefusalNotice error={positions.error} />
      </PrivatePage>
    );
  }
  return (
    <PrivatePage title={t('menu.asset.privatePositionDetails')}>
      <Card className="fd-card-table">
        <p className="fd-private-trade__total">
          {t('privateTrade.field.marketValue')}：{formatYuan(positions.data?.totalMarketValue)}
        </p>
        <HTMLTable
          compact
          striped
          className="fd-dense-table fd-private-trade__table"
          aria-label={t('menu.asset.privatePositionDetails')}
        >
          <thead>
            <tr>
              <th>{t('privateTrade.field.product')}</th>
              <th>{t('privateTrade.field.manager')}</th>
              <th className="fd-num">{t('privateTrade.field.shares')}</th>
              <th className="fd-num">{t('privateTrade.field.available')}</th>
              <th className="fd-num">{t('privateTrade.field.cost')}</th>
              <th className="fd-num">{t('privateTrade.field.nav')}</th>
              <th>{t('privateTrade.field.navDate')}</th>
              <th className="fd-num">{t('privateTrade.field.marketValue')}</th>
              <th>{t('privateTrade.field.openDay')}</th>
              <th>{t('privateTrade.field.action')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.productId}>
                <td>
                  {p.productName}（{p.productId}）
                </td>
                <td>{p.manager}</td>
                <td className="fd-num">{formatShares(p.shares)}</td>
                <td className="fd-num">{formatShares(p.available)}</td>
                <td className="fd-num">{formatYuan(p.cost)}</td>
                <td className="fd-num">
                  {p.nav ?? t('display.none')}
                  {p.navSimulated ? (
                    <Tag minimal className="fd-private-trade__sim">
                      {t('privateTrade.simulated')}
                    </Tag>
                  ) : null}
                </td>
                <td>{p.navDate ?? t('display.none')}</td>
                <td className="fd-num">{formatYuan(p.marketValue)}</td>
                <td>{p.nextOpenDay ?? t('display.none')}</td>
                <td>
                  <Link
                    to={`/private-trade/privatefundSell?productId=${encodeURIComponent(p.productId)}`}
                    aria-label={`${t('privateTrade.action.redeem')} ${p.productName}`}
                  >
                    {t('privateTrade.action.redeem')}
                  </Link>
                </td>
              </tr>
            ))}
            {list.length === 0 && !positions.isLoading ? (
              <EmptyRow columns={10} text={t('privateTrade.empty')} />
            ) : null}
          </tbody>
        </HTMLTable>
      </Card>
    </PrivatePage>
  );
}

/**
 * 交易提醒 (/dataService/tradeReminder): the private deals waiting for a step (sign the contract, record,
 * pay, the open day's confirmation, confirm a redemption), then every private deal of the organisation, paged,
 * each with its state and a link to its detail.
 * @see issue 13 §4 (the reminder list)
 */
export function TradeReminderPage() {
  const [page, setPage] = useState(1);
  const reminders = useCall(privateTrade.tradeReminder, {}, { hideResult: true });
  const deals = useCall(
    privateTrade.dealList,
    { pagination: { currentPage: page, pagesize: DEAL_PAGE_SIZE } },
    { hideResult: true },
  );
  const refused = reminders.error ?? deals.error;
  if (refused) {
    return (
      <PrivatePage title={t('menu.dataService.tradeReminder')}>
        <RefusalNotice error={refused} />
      </PrivatePage>
    );
  }
  return (
    <PrivatePage title={t('menu.dataService.tradeReminder')}>
      <Card className="fd-card-table">
        <h3 className="fd-private-trade__subtitle">{t('privateTrade.field.next')}</h3>
        <DealTable
          deals={reminders.data?.list ?? []}
          label={t('privateTrade.field.next')}
          loading={reminders.isLoading}
          next
        />
      </Card>
      <PaySequence />
      <Card className="fd-card-table">
        <h3 className="fd-private-trade__subtitle">{t('privateTrade.deals')}</h3>
        <DealTable deals={deals.data?.list ?? []} label={t('privateTrade.deals')} loading={deals.isLoading} />
        <ListFooter
          pagination={deals.data?.pagination}
          page={page}
          onChange={setPage}
          disabled={deals.isValidating}
        />
      </Card>
    </PrivatePage>
  );
}

/**
 * 私募退款 (/trade/privateRefund): the refunds of paid deals revoked before confirmation, newest first, and
 * their total.
 * @see spec 02 §2 privateRefund, §7 pc/query/prvt/online/refund/balance
 */
export function PrivateRefundPage() {
  const refunds = useCall(privateTrade.privateRefundBalance, {}, { hideResult: true });
  const list = refunds.data?.list ?? [];
  if (refunds.error) {
    return (
      <PrivatePage title={t('menu.trade.privateRefund')}>
        <RefusalNotice error={refunds.error} />
      </PrivatePage>
    );
  }
  return (
    <PrivatePage title={t('menu.trade.privateRefund')}>
      <Card className="fd-card-table">
        <p className="fd-private-trade__total">
          {t('privateTrade.field.refundAmount')}：{formatYuan(refunds.data?.total)}
        </p>
        <HTMLTable compact striped className="fd-dense-table" aria-label={t('menu.trade.privateRefund')}>
          <thead>
            <tr>
              <th>{t('privateTrade.field.dealId')}</th>
              <th>{t('privateTrade.field.product')}</th>
              <th className="fd-num">{t('privateTrade.field.refundAmount')}</th>
              <th>{t('privateTrade.field.time')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.dealId}>
                <td>
                  <Link to={`/trade/privatefundSubscriptionDetail/${encodeURIComponent(r.dealId)}`}>
                    {r.dealId}
                  </Link>
                </td>
                <td>
                  {r.productName}（{r.productId}）
                </td>
                <td className="fd-num">{formatYuan(r.amount)}</td>
                <td>{formatDateTime(r.refundedAt)}</td>
              </tr>
            ))}
            {list.length === 0 && !refunds.isLoading ? (
              <EmptyRow columns={4} text={t('privateTrade.empty')} />
            ) : null}
          </tbody>
        </HTMLTable>
      </Card>
    </PrivatePage>
  );
}

/**
 * 付款顺序: the organisation's paid deals waiting for their open day in pay sequence order
 * (deal/get_order_pay_sequence_list); 上移 / 下移 reorder and 保存付款顺序 sends the whole order
 * (deal/modify_order_pay_sequence). Hidden when fewer than two deals wait.
 * @see spec 02 §7 (deal/get_order_pay_sequence_list, deal/modify_order_pay_sequence)
 */
export function PaySequence() {
  const gateway = useGateway();
  // Refused like the page's own calls (the page shows that refusal): no toast of its own.
  const sequence = useCall(privateTrade.getOrderPaySequenceList, {}, { hideResult: true });
  const [order, setOrder] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const list = sequence.data?.list ?? [];
  if (list.length < 2) return null;
  const ids = order ?? list.map((d) => d.dealId);
  const byId = new Map(list.map((d) => [d.dealId, d]));
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setOrder(next);
  };
  const save = async () => {
    setBusy(true);
    try {
      await gateway.call(privateTrade.modifyOrderPaySequence, { dealIds: ids }, { hideResult: true });
      setOrder(null);
      await sequence.mutate();
    } catch (failure) {
      notifier.handle(GatewayError.from(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="fd-card-table">
      <h3 className="fd-private-trade__subtitle">{t('privateTrade.paySequence')}</h3>
      <HTMLTable compact striped className="fd-dense-table" aria-label={t('privateTrade.paySequence')}>
        <thead>
          <tr>
            <th className="fd-num">{t('privateTrade.paySequence')}</th>
            <th>{t('privateTrade.field.dealId')}</th>
            <th>{t('privateTrade.field.product')}</th>
            <th className="fd-num">{t('privateTrade.field.amount')}</th>
            <th>{t('privateTrade.field.openDay')}</th>
            <th>{t('privateTrade.field.action')}</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id, index) => {
            const deal = byId.get(id)!;
            return (
              <tr key={id}>
                <td className="fd-num">{index + 1}</td>
                <td>{id}</td>
                <td>
                  {deal.productName}（{deal.productId}）
                </td>
                <td className="fd-num">{formatYuan(deal.amount)}</td>
                <td>{deal.openDay}</td>
                <td>
                  <Button
                    small
                    minimal
                    disabled={index === 0}
                    aria-label={`${t('privateTrade.action.moveUp')} ${id}`}
                    onClick={() => move(index, -1)}
                  >
                    {t('privateTrade.action.moveUp')}
                  </Button>
                  <Button
                    small
                    minimal
                    disabled={index === ids.length - 1}
                    aria-label={`${t('privateTrade.action.moveDown')} ${id}`}
                    onClick={() => move(index, 1)}
                  >
                    {t('privateTrade.action.moveDown')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Button intent="primary" loading={busy} disabled={order === null} onClick={() => void save()}>
        {t('privateTrade.action.saveSequence')}
      </Button>
    </Card>
  );
}
