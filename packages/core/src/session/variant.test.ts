import { describe, expect, it } from 'vitest';
import { t } from '../messages/index.js';
import {
  detectVariant,
  forgotPasswordPath,
  isForgotPasswordType,
  parseHostHeader,
  variantLoginPath,
  variantOfHost,
  variantProfile,
  type HostLocation,
  type VariantId,
} from './variant.js';

describe('detectVariant (spec 01 §1: chosen at runtime from the host name or a local port; DESIGN §4)', () => {
  it.each<[string, HostLocation, VariantId]>([
    [
      'DESIGN §4: localhost:8080 is the institution variant',
      { hostname: 'localhost', port: '8080' },
      'institution',
    ],
    [
      'DESIGN §4: siku.localhost:8080 is the enterprise variant',
      { hostname: 'siku.localhost', port: '8080' },
      'enterprise',
    ],
    [
      'spec 01 §1: a siku host name in any environment',
      { hostname: 'siku.funddesk.example.com', port: '' },
      'enterprise',
    ],
    [
      'spec 01 §1: a siku- host name (test environments)',
      { hostname: 'siku-t1.funddesk.example.com' },
      'enterprise',
    ],
    [
      'spec 01 §1: host names compare case-insensitively',
      { hostname: 'SIKU.LocalHost', port: 8080 },
      'enterprise',
    ],
    [
      'spec 01 §1: a trailing dot is the same host',
      { hostname: 'siku.localhost.', port: '8080' },
      'enterprise',
    ],
    [
      'spec 01 §1: siku elsewhere in the name is not the variant label',
      { hostname: 'www.siku.example.com' },
      'institution',
    ],
    [
      'spec 01 §1: a label that only starts with siku is not it',
      { hostname: 'sikuangle.example.com' },
      'institution',
    ],
    [
      'spec 01 §1: the local enterprise port on localhost',
      { hostname: 'localhost', port: '8081' },
      'enterprise',
    ],
    [
      'spec 01 §1: the local enterprise port on 127.0.0.1',
      { hostname: '127.0.0.1', port: 8081 },
      'enterprise',
    ],
    ['spec 01 §1: the local enterprise port on ::1', { hostname: '::1', port: '8081' }, 'enterprise'],
    [
      'spec 01 §1: the local port rule is for loopback hosts only',
      { hostname: 'funddesk.example.com', port: '8081' },
      'institution',
    ],
    [
      'spec 01 §1: an ephemeral test port on 127.0.0.1 is the institution variant',
      { hostname: '127.0.0.1', port: '40123' },
      'institution',
    ],
    ['spec 01 §1: no port is the institution variant', { hostname: 'localhost' }, 'institution'],
    ['spec 01 §1: an empty host is the institution variant', { hostname: '' }, 'institution'],
  ])('%s', (_rule, location, expected) => {
    expect(detectVariant(location)).toBe(expected);
  });
});

describe('the server reads the Host header the same way (spec 01 §1, DESIGN §4)', () => {
  it.each<[string | undefined, HostLocation, VariantId]>([
    ['siku.localhost:8080', { hostname: 'siku.localhost', port: '8080' }, 'enterprise'],
    ['localhost:8080', { hostname: 'localhost', port: '8080' }, 'institution'],
    ['localhost:8081', { hostname: 'localhost', port: '8081' }, 'enterprise'],
    ['[::1]:8081', { hostname: '::1', port: '8081' }, 'enterprise'],
    ['[::1]', { hostname: '::1', port: '' }, 'institution'],
    ['::1', { hostname: '::1', port: '' }, 'institution'],
    ['siku.example.com', { hostname: 'siku.example.com', port: '' }, 'enterprise'],
    [undefined, { hostname: '', port: '' }, 'institution'],
  ])('Host %s', (host, location, expected) => {
    expect(parseHostHeader(host)).toEqual(location);
    expect(variantOfHost(host)).toBe(expected);
  });
});

