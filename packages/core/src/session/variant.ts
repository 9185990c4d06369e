/**
 * The two front-end variants (spec 01 §1, DESIGN §4) and how the running page picks one from its host
 * name or local port. Both the web (from `location`) and the server (from the Host header) call
 * {@link detectVariant}, so they always agree.
 */
import type { MessageKey } from '../messages/index.js';

/** The two front-end variants (spec 01 §1): institution (JGT, red) and enterprise/treasurer (SK, orange). */
export type VariantId = 'institution' | 'enterprise';

/** A page location as the variant rule reads it: `location.hostname` and `location.port`. */
export interface HostLocation {
  /** Host name without port (`siku.localhost`, `127.0.0.1`, `::1`). */
  hostname: string;
  /** Port, empty or absent for the scheme's default. */
  port?: string | number | null | undefined;
}

/** The first host label of the enterprise variant (DESIGN §4: `siku.localhost:8080`). */
export const ENTERPRISE_HOST_LABEL = 'siku';

/**
 * Local ports that serve the enterprise variant on a loopback host (spec 01 §1 "host name or a local
 * port"): `http://localhost:8081` is the enterprise variant when the server listens there. The default
 * port 8080 is the institution variant; `siku.localhost:8080` is the enterprise one.
 */
export const ENTERPRISE_LOCAL_PORTS: readonly number[] = [8081];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/;

/**
 * Picks the variant of a page location (spec 01 §1: "chosen at runtime from the host name or a local
 * port"). First match wins:
 * 1. the first host label is `siku` or starts with `siku-` (`siku.localhost`, `siku-t1.example.com`)
 *    -> enterprise;
 * 2. a loopback host (`localhost`, `127.x.x.x`, `::1`) on one of {@link ENTERPRISE_LOCAL_PORTS}
 *    -> enterprise;
 * 3. anything else -> institution.
 * Host names compare case-insensitively; a trailing dot is ignored.
 * @see spec 01 §1, DESIGN §4
 */
export function detectVariant(location: Readonly<HostLocation>): VariantId {
  const host = location.hostname.trim().toLowerCase().replace(/\.$/, '');
  const first = host.split('.')[0] ?? '';
  if (first === ENTERPRISE_HOST_LABEL || first.startsWith(`${ENTERPRISE_HOST_LABEL}-`)) return 'enterprise';
  const port = Number(location.port);
  if (LOOPBACK.test(host) && ENTERPRISE_LOCAL_PORTS.includes(port)) return 'enterprise';
  return 'institution';
}

/**
 * Splits an HTTP Host header (`siku.localhost:8080`, `[::1]:8081`, `example.com`) into host name and port.
 * An absent header is the empty host name.
 */
export function parseHostHeader(host: string | null | undefined): HostLocation {
  const text = (host ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) return { hostname: bracketed[1] ?? '', port: bracketed[2] ?? '' };
  const colon = text.lastIndexOf(':');
  // More than one colon without brackets is a bare IPv6 address, which has no port.
  if (colon > 0 && text.indexOf(':') === colon) {
    return { hostname: text.slice(0, colon), port: text.slice(colon + 1) };
  }
  return { hostname: text, port: '' };
}

/**
 * The variant of an HTTP Host header: the server's side of {@link detectVariant}.
 * @see spec 01 §1, DESIGN §4
 */
export function variantOfHost(host: string | null | undefined): VariantId {
  return detectVariant(parseHostHeader(host));
}

/** The login pages of a variant (spec 01 §2.2 route table). `:type` is the forgot-password kind. */
export interface VariantLoginPages {
  /** The organisation (or treasurer) login page, where /login goes. */
  login: string;
  /** The person login page (institution only: /login/index). */
  personLogin: string | null;
  /** 选择企业. */
  chooseOrganization: string;
  /** 忘记密码, with `:type`. */
  forgotPassword: string;
}

/** What differs between the variants (spec 01 §1, §2.1; spec 03 §1, §2, §9). */
export interface VariantProfile {
  readonly id: VariantId;
  /** Sub-channel sent with every request (spec 01 §1, §7.1). */
  readonly subChannel: 'JGT' | 'SK';
  /** Login channel of the organisation switch (spec 01 §7.3 getOrgLoginswitch). */
  readonly loginChannel: 'ORGANIZATION' | 'TREASURER';
  /** Colour theme (spec 01 §1; spec 03 §1: red institution portal, orange enterprise portal). */
  readonly theme: 'red' | 'orange';
  /** Notice banner height, px (spec 01 §2.1: 36 in the institution variant, otherwise 3). */
  readonly bannerHeight: 36 | 3;
  /** The document title. */
  readonly titleKey: MessageKey;
  /** The product name beside the logo. */
  readonly subtitleKey: MessageKey;
  /** The variant tag beside the product name (机构版 / 企业版). */
  readonly tagKey: MessageKey;
  /** The operator's role label (spec 01 §1: 交易员 in the institution variant, 操作员 elsewhere). */
  readonly operatorLabelKey: MessageKey;
  /** Title of the organisation login form. */
  readonly loginTitleKey: MessageKey;
  readonly loginPages: VariantLoginPages;
}

