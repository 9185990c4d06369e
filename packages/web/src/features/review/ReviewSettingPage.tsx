import { useState } from 'react';
import { Button, Card, Checkbox, HTMLSelect, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { REVIEW_TYPES, review, t, type ReviewType } from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { useMenu } from '../../app/useMenu';
import { formatDateTime } from '../trade/orderText';
import { settingSummary } from './reviewText';
import '../product/product.css';
import '../trade/screens.css';

/** A scene's setting as edited: the type and the person ids of both levels. */
interface Draft {
  reviewType: ReviewType;
  level1: string[];
  level2: string[];
}

/**
 * 复核设置 (/account/reviewSetting, menu code review_setting): per scene of the session's organisation, the
 * review type (无需复核 / 一级复核 / 二级复核, spec 03 §3) and the checkers of each level (multi-select,
 * spec 03 §2 reviewSetting); editable with review_setting_edit (reviewSettingUpdate), read-only otherwise
 * (the server refuses changes without it anyway). Below, the history of every change: who, when, before,
 * after (issue 11 §1).
 * @see spec 01 §7.14 processSetQuery, processSet, queryReviewProcessOrg/list
 */
export function ReviewSettingPage() {
  const { can } = useMenu();
  const editable = can('review_setting_edit');
  const settings = useCall(review.processSetQuery, {});
  const orgs = useCall(review.queryReviewProcessOrg, {});
  const history = useCall(review.reviewSettingHistory, {});
  const save = useMutationCall(review.processSet);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});

  const list = settings.data?.list ?? [];
  const groupId = list[0]?.groupId;
  const checkers = orgs.data?.list.find((o) => o.groupId === groupId)?.checkers ?? [];
  const draftOf = (s: review.ReviewSetting): Draft =>
    drafts[s.scene] ?? {
      reviewType: s.reviewType,
      level1: s.level1.map((p) => p.personId),
      level2: s.level2.map((p) => p.personId),
    };
  const change = (s: review.ReviewSetting, next: Partial<Draft>) =>
    setDrafts({ ...drafts, [s.scene]: { ...draftOf(s), ...next } });
  const toggle = (ids: string[], id: string) =>
    ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

  const submit = async () => {
    const changed = list.filter((s) => drafts[s.scene]).map((s) => ({ scene: s.scene, ...draftOf(s) }));
    if (changed.length === 0) return;
    await save.trigger({ settings: changed });
    setDrafts({});
    notifier.toast(t('review.settings.saved'), 'success');
    await Promise.all([settings.mutate(), history.mutate()]);
  };

  const persons = (s: review.ReviewSetting, level: 1 | 2) => {
    const draft = draftOf(s);
    const ids = level === 1 ? draft.level1 : draft.level2;
    if (!editable) {
      const shown = level === 1 ? s.level1 : s.level2;
      return shown.map((p) => p.personName).join('、') || t('review.settings.none');
    }
    return checkers.map((c) => (
      <Checkbox
        key={c.personId}
        inline
        label={`${c.personName}（${c.loginName}）`}
        checked={ids.includes(c.personId)}
        onChange={() =>
          change(s, level === 1 ? { level1: toggle(ids, c.personId) } : { level2: toggle(ids, c.personId) })
        }
      />
    ));
  };

  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('review.settings.title')}</h2>
        {editable ? null : <span className="fd-note">{t('review.settings.readOnly')}</span>}
      </Card>
      <Card className="fd-card-table">
        <div className="fd-table-wrap">
          <HTMLTable compact striped aria-label={t('review.settings.title')} className="fd-table">
            <thead>
              <tr>
                <th>{t('review.settings.col.scene')}</th>
                <th>{t('review.settings.col.type')}</th>
                <th>{t('review.settings.col.level1')}</th>
                <th>{t('review.settings.col.level2')}</th>
                <th>{t('review.settings.col.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.scene}>
                  <td>{t(`review.scene.${s.scene}`)}</td>
                  <td>
                    {editable ? (
                      <HTMLSelect
                        aria-label={`${t(`review.scene.${s.scene}`)} ${t('review.settings.col.type')}`}
                        value={draftOf(s).reviewType}
                        onChange={(e) => change(s, { reviewType: e.currentTarget.value as ReviewType })}
                        options={REVIEW_TYPES.map((type) => ({
                          value: type,
                          label: t(`review.type.${type}`),
                        }))}
                      />
                    ) : (
                      t(`review.type.${s.reviewType}`)
                    )}
                  </td>
                  <td>{persons(s, 1)}</td>
                  <td>{persons(s, 2)}</td>
                  <td className="fd-num">
                    {s.updatedAt
                      ? `${formatDateTime(s.updatedAt)} ${s.updatedBy ?? ''}`
                      : t('review.settings.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        {editable ? (
          <Button
            intent="primary"
            text={t('review.settings.save')}
            disabled={Object.keys(drafts).length === 0}
            loading={save.isMutating}
            onClick={() => void submit()}
          />
        ) : null}
      </Card>
      <Card>
        <h3 className="fd-section-title">{t('review.settings.history')}</h3>
        {history.data && history.data.list.length > 0 ? (
          <HTMLTable compact striped aria-label={t('review.settings.history')} className="fd-table">
            <thead>
              <tr>
                <th>{t('review.settings.history.time')}</th>
                <th>{t('review.settings.history.person')}</th>
                <th>{t('review.settings.history.scene')}</th>
                <th>{t('review.settings.history.before')}</th>
                <th>{t('review.settings.history.after')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((h) => (
                <tr key={h.changeId}>
                  <td className="fd-num">{formatDateTime(h.changedAt)}</td>
                  <td>{`${h.personName}（${h.loginName}）`}</td>
                  <td>{t(`review.scene.${h.scene}`)}</td>
                  <td>{settingSummary(h.before)}</td>
                  <td>{settingSummary(h.after)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <NonIdealState
            className="fd-table-empty"
            icon="history"
            description={t('review.settings.history.empty')}
          />
        )}
      </Card>
    </div>
  );
}
