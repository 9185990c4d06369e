import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { SWRConfig } from 'swr';
import { HotkeysProvider } from '@blueprintjs/core';
import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { GatewayError, type CallDef, type GatewayClient } from '@funddesk/core';
import { GatewayContext } from '../../../api/hooks';

/** A handler of the fake gateway: answers one call by name, or throws a GatewayError. */
export type FakeHandler = (request: unknown) => unknown;

/** A fake GatewayClient whose `call` is a vi.fn answering by call name. */
export interface FakeGateway extends GatewayClient {
  /** The vi.fn behind `call`. */
  mock: Mock<(def: CallDef, request: unknown) => Promise<unknown>>;
  /** The requests made to a call, in order. */
  requests: (name: string) => unknown[];
}

/**
 * Builds a fake gateway: `handlers[call.name](request)` answers; an unknown call fails with FD5000.
 * Handlers may return a promise or throw `new GatewayError(code)`.
 */
export function fakeGateway(handlers: Record<string, FakeHandler>): FakeGateway {
  const mock = vi.fn(async (def: CallDef, request: unknown): Promise<unknown> => {
    const handler = handlers[def.name];
    if (!handler) throw new GatewayError('FD5000');
    return await handler(request);
  });
  return {
    // The fixtures are typed per call at their source; the fake answers whatever the handler gives.
    call: mock as unknown as GatewayClient['call'],
    mock,
    // Downloads answer through the same handlers, by download name, with a DownloadedFile.
    download: ((def: CallDef, request: unknown) =>
      mock(def, request)) as unknown as GatewayClient['download'],
    // Uploads answer through the same handlers, by upload name, with the fields as the request.
    upload: ((def: CallDef, fields: unknown) => mock(def, fields)) as unknown as GatewayClient['upload'],
    resetPublicKey: () => undefined,
    requests: (name) => mock.mock.calls.filter(([def]) => def.name === name).map(([, request]) => request),
  };
}

/** Wraps a tree in the fake gateway and a fresh SWR cache, so that tests never share data. */
export function WithGateway({ gateway, children }: { gateway: GatewayClient; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GatewayContext.Provider value={gateway}>{children}</GatewayContext.Provider>
    </SWRConfig>
  );
}

/**
 * Renders `router` (a memory router of the page under test) inside the fake gateway and Blueprint's hotkeys
 * provider, as the pages' tests do.
 */
export function renderRouted(
  gateway: GatewayClient,
  router: ReturnType<typeof createMemoryRouter>,
): RenderResult {
  return render(
    <WithGateway gateway={gateway}>
      <HotkeysProvider>
        <RouterProvider router={router} />
      </HotkeysProvider>
    </WithGateway>,
  );
}
