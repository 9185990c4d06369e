import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeGateway, WithGateway } from './testing/fakeGateway';
import { listPage } from './testing/fixtures';
import { productRoutes } from './routes';

afterEach(cleanup);

describe('product routes (spec 03 §2 product section)', () => {
  it('/product redirects to /product/publicIndex', async () => {
    const router = createMemoryRouter([{ path: '/', children: productRoutes }], {
      initialEntries: ['/product'],
    });
    render(
      <WithGateway gateway={fakeGateway({ searchByPage: () => listPage([]) })}>
        <RouterProvider router={router} />
      </WithGateway>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/publicIndex'));
  });

  it('has one detail route per product template (spec 02 §2: equality, money, firstpublish)', () => {
    expect(productRoutes.map((r) => r.path)).toEqual([
      'product',
      'product/publicIndex',
      'product/equality/:fundId',
      'product/money/:fundId',
      'product/firstpublish/:fundId',
    ]);
  });
});
