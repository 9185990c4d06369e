import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Redirect } from './Redirect';

function Landing() {
  return <p>landing {useParams().id}</p>;
}

const routes: RouteObject[] = [
  { path: '/redirect', element: <Redirect to="/landing/1" /> },
  { path: '/section', element: <Redirect to="child" /> },
  { path: '/section/child', element: <p>child</p> },
  { path: '/landing/:id', element: <Landing /> },
  { path: '/self', element: <Redirect to="/self" /> },
];

function routerAt(path: string) {
  return createMemoryRouter(routes, { initialEntries: [path] });
}

afterEach(cleanup);

describe('Redirect (spec 01 §2.2 /redirect, §2.3 guard redirects)', () => {
  it('leaves for its target, replacing the history entry', async () => {
    const router = routerAt('/redirect');
    render(<RouterProvider router={router} />);
    await screen.findByText('landing 1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('resolves a relative target from its own route, like <Navigate>', async () => {
    render(<RouterProvider router={routerAt('/section')} />);
    await screen.findByText('child');
  });

  it('navigates again when a second navigation to its route lands while it is mounted (the blank /redirect)', async () => {
    const router = routerAt('/landing/0');
    render(<RouterProvider router={router} />);
    await screen.findByText('landing 0');
    // Two navigations in a row to the redirecting route: the second arrives after the first rendered the
    // redirect and began to leave. A <Navigate> would stay on /redirect?x=1 and render nothing.
    // The second one lands once the redirect has moved the router to its target but before React has
    // rendered that (router updates render in a transition).
    let again = true;
    const stop = router.subscribe((state) => {
      if (again && state.location.pathname === '/landing/1') {
        again = false;
        void router.navigate('/redirect?x=1');
      }
    });
    await act(async () => {
      await router.navigate('/redirect');
    });
    stop();
    await screen.findByText('landing 1');
    expect(router.state.location.pathname).toBe('/landing/1');
  });

  it('does not loop on a redirect to its own route, and shows a spinner meanwhile', async () => {
    const router = routerAt('/self');
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('redirecting')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/self');
  });
});
