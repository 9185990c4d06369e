import { useEffect, useRef, type WheelEvent } from 'react';
import { Button, Icon, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { canCloseTabs, t } from '@funddesk/core';
import { tabsStore, useTabs, type TabsStore } from '../tabsStore';

/**
 * Scrolls the tab row sideways with a mouse wheel: the row hides its scroll bar, so without this a mouse
 * without a horizontal wheel could not reach tabs beyond the right edge.
 */
function scrollSideways(event: WheelEvent<HTMLDivElement>): void {
  if (event.deltaX !== 0 || event.deltaY === 0) return;
  event.currentTarget.scrollLeft += event.deltaY;
}

/**
 * The visited-view tab bar: one tab per visited route, the active one highlighted and scrolled into view
 * (many tabs overflow the row), close icons only with more than one tab; a menu closes the others or all.
 * Each tab is a link to its route (`aria-current="page"` on the active one) with its close button beside
 * it, not inside it, in a `nav` named 已打开的页面 (issue 17 §2, WCAG 2.1 4.1.2: no interactive element
 * nests inside another; the menu button stays outside the list). Delete on a focused tab closes it.
 * @see spec 01 §2.1 tab bar, spec 03 §4 Tabs
 */
export function TabsBar({ store = tabsStore }: { store?: TabsStore }) {
  const state = useTabs(store);
  const location = useLocation();
  const navigate = useNavigate();
  const active = location.pathname + location.search;
  const closable = canCloseTabs(state);
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    row.current
      ?.querySelector('.fd-tabs__tab.is-active')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, state.views.length]);
  const close = (fullPath: string) => store.dispatch({ type: 'close', fullPath, active });

  return (
    <nav className="fd-tabs" aria-label={t('web.a11y.openPages')}>
      <div className="fd-tabs__scroll" ref={row} onWheel={scrollSideways}>
        {state.views.map((view) => {
          const isActive = view.fullPath === active;
          return (
            <div
              key={view.fullPath}
              title={view.title}
              className={`fd-tabs__tab${isActive ? ' is-active' : ''}`}
              onAuxClick={(e) => {
                if (e.button === 1 && closable) {
                  e.preventDefault();
                  close(view.fullPath);
                }
              }}
            >
              <a
                className="fd-tabs__label"
                href={`#${view.fullPath}`}
                aria-current={isActive ? 'page' : undefined}
                onClick={(e) => {
                  if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
                  e.preventDefault();
                  if (!isActive) void navigate(view.fullPath);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Delete' && closable) close(view.fullPath);
                }}
              >
                {view.title}
              </a>
              {closable ? (
                <button
                  type="button"
                  className="fd-tabs__close"
                  aria-label={`${t('web.tabs.close')} ${view.title}`}
                  onClick={() => close(view.fullPath)}
                >
                  <Icon icon="small-cross" size={14} />
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
      {closable ? (
        <PopoverNext
          placement="bottom-end"
          arrow={false}
          animation="minimal"
          content={
            <Menu size="small">
              <MenuItem
                icon="cross"
                text={t('web.tabs.closeOthers')}
                onClick={() => store.dispatch({ type: 'closeOthers', fullPath: active, active })}
              />
              <MenuItem
                icon="disable"
                text={t('web.tabs.closeAll')}
                onClick={() => store.dispatch({ type: 'closeAll' })}
              />
            </Menu>
          }
        >
          <Button variant="minimal" size="small" icon="more" aria-label={t('web.tabs.closeAll')} />
        </PopoverNext>
      ) : null}
    </nav>
  );
}
