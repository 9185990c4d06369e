/**
 * Tax residency self-certification of an institution (CRS, 税收居民身份声明; /account/crs and crsDetail, spec
 * 03 §2; spec 01 §7.9 queryPersonalOrgCrs, postOrgCRS, verifyHasTinOrgCRS, verifyTaxnoOrgCRS/list; issue 15
 * §4). The residency type, the foreign jurisdictions with their taxpayer identification numbers (TIN, 纳税人识别号)
 * or the reason there is none, checked against each jurisdiction's TIN format. The spec names the calls only;
 * the form follows the Chinese CRS self-certification for institutions (原因A / 原因B) and the TIN formats
 * published on the OECD's "Tax identification numbers" portal (docs/decisions.md "CRS").
 */
import { ErrorCode } from '../errors/catalogue.js';

/**
 * The residency types: 1 仅为中国税收居民, 2 仅为非居民, 3 既是中国税收居民又是其他国家（地区）税收居民
 * (labels `crs.residency.<n>`).
 */
export const CRS_RESIDENCY_TYPES = ['1', '2', '3'] as const;
/** A residency type of {@link CRS_RESIDENCY_TYPES}. */
export type CrsResidencyType = (typeof CRS_RESIDENCY_TYPES)[number];

/** The institution categories: 1 金融机构, 2 消极非金融机构, 3 积极非金融机构 (labels `crs.entity.<n>`). */
export const CRS_ENTITY_TYPES = ['1', '2', '3'] as const;
/** An institution category of {@link CRS_ENTITY_TYPES}. */
export type CrsEntityType = (typeof CRS_ENTITY_TYPES)[number];

/**
 * The reasons for no TIN: A 居民国（地区）不发放纳税人识别号 (only where the jurisdiction issues none), B 账户持有人
 * 未能取得纳税人识别号 (with an explanation). Labels `crs.noTin.<reason>`.
 */
export const CRS_NO_TIN_REASONS = ['A', 'B'] as const;
/** A reason of {@link CRS_NO_TIN_REASONS}. */
export type CrsNoTinReason = (typeof CRS_NO_TIN_REASONS)[number];

/** Most foreign jurisdictions one declaration lists. */
export const CRS_MAX_JURISDICTIONS = 5;
/** Most characters of a reason-B explanation. */
export const CRS_EXPLANATION_MAX = 100;

/**
 * One jurisdiction FundDesk offers: ISO 3166 alpha-2 code (name `crs.country.<code>`), whether it issues TINs,
 * and the TIN formats it accepts (checked after removing spaces, hyphens, dots, slashes and brackets; upper case).
 */
interface Jurisdiction {
  readonly issuesTin: boolean;
  readonly formats: readonly RegExp[];
}

/** The jurisdictions of the form (OECD TIN portal; docs/decisions.md "CRS"). */
export const CRS_JURISDICTIONS: Readonly<Record<string, Jurisdiction>> = {
  /** Hong Kong: HKID (1-2 letters, 6 digits, check 0-9/A) or a business registration number (8 digits). */
  HK: { issuesTin: true, formats: [/^[A-Z]{1,2}\d{6}[0-9A]$/, /^\d{8}$/] },
  /** Macao: 8 digits. */
  MO: { issuesTin: true, formats: [/^\d{8}$/] },
  /** Taiwan: personal ID (letter, 1 or 2, 8 digits) or a unified business number (8 digits). */
  TW: { issuesTin: true, formats: [/^[A-Z][12]\d{8}$/, /^\d{8}$/] },
  /** United States: SSN/ITIN or EIN, 9 digits. */
  US: { issuesTin: true, formats: [/^\d{9}$/] },
  /** Singapore: NRIC/FIN, or a UEN. */
  SG: {
    issuesTin: true,
    formats: [/^[STFGM]\d{7}[A-Z]$/, /^\d{8,9}[A-Z]$/, /^[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]$/],
  },
  /** United Kingdom: UTR (10 digits) or National Insurance number. */
  GB: { issuesTin: true, formats: [/^\d{10}$/, /^[A-Z]{2}\d{6}[A-D]$/] },
  /** Japan: Individual Number (12 digits) or Corporate Number (13 digits). */
  JP: { issuesTin: true, formats: [/^\d{12}$/, /^\d{13}$/] },
  /** Korea: resident registration (13 digits) or business registration (10 digits). */
  KR: { issuesTin: true, formats: [/^\d{13}$/, /^\d{10}$/] },
  /** Australia: TFN, 8 or 9 digits. */
  AU: { issuesTin: true, formats: [/^\d{8,9}$/] },
  /** Canada: SIN or business number, 9 digits. */
  CA: { issuesTin: true, formats: [/^\d{9}$/] },
  /** Germany: Steuer-IdNr, 11 digits. */
  DE: { issuesTin: true, formats: [/^\d{11}$/] },
  /** France: numéro fiscal, 13 digits starting 0-3. */
  FR: { issuesTin: true, formats: [/^[0-3]\d{12}$/] },
  /** Cayman Islands, British Virgin Islands, Bermuda: no TINs issued. */
  KY: { issuesTin: false, formats: [] },
  VG: { issuesTin: false, formats: [] },
  BM: { issuesTin: false, formats: [] },
};

/** The codes of {@link CRS_JURISDICTIONS}, in the form's order. */
export const CRS_COUNTRY_CODES: readonly string[] = Object.keys(CRS_JURISDICTIONS);

