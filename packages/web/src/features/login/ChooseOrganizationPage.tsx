import { useMemo, useState } from 'react';
import { Button, Callout, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { GatewayError, t } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { logout, searchOrgs, switchOrganisation, usableOrgs } from '../../app/auth';
import { REDIRECT_ROUTE } from '../../app/guard';
import { useSession } from '../../app/session';
import { LoginLayout } from './LoginLayout';

/**
 * 选择企业 (/login/chooseOrganization): the organisations of the login, searchable by name or group id;
 * choosing one switches the session to it (A/pc/org/login/switch) and goes to /redirect.
 * @see spec 01 §2.2, §3 (organisation list search), §4.2 (account switch)
 */
export function ChooseOrganizationPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const session = useSession();
  const orgs = useMemo(() => usableOrgs(session.corpList ?? []), [session.corpList]);
  const [query, setQuery] = useState('');
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = useMemo(() => searchOrgs(orgs, query), [orgs, query]);

  const choose = async (groupId: string) => {
    // spec 01 §4.2: switching is blocked while another switch is loading.
    if (switching) return;
    setSwitching(groupId);
    setError(null);
    try {
      await switchOrganisation(client, groupId);
      void navigate(REDIRECT_ROUTE, { replace: true });
    } catch (failure) {
      setError(GatewayError.from(failure).message);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <LoginLayout>
      <h2 className="fd-login__title">{t('web.chooseOrg.title')}</h2>
      <p className="fd-login__welcome">{t('web.chooseOrg.description')}</p>
      <InputGroup
        leftIcon="search"
        placeholder={t('web.chooseOrg.search')}
        maxLength={25}
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
              onClick={() => void choose(org.groupId)}
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
      {error ? (
        <Callout intent="danger" compact role="alert">
          {error}
        </Callout>
      ) : null}
      <Button variant="minimal" icon="arrow-left" onClick={() => void logout(client)}>
        {t('web.chooseOrg.back')}
      </Button>
    </LoginLayout>
  );
}
