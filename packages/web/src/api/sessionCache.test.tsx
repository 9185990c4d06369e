import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, privateTrade, t } from '@funddesk/core';
import { sessionStore } from '../app/session';
import { aDeal, openPrivateTrade } from '../features/privateTrade/testing';
import { callKey } from './hooks';

const GROUP = '10000001';
const DETAIL = '/trade/privatefundSubscriptionDetail/PD1';
/** What the deal detail shows for a failed deal/info. */
const FAILED = t('privateTrade.error.dealNotFound');
/** Session B's answer: the deal confirmed at NAV 1.2345. */
const confirmed = () =>
  aDeal({ status: 'confirmed', nav: '1.2345', navSimulated: false, shares: '810044.55', nextStep: null });

/** A new login (or an organisation switch: the gateway answers a new token) to the same organisation. */
function logInAs(token: string): void {
  act(() => {
    sessionStore.clear();
    sessionStore.set({ token, groupId: GROUP, loginStatus: true });
  });
}

/**
 * Records whether `text` was ever on the page, however briefly (a first render that a refetch replaces in the
 * same task, before the observer's callback runs): the texts replaced and the nodes removed keep what was shown.
 */
function watchFor(text: string): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const read = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.oldValue?.includes(text) || record.target.textContent?.includes(text)) seen = true;
      for (const node of [...record.addedNodes, ...record.removedNodes]) {
        if (node.textContent?.includes(text)) seen = true;
      }
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    characterDataOldValue: true,
  });
  return {
    seen: () => {
      read(observer.takeRecords());
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

describe('the call cache belongs to one session (spec 01 §4.2 login and switch, §4.3 logout, §7.1)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionStore.reload();
    sessionStore.set({ token: 'token-A', groupId: GROUP, loginStatus: true });
  });
  afterEach(cleanup);

  it('a call still pending when session A expires does not answer the page once B has logged in', async () => {
    let failA: (error: GatewayError) => void = () => undefined;
    const { gateway } = openPrivateTrade(DETAIL, {
      dealInfo: () =>
        sessionStore.get().token === 'token-A'
          ? new Promise((_resolve, reject) => {
              failA = reject;
            })
          : confirmed(),
    });
    await waitFor(() => expect(gateway.requests('dealInfo')).toHaveLength(1));

    logInAs('token-B');
    // A's request ends with the session's end (HTTP 401) after B's login.
    await act(() => {
      failA(new GatewayError(ErrorCode.SessionExpired));
      return Promise.resolve();
    });

    expect(await screen.findByText('1.2345')).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(gateway.requests('dealInfo')).toHaveLength(2);
  });

  it("an error cached under session A is never shown to B, who sees B's answer (same organisation)", async () => {
    const { gateway, router } = openPrivateTrade(DETAIL, {
      dealInfo: () => {
        if (sessionStore.get().token === 'token-A') throw new GatewayError(ErrorCode.SessionExpired);
        return confirmed();
      },
    });
    expect(await screen.findByText(FAILED)).toBeTruthy();
    // The tab is closed; the session expires; B logs in and opens the deal again.
    await act(() => router.navigate('/elsewhere'));
    await screen.findByText('elsewhere');
    logInAs('token-B');
    const failure = watchFor(FAILED);
    try {
      await act(() => router.navigate(DETAIL));
      expect(await screen.findByText('1.2345')).toBeTruthy();
      expect(failure.seen()).toBe(false);
    } finally {
      failure.stop();
    }
    expect(gateway.requests('dealInfo')).toHaveLength(2);
  });

  it('a logout and each login or switch (a new token) key the calls apart; the token itself is not in the key', () => {
    const request = { dealId: 'PD1' };
    const a = callKey(privateTrade.dealInfo, { token: 'token-A', groupId: GROUP }, request);
    expect(callKey(privateTrade.dealInfo, { token: 'token-A', groupId: GROUP }, request)).toEqual(a);
    const b = callKey(privateTrade.dealInfo, { token: 'token-B', groupId: GROUP }, request);
    const loggedOut = callKey(privateTrade.dealInfo, {}, request);
    expect(b).not.toEqual(a);
    expect(loggedOut).not.toEqual(a);
    expect(loggedOut).not.toEqual(b);
    expect(JSON.stringify([a, b])).not.toContain('token-');
  });
});