/** One foreign jurisdiction as declared: its code, its TIN, or the reason for none (B with an explanation). */
export interface TaxResidencyRow {
  country: string;
  tin?: string | undefined;
  noTinReason?: string | undefined;
  explanation?: string | undefined;
}

/** A declaration: residency type, institution category and the foreign jurisdictions. */
export interface CrsDeclaration {
  residencyType: string;
  entityType: string;
  rows: readonly TaxResidencyRow[];
}

/** A CRS decision: the cleaned value, or a catalogue code with its params. */
export type CrsDecision<T> =
  { ok: true; value: T } | { ok: false; code: string; params: Record<string, string | number> };

/** A TIN as compared: upper case, without spaces, hyphens, dots, slashes and brackets. */
export function normaliseTin(tin: string): string {
  return tin.replace(/[\s\-./()（）]/g, '').toUpperCase();
}

/**
 * Whether `country` issues TINs (spec 01 §7.9 verifyHasTinOrgCRS).
 * @returns true or false for a known jurisdiction; null for one FundDesk does not offer
 */
export function jurisdictionIssuesTin(country: string): boolean | null {
  return CRS_JURISDICTIONS[country]?.issuesTin ?? null;
}

/**
 * Checks one TIN against its jurisdiction's formats (spec 01 §7.9 verifyTaxnoOrgCRS/list, one line).
 * @returns the normalised TIN; or FD1384 (unknown jurisdiction, `{ country }`), FD1387 (the TIN does not fit
 *   the jurisdiction, `{ country }`; also for a jurisdiction that issues none)
 */
export function validateTin(country: string, tin: string): CrsDecision<string> {
  const jurisdiction = CRS_JURISDICTIONS[country];
  if (!jurisdiction) return { ok: false, code: ErrorCode.CrsCountryUnknown, params: { country } };
  const value = normaliseTin(tin);
  if (!jurisdiction.formats.some((format) => format.test(value)))
    return { ok: false, code: ErrorCode.CrsTinFormat, params: { country } };
  return { ok: true, value };
}

/**
 * Checks one declared jurisdiction (row numbers from 1).
 * @returns the cleaned row; or FD1384 / FD1387 (see {@link validateTin}), FD1386 (neither a TIN nor a reason, or
 *   both, `{ row }`), FD1388 (reason A for a jurisdiction that issues TINs, `{ country }`), FD1389 (reason B
 *   without an explanation of 1..100 characters, `{ row }`)
 */
export function validateTaxResidencyRow(input: TaxResidencyRow, row: number): CrsDecision<TaxResidencyRow> {
  const jurisdiction = CRS_JURISDICTIONS[input.country];
  if (!jurisdiction)
    return { ok: false, code: ErrorCode.CrsCountryUnknown, params: { country: input.country } };
  const tin = input.tin?.trim() ?? '';
  const reason = input.noTinReason?.trim() ?? '';
  if ((tin === '') === (reason === '')) return { ok: false, code: ErrorCode.CrsTinMissing, params: { row } };
  if (tin !== '') {
    const checked = validateTin(input.country, tin);
    return checked.ok ? { ok: true, value: { country: input.country, tin: checked.value } } : checked;
  }
  if (reason === 'A') {
    if (jurisdiction.issuesTin)
      return { ok: false, code: ErrorCode.CrsNoTinReason, params: { country: input.country } };
    return { ok: true, value: { country: input.country, noTinReason: 'A' } };
  }
  const explanation = input.explanation?.trim() ?? '';
  if (reason !== 'B' || explanation === '' || [...explanation].length > CRS_EXPLANATION_MAX)
    return { ok: false, code: ErrorCode.CrsNoTinExplanation, params: { row } };
  return { ok: true, value: { country: input.country, noTinReason: 'B', explanation } };
}

/**
 * Checks a whole declaration (spec 01 §7.9 postOrgCRS; issue 15 §4). Type 1 lists no foreign jurisdiction;
 * types 2 and 3 list 1..{@link CRS_MAX_JURISDICTIONS}, each once, none of them China; every row as
 * {@link validateTaxResidencyRow}.
 * @returns the cleaned declaration; or FD2000 (unknown residency type or category), FD1383 (rows that do not fit
 *   the residency type, `{ max }`), FD1384 (unknown jurisdiction, or CN), FD1385 (a jurisdiction twice,
 *   `{ country }`), or a row's code
 */
export function validateCrsDeclaration(input: CrsDeclaration): CrsDecision<CrsDeclaration> {
  if (
    !(CRS_RESIDENCY_TYPES as readonly string[]).includes(input.residencyType) ||
    !(CRS_ENTITY_TYPES as readonly string[]).includes(input.entityType)
  )
    return { ok: false, code: ErrorCode.BadRequest, params: {} };
  const foreign = input.residencyType !== '1';
  if (foreign ? input.rows.length === 0 || input.rows.length > CRS_MAX_JURISDICTIONS : input.rows.length > 0)
    return { ok: false, code: ErrorCode.CrsResidencyRows, params: { max: CRS_MAX_JURISDICTIONS } };
  const seen = new Set<string>();
  const rows: TaxResidencyRow[] = [];
  for (const [index, row] of input.rows.entries()) {
    if (seen.has(row.country))
      return { ok: false, code: ErrorCode.CrsCountryDuplicate, params: { country: row.country } };
    seen.add(row.country);
    const checked = validateTaxResidencyRow(row, index + 1);
    if (!checked.ok) return checked;
    rows.push(checked.value);
  }
  return { ok: true, value: { residencyType: input.residencyType, entityType: input.entityType, rows } };
}
