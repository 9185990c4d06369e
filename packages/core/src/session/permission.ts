/**
 * The permission check behind menus and the permission directive (spec 01 §5, §6).
 */
import type { VariantId } from './variant.js';

/**
 * A required code: one code for both variants, or a pair whose first code applies to the institution
 * variant and second to the enterprise variant (spec 01 §6). An empty or absent code requires nothing.
 */
export type PermissionCode = string | readonly [institution: string, enterprise: string] | null | undefined;

/** The person's codes from the menu (spec 01 §3 "Menu": route codes and privilege codes). */
export interface PersonCodes {
  routeCodes: readonly string[];
  privilegeCodes: readonly string[];
}

/**
 * Whether a person holds a required code (spec 01 §5: the check passes when no code is required or the
 * code is in the route or privilege code list; §6: the privilege list takes precedence over the route list
 * when non-empty, and a pair applies by variant). The directive removes the element when this is false.
 * @see spec 01 §5, §6
 */
export function hasPermission(
  code: PermissionCode,
  variant: VariantId,
  codes: Readonly<PersonCodes>,
): boolean {
  const required = typeof code === 'string' || code == null ? code : code[variant === 'institution' ? 0 : 1];
  if (!required) return true;
  const list = codes.privilegeCodes.length > 0 ? codes.privilegeCodes : codes.routeCodes;
  return list.includes(required);
}
