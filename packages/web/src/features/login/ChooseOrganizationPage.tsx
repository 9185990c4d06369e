import { useReducer, useState } from 'react';
import { Button, Callout, InputGroup, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { Navigate, useNavigate } from 'react-router';
import { ACCOUNT_SEARCH_MAX_LENGTH, decideSwitch, switchReducer, t, type OrgEntry } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { enterOrganisation, logout } from '../../app/auth';
import { useSession } from '../../app/session';
import { useOrgList } from '../../app/useOrgList';
import { variant } from '../../app/variant';
import { LoginLayout } from './LoginLayout';

const noOrgs: readonly OrgEntry[] = [];

/**
 * 选择企业 (/login/chooseOrganization, /login/sikuChooseOrganization): the organisations of the login
 * (core `visibleOrgList`: closed entries and duplicates dropped), in the two organisation tabs when both
 * have entries (spec 01 §4.2: tab 1 type number 1, tab 2 types 2-4), searchable by name or group id;
 * choosing one switches the session (blocked while a switch loads) and follows the landing decision.
 * Without a login token there is nothing to choose: the login page.
 * @see spec 01 §2.2, §3 (organisation list search), §4.2 (account switch, organisation tabs)
 */
export function ChooseOrganizationPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const session = useSession();
  const { orgs, tabs, showTabs, tab, setTab, query, setQuery, shown } = useOrgList(
    session.corpList ?? noOrgs,
  );
  const [switchState, dispatch] = useReducer(switchReducer, { status: 'idle' });
  const [blocked, setBlocked] = useState<string | null>(null);

  if (!session.token) return <Navigate to={variant.loginPages.login} replace />;

  const choose = async (org: OrgEntry) => {
    const allowed = decideSwitch({
      switching: switchState.status === 'loading',
      managerTypeProfile: org.managerOrgFlag && session.loginType === 2,
      managerOrgAccountOpened: session.orgOpenWithManagerFlag === true,
    });
    if (!allowed.ok) {
      if (allowed.reason === 'managerAlreadyOpened') setBlocked(t(allowed.messageKey));
      return;
    }
    setBlocked(null);
    dispatch({ type: 'start', groupId: org.groupId });
    const entered = await enterOrganisation(client, org);
    if (entered.ok) {
      dispatch({ type: 'succeeded' });
      void navigate(entered.to, { replace: true });
    } else {
      dispatch({ type: 'failed', message: entered.message });
    }
  };

  const switching = switchState.status === 'loading' ? switchState.groupId : null;

  return (
    <LoginLayout>
      <h2 className="fd-login__title">{t('web.chooseOrg.title')}</h2>
      <p className="fd-login__welcome">{t('web.chooseOrg.description')}</p>
      {showTabs ? (
        <Tabs
          id="fd-org-tabs"
          selectedTabId={tab}
          onChange={(id) => setTab(id === 2 ? 2 : 1)}
          className="fd-org-tabs"
        >
          <Tab id={1} title={`${t('web.chooseOrg.tab.institution')} ${tabs[1].length}`} />
          <Tab id={2} title={`${t('web.chooseOrg.tab.product')} ${tabs[2].length}`} />
        </Tabs>
      ) : null}
      <InputGroup
        leftIcon="search"
        placeholder={t('web.chooseOrg.search')}
        maxLength={ACCOUNT_SEARCH_MAX_LENGTH}
        value={query}
        onValueChange={(value) => setQuery(value)}
        aria-label={t('web.chooseOrg.search')}
      />
      <div className="fd-org-list" role="listbox" aria-label={t('web.chooseOrg.title')}>
        {shown.length === 0 ? (
          <NonIdealState icon="search" description={t('common.empty')} className="fd-org-list__empty" />
        ) : (
          shown.map((org) => (
            <button
              key={org.groupId}
              type="button"
              role="option"
              aria-selected={false}
              className="fd-org-list__item"
              disabled={switching !== null}
              onClick={() => void choose(org)}
            >
              <span className="fd-org-list__name">{org.corpName}</span>
              <span className="fd-org-list__gid">{t('web.header.groupId', { groupId: org.groupId })}</span>
              <span className="fd-org-list__enter">
                {switching === org.groupId ? t('web.header.switching') : t('web.chooseOrg.enter')}
              </span>
            </button>
          ))
        )}
      </div>
      <div className="fd-org-list__meta">{t('web.chooseOrg.count', { count: orgs.length })}</div>
      {blocked !== null || switchState.status === 'failure' ? (
        <Callout intent="danger" compact role="alert">
          {blocked ?? (switchState.status === 'failure' ? switchState.message : '')}
        </Callout>
      ) : null}
      <Button variant="minimal" icon="arrow-left" onClick={() => void logout(client)}>
        {t('web.chooseOrg.back')}
      </Button>
    </LoginLayout>
  );
}
