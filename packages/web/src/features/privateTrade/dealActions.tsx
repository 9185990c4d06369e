import { Button, Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { privateTrade, t, type PrivateDealInfo } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';

/**
 * 下载合同: fetches the deal's contract PDF (deal/down_load_contracts) and saves it; `small` in a table row.
 * @see spec 02 §7
 */
export function DownloadContractButton({ dealId, small = false }: { dealId: string; small?: boolean }) {
  const gateway = useGateway();
  const download = async () => {
    saveDownloadedFile(await gateway.download(privateTrade.downloadContracts, { dealId }));
  };
  return (
    <Button icon="document" small={small} onClick={() => void download()}>
      {t('privateTrade.action.download')}
    </Button>
  );
}

/** 去双录: opens the deal's double recording (/double-record/mobileCollectHome?dealId=). @see spec 02 §7 */
export function DoubleRecordButton({ dealId }: { dealId: string }) {
  const navigate = useNavigate();
  return (
    <Button
      intent="primary"
      onClick={() => void navigate(`/double-record/mobileCollectHome?dealId=${encodeURIComponent(dealId)}`)}
    >
      {t('privateTrade.action.doubleRecord')}
    </Button>
  );
}

/** 去付款: opens the deal's payment (/trade/payment/:dealId/:dealType). @see spec 02 §2 payment */
export function PayButton({ dealId, dealType }: { dealId: string; dealType: PrivateDealInfo['dealType'] }) {
  const navigate = useNavigate();
  return (
    <Button
      intent="primary"
      onClick={() => void navigate(`/trade/payment/${encodeURIComponent(dealId)}/${dealType}`)}
    >
      {t('privateTrade.action.pay')}
    </Button>
  );
}

/** Where a deal's page has no deal: 加载中… while its deal/info is loading, else the deal is not found. */
export function DealMissing({ loading }: { loading: boolean }) {
  return <Callout>{loading ? t('trading.common.loading') : t('privateTrade.error.dealNotFound')}</Callout>;
}
