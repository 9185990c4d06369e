import { Tag } from '@blueprintjs/core';
import { RISK_MONITOR_MENU_PATH, riskMonitor, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';

/** The calls a change of the records refreshes: the page and the menu badge. */
export const RISK_MONITOR_CALLS = [riskMonitor.queryConfigAndRecordPage, riskMonitor.countUnreadRecord];

/** The menu path whose item carries the badge (core RISK_MONITOR_MENU_PATH). */
export const RISK_MONITOR_PATH = RISK_MONITOR_MENU_PATH;

const badgeStyle = { marginLeft: 6, minHeight: 16, padding: '0 5px', fontSize: 11 } as const;

/**
 * The unread risk records of the session's account as the menu item's badge (countUnreadRecord); nothing at 0.
 * Rendered only when the menu shows 持仓风险监控, so the count is asked only then.
 * @see spec 03 §2 fund tools ("riskMonitor … carries a numeric badge"), §7 countUnreadRecord
 */
export function RiskMonitorBadge() {
  const { data } = useCall(riskMonitor.countUnreadRecord, {}, { hideResult: true });
  const count = data?.num ?? 0;
  if (count <= 0) return null;
  return (
    <Tag
      round
      intent="danger"
      style={badgeStyle}
      data-testid="risk-badge"
      aria-label={t('riskMonitor.badge', { count })}
    >
      {count > 99 ? '99+' : count}
    </Tag>
  );
}
