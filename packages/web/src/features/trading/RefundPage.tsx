import { useState } from 'react';
import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { t, trading, type MessageKey } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { ListFooter } from '../product/common/Pager';
import { formatDateTime, formatYuan, orderStatusText } from '../trade/orderText';
import { EmptyRow, PasswordConfirm } from './parts';
import { useSubmission } from './submission';
import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/** Rows per page of the refund records. */
export const REFUND_PAGE_SIZE = 20;

/** The label of a refund's state: 可退款, 退款中, 已退款. */
export function refundStatusText(status: trading.Refund['status']): string {
  return t(`trading.refund.status.${status}` as MessageKey);
}

/**
 * 退款 (/trade/publicFundRefund): the account's refunds of failed or partly confirmed purchases
 * (refunds page: purchase serial, fund, paid, confirmed and refundable amounts, state), 申请退款 on a
 * refundable one asks for the trade password and submits it with one idempotency key; the list refreshes.
 * @see spec 02 §2 publicFundRefund, §7 (refunds public: record, page, submit); issue 12 §5
 */
export function RefundPage() {
  const gateway = useGateway();
  const [page, setPage] = useState(1);
  const records = useCall(trading.refundPage, {
    pagination: { currentPage: page, pagesize: REFUND_PAGE_SIZE },
  });
  const [target, setTarget] = useState<trading.Refund | null>(null);
  const submission = useSubmission();
  const list = records.data?.list ?? [];

  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('trading.refund.title')}</h2>
      </Card>
      <Card className="fd-card-table">
        <HTMLTable compact className="fd-dense-table" aria-label={t('trading.refund.records')}>
          <thead>
            <tr>
              <th>{t('screens.col.serialNo')}</th>
              <th>{t('trading.common.fund')}</th>
              <th>{t('trading.desk.status')}</th>
              <th className="fd-num">{t('trading.refund.paid')}</th>
              <th className="fd-num">{t('trading.refund.confirmed')}</th>
              <th className="fd-num">{t('trading.refund.amount')}</th>
              <th>{t('trading.refund.state')}</th>
              <th>{t('trading.desk.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((record) => (
              <tr key={record.serialNo}>
                <td>{record.serialNo}</td>
                <td>
                  {record.fundName}（{record.fundId}）
                </td>
                <td>{orderStatusText(record.orderStatus)}</td>
                <td className="fd-num">{formatYuan(record.paidAmount)}</td>
                <td className="fd-num">{formatYuan(record.confirmedAmount)}</td>
                <td className="fd-num">{formatYuan(record.refundAmount)}</td>
                <td>
                  {refundStatusText(record.status)}
                  {record.refundTime ? `（${formatDateTime(record.refundTime)}）` : ''}
                </td>
                <td>
                  {record.status === 'refundable' ? (
                    <Button
                      small
                      intent="primary"
                      onClick={() => {
                        submission.reset();
                        setTarget(record);
                      }}
                    >
                      {t('trading.refund.submit')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
            {list.length === 0 && !records.isLoading ? (
              <EmptyRow columns={8} text={t('trading.refund.empty')} />
            ) : null}
          </tbody>
        </HTMLTable>
        <ListFooter
          pagination={records.data?.pagination}
          page={page}
          onChange={setPage}
          disabled={records.isValidating}
        />
      </Card>
      <PasswordConfirm
        isOpen={target !== null}
        title={t('trading.refund.title')}
        confirmText={t('trading.refund.submit')}
        submission={submission}
        onClose={() => setTarget(null)}
        send={async (tradePassword, idempotencyKey) => {
          if (!target) return;
          await gateway.call(
            trading.refundSubmit,
            { serialNo: target.serialNo, tradePassword, idempotencyKey },
            { hideResult: true },
          );
          notifier.success(t('trading.refund.done'));
          setTarget(null);
          await records.mutate();
        }}
      >
        {target ? (
          <p>
            {t('trading.refund.confirm', {
              fundName: `${target.fundName}（${target.fundId}）`,
              amount: formatYuan(target.refundAmount),
            })}
          </p>
        ) : null}
      </PasswordConfirm>
    </div>
  );
}
