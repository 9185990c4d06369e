import { act, cleanup, render, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, prefetchOnHover, prefetchRoute } from './lazyPage';
import { builtRoutes, routePatterns, routes, staticRoutePatterns } from './router';

afterEach(cleanup);

/** A concrete path of a route pattern (`:fundId` -> `1`). */
const pathOf = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

describe('lazy routes (issue 17 §1 route-level code splitting; spec 01 §2.2 route table)', () => {
  it('every route pattern still resolves to its own route, with its title where it had one', () => {
    expect(staticRoutePatterns.length).toBeGreaterThan(40);
    for (const pattern of staticRoutePatterns) {
      const leaf = matchRoutes(routes, pathOf(pattern))?.at(-1)?.route;
      expect(leaf?.path, pattern).toBeDefined();
      expect(pattern.endsWith(leaf?.path?.replace(/^\//, '') ?? '?'), pattern).toBe(true);
    }
    expect(routePatterns(builtRoutes)).toContain('/product/equality/:fundId');
    const titled = builtRoutes.find((route) => route.path === 'trade/tradeInfo/:serialNo');
    expect(titled?.handle).toEqual({ title: '交易详情' });
  });

  it('every lazy page of every pattern loads (no missing chunk or export)', async () => {
    const errors = vi.spyOn(console, 'error');
    await Promise.all(staticRoutePatterns.map((pattern) => prefetchRoute(routes, pathOf(pattern))));
    expect(errors).not.toHaveBeenCalled();
  }, 120_000);

  it('a lazy page loads once, then renders at once; hovering a link prefetches its page', async () => {
    let loads = 0;
    const element = lazyPage(
      () => {
        loads += 1;
        return Promise.resolve({ Page: () => <p>页面</p> });
      },
      (m) => <m.Page />,
    );
    const probe = [{ path: '/probe', element }];
    const stop = prefetchOnHover(probe);
    const link = document.createElement('a');
    link.setAttribute('href', '#/probe');
    document.body.append(link);
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link.remove();
    await prefetchRoute(probe, '/probe');
    expect(loads).toBe(1);
    await act(async () => {
      render(element);
      await Promise.resolve();
    });
    expect(screen.getByText('页面')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