/** The two variant profiles. */
export const variantProfiles: Readonly<Record<VariantId, VariantProfile>> = {
  institution: {
    id: 'institution',
    subChannel: 'JGT',
    loginChannel: 'ORGANIZATION',
    theme: 'red',
    bannerHeight: 36,
    titleKey: 'session.variant.institution.title',
    subtitleKey: 'session.variant.institution.subtitle',
    tagKey: 'session.variant.institution.tag',
    operatorLabelKey: 'role.op',
    loginTitleKey: 'session.login.institution.title',
    loginPages: {
      login: '/login/organizationLogin',
      personLogin: '/login/index',
      chooseOrganization: '/login/chooseOrganization',
      forgotPassword: '/login/fundBackPassword/:type',
    },
  },
  enterprise: {
    id: 'enterprise',
    subChannel: 'SK',
    loginChannel: 'TREASURER',
    theme: 'orange',
    bannerHeight: 3,
    titleKey: 'session.variant.enterprise.title',
    subtitleKey: 'session.variant.enterprise.subtitle',
    tagKey: 'session.variant.enterprise.tag',
    operatorLabelKey: 'role.op.enterprise',
    loginTitleKey: 'session.login.enterprise.title',
    loginPages: {
      login: '/login/sikuOrganizationLogin',
      personLogin: null,
      chooseOrganization: '/login/sikuChooseOrganization',
      forgotPassword: '/login/sikuFundBackPassword/:type',
    },
  },
};

/**
 * The profile of a variant.
 * @see spec 01 §1
 */
export function variantProfile(id: VariantId): VariantProfile {
  return variantProfiles[id];
}

/** The path of a variant's forgot-password page for a kind (`org` or `person`). */
export function forgotPasswordPath(id: VariantId, type: ForgotPasswordType): string {
  return variantProfiles[id].loginPages.forgotPassword.replace(':type', type);
}

/**
 * The kinds of the forgot-password page (spec 01 §2.2 `fundBackPassword/:type`; the values are FundDesk's):
 * the login password of an organisation login (A/pc/org/resetLoginPassword) or of a person login
 * (A/pc/person/pwd/retrieve/loginPwd, spec 01 §7.5).
 */
export type ForgotPasswordType = 'org' | 'person';

/** Whether a string is a {@link ForgotPasswordType}. */
export function isForgotPasswordType(value: string | undefined): value is ForgotPasswordType {
  return value === 'org' || value === 'person';
}

/** Pairs of login pages: institution page, its enterprise counterpart (spec 01 §2.2). */
const LOGIN_PAGE_PAIRS: readonly (readonly [RegExp, (id: VariantId, match: RegExpExecArray) => string])[] = [
  [/^\/login\/?$/, (id) => variantProfiles[id].loginPages.login],
  [/^\/login\/(?:organizationLogin|sikuOrganizationLogin)$/, (id) => variantProfiles[id].loginPages.login],
  [
    /^\/login\/index$/,
    (id) => variantProfiles[id].loginPages.personLogin ?? variantProfiles[id].loginPages.login,
  ],
  [
    /^\/login\/(?:chooseOrganization|sikuChooseOrganization)$/,
    (id) => variantProfiles[id].loginPages.chooseOrganization,
  ],
  [
    /^\/login\/(?:fundBackPassword|sikuFundBackPassword)\/([^/]+)$/,
    (id, match) => variantProfiles[id].loginPages.forgotPassword.replace(':type', match[1] ?? ''),
  ],
];

/**
 * The login page of this variant that stands for a login path (spec 01 §1: the variants' login pages and
 * route sets differ; §2.2: /login redirects to the login page). A path of the other variant's set maps to
 * this variant's counterpart (`/login/organizationLogin` on the enterprise host ->
 * `/login/sikuOrganizationLogin`); `null` when the path is already this variant's own page or is no login
 * page at all.
 * @see spec 01 §1, §2.2
 */
export function variantLoginPath(id: VariantId, path: string): string | null {
  for (const [pattern, target] of LOGIN_PAGE_PAIRS) {
    const match = pattern.exec(path);
    if (match) {
      const to = target(id, match);
      return to === path ? null : to;
    }
  }
  return null;
}
