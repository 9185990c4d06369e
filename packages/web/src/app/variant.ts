import {
  detectVariant,
  LOGIN_PAGE,
  t,
  variantProfile,
  type HostLocation,
  type VariantProfile,
} from '@funddesk/core';

/**
 * The variant of this page (spec 01 §1, DESIGN §4): chosen at runtime from the host name or local port by
 * core's {@link detectVariant} (the server reads its Host header with the same rule). It decides the colour
 * theme, titles, login pages, the sub-channel sent with every request and the banner height.
 * @see spec 01 §1
 */
export type Variant = VariantProfile;

/** The variant of a page location. */
export function variantOfLocation(location: HostLocation): Variant {
  return variantProfile(detectVariant(location));
}

/** The variant of this page. */
export const variant: Variant = variantOfLocation(
  typeof window === 'undefined' ? { hostname: '' } : window.location,
);

/**
 * The Blueprint intent of the brand's primary buttons: red (danger) in the institution variant, orange
 * (warning) in the enterprise variant (spec 01 §1 colour theme).
 */
export const brandIntent: 'danger' | 'warning' = variant.theme === 'orange' ? 'warning' : 'danger';

/** The variant's login page (spec 01 §2.2: /login redirects to it). */
export const LOGIN_PATH: string = LOGIN_PAGE[variant.id];

/**
 * Applies the variant to the document: `data-variant` and `data-theme` on `<html>` (the theme's CSS
 * variables key on them) and the variant's title.
 * @see spec 01 §1 (colour theme, titles)
 */
export function applyVariant(doc: Document, current: Variant = variant): void {
  doc.documentElement.dataset.variant = current.id;
  doc.documentElement.dataset.theme = current.theme;
  doc.title = t(current.titleKey);
}
