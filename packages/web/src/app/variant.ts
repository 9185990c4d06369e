/**
 * The two front-end variants (spec 01 §1, DESIGN §4): the institution variant (red theme, sub-channel
 * JGT, role label 交易员) and the enterprise/treasurer variant (orange, SK). Chosen at runtime from the
 * host name: `siku.` hosts are the enterprise variant, everything else the institution variant.
 * @see spec 01 §1
 */
export interface Variant {
  readonly id: 'institution' | 'enterprise';
  /** Sub-channel sent with every request (spec 01 §1). */
  readonly subChannel: 'JGT' | 'SK';
  /** Login channel of the organisation switch (spec 01 §7.3). */
  readonly loginChannel: 'ORGANIZATION' | 'TREASURER';
  /** Notice banner height in px (spec 01 §2.1: 36 institution, otherwise 3). */
  readonly bannerHeight: number;
}

const institution: Variant = {
  id: 'institution',
  subChannel: 'JGT',
  loginChannel: 'ORGANIZATION',
  bannerHeight: 36,
};
const enterprise: Variant = {
  id: 'enterprise',
  subChannel: 'SK',
  loginChannel: 'TREASURER',
  bannerHeight: 3,
};

/** Picks the variant of a host name (spec 01 §1; DESIGN §4: `siku.localhost` is the enterprise variant). */
export function detectVariant(hostname: string): Variant {
  return /^siku[.-]/i.test(hostname) ? enterprise : institution;
}

/** The variant of this page. */
export const variant: Variant = detectVariant(typeof window === 'undefined' ? '' : window.location.hostname);
