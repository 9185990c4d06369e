import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { decideSwitch, switchReducer, t, type OrgEntry } from '@funddesk/core';
import { useGateway } from '../api/hooks';
import { enterOrganisation } from './auth';
import { notifier as appNotifier, type Notifier } from './notifier';
import { useSession } from './session';
import { tabsStore } from './tabsStore';

/** spec 01 §9: re-click prevention of the organisation switch, ms. */
export const SWITCH_RECLICK_MS = 3_000;

/** Options of {@link useOrgSwitch}. */
export interface OrgSwitchOptions {
  /**
   * Where the outcome shows: `toast` through the notifier - a refusal or failure as an error, success as
   * 已切换至 {corpName} (the organisation bar, whose popover closes); `inline` in {@link OrgSwitch.problem}
   * for the screen to show, and no toast on success, the landing page being the answer (选择企业).
   */
  feedback: 'toast' | 'inline';
  /** Runs once the organisation is entered, before the tabs close and the landing page opens. */
  onEntered?: (org: OrgEntry) => void;
  /** The notifier of `toast` feedback; the app's by default. */
  notifier?: Pick<Notifier, 'error' | 'success'>;
  /** The clock of the re-click guard, ms; `Date.now` by default. */
  now?: () => number;
}

/** What {@link useOrgSwitch} gives a screen. */
export interface OrgSwitch {
  /** The group id being entered, or `null` (the screen disables its entries meanwhile). */
  switching: string | null;
  /** With `inline` feedback: the refusal or failure message of the last choice, else `null`. */
  problem: string | null;
  /** Enters an organisation (ignored while a switch loads and for 3 s after a choice that went ahead). */
  choose: (org: OrgEntry) => Promise<void>;
}

/**
 * The account switch of the organisation bar and 选择企业 (spec 01 §4.2): a choice within 3 s of the last one
 * that went ahead is ignored (spec 01 §9; a failure clears the guard), core `decideSwitch` refuses while a
 * switch loads and for a manager-type profile whose manager already opened a management-organisation
 * account (its message), then `enterOrganisation` switches the session and picks the landing; on success
 * the visited-view tabs close and the landing replaces the current entry; a failure shows its message.
 * @see spec 01 §4.2 account switch, §9 re-click prevention 3000 ms
 */
export function useOrgSwitch({
  feedback,
  onEntered,
  notifier = appNotifier,
  now = Date.now,
}: OrgSwitchOptions): OrgSwitch {
  const client = useGateway();
  const navigate = useNavigate();
  const session = useSession();
  const [state, dispatch] = useReducer(switchReducer, { status: 'idle' });
  const [blocked, setBlocked] = useState<string | null>(null);
  const lastChoice = useRef(Number.NEGATIVE_INFINITY);
  const switching = state.status === 'loading' ? state.groupId : null;

  const choose = async (org: OrgEntry): Promise<void> => {
    const at = now();
    if (at - lastChoice.current < SWITCH_RECLICK_MS) return;
    const allowed = decideSwitch({
      switching: switching !== null,
      managerTypeProfile: org.managerOrgFlag && session.loginType === 2,
      managerOrgAccountOpened: session.orgOpenWithManagerFlag === true,
    });
    if (!allowed.ok) {
      if (allowed.reason === 'managerAlreadyOpened') {
        if (feedback === 'toast') notifier.error(t(allowed.messageKey));
        else setBlocked(t(allowed.messageKey));
      }
      return;
    }
    setBlocked(null);
    lastChoice.current = at;
    dispatch({ type: 'start', groupId: org.groupId });
    const entered = await enterOrganisation(client, org);
    if (!entered.ok) {
      dispatch({ type: 'failed', message: entered.message });
      if (feedback === 'toast') notifier.error(entered.message);
      lastChoice.current = Number.NEGATIVE_INFINITY;
      return;
    }
    dispatch({ type: 'succeeded' });
    onEntered?.(org);
    tabsStore.dispatch({ type: 'closeAll' });
    tabsStore.dispatch({ type: 'navigated' });
    void navigate(entered.to, { replace: true });
    if (feedback === 'toast') notifier.success(t('web.header.switchSuccess', { corpName: org.corpName }));
  };

  const failure = state.status === 'failure' ? state.message : null;
  return { switching, problem: feedback === 'inline' ? (blocked ?? failure) : null, choose };
}
