import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { t, type trade } from '@funddesk/core';
import { formatDateTime, orderStatusText } from './orderText';

/**
 * 操作记录: the order's trail, oldest first — when, what (state before → after, or the first state), who
 * (name and login name, or 系统 for the gateway's confirmation) and from where (the client IP; -- when
 * unknown). Read-only: the trail is append-only on the server.
 * @see DESIGN §7 (who, when, from where, what), spec 02 §2 tradeInfo/:serialNo; issue 16 finding 4
 */
export function OrderTrail({ trail }: { trail: readonly trade.OrderTrailEntry[] }) {
  if (trail.length === 0) {
    return <NonIdealState className="fd-table-empty" icon="history" description={t('screens.trail.empty')} />;
  }
  const none = t('display.none');
  return (
    <div className="fd-table-wrap">
      <HTMLTable compact striped aria-label={t('screens.trail.title')} className="fd-table">
        <thead>
          <tr>
            <th className="fd-num">{t('screens.trail.col.time')}</th>
            <th>{t('screens.trail.col.action')}</th>
            <th>{t('screens.trail.col.actor')}</th>
            <th>{t('screens.trail.col.ip')}</th>
          </tr>
        </thead>
        <tbody>
          {trail.map((entry, index) => (
            <tr key={`${index}-${entry.time}`}>
              <td className="fd-num">{formatDateTime(entry.time)}</td>
              <td>
                {entry.fromStatus === null
                  ? orderStatusText(entry.toStatus)
                  : t('screens.trail.change', {
                      from: orderStatusText(entry.fromStatus),
                      to: orderStatusText(entry.toStatus),
                    })}
              </td>
              <td>
                {entry.actorKind === 'system'
                  ? t('screens.trail.system')
                  : t('screens.trail.actor', {
                      name: entry.actorName ?? none,
                      loginName: entry.loginName ?? none,
                    })}
              </td>
              <td className="fd-code">{entry.ip ?? none}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
