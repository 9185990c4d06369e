import { Card, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { asset, formatNumber, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { AssetAccountPicker, SummaryCard, useAssetAccount } from './AssetAccount';
import { AllocationChart } from './AllocationChart';
import { ProfitText } from './assetFormat';
import { positionDetailPath, PositionTable } from './PositionTable';
import '../product/product.css';
import '../trade/screens.css';

/**
 * 资产概览 (/asset/index): the account selector (the account whose clientType is '2', else the first; or
 * 全部账户), the summary cards (总资产, 持有收益, 日收益, 在途资金; profits red up, green down), the positions
 * table (row -> /asset/positionDetails/:fundId) and the allocation by fund type (plotly pie).
 * @see spec 03 §2 asset section, §4 account selection, §7 asset calls
 */
export function AssetIndexPage() {
  const navigate = useNavigate();
  const account = useAssetAccount();
  const { selection, request } = account;
  const basic = useCall(asset.queryBasicAssetsInfo, request, { keepPreviousData: true });
  const holdings = useCall(asset.queryHoldFundList, request, { keepPreviousData: true });
  const info = basic.data;
  const allocationPending =
    info === undefined &&
    (selection.loading || basic.isLoading || (request === null && selection.accounts.length > 0));

  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('screens.asset.title')}</h2>
        <AssetAccountPicker account={account} />
        {info?.asOf ? <span className="fd-note">{t('screens.asset.asOf', { date: info.asOf })}</span> : null}
        {basic.isValidating || holdings.isValidating ? <Spinner size={14} /> : null}
      </Card>
      <div className="fd-summary" data-testid="asset-summary">
        <SummaryCard label="screens.asset.totalAsset">
          <span className="fd-num">{formatNumber(info?.totalAsset, 2)}</span>
        </SummaryCard>
        <SummaryCard label="screens.asset.holdingProfit">
          <ProfitText value={info?.holdingProfit} />
        </SummaryCard>
        <SummaryCard label="screens.asset.dayProfit">
          <ProfitText value={info?.dayProfit} />
        </SummaryCard>
        <SummaryCard label="screens.asset.onWayAmount">
          <span className="fd-num">{formatNumber(info?.onWayAmount, 2)}</span>
        </SummaryCard>
      </div>
      <div className="fd-asset-body">
        <Card>
          <h3 className="fd-section-title">{t('screens.asset.positions')}</h3>
          <PositionTable
            positions={holdings.data?.list ?? []}
            loading={holdings.isLoading || selection.loading}
            showAccount={selection.groupIds !== null && selection.groupIds.length > 1}
            onOpen={(p) => void navigate(positionDetailPath(p.fundId))}
          />
        </Card>
        <Card>
          <h3 className="fd-section-title">{t('screens.asset.allocation')}</h3>
          {/* Without a permitted account (or when the call failed) nothing is coming: the empty chart. */}
          {allocationPending ? <Spinner size={20} /> : <AllocationChart slices={info?.allocation ?? []} />}
        </Card>
      </div>
    </div>
  );
}
