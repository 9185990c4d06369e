import { Button, Callout, InputGroup, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { ACCOUNT_SEARCH_MAX_LENGTH, t, type OrgEntry } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { logout } from '../../app/auth';
import { Redirect } from '../../app/Redirect';
import { useSession } from '../../app/session';
import { useOrgList } from '../../app/useOrgList';
import { useOrgSwitch } from '../../app/useOrgSwitch';
import { variant } from '../../app/variant';
import { LoginLayout } from './LoginLayout';
import { tabPanelProps } from '../../components/TabPanel/tabPanel';

const noOrgs: readonly OrgEntry[] = [];

/**
 * 选择企业 (/login/chooseOrganization, /login/sikuChooseOrganization): the organisations of the login
 * (core `visibleOrgList`: closed entries and duplicates dropped), in the two organisation tabs when both
 * have entries (spec 01 §4.2: tab 1 type number 1, tab 2 types 2-4), searchable by name or group id;
 * choosing one enters it through {@link useOrgSwitch} (blocked while a switch loads and for 3 s after a
 * choice; a refusal or failure shows under the list) and follows the landing decision.
 * Without a login token there is nothing to choose: the login page.
 * @see spec 01 §2.2, §3 (organisation list search), §4.2 (account switch, organisation tabs), §9
 */
export function ChooseOrganizationPage() {
  const client = useGateway();
  const session = useSession();
  const { orgs, tabs, showTabs, tab, setTab, query, setQuery, shown } = useOrgList(
    session.corpList ?? noOrgs,
  );
  const { switching, problem, choose } = useOrgSwitch({ feedback: 'inline' });

  if (!session.token) return <Redirect to={variant.loginPages.login} replace />;

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
      <div {...(showTabs ? tabPanelProps('fd-org-tabs', tab) : {})}>
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
      </div>
      <div className="fd-org-list__meta">{t('web.chooseOrg.count', { count: orgs.length })}</div>
      {problem !== null ? (
        <Callout intent="danger" compact role="alert">
          {problem}
        </Callout>
      ) : null}
      <Button variant="minimal" icon="arrow-left" onClick={() => void logout(client)}>
        {t('web.chooseOrg.back')}
      </Button>
    </LoginLayout>
  );
}
