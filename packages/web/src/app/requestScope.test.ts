import { describe, expect, it } from 'vitest';
import { GatewayError } from '@funddesk/core';
import { cancelPendingRequests, isRouteChangeCancel, routeSignal, withRouteSignal } from './requestScope';

describe("the route's request scope (spec 01 §2.3: managers' pending requests are cancelled on route change)", () => {
  it('spec 01 §2.3: cancelling aborts the pending requests of the route and opens a new scope', () => {
    const before = routeSignal();
    const joined = withRouteSignal(new AbortController().signal);
    cancelPendingRequests();
    expect(before.aborted).toBe(true);
    expect(joined.aborted).toBe(true);
    expect(isRouteChangeCancel(joined.reason)).toBe(true);
    expect(routeSignal().aborted).toBe(false);
  });

  it("a request's own abort still aborts it, and is not a route cancellation", () => {
    const own = new AbortController();
    const joined = withRouteSignal(own.signal);
    own.abort(new Error('timeout'));
    expect(joined.aborted).toBe(true);
    expect(isRouteChangeCancel(joined.reason)).toBe(false);
  });

  it('the gateway error of a cancelled request is recognised through its cause', () => {
    cancelPendingRequests();
    const reason = routeSignal();
    const joined = withRouteSignal(undefined);
    expect(joined).toBe(reason);
    cancelPendingRequests();
    expect(isRouteChangeCancel(GatewayError.from(joined.reason))).toBe(true);
  });
});
