import { useState } from 'react';
import {
  Button,
  Icon,
  InputGroup,
  Menu,
  MenuDivider,
  MenuItem,
  NonIdealState,
  PopoverNext,
  Spinner,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { useLocation } from 'react-router';
import {
  account,
  ACCOUNT_SEARCH_MAX_LENGTH,
  orgBarView,
  t,
  visibleOrgList,
  type OrgEntry,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { logout } from '../auth';
import { sessionStore, useSession } from '../session';
import { useOrgList } from '../useOrgList';
import { useOrgSwitch } from '../useOrgSwitch';
import { tabPanelProps } from '../../components/TabPanel/tabPanel';

const noOrgs: readonly OrgEntry[] = [];

/** The organisations of a list answer (core `visibleOrgList`: closed entries and duplicates dropped). */
function listed(list: readonly OrgEntry[]): OrgEntry[] {
  const decision = visibleOrgList<OrgEntry>(list);
  return decision.kind === 'list' ? decision.orgs : [];
}

/**
 * The organisation bar (spec 01 §1, §2.1): the chosen organisation's company name and group id with a
 * popover listing the person's organisations — in the two organisation tabs when both have entries
 * (spec 01 §4.2), searchable by name or code (25 characters), with a 安全退出 entry. Choosing another one
 * enters it through {@link useOrgSwitch} (blocked while a switch loads, and 3 s against re-clicks; the
 * outcome as a toast), closes the tabs and follows the landing decision. On the account-opening paths of
 * spec 01 §1 the bar shows the list of the person's organisations instead (core `orgBarView`), and a
 * bottom line on /orgaccount/openAccountType.
 * @see spec 01 §1, §2.1, §3, §4.2 account switch, §9 debounce
 */
export function OrgSwitcher() {
  const client = useGateway();
  const { pathname } = useLocation();
  const session = useSession();
  const view = orgBarView(pathname);
  const [open, setOpen] = useState(false);
  const { data, isLoading } = useCall(account.getCorpsInfo, open ? {} : null);
  const { tabs, showTabs, tab, setTab, query, setQuery, shown } = useOrgList(
    data?.corpList ?? session.corpList ?? noOrgs,
  );
  const { switching, choose } = useOrgSwitch({
    feedback: 'toast',
    onEntered: () => {
      if (data) sessionStore.set({ corpList: data.corpList });
      setOpen(false);
    },
  });

  const list = (
    <div className="fd-orgs__list" role="listbox" aria-label={t('web.header.switchOrg')}>
      {isLoading && !data ? <Spinner size={16} /> : null}
      {shown.length === 0 && !isLoading ? <NonIdealState description={t('common.empty')} /> : null}
      {shown.map((org) => {
        const current = org.groupId === session.groupId;
        return (
          <button
            key={org.groupId}
            type="button"
            role="option"
            aria-selected={current}
            className={`fd-orgs__item${current ? ' is-current' : ''}`}
            disabled={switching !== null || view.mode === 'list'}
            onClick={() => {
              if (!current) void choose(org);
            }}
          >
            <span className="fd-orgs__name">{org.corpName}</span>
            <span className="fd-orgs__gid">{org.groupId}</span>
            {current ? <Icon icon="tick" size={12} /> : null}
            {switching === org.groupId ? <Spinner size={12} /> : null}
          </button>
        );
      })}
    </div>
  );

  const content = (
    <div className="fd-orgs" data-testid="org-switcher">
      {view.mode === 'list' ? <div className="fd-orgs__heading">{t('web.header.orgList')}</div> : null}
      {showTabs ? (
        <Tabs id="fd-orgs-tabs" selectedTabId={tab} onChange={(id) => setTab(id === 2 ? 2 : 1)}>
          <Tab id={1} title={`${t('web.chooseOrg.tab.institution')} ${tabs[1].length}`} />
          <Tab id={2} title={`${t('web.chooseOrg.tab.product')} ${tabs[2].length}`} />
        </Tabs>
      ) : null}
      <InputGroup
        size="small"
        leftIcon="search"
        autoFocus
        maxLength={ACCOUNT_SEARCH_MAX_LENGTH}
        placeholder={t('web.header.orgSearch')}
        value={query}
        onValueChange={(value) => setQuery(value)}
        aria-label={t('web.header.orgSearch')}
      />
      {showTabs ? <div {...tabPanelProps('fd-orgs-tabs', tab)}>{list}</div> : list}
      <Menu size="small" className="fd-orgs__footer">
        <MenuDivider />
        <MenuItem
          icon="log-out"
          intent="danger"
          text={t('web.header.logout')}
          onClick={() => void logout(client)}
        />
      </Menu>
    </div>
  );

  return (
    <div className={`fd-orgbar${view.bottomLine ? ' has-bottom-line' : ''}`} data-mode={view.mode}>
      <PopoverNext
        isOpen={open}
        onInteraction={(next) => setOpen(next)}
        placement="bottom-end"
        arrow={false}
        animation="minimal"
        content={content}
      >
        {view.mode === 'list' ? (
          <Button variant="minimal" className="fd-header__org" icon="office" endIcon="caret-down">
            {t('web.header.myOrgs', { count: listed(session.corpList ?? []).length })}
          </Button>
        ) : (
          <Button
            variant="minimal"
            className="fd-header__org"
            endIcon="caret-down"
            title={t('web.header.switchOrg')}
          >
            <span className="fd-header__org-name">{session.corpName ?? ''}</span>
            <span className="fd-header__org-gid">
              {t('web.header.groupId', { groupId: session.groupId ?? '' })}
            </span>
          </Button>
        )}
      </PopoverNext>
    </div>
  );
}
