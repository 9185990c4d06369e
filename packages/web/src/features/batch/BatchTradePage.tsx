import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Callout, Card, Checkbox, HTMLSelect, NonIdealState, Switch } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import {
  account,
  batch,
  formatNumber,
  t,
  type BatchImport,
  type BatchTradeType,
  type DownloadedFile,
} from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier as appNotifier, type Notifier } from '../../app/notifier';
import { useSession } from '../../app/session';
import { tabsStore } from '../../app/tabsStore';
import { hasPermission, useMenu } from '../../app/useMenu';
import { BatchProgressDialog, BatchResultDialog } from '../../components/BatchResultDialog/BatchResultDialog';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { TradePasswordDialog } from '../../components/TradePasswordDialog/TradePasswordDialog';
import { formatDateTime } from '../trade/orderText';
import { BatchHistory } from './BatchHistory';
import { batchFinishPaths, batchTexts } from './batchText';
import { FileDropZone } from './FileDropZone';
import { UploadDialog } from './UploadDialog';
import { useBatchImport } from './useBatchImport';
import { useBatchPlaceFlow, type BatchFlowDeps, type PlaceCheck } from './useBatchPlaceFlow';
import { ValidationTable } from './ValidationTable';
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

/** The privilege whose accounts the default-account picker offers (spec 02 §6). */
const accountPrivilege: Record<BatchTradeType, string> = { purchase: 'subs', redemption: 'redemption' };

/** The batch history's calls, refreshed when a batch is placed or settles. */
const historyCalls = [batch.batchList];

/** Whether a placing is allowed, and why not (the hint under the button). */
export function placeBlock(
  result: Pick<BatchImport, 'validRows' | 'invalidRows' | 'batchSerialNo'> | null,
  onlyValid: boolean,
): 'none' | 'noImport' | 'noValid' | 'invalid' | 'placed' {
  if (!result) return 'noImport';
  if (result.batchSerialNo) return 'placed';
  if (result.validRows === 0) return 'noValid';
  if (result.invalidRows > 0 && !onlyValid) return 'invalid';
  return 'none';
}

