import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { review, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { formatDateTime } from '../trade/orderText';

/**
 * 复核记录: the approval trail of an order in the trade detail — the maker and when they placed it, then
 * each checker with level, decision, time and comment. An order that needed no review says so.
 * @see issue 11 §2 (the trade detail showing the full approval trail: maker, each checker, time, comment)
 */
export function ReviewTrail({ serialNo }: { serialNo: string }) {
  const { data } = useCall(review.reviewTrail, { serialNo }, { hideResult: true });
  if (!data) return null;
  if (data.levels === 0) {
    return <NonIdealState className="fd-table-empty" icon="endorsed" description={t('review.trail.empty')} />;
  }
  return (
    <div className="fd-table-wrap">
      <HTMLTable compact striped aria-label={t('review.trail.title')} className="fd-table">
        <thead>
          <tr>
            <th>{t('review.trail.time')}</th>
            <th>{t('review.trail.maker')}</th>
            <th>{t('review.trail.decision')}</th>
            <th>{t('review.trail.comment')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="fd-num">{formatDateTime(data.placedAt)}</td>
            <td>{`${t('review.trail.maker')} ${data.makerName}（${data.makerLoginName}）`}</td>
            <td>{t(`review.scene.${data.scene ?? 'SHOPPING_CART_PURCHASE'}`)}</td>
            <td />
          </tr>
          {data.decisions.map((d) => (
            <tr key={d.level}>
              <td className="fd-num">{formatDateTime(d.decidedAt)}</td>
              <td>{`${t('review.trail.checker', { level: t(d.level === 2 ? 'review.level.2' : 'review.level.1') })} ${d.personName}（${d.loginName}）`}</td>
              <td>{t(`review.decision.${d.decision}`)}</td>
              <td>{d.comment}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
