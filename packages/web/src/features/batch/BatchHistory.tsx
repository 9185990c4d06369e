import { useState } from 'react';
import { Button, Card, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import { batch, t, type BatchStatus, type BatchTradeType } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';
import { ListFooter } from '../product/common/Pager';
import { formatDateTime } from '../trade/orderText';
import { batchKindText, batchStatusText } from './batchText';

/** Rows per page of the batch history. */
export const HISTORY_PAGE_SIZE = 10;
/** While a batch of the page is processing, the history refreshes this often, ms. */
export const HISTORY_REFRESH_MS = 3_000;

/** Props of {@link BatchHistory}. */
export interface BatchHistoryProps {
  tradeType: BatchTradeType;
  /** Downloads a batch's result spreadsheet. */
  onDownload: (batchSerialNo: string) => void;
  /** The serial number being downloaded (its button spins). */
  downloading?: boolean;
}

const isProcessing = (data: { list: readonly BatchStatus[] } | undefined): boolean =>
  data?.list.some((entry) => entry.orderStatus === 'processing') ?? false;

/**
 * 批量交易记录: the batches of this trade type, newest first (cart batches included under 申购): submit
 * time, kind, file, batch number, counts, state, progress and the result download. Refreshes itself while
 * a batch is processing.
 * @see spec 02 §7 (pc/excel/query/batch/trade, batch download), §3 (batch purchase result)
 */
export function BatchHistory({ tradeType, onDownload, downloading = false }: BatchHistoryProps) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isValidating, mutate } = useCall(
    batch.batchList,
    { tradeType, pagination: { currentPage: page, pagesize: HISTORY_PAGE_SIZE } },
    {
      keepPreviousData: true,
      refreshInterval: (latest) => (isProcessing(latest) ? HISTORY_REFRESH_MS : 0),
    },
  );
  const list = data?.list ?? [];
  const head = [
    'createdAt',
    'kind',
    'file',
    'batchSerialNo',
    'total',
    'success',
    'fail',
    'cancelled',
    'status',
    'progress',
    'actions',
  ] as const;
  const numeric = new Set<string>(['total', 'success', 'fail', 'cancelled']);

  return (
    <Card className="fd-batch-history">
      <div className="fd-batch-history__head">
        <h3 className="fd-section-title">{t('webBatch.history.title')}</h3>
        <Button
          size="small"
          variant="minimal"
          icon="refresh"
          text={t('webBatch.history.refresh')}
          loading={isValidating && !isLoading}
          onClick={() => void mutate()}
        />
      </div>
      <div className={`fd-table-wrap${isValidating ? ' is-loading' : ''}`}>
        <HTMLTable compact striped className="fd-dense-table" aria-label={t('webBatch.history.title')}>
          <thead>
            <tr>
              {head.map((key) => (
                <th
                  key={key}
                  className={numeric.has(key) ? 'fd-num' : key === 'actions' ? 'fd-col-actions' : ''}
                >
                  {t(`webBatch.history.col.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <tr key={entry.batchSerialNo} data-batch={entry.batchSerialNo}>
                <td className="fd-code">{formatDateTime(entry.createdAt)}</td>
                <td>{batchKindText(entry.kind)}</td>
                <td>
                  <span className="fd-ellipsis" title={entry.fileName ?? undefined}>
                    {entry.fileName ?? t('display.none')}
                  </span>
                </td>
                <td className="fd-code">{entry.batchSerialNo}</td>
                <td className="fd-num">{entry.totalSize}</td>
                <td className="fd-num">{entry.successSize}</td>
                <td className={`fd-num${entry.failSize > 0 ? ' fd-batch-error' : ''}`}>{entry.failSize}</td>
                <td className="fd-num">{entry.cancelledSize}</td>
                <td>
                  <Tag
                    minimal
                    className="fd-status-tag"
                    intent={entry.orderStatus === 'done' ? 'success' : 'primary'}
                  >
                    {batchStatusText(entry.orderStatus)}
                  </Tag>
                </td>
                <td>
                  <span className="fd-batch-progress-cell">
                    <ProgressBar
                      value={entry.progress / 100}
                      intent={entry.orderStatus === 'done' ? 'success' : 'primary'}
                      stripes={entry.orderStatus !== 'done'}
                      animate={entry.orderStatus !== 'done'}
                      aria-label={t('web.a11y.progress')}
                    />
                    <span className="fd-code">{entry.progress}%</span>
                  </span>
                </td>
                <td className="fd-col-actions">
                  <Button
                    size="small"
                    variant="minimal"
                    intent="primary"
                    icon="download"
                    text={t('webBatch.history.download')}
                    disabled={downloading || entry.orderStatus !== 'done'}
                    onClick={() => onDownload(entry.batchSerialNo)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {list.length === 0 ? <TableEmpty loading={isLoading} /> : null}
      </div>
      <ListFooter pagination={data?.pagination} page={page} onChange={setPage} disabled={isValidating} />
    </Card>
  );
}
