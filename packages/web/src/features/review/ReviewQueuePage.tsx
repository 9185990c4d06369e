import { useState } from 'react';
import {
  Button,
  Callout,
  Card,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NonIdealState,
  TextArea,
} from '@blueprintjs/core';
import {
  REVIEW_SCENES,
  review,
  reviewCommentRefusal,
  t,
  type ReviewDecision,
  type ReviewScene,
} from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { ListFooter } from '../product/common/Pager';
import { formatDateTime, formatYuan } from '../trade/orderText';
import { useRefreshOrders } from '../trade/usePendingTrades';
import { cutOffText } from './reviewText';
import '../product/product.css';
import '../trade/screens.css';

/** Rows per page of the review queue. */
export const REVIEW_PAGE_SIZE = 20;

/**
 * 交易复核 (/trade/reviewQueue, menu code review_process): the session organisation's orders pending
 * review for checkers — filters (scene, fund code, only mine), multi-select, one comment, 复核通过 /
 * 复核驳回 with a confirmation that states the application day an approval now gives (after 15:00 the next
 * trading day), per-order outcomes, and the pending count refreshed after each decision (the header badge
 * and the pending-trades tabs revalidate: spec 01 §7.14 "on success refreshes the pending trade count").
 * Who may decide is the server's (core rules/review.ts); the page only greys out what it refuses.
 * @see issue 11 §2, spec 01 §7.14 queryProcessNode/list, dealProcess, spec 02 §1 (15:00)
 */
