import { useMemo, useRef, useState } from 'react';
import { Button, Icon, InputGroup, NonIdealState, PopoverNext, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { account, t } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { searchOrgs, switchOrganisation, usableOrgs } from '../auth';
import { REDIRECT_ROUTE } from '../guard';
import { notifier } from '../notifier';
import { sessionStore, useSession } from '../session';
import { tabsStore } from '../tabsStore';

/** spec 01 §9: re-click prevention of the organisation switch, ms. */
const SWITCH_RECLICK_MS = 3_000;

/**
 * The organisation bar: the chosen organisation's name and group id, and a popover listing the person's
 * organisations, searchable by name or group id; choosing one switches the session (login switch),
 * closes the tabs and lands on /redirect.
 * @see spec 01 §2.1 (organisation list and switcher), §3, §4.2 account switch, §9 debounce
 */
export function OrgSwitcher() {
  const client = useGateway();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [switching, setSwitching] = useState<string | null>(null);
  const lastClick = useRef(0);
  const { data, isLoading } = useCall(account.getCorpsInfo, open ? {} : null);
  const orgs = useMemo(() => usableOrgs(data?.corpList ?? session.corpList ?? []), [data, session.corpList]);
  const shown = useMemo(() => searchOrgs(orgs, query), [orgs, query]);

  const choose = async (groupId: string) => {
    const now = Date.now();
    if (switching || groupId === session.groupId || now - lastClick.current < SWITCH_RECLICK_MS) return;
    lastClick.current = now;
    setSwitching(groupId);
    try {
      const result = await switchOrganisation(client, groupId);
      if (data) sessionStore.set({ corpList: usableOrgs(data.corpList) });
      setOpen(false);
      tabsStore.dispatch({ type: 'closeAll' });
      tabsStore.dispatch({ type: 'navigated' });
      void navigate(REDIRECT_ROUTE, { replace: true });
      notifier.success(t('web.header.switchSuccess', { corpName: result.corpName }));
    } catch {
      // The notifier has shown the failure (spec 01 §4.2: failure with a message).
      lastClick.current = 0;
    } finally {
      setSwitching(null);
    }
  };

  return (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-end"
      arrow={false}
      animation="minimal"
      content={
        <div className="fd-orgs">
          <InputGroup
            size="small"
            leftIcon="search"
            autoFocus
            maxLength={25}
            placeholder={t('web.header.orgSearch')}
            value={query}
            onValueChange={(value) => setQuery(value)}
            aria-label={t('web.header.orgSearch')}
          />
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
                  disabled={switching !== null}
                  onClick={() => void choose(org.groupId)}
                >
                  <span className="fd-orgs__name">{org.corpName}</span>
                  <span className="fd-orgs__gid">{org.groupId}</span>
                  {current ? <Icon icon="tick" size={12} /> : null}
                  {switching === org.groupId ? <Spinner size={12} /> : null}
                </button>
              );
            })}
          </div>
        </div>
      }
    >
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
    </PopoverNext>
  );
}
