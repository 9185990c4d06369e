import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Dialog,
  DialogBody,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import {
  doubleRecord,
  DOUBLE_RECORD_STATUSES,
  formatNumber,
  GatewayError,
  t,
  type DoubleRecordReviewRow,
  type DoubleRecordStatus,
} from '@funddesk/core';
import { useCall, useGateway, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';

import './doubleRecord.css';

/** A time in ms as `YYYY-MM-DD HH:mm` in Asia/Shanghai (DESIGN §5). */
function shanghaiTime(ms: number | null): string {
  if (ms === null) return t('display.none');
  return new Date(ms).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai', hour12: false }).slice(0, 16);
}

/** The tag intent of a record state. */
const intentOf = (status: DoubleRecordStatus) =>
  status === 'passed'
    ? 'success'
    : status === 'rejected'
      ? 'danger'
      : status === 'auditing'
        ? 'warning'
        : 'none';

/** The recording of one record, fetched as a file and played from a blob URL. */
function Player({ row, onClose }: { row: DoubleRecordReviewRow; onClose: () => void }) {
  const gateway = useGateway();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let created: string | null = null;
    gateway
      .download(doubleRecord.doubleRecordVideo, { doubleRecordId: row.doubleRecordId })
      .then((file) => {
        if (!live) return;
        created = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.contentType }));
        setUrl(created);
      })
      .catch(() => undefined); // shown by the notifier
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [gateway, row.doubleRecordId]);
  const title = t('doubleRecord.review.player', { dealId: row.dealId });
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        {url ? (
          <video src={url} controls aria-label={title} className="fd-dr-review__video" />
        ) : (
          <Spinner aria-label={t('doubleRecord.page.loading')} />
        )}
      </DialogBody>
    </Dialog>
  );
}

/** One record: facts, the recording, and while under review its reason box and decisions. */
function ReviewRow({
  row,
  onPlay,
  onDecided,
}: {
  row: DoubleRecordReviewRow;
  onPlay: () => void;
  onDecided: () => void;
}) {
  const [reason, setReason] = useState('');
  const decide = useMutationCall(doubleRecord.doubleRecordReview);
  const run = async (decision: 'approve' | 'reject') => {
    try {
      await decide.trigger({ doubleRecordId: row.doubleRecordId, decision, reason });
      notifier.success(
        t('doubleRecord.review.decided', {
          decision: t(`doubleRecord.review.${decision}`),
          dealId: row.dealId,
        }),
      );
      onDecided();
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error; // a refusal is shown by the notifier
    }
  };
  return (
    <tr>
      <th scope="row">{row.dealId}</th>
      <td className="fd-dr-review__wrap">{row.productName}</td>
      <td className="fd-num">{formatNumber(row.amount, 2)}</td>
      <td>{row.personName}</td>
      <td>
        <Tag minimal intent={intentOf(row.status)}>
          {t(`doubleRecord.status.${row.status}`)}
        </Tag>
        {row.reviewReason ? <span className="fd-note"> {row.reviewReason}</span> : null}
      </td>
      <td className="fd-num">
        {row.videoBytes !== null && row.durationMs !== null ? (
          <>
            {t('doubleRecord.review.videoFacts', {
              seconds: Math.round(row.durationMs / 1000),
              size: formatNumber(row.videoBytes / 1024 / 1024, 2),
            })}{' '}
            <Button size="small" variant="minimal" icon="play" onClick={onPlay}>
              {t('doubleRecord.review.play')}
            </Button>
          </>
        ) : (
          t('display.none')
        )}
      </td>
      <td className="fd-num">{shanghaiTime(row.uploadedAt)}</td>
      <td>{row.reviewedBy ?? t('display.none')}</td>
      <td>
        {row.status === 'auditing' ? (
          <div className="fd-dr-review__actions">
            <InputGroup
              size="small"
              value={reason}
              aria-label={`${t('doubleRecord.review.reason')} ${row.dealId}`}
              placeholder={t('doubleRecord.review.reason')}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button
              size="small"
              intent="success"
              loading={decide.isMutating}
              onClick={() => void run('approve')}
            >
              {t('doubleRecord.review.approve')}
            </Button>
            <Button
              size="small"
              intent="danger"
              disabled={decide.isMutating}
              onClick={() => void run('reject')}
            >
              {t('doubleRecord.review.reject')}
            </Button>
          </div>
        ) : (
          t('display.none')
        )}
      </td>
    </tr>
  );
}

/**
 * /account/doubleRecordReview 双录审核 (issue 13 §5 "server-side storage and a review state"): the organisation's
 * double records, newest first, filtered by state; a recording under review is played and approved, or rejected
 * with a reason. The server checks the privilege double_record_review, the organisation and the state and records
 * who decided when (FD4860, FD4862, FD4869).
 */
export function ReviewPage() {
  const [status, setStatus] = useState<DoubleRecordStatus | ''>('auditing');
  const [playing, setPlaying] = useState<DoubleRecordReviewRow | null>(null);
  const { data, isLoading, mutate } = useCall(doubleRecord.doubleRecordReviewList, {
    ...(status ? { status } : {}),
    pagination: { currentPage: 1, pagesize: 100 },
  });
  const rows = data?.list ?? [];
  return (
    <div className="fd-dr-review">
      <Card className="fd-dr-review__head">
        <h2 className="fd-dr-review__title">{t('menu.account.doubleRecordReview')}</h2>
        <HTMLSelect
          value={status}
          aria-label={t('doubleRecord.review.filter')}
          onChange={(event) => setStatus(event.currentTarget.value as DoubleRecordStatus | '')}
          options={[
            { value: '', label: t('doubleRecord.review.all') },
            ...DOUBLE_RECORD_STATUSES.map((value) => ({ value, label: t(`doubleRecord.status.${value}`) })),
          ]}
        />
        {data ? (
          <span className="fd-note">{t('doubleRecord.review.total', { N: data.pagination.totalRows })}</span>
        ) : null}
        {isLoading ? <Spinner size={20} /> : null}
      </Card>
      <Card>
        <HTMLTable
          compact
          striped
          className="fd-table fd-dr-review__table"
          aria-label={t('doubleRecord.review.table')}
        >
          <thead>
            <tr>
              <th scope="col">{t('doubleRecord.review.col.deal')}</th>
              <th scope="col">{t('doubleRecord.review.col.product')}</th>
              <th scope="col" className="fd-num">
                {t('doubleRecord.review.col.amount')}
              </th>
              <th scope="col">{t('doubleRecord.review.col.person')}</th>
              <th scope="col">{t('doubleRecord.review.col.status')}</th>
              <th scope="col" className="fd-num">
                {t('doubleRecord.review.col.video')}
              </th>
              <th scope="col" className="fd-num">
                {t('doubleRecord.review.col.uploadedAt')}
              </th>
              <th scope="col">{t('doubleRecord.review.col.reviewer')}</th>
              <th scope="col">{t('doubleRecord.review.col.action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ReviewRow
                key={row.doubleRecordId}
                row={row}
                onPlay={() => setPlaying(row)}
                onDecided={() => void mutate()}
              />
            ))}
          </tbody>
        </HTMLTable>
        {data && rows.length === 0 ? <p className="fd-note">{t('doubleRecord.review.empty')}</p> : null}
      </Card>
      {playing ? <Player row={playing} onClose={() => setPlaying(null)} /> : null}
    </div>
  );
}