function CheckSummary({ check, tradeType }: { check: PlaceCheck; tradeType: BatchTradeType }) {
  return (
    <div className="fd-batch-check" data-testid="batch-check">
      <p>
        {t('webBatch.check.summary', {
          placeable: check.placeable,
          accounts: check.accounts,
          funds: check.funds,
        })}
      </p>
      <p className="fd-batch-check__total">
        {tradeType === 'purchase'
          ? t('webBatch.check.totalAmount', { amount: formatNumber(check.totalAmount, 2) })
          : t('webBatch.check.totalShares', { shares: formatNumber(check.totalShares, 2) })}
        {check.skipped > 0 ? <span> · {t('webBatch.check.skipped', { skipped: check.skipped })}</span> : null}
      </p>
      {check.problems.length > 0 ? (
        <Callout intent="warning" compact className="fd-batch-check__problems">
          <p>{t('webBatch.check.problems')}</p>
          <ul>
            {check.problems.map((problem) => (
              <li key={problem.rowNo}>
                {t('webBatch.check.problem', { rowNo: problem.rowNo, message: problem.message })}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </div>
  );
}

function SummaryStrip({ result }: { result: BatchImport }) {
  const texts = batchTexts[result.tradeType];
  const total =
    result.tradeType === 'purchase'
      ? formatNumber(result.totalAmount, 2)
      : formatNumber(result.totalShares, 2);
  return (
    <dl className="fd-batch-summary" data-testid="batch-summary">
      <div className="fd-batch-summary__file">
        <dt>{t('webBatch.summary.file')}</dt>
        <dd title={result.fileName}>{result.fileName}</dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.importedAt')}</dt>
        <dd className="fd-code">{formatDateTime(result.importedAt)}</dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.total')}</dt>
        <dd className="fd-code" data-testid="batch-total-rows">
          {result.totalRows}
        </dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.valid')}</dt>
        <dd className="fd-code fd-batch-ok" data-testid="batch-valid-rows">
          {result.validRows}
        </dd>
      </div>
      <div>
        <dt>{t('webBatch.summary.invalid')}</dt>
        <dd
          className={`fd-code${result.invalidRows > 0 ? ' fd-batch-error' : ''}`}
          data-testid="batch-invalid-rows"
        >
          {result.invalidRows}
        </dd>
      </div>
      <div>
        <dt>{t(texts.total)}</dt>
        <dd className="fd-code fd-batch-summary__total" data-testid="batch-total">
          {total}
        </dd>
      </div>
    </dl>
  );
}

/**
 * 批量申购 (/trade/multiBuy) and 批量赎回 (/trade/multiSell): the template download, a default account for
 * rows whose 账户 is empty, the file chooser with drag-and-drop and the upload progress dialog, a summary
 * strip (rows, valid, invalid, the total in yuan or shares, the duplicate-file warning), the validation
 * table with the bad cells marked (仅看错误行), 只下单有效行, then placing with the trade password, the
 * progress dialog with a cancel, the result dialogs with the result download, and on close pending trades
 * (申购) or trade records (赎回), closing this tab. The batch history is under the page. These routes skip
 * the group-id check: the accounts come from the file (and the default account), not from the header.
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
  const texts = batchTexts[tradeType];
  const { codes } = useMenu();

  const accounts = useCall(account.queryAccountList, { privilegeCode: accountPrivilege[tradeType] });
  const accountList = useMemo(() => accounts.data?.orgList ?? [], [accounts.data]);
  const [defaultGid, setDefaultGid] = useState<string | null>(null);
  useEffect(() => {
    if (defaultGid !== null || !accounts.data) return;
    const own = accountList.find((entry) => entry.groupId === session.groupId);
    setDefaultGid(own?.groupId ?? (accountList.length === 1 ? (accountList[0]?.groupId ?? '') : ''));
  }, [accounts.data, accountList, defaultGid, session.groupId]);

  const imported = useBatchImport({ gateway, notifier, tradeType });
  const result = imported.result;
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [onlyValid, setOnlyValid] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const revalidateHistory = useRevalidateCalls(historyCalls);
  const refreshHistory = useCallback(() => void revalidateHistory(), [revalidateHistory]);

  // A new import starts with every row shown and 只下单有效行 unticked.
  useEffect(() => {
    setErrorsOnly(false);
    setOnlyValid(false);
  }, [result?.importId]);

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

  const rows = useMemo(
    () => (result ? (errorsOnly ? result.rows.filter((row) => !row.valid) : result.rows) : []),
    [result, errorsOnly],
  );
  const isHostingBuy = tradeType === 'purchase' && session.isHostingUser === true;
  const block = placeBlock(result, onlyValid);
  const canPlace = block === 'none' && !flow.submitting && !isHostingBuy;

  const upload = (file: Parameters<typeof imported.upload>[0]) =>
    void imported.upload(file, defaultGid || null);

  const downloadTemplate = () => {
    setTemplateBusy(true);
    gateway
      .download(batch.batchTemplate, { tradeType })
      .then(saveFile, () => {
        // The gateway's notifier has shown the failure.
      })
      .finally(() => setTemplateBusy(false));
  };

  const step = flow.step;
  const status = step.kind === 'progress' ? step.status : null;
  const resultStatus = step.kind === 'result' ? step.status : null;

  return (
    <div className="fd-product fd-screens fd-batch">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t(texts.title)}</h2>
        <label className="fd-filter fd-batch-account">
          <span>{t('webBatch.defaultAccount')}</span>
          <HTMLSelect
            value={defaultGid ?? ''}
            aria-label={t('webBatch.defaultAccount')}
            disabled={accounts.isLoading || imported.phase !== 'idle' || flow.submitting}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setDefaultGid(next);
              // The rows were checked against the old default: check the same file again.
              if (imported.file && result) void imported.upload(imported.file, next || null);
            }}
          >
            <option value="">{t('webBatch.defaultAccount.none')}</option>
            {accountList.map((entry) => (
              <option key={entry.groupId} value={entry.groupId}>
                {entry.corpName} · {entry.groupId}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <span className="fd-note">{t('webBatch.defaultAccount.hint')}</span>
        <Button
          className="fd-batch-template"
          size="small"
          icon="download"
          text={t('webBatch.template')}
          loading={templateBusy}
          onClick={downloadTemplate}
        />
      </Card>

      <Card className="fd-batch-import">
        <FileDropZone
          onFile={upload}
          hasFile={result !== null}
          disabled={imported.phase !== 'idle' || flow.submitting}
        />
      </Card>

      {result ? (
        <Card className="fd-batch-result">
          <SummaryStrip result={result} />
          {result.duplicateOf ? (
            <Callout
              compact
              intent={result.duplicateOf.batchSerialNo ? 'warning' : 'primary'}
              icon="duplicate"
              className="fd-batch-duplicate"
              data-testid="batch-duplicate"
            >
              {result.duplicateOf.batchSerialNo
                ? t('webBatch.duplicate.placed', {
                    time: formatDateTime(result.duplicateOf.importedAt),
                    batchSerialNo: result.duplicateOf.batchSerialNo,
                  })
                : t('webBatch.duplicate.imported', { time: formatDateTime(result.duplicateOf.importedAt) })}
            </Callout>
          ) : null}
          <div className="fd-batch-toolbar">
            <Switch
              className="fd-batch-toolbar__switch"
              checked={errorsOnly}
              disabled={result.invalidRows === 0}
              label={t('webBatch.filter.errorsOnly')}
              onChange={(event) => setErrorsOnly(event.currentTarget.checked)}
            />
            <span className="fd-batch-toolbar__spacer" />
            {block === 'invalid' || block === 'noValid' ? (
              <span className="fd-filter-error" role="alert">
                {t(block === 'invalid' ? 'webBatch.placeBlocked' : 'webBatch.noValid')}
              </span>
            ) : null}
            {result.invalidRows > 0 ? (
              <Checkbox
                className="fd-batch-toolbar__check"
                checked={onlyValid}
                disabled={result.validRows === 0 || flow.submitting}
                label={t('webBatch.onlyValid')}
                onChange={(event) => setOnlyValid(event.currentTarget.checked)}
              />
            ) : null}
            <Button
              intent="primary"
              icon="send-message"
              text={t('webBatch.place')}
              disabled={!canPlace}
              loading={flow.submitting}
              onClick={() => flow.start(result.importId, onlyValid)}
            />
          </div>
          {rows.length === 0 ? (
            <NonIdealState
              className="fd-table-empty"
              icon="tick-circle"
              description={t('webBatch.noErrors')}
            />
          ) : (
            <ValidationTable tradeType={tradeType} rows={rows} />
          )}
        </Card>
      ) : null}

      <BatchHistory tradeType={tradeType} downloading={flow.downloading} onDownload={flow.downloadResult} />

      <UploadDialog
        phase={imported.phase}
        fileName={imported.pendingName ?? ''}
        sent={imported.sent}
        total={imported.total}
        onCancel={imported.abort}
      />

      <TradePasswordDialog
        isOpen={step.kind === 'password'}
        title={t(texts.password)}
        busy={step.kind === 'password' && step.busy}
        error={step.kind === 'password' ? step.error : null}
        canForget={hasPermission(codes, 'subs_forget_password')}
        onForgot={() => {
          flow.cancel();
          void navigate('/user/forgetTradePassword');
        }}
        onConfirm={flow.submitPassword}
        onCancel={flow.cancel}
      >
        {step.kind === 'password' ? <CheckSummary check={step.check} tradeType={tradeType} /> : null}
      </TradePasswordDialog>

      <Alert
        isOpen={step.kind === 'duplicate'}
        intent="warning"
        icon="duplicate"
        cancelButtonText={t('web.common.cancel')}
        confirmButtonText={t('webBatch.duplicateConfirm.confirm')}
        onCancel={flow.cancel}
        onConfirm={flow.confirmDuplicate}
      >
        <h4 className="fd-batch-alert-title">{t('webBatch.duplicateConfirm.title')}</h4>
        <p>
          {step.kind === 'duplicate' && step.check.duplicateOf
            ? t('webBatch.duplicateConfirm.message', {
                time: formatDateTime(step.check.duplicateOf.importedAt),
                batchSerialNo: step.check.duplicateOf.batchSerialNo ?? '',
              })
            : null}
        </p>
      </Alert>

      <BatchProgressDialog
        isOpen={step.kind === 'progress'}
        progress={status?.progress ?? 0}
        actions={
          <Button
            text={t('webBatch.progress.cancel')}
            intent="danger"
            variant="outlined"
            disabled={step.kind !== 'progress' || step.cancelling || (status?.progress ?? 0) >= 100}
            loading={step.kind === 'progress' && step.cancelling && (status?.progress ?? 0) < 100}
            onClick={() => flow.askCancelBatch(true)}
          />
        }
      >
        {status ? (
          <p className="fd-batch-progress__counts">
            {t('webBatch.progress.counts', {
              total: status.totalSize,
              success: status.successSize,
              fail: status.failSize,
            })}
          </p>
        ) : null}
      </BatchProgressDialog>

      <Alert
        isOpen={step.kind === 'progress' && step.askingCancel}
        intent="danger"
        cancelButtonText={t('webBatch.cancel.keep')}
        confirmButtonText={t('webBatch.cancel.confirm')}
        onCancel={() => flow.askCancelBatch(false)}
        onConfirm={flow.cancelBatch}
      >
        <h4 className="fd-batch-alert-title">{t('webBatch.cancel.title')}</h4>
        <p>{t('webBatch.cancel.message')}</p>
      </Alert>

      {resultStatus && step.kind === 'result' ? (
        <BatchResultDialog
          isOpen
          result={resultStatus}
          success={step.success}
          onClose={flow.closeResult}
          failuresDownloaded={false}
          texts={{
            accepted: t(texts.accepted),
            pendingReview: t(texts.pendingReview),
            close: t(texts.close),
          }}
          actions={
            <Button
              icon="download"
              text={t('webBatch.result.download')}
              loading={flow.downloading}
              onClick={() => flow.downloadResult(resultStatus.batchSerialNo)}
            />
          }
        >
          {resultStatus.cancelledSize > 0 ? (
            <p>{t('webBatch.result.cancelled', { cancelled: resultStatus.cancelledSize })}</p>
          ) : null}
          {step.success && resultStatus.failSize > 0 ? <p>{t('webBatch.result.someFailed')}</p> : null}
          {!step.success ? (
            <p>
              {t('webBatch.result.failureHint', {
                hotline: t('web.hotline.number'),
                hours: t('web.hotline.hours'),
              })}
            </p>
          ) : null}
        </BatchResultDialog>
      ) : null}
    </div>
  );
}