export function ReviewQueuePage() {
  const [scene, setScene] = useState<ReviewScene | ''>('');
  const [fundId, setFundId] = useState('');
  const [mine, setMine] = useState(true);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [comment, setComment] = useState('');
  const [asking, setAsking] = useState<ReviewDecision | null>(null);
  const [outcome, setOutcome] = useState<review.DealResult[] | null>(null);
  const request = {
    mine,
    ...(scene ? { scene } : {}),
    ...(/^\d{6}$/.test(fundId) ? { fundId } : {}),
    pagination: { currentPage: page, pagesize: REVIEW_PAGE_SIZE },
  };
  const { data, isLoading, mutate } = useCall(review.queryProcessNode, request, { keepPreviousData: true });
  const deal = useMutationCall(review.dealProcess);
  const refreshOrders = useRefreshOrders();
  const list = data?.list ?? [];
  const decidable = list.filter((n) => n.canDecide).map((n) => n.order.serialNo);
  const allSelected = decidable.length > 0 && decidable.every((s) => selected.has(s));
  const commentMissing = asking !== null && reviewCommentRefusal(asking, comment) !== null;

  const toggle = (serialNo: string) => {
    const next = new Set(selected);
    if (next.has(serialNo)) next.delete(serialNo);
    else next.add(serialNo);
    setSelected(next);
  };

  const decide = async () => {
    if (asking === null || commentMissing) return;
    const answer = await deal.trigger({ serialNos: [...selected], decision: asking, comment });
    setOutcome(answer.results);
    setAsking(null);
    setSelected(new Set());
    setComment('');
    await Promise.all([mutate(), refreshOrders()]);
  };

  const failed = outcome?.filter((r) => !r.ok) ?? [];
  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('review.queue.title')}</h2>
        <FormGroup inline label={t('review.queue.filter.scene')} labelFor="fd-review-scene">
          <HTMLSelect
            id="fd-review-scene"
            value={scene}
            onChange={(e) => {
              setScene(e.currentTarget.value as ReviewScene | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('review.queue.filter.all') },
              ...REVIEW_SCENES.map((s) => ({ value: s, label: t(`review.scene.${s}`) })),
            ]}
          />
        </FormGroup>
        <FormGroup inline label={t('review.queue.filter.fundId')} labelFor="fd-review-fund">
          <InputGroup
            id="fd-review-fund"
            value={fundId}
            maxLength={6}
            onValueChange={(value) => {
              setFundId(value);
              setPage(1);
            }}
          />
        </FormGroup>
        <Checkbox
          checked={mine}
          label={t('review.queue.filter.mine')}
          onChange={(e) => {
            setMine(e.currentTarget.checked);
            setPage(1);
          }}
        />
      </Card>
      {outcome ? (
        <Callout intent={failed.length === 0 ? 'success' : 'warning'} className="fd-review-outcome">
          <p>{t('review.queue.done', { ok: outcome.length - failed.length, failed: failed.length })}</p>
          {failed.map((r) => (
            <p key={r.serialNo}>
              {t('review.queue.failedLine', { serialNo: r.serialNo, message: r.message ?? '' })}
            </p>
          ))}
        </Callout>
      ) : null}
      <Card className="fd-card-table">
        <div className="fd-table-wrap">
          <HTMLTable compact striped aria-label={t('review.queue.title')} className="fd-table fd-dense-table">
            <thead>
              <tr>
                <th>
                  <Checkbox
                    aria-label={t('review.queue.selectAll')}
                    checked={allSelected}
                    disabled={decidable.length === 0}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(decidable))}
                  />
                </th>
                <th>{t('review.queue.col.serialNo')}</th>
                <th>{t('review.queue.col.scene')}</th>
                <th>{t('review.queue.col.fund')}</th>
                <th>{t('review.queue.col.amount')}</th>
                <th>{t('review.queue.col.maker')}</th>
                <th>{t('review.queue.col.applyTime')}</th>
                <th>{t('review.queue.col.level')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((n) => (
                <tr key={n.order.serialNo}>
                  <td>
                    <Checkbox
                      aria-label={t('review.queue.col.select') + ' ' + n.order.serialNo}
                      checked={selected.has(n.order.serialNo)}
                      disabled={!n.canDecide}
                      onChange={() => toggle(n.order.serialNo)}
                    />
                  </td>
                  <td className="fd-code">{n.order.serialNo}</td>
                  <td>{t(`review.scene.${n.scene}`)}</td>
                  <td>{`${n.order.fundName}（${n.order.fundId}）`}</td>
                  <td className="fd-num">
                    {n.order.tradeType === 'redemption' ? (n.order.shares ?? '') : formatYuan(n.order.amount)}
                  </td>
                  <td>{n.order.operatorName}</td>
                  <td className="fd-num">
                    {formatDateTime(n.order.applyTime)}
                    {n.rolled ? (
                      <div className="fd-note">
                        {t('review.rolled', {
                          placedDay: n.order.tradeDay,
                          tradeDay: data?.approvalDay ?? '',
                        })}
                      </div>
                    ) : null}
                  </td>
                  <td>{t(n.level === 2 ? 'review.level.2' : 'review.level.1')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {!isLoading && list.length === 0 ? (
            <NonIdealState
              className="fd-table-empty"
              icon="tick-circle"
              description={t('review.queue.empty')}
            />
          ) : null}
        </div>
        <ListFooter pagination={data?.pagination} page={page} onChange={setPage} disabled={isLoading} />
      </Card>
      <Card className="fd-review-actions">
        <span className="fd-note">{t('review.queue.selected', { n: selected.size })}</span>
        <Button
          intent="primary"
          text={t('review.queue.approve')}
          disabled={selected.size === 0}
          onClick={() => setAsking('approve')}
        />
        <Button
          intent="danger"
          text={t('review.queue.reject')}
          disabled={selected.size === 0}
          onClick={() => setAsking('reject')}
        />
      </Card>
      <Dialog isOpen={asking !== null} title={t('review.queue.confirmTitle')} onClose={() => setAsking(null)}>
        <DialogBody>
          <p>
            {t(asking === 'reject' ? 'review.queue.confirmReject' : 'review.queue.confirmApprove', {
              n: selected.size,
            })}
          </p>
          {asking === 'approve' && data ? (
            <Callout intent={data.afterCutOff ? 'warning' : 'primary'}>
              {cutOffText(data.approvalDay, data.afterCutOff)}
            </Callout>
          ) : null}
          <FormGroup
            label={t('review.queue.comment')}
            labelFor="fd-review-comment"
            intent={commentMissing && comment !== '' ? 'danger' : 'none'}
            helperText={asking === 'reject' ? t('review.queue.commentPlaceholder') : undefined}
          >
            <TextArea
              id="fd-review-comment"
              fill
              maxLength={200}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('review.queue.cancel')} onClick={() => setAsking(null)} />
              <Button
                intent={asking === 'reject' ? 'danger' : 'primary'}
                text={t('review.queue.confirm')}
                disabled={commentMissing}
                loading={deal.isMutating}
                onClick={() => void decide()}
              />
            </>
          }
        />
      </Dialog>
    </div>
  );
}
