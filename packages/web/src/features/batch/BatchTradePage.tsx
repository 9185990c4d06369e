import { useCallback, useEffect, useState } from 'react';
import { Card } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import {
  batch,
  batchPlaceRefusal,
  ErrorCode,
  type BatchImport,
  type BatchTradeType,
  type DownloadedFile,
} from '@funddesk/core';
import { useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier as appNotifier, type Notifier } from '../../app/notifier';
import { useSession } from '../../app/session';
import { tabsStore } from '../../app/tabsStore';
import { hasPermission, useMenu } from '../../app/useMenu';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { BatchHistory } from './BatchHistory';
import { BatchImportResult, type PlaceBlock } from './BatchImportResult';
import { BatchPageHead, useDefaultAccount } from './BatchPageHead';
import { BatchPlaceDialogs } from './BatchPlaceDialogs';
import { batchFinishPaths } from './batchText';
import { FileDropZone } from './FileDropZone';
import { UploadDialog } from './UploadDialog';
import { useBatchImport } from './useBatchImport';
import { useBatchPlaceFlow, type BatchFlowDeps } from './useBatchPlaceFlow';
import '../product/product.css';
import '../trade/screens.css';
import './batch.css';

/** Props of {@link BatchTradePage}; the seams default to the app's singletons. */
export interface BatchTradePageProps {
  tradeType: BatchTradeType;
  notifier?: Pick<Notifier, 'error' | 'handle'>;
  saveFile?: (file: DownloadedFile) => void;
  sleep?: BatchFlowDeps['sleep'];
}

/** The batch history's calls, refreshed when a batch is placed or settles. */
const historyCalls = [batch.batchList];

/**
 * Whether a placing is allowed, and why not (the hint under the button): core's only-valid placement rule
 * (batchPlaceRefusal, spec 02 §3, §5) over the import's counts, after "nothing imported" and "placed".
 */
export function placeBlock(
  result: Pick<BatchImport, 'validRows' | 'invalidRows' | 'batchSerialNo'> | null,
  onlyValid: boolean,
): PlaceBlock {
  if (!result) return 'noImport';
  if (result.batchSerialNo) return 'placed';
  const refusal = batchPlaceRefusal(result, onlyValid);
  if (refusal === null) return 'none';
  return refusal.code === ErrorCode.BatchNothingPlaceable ? 'noValid' : 'invalid';
}

/**
 * 批量申购 (/trade/multiBuy) and 批量赎回 (/trade/multiSell): the template download, a default account for
 * rows whose 账户 is empty, the file chooser with drag-and-drop and the upload progress dialog, a summary
 * strip (rows, valid, invalid, the total in yuan or shares, the duplicate-file warning), the validation
 * table with the bad cells marked (仅看错误行), 只下单有效行, then placing with the trade password, the
 * progress dialog with a cancel, the result dialogs with the result download, and on close pending trades
 * (申购) or trade records (赎回), closing this tab. The batch history is under the page. These routes skip
 * the group-id check: the accounts come from the file (and the default account), not from the header.
 * Its parts: BatchPageHead (default account, template), BatchImportResult (summary, table, placing),
 * BatchHistory and BatchPlaceDialogs (one dialog per step of useBatchPlaceFlow).
 *
 * @see spec 02 §2 (multiBuy, multiSell; upload progress dialog 460 px; batch result dialogs), §4 (batch
 *   result dialog on close), §7 (batch Excel calls), §8 (批量交易失败: contact service or re-import), §9
 *   (uploads 120 s; polling 1000 ms, stop delay 1000 ms)
 */
export function BatchTradePage({
  tradeType,
  notifier = appNotifier,
  saveFile = saveDownloadedFile,
  sleep,
}: BatchTradePageProps) {
  const gateway = useGateway();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { codes } = useMenu();
  const accounts = useDefaultAccount(tradeType);

  const imported = useBatchImport({ gateway, notifier, tradeType });
  const result = imported.result;
  const [onlyValid, setOnlyValid] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const revalidateHistory = useRevalidateCalls(historyCalls);
  const refreshHistory = useCallback(() => void revalidateHistory(), [revalidateHistory]);

  // A new import starts with 只下单有效行 unticked (and every row shown: BatchImportResult).
  useEffect(() => setOnlyValid(false), [result?.importId]);

  const finish = useCallback(
    (type: BatchTradeType) => {
      const to = batchFinishPaths[type];
      const from = location.pathname + location.search;
      imported.clear();
      void navigate(to);
      if (from !== to) tabsStore.dispatch({ type: 'close', fullPath: from, active: to });
    },
    [imported, location, navigate],
  );

  const flow = useBatchPlaceFlow({
    gateway,
    notifier,
    tradeType,
    onPlaced: refreshHistory,
    onSettled: refreshHistory,
    onFinished: finish,
    saveFile,
    ...(sleep ? { sleep } : {}),
  });

  const isHostingBuy = tradeType === 'purchase' && session.isHostingUser === true;
  const block = placeBlock(result, onlyValid);
  const canPlace = block === 'none' && !flow.submitting && !isHostingBuy;
  const locked = imported.phase !== 'idle' || flow.submitting;

  const downloadTemplate = () => {
    setTemplateBusy(true);
    gateway
      .download(batch.batchTemplate, { tradeType })
      .then(saveFile, () => {
        // The gateway's notifier has shown the failure.
      })
      .finally(() => setTemplateBusy(false));
  };

  return (
    <div className="fd-product fd-screens fd-batch">
      <BatchPageHead
        tradeType={tradeType}
        accounts={accounts}
        locked={locked}
        // The rows were checked against the old default: check the same file again.
        onDefaultChange={(next) => {
          if (imported.file && result) void imported.upload(imported.file, next || null);
        }}
        templateBusy={templateBusy}
        onTemplate={downloadTemplate}
      />

      <Card className="fd-batch-import">
        <FileDropZone
          onFile={(file) => void imported.upload(file, accounts.defaultGid || null)}
          hasFile={result !== null}
          disabled={locked}
        />
      </Card>

      {result ? (
        <BatchImportResult
          tradeType={tradeType}
          result={result}
          onlyValid={onlyValid}
          onOnlyValid={setOnlyValid}
          block={block}
          canPlace={canPlace}
          submitting={flow.submitting}
          onPlace={() => flow.start(result.importId, onlyValid)}
        />
      ) : null}

      <BatchHistory tradeType={tradeType} downloading={flow.downloading} onDownload={flow.downloadResult} />

      <UploadDialog
        phase={imported.phase}
        fileName={imported.pendingName ?? ''}
        sent={imported.sent}
        total={imported.total}
        onCancel={imported.abort}
      />

      <BatchPlaceDialogs
        tradeType={tradeType}
        flow={flow}
        canForget={hasPermission(codes, 'subs_forget_password')}
        onForgot={() => void navigate('/user/forgetTradePassword')}
      />
    </div>
  );
}
