import { useEffect, useState } from 'react';
import { Button, Collapse, Icon, NonIdealState, PopoverNext, Spinner, Tag } from '@blueprintjs/core';
import { NavLink, useLocation } from 'react-router';
import { findMenuGroup, t, visibleMenu, type MenuNode } from '@funddesk/core';
import { RISK_MONITOR_PATH, RiskMonitorBadge } from '../../features/fundTools/RiskMonitorBadge';
import { usePendingTradeNum } from '../../features/trade/usePendingTrades';
import { menuIcon } from '../menuIcons';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  menu: readonly MenuNode[];
  opened: boolean;
  mobile: boolean;
  loading: boolean;
  failed: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** The menu code of 待处理交易, whose item carries the pending trade count (spec 02 §2). */
export const PENDING_TRADES_MENU_CODE = 'pending_trans';

/** Whether the menu shows 待处理交易 (the count is fetched only then). */
function hasPendingTrades(menu: readonly MenuNode[]): boolean {
  return menu.some((node) => node.code === PENDING_TRADES_MENU_CODE || hasPendingTrades(node.children));
}

const badgeStyle = { marginLeft: 6, minHeight: 16, padding: '0 5px', fontSize: 11 } as const;

/** The pending trade count as a small badge; nothing at 0. @see spec 02 §2 stayTrade, §7 num */
function PendingBadge({ count }: { count: number | null }) {
  if (count === null || count <= 0) return null;
  return (
    <Tag round intent="danger" style={badgeStyle} data-testid="pending-badge" aria-label={String(count)}>
      {count > 99 ? '99+' : count}
    </Tag>
  );
}

/** The link of a menu leaf; query flags (tagsType=replace, leftSide=true) stay on the path as given. */
function leafLink(node: MenuNode, onNavigate: () => void, pendingCount: number | null) {
  return (
    <NavLink
      key={node.path}
      to={node.path}
      className={({ isActive }) => `fd-nav__leaf${isActive ? ' is-active' : ''}`}
      onClick={onNavigate}
    >
      {node.title}
      {node.code === PENDING_TRADES_MENU_CODE ? <PendingBadge count={pendingCount} /> : null}
      {node.path === RISK_MONITOR_PATH ? <RiskMonitorBadge /> : null}
    </NavLink>
  );
}

/**
 * The sidebar: the server's menu tree (hidden nodes not shown), groups that open and close, the active
 * route highlighted. Closed, it shows the group icons with a flyout of their children. In mobile mode it
 * overlays the page and closes on every route change (the shell does that).
 * @see spec 01 §2.1 sidebar, §6 menu visibility
 */
export function Sidebar({ menu, opened, mobile, loading, failed, onToggle, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const groups = visibleMenu(menu);
  const pendingCount = usePendingTradeNum(hasPendingTrades(groups));
  const activeGroup = findMenuGroup(menu, pathname)?.code;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(activeGroup ? [activeGroup] : []),
  );

  useEffect(() => {
    if (activeGroup) setExpanded((prev) => (prev.has(activeGroup) ? prev : new Set([...prev, activeGroup])));
  }, [activeGroup]);

  const toggleGroup = (code: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const collapsed = !opened && !mobile;
  const className = [
    'fd-sidebar',
    collapsed ? 'is-collapsed' : '',
    mobile ? 'is-mobile' : '',
    mobile && opened ? 'is-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <nav className={className} aria-label={t('web.app.subtitle')}>
      <div className="fd-sidebar__scroll">
        {loading ? <Spinner size={20} className="fd-sidebar__spinner" /> : null}
        {failed ? <NonIdealState icon="error" description={t('web.menu.loadFailed')} /> : null}
        {!loading && !failed && groups.length === 0 ? (
          <div className="fd-sidebar__empty">{t('web.menu.empty')}</div>
        ) : null}
        {groups.map((group) => {
          const isActive = group.code === activeGroup;
          const children = group.children.length > 0 ? group.children : [group];
          if (collapsed) {
            return (
              <PopoverNext
                key={group.code}
                interactionKind="hover"
                placement="right-start"
                hoverCloseDelay={200}
                arrow={false}
                animation="minimal"
                content={
                  <div className="fd-nav__flyout">
                    <div className="fd-nav__flyout-title">{group.title}</div>
                    {children.map((child) => (
                      <NavLink
                        key={child.path}
                        to={child.path}
                        className="fd-nav__flyout-link"
                        onClick={onNavigate}
                      >
                        {child.title}
                        {child.code === PENDING_TRADES_MENU_CODE ? (
                          <PendingBadge count={pendingCount} />
                        ) : null}
                      </NavLink>
                    ))}
                  </div>
                }
              >
                <div
                  className={`fd-nav__icon-only${isActive ? ' is-active' : ''}`}
                  role="img"
                  aria-label={group.title}
                >
                  <Icon icon={menuIcon(group.code)} size={18} />
                </div>
              </PopoverNext>
            );
          }
          const open = expanded.has(group.code);
          return (
            <div key={group.code} className={`fd-nav__group${isActive ? ' is-active' : ''}`}>
              <button
                type="button"
                className="fd-nav__group-title"
                aria-expanded={open}
                onClick={() => toggleGroup(group.code)}
              >
                <Icon icon={menuIcon(group.code)} size={16} />
                <span className="fd-nav__group-label">{group.title}</span>
                {!open && hasPendingTrades(group.children) ? <PendingBadge count={pendingCount} /> : null}
                <Icon icon={open ? 'chevron-up' : 'chevron-down'} size={12} className="fd-nav__chevron" />
              </button>
              <Collapse isOpen={open} keepChildrenMounted>
                <div className="fd-nav__children">
                  {children.map((child) => leafLink(child, onNavigate, pendingCount))}
                </div>
              </Collapse>
            </div>
          );
        })}
      </div>
      {mobile ? null : (
        <div className="fd-sidebar__foot">
          <Button
            variant="minimal"
            icon={opened ? 'menu-closed' : 'menu-open'}
            aria-label={opened ? t('web.sidebar.collapse') : t('web.sidebar.expand')}
            title={opened ? t('web.sidebar.collapse') : t('web.sidebar.expand')}
            onClick={onToggle}
          />
        </div>
      )}
    </nav>
  );
}
