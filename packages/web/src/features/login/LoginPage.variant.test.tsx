import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, variantProfile } from '@funddesk/core';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';
import { LoginPage } from './LoginPage';
import type * as VariantModule from '../../app/variant';

// This file renders the enterprise variant (司库): the page's variant module is replaced by that profile.
vi.mock('../../app/variant', async (importOriginal) => {
  const original = await importOriginal<typeof VariantModule>();
  const { variantProfile: profileOf } = await import('@funddesk/core');
  const enterprise = profileOf('enterprise');
  return {
    ...original,
    variant: enterprise,
    brandIntent: 'warning',
    LOGIN_PATH: enterprise.loginPages.login,
  };
});

afterEach(cleanup);

describe('login card of the enterprise variant (spec 01 §1 titles differ by variant, §2.2; issue 17 §4)', () => {
  it('under 司库登录 the card welcomes to the variant’s own platform, not 欢迎登录基金销售服务平台', async () => {
    const gateway = fakeGateway({});
    const router = createMemoryRouter(
      [{ path: '/login/sikuOrganizationLogin', element: <LoginPage kind="org" /> }],
      { initialEntries: ['/login/sikuOrganizationLogin'] },
    );
    render(
      <WithGateway gateway={gateway}>
        <RouterProvider router={router} />
      </WithGateway>,
    );
    expect(await screen.findByRole('heading', { name: '司库登录' })).toBeTruthy();
    const platform = t(variantProfile('enterprise').subtitleKey);
    expect(screen.getByText(t('honest.login.welcome', { platform }))).toBeTruthy();
    expect(screen.getByText('欢迎登录司库理财平台')).toBeTruthy();
    expect(screen.queryByText('欢迎登录基金销售服务平台')).toBeNull();
  });
});
