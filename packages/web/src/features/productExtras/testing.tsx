import { render } from '@testing-library/react';
import { HotkeysProvider } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeGateway, WithGateway, type FakeGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { productExtrasRoutes } from './routes';

/** Renders the product section's extra routes at `path` with a fake gateway answering `handlers`. */
export function openProductExtras(
  path: string,
  handlers: Record<string, FakeHandler>,
): { gateway: FakeGateway; router: ReturnType<typeof createMemoryRouter> } {
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter(
    productExtrasRoutes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
    { initialEntries: [path] },
  );
  render(
    <WithGateway gateway={gateway}>
      <HotkeysProvider>
        <RouterProvider router={router} />
      </HotkeysProvider>
    </WithGateway>,
  );
  return { gateway, router };
}
