import { afterEach, describe, expect, it } from 'vitest';
import { GatewayError } from '@funddesk/core';
import { cancelPendingRequests, isRouteChangeCancel, routeSignal, withRouteSignal } from './requestScope';
import { currentHashPath } from './navigation';

afterEach(() => {
  window.location.hash = '';
  cancelPendingRequests('/');
});

describe("the route's request scope (spec 01 §2.3: managers' pending requests are cancelled on route change)", () => {
  it('spec 01 §2.3: cancelling aborts the pending requests of the routes left', () => {
    window.location.hash = '#/product/publicIndex';
    const before = routeSignal();
    const joined = withRouteSignal(new AbortController().signal);
    window.location.hash = '#/asset/index';
    cancelPendingRequests();
    expect(before.aborted).toBe(true);
    expect(joined.aborted).toBe(true);
    expect(isRouteChangeCancel(joined.reason)).toBe(true);
    expect(routeSignal().aborted).toBe(false);
  });

  it('spec 01 §2.3: the requests the new page started before the shell cancelled are kept (its account list)', () => {
    window.location.hash = '#/product/publicIndex';
    const leftPage = withRouteSignal(undefined);
    // The new page mounts and asks for its accounts before the shell's effect sees the route change.
    window.location.hash = '#/asset/index?x=1';
    const newPage = withRouteSignal(new AbortController().signal);
    cancelPendingRequests('/asset/index');
    expect(leftPage.aborted).toBe(true);
    expect(newPage.aborted).toBe(false);
  });

  it('the scope is the path of the hash route, without its query', () => {
    window.location.hash = '#/dataService/tradeRecord?from=a';
    expect(currentHashPath()).toBe('/dataService/tradeRecord');
    window.location.hash = '';
    expect(currentHashPath()).toBe('/');
  });

  it("a request's own abort still aborts it, and is not a route cancellation", () => {
    const own = new AbortController();
    const joined = withRouteSignal(own.signal);
    own.abort(new Error('timeout'));
    expect(joined.aborted).toBe(true);
    expect(isRouteChangeCancel(joined.reason)).toBe(false);
  });

  it('the gateway error of a cancelled request is recognised through its cause', () => {
    window.location.hash = '#/trade/stayTrade';
    const joined = withRouteSignal(undefined);
    expect(joined).toBe(routeSignal());
    cancelPendingRequests('/asset/index');
    expect(isRouteChangeCancel(GatewayError.from(joined.reason))).toBe(true);
  });
});
