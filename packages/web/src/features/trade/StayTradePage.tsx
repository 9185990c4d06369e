import { useEffect, useState } from 'react';
import { Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { t, trade } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { AccountPageHead } from '../../components/AccountPageHead/AccountPageHead';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';
import { ListFooter } from '../product/common/Pager';
import { OrderTable, tradeInfoPath } from './OrderTable';
import { useCancelOrder } from './useCancelOrder';
import { useRefreshPendingCount } from './usePendingTrades';
import '../product/product.css';
import './screens.css';

/** Rows per page of the pending trades. */
export const PENDING_PAGE_SIZE = 20;

/**
 * 待处理交易 (/trade/stayTrade): the pending orders of the chosen accounts (multi-select, all accounts by
 * default), 详情 and 撤单 (before the cut-off, with a confirm dialog; cancel refreshes the list and the
 * menu badge), paging, 暂无数据 when empty.
 * @see spec 02 §2 stayTrade, §7 cancel; spec 03 §4 account selection (multi-select pages default to all)
 */
export function StayTradePage() {
  const navigate = useNavigate();
  const selection = useAccountSelection('pending_trans', 'all');
  const [page, setPage] = useState(1);
  const request =
    selection.groupIds === null
      ? null
      : { groupIds: selection.groupIds, pagination: { currentPage: page, pagesize: PENDING_PAGE_SIZE } };
  const { data, isLoading, isValidating } = useCall(trade.pendingTradeList, request, {
    keepPreviousData: true,
  });
  const cancel = useCancelOrder();
  const refreshCount = useRefreshPendingCount();
  useEffect(() => {
    void refreshCount();
  }, [refreshCount]);

  return (
    <div className="fd-product fd-screens">
      <AccountPageHead title={t('screens.pending.title')} selection={selection} onChoose={() => setPage(1)}>
        <span className="fd-note">{t('screens.pending.note')}</span>
      </AccountPageHead>
      <Card className="fd-card-table">
        <OrderTable
          label={t('screens.pending.title')}
          orders={data?.list ?? []}
          loading={isLoading || (isValidating && !data) || selection.loading}
          columns={[
            'serialNo',
            'corpName',
            'fund',
            'tradeType',
            'amount',
            'fee',
            'tradeDay',
            'status',
            'applyTime',
            'actions',
          ]}
          onDetail={(order) => void navigate(tradeInfoPath(order.serialNo))}
          {...(cancel.allowed ? { onCancel: cancel.ask } : {})}
          cancellingSerial={cancel.pendingSerial}
        />
        <ListFooter pagination={data?.pagination} page={page} onChange={setPage} disabled={isValidating} />
      </Card>
      {cancel.dialog}
    </div>
  );
}