describe('variant profiles (spec 01 §1, §2.1; spec 03 §1, §9)', () => {
  it('spec 01 §1: the institution variant: red, sub-channel JGT, 交易员, banner 36', () => {
    const profile = variantProfile('institution');
    expect(profile).toMatchObject({
      subChannel: 'JGT',
      loginChannel: 'ORGANIZATION',
      theme: 'red',
      bannerHeight: 36,
    });
    expect(t(profile.operatorLabelKey)).toBe('交易员');
    expect(profile.loginPages).toEqual({
      login: '/login/organizationLogin',
      personLogin: '/login/index',
      chooseOrganization: '/login/chooseOrganization',
      forgotPassword: '/login/fundBackPassword/:type',
    });
  });

  it('spec 01 §1: the enterprise variant: orange, sub-channel SK, 操作员, banner 3', () => {
    const profile = variantProfile('enterprise');
    expect(profile).toMatchObject({
      subChannel: 'SK',
      loginChannel: 'TREASURER',
      theme: 'orange',
      bannerHeight: 3,
    });
    expect(t(profile.operatorLabelKey)).toBe('操作员');
    expect(profile.loginPages).toEqual({
      login: '/login/sikuOrganizationLogin',
      personLogin: null,
      chooseOrganization: '/login/sikuChooseOrganization',
      forgotPassword: '/login/sikuFundBackPassword/:type',
    });
  });

  it('spec 01 §1: titles differ by variant', () => {
    const a = variantProfile('institution');
    const b = variantProfile('enterprise');
    expect(t(a.titleKey)).not.toBe(t(b.titleKey));
    expect(t(a.subtitleKey)).not.toBe(t(b.subtitleKey));
    expect(t(a.tagKey)).toBe('机构版');
    expect(t(b.tagKey)).toBe('企业版');
  });

  it('spec 01 §2.2: forgot-password pages by variant and kind', () => {
    expect(forgotPasswordPath('institution', 'org')).toBe('/login/fundBackPassword/org');
    expect(forgotPasswordPath('enterprise', 'person')).toBe('/login/sikuFundBackPassword/person');
    expect(isForgotPasswordType('org')).toBe(true);
    expect(isForgotPasswordType('person')).toBe(true);
    expect(isForgotPasswordType('trade')).toBe(false);
    expect(isForgotPasswordType(undefined)).toBe(false);
  });
});

describe('variantLoginPath (spec 01 §1: login pages and route sets differ; §2.2 /login -> login page)', () => {
  it.each<[VariantId, string, string | null]>([
    ['institution', '/login', '/login/organizationLogin'],
    ['institution', '/login/', '/login/organizationLogin'],
    ['enterprise', '/login', '/login/sikuOrganizationLogin'],
    ['institution', '/login/organizationLogin', null],
    ['institution', '/login/index', null],
    ['institution', '/login/chooseOrganization', null],
    ['institution', '/login/fundBackPassword/org', null],
    ['institution', '/login/sikuOrganizationLogin', '/login/organizationLogin'],
    ['institution', '/login/sikuChooseOrganization', '/login/chooseOrganization'],
    ['institution', '/login/sikuFundBackPassword/person', '/login/fundBackPassword/person'],
    ['enterprise', '/login/sikuOrganizationLogin', null],
    ['enterprise', '/login/sikuChooseOrganization', null],
    ['enterprise', '/login/sikuFundBackPassword/org', null],
    ['enterprise', '/login/organizationLogin', '/login/sikuOrganizationLogin'],
    ['enterprise', '/login/index', '/login/sikuOrganizationLogin'],
    ['enterprise', '/login/chooseOrganization', '/login/sikuChooseOrganization'],
    ['enterprise', '/login/fundBackPassword/org', '/login/sikuFundBackPassword/org'],
    ['institution', '/asset/index', null],
    ['enterprise', '/loginx', null],
  ])('%s %s -> %s', (variant, path, expected) => {
    expect(variantLoginPath(variant, path)).toBe(expected);
  });
});
