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

/** The institution category whose declaration lists its controlling persons: 2 消极非金融机构 (passive NFE). */
export const CRS_PASSIVE_ENTITY_TYPE = '2';
/** Most controlling persons one declaration lists. */
export const CRS_MAX_CONTROLLING_PERSONS = 10;
/** Most characters of a controlling person's name. */
export const CRS_PERSON_NAME_MAX = 60;

/**
 * A controlling person (控制人) of a passive non-financial institution (spec 01 §7.9; the Chinese CRS
 * 控制人税收居民身份声明文件): name, date of birth (`YYYY-MM-DD`), their own residency type
 * ({@link CRS_RESIDENCY_TYPES}) and foreign jurisdictions, each with a TIN or the reason for none, as the
 * institution's own rows.
 */
export interface ControllingPerson {
  name: string;
  birthDate: string;
  residencyType: string;
  rows: readonly TaxResidencyRow[];
}

/**
 * A declaration: residency type, institution category, the foreign jurisdictions and, for a passive
 * non-financial institution only, its controlling persons (absent means none).
 */
export interface CrsDeclaration {
  residencyType: string;
  entityType: string;
  rows: readonly TaxResidencyRow[];
  controllingPersons?: readonly ControllingPerson[] | undefined;
}

/** Whether a declaration of category `entityType` must list controlling persons (only 2 消极非金融机构). */
export function entityNeedsControllingPersons(entityType: string): boolean {
  return entityType === CRS_PASSIVE_ENTITY_TYPE;
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
 * Checks residency rows against a residency type: type 1 lists none; types 2 and 3 list
 * 1..{@link CRS_MAX_JURISDICTIONS}, each once, every row as {@link validateTaxResidencyRow}.
 */
function validateResidencyRows(
  residencyType: string,
  input: readonly TaxResidencyRow[],
): CrsDecision<TaxResidencyRow[]> {
  const foreign = residencyType !== '1';
  if (foreign ? input.length === 0 || input.length > CRS_MAX_JURISDICTIONS : input.length > 0)
    return { ok: false, code: ErrorCode.CrsResidencyRows, params: { max: CRS_MAX_JURISDICTIONS } };
  const seen = new Set<string>();
  const rows: TaxResidencyRow[] = [];
  for (const [index, row] of input.entries()) {
    if (seen.has(row.country))
      return { ok: false, code: ErrorCode.CrsCountryDuplicate, params: { country: row.country } };
    seen.add(row.country);
    const checked = validateTaxResidencyRow(row, index + 1);
    if (!checked.ok) return checked;
    rows.push(checked.value);
  }
  return { ok: true, value: rows };
}

/** Whether `value` is a calendar date `YYYY-MM-DD` from 1900-01-01 up to `today` (when given). */
function isBirthDate(value: string, today: string | undefined): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= '1900-01-01' && (today === undefined || value <= today);
}

/**
 * Checks a controlling person's date of birth alone (numbered from 1; the part of
 * {@link validateControllingPerson} a form can check as soon as the date is typed): a real date `YYYY-MM-DD`
 * (surrounding spaces ignored) from 1900-01-01 up to `today`.
 * @param today - `YYYY-MM-DD` (Shanghai) the birth date may not pass; omitted: not checked against a day
 * @returns the trimmed date; or FD1396 CrsControllingPersonInvalid (`{ index }`)
 * @see spec 01 §7.9; docs/decisions.md "CRS controlling persons"
 */
export function validateControllingPersonBirthDate(
  birthDate: string,
  index: number,
  today?: string,
): CrsDecision<string> {
  const value = birthDate.trim();
  return isBirthDate(value, today)
    ? { ok: true, value }
    : { ok: false, code: ErrorCode.CrsControllingPersonInvalid, params: { index } };
}

/**
 * Checks one controlling person (numbered from 1; spec 01 §7.9, docs/decisions.md "CRS controlling persons"):
 * name 1..{@link CRS_PERSON_NAME_MAX} characters after trimming, a real date of birth from 1900 up to `today`,
 * a residency type of {@link CRS_RESIDENCY_TYPES} with its rows as the institution's.
 * @param today - `YYYY-MM-DD` (Shanghai) the birth date may not pass; omitted: not checked against a day
 * @returns the cleaned person; or FD1396 CrsControllingPersonInvalid (`{ index }`: name, birth date, residency
 *   type, a row without a TIN or reason, or reason B without an explanation), or a row's code that names its
 *   country (FD1383, FD1384, FD1385, FD1387, FD1388)
 */
export function validateControllingPerson(
  input: ControllingPerson,
  index: number,
  today?: string,
): CrsDecision<ControllingPerson> {
  const invalid = { ok: false as const, code: ErrorCode.CrsControllingPersonInvalid, params: { index } };
  const name = input.name.trim();
  if (name === '' || [...name].length > CRS_PERSON_NAME_MAX) return invalid;
  if (!validateControllingPersonBirthDate(input.birthDate, index, today).ok) return invalid;
  if (!(CRS_RESIDENCY_TYPES as readonly string[]).includes(input.residencyType)) return invalid;
  const rows = validateResidencyRows(input.residencyType, input.rows);
  if (!rows.ok) {
    // The row-numbered codes would name a row of another table: the person is named instead.
    return rows.code === ErrorCode.CrsTinMissing || rows.code === ErrorCode.CrsNoTinExplanation
      ? invalid
      : rows;
  }
  return {
    ok: true,
    value: { name, birthDate: input.birthDate.trim(), residencyType: input.residencyType, rows: rows.value },
  };
}

/**
 * Checks a whole declaration (spec 01 §7.9 postOrgCRS; issue 15 §4). Type 1 lists no foreign jurisdiction;
 * types 2 and 3 list 1..{@link CRS_MAX_JURISDICTIONS}, each once, none of them China; every row as
 * {@link validateTaxResidencyRow}. A passive non-financial institution (category 2) lists
 * 1..{@link CRS_MAX_CONTROLLING_PERSONS} controlling persons, each as {@link validateControllingPerson}; the
 * other categories list none.
 * @param today - `YYYY-MM-DD` (Shanghai) no controlling person's birth date may pass (the server's clock)
 * @returns the cleaned declaration (controllingPersons always present, empty when none); or FD2000 (unknown
 *   residency type or category), FD1383 (rows that do not fit the residency type, `{ max }`), FD1384 (unknown
 *   jurisdiction, or CN), FD1385 (a jurisdiction twice, `{ country }`), a row's code, FD1390
 *   CrsControllingPersons (`{ max }`: none or too many for category 2, any for another), or a person's code
 */
export function validateCrsDeclaration(
  input: CrsDeclaration,
  today?: string,
): CrsDecision<CrsDeclaration & { controllingPersons: ControllingPerson[] }> {
  if (
    !(CRS_RESIDENCY_TYPES as readonly string[]).includes(input.residencyType) ||
    !(CRS_ENTITY_TYPES as readonly string[]).includes(input.entityType)
  )
    return { ok: false, code: ErrorCode.BadRequest, params: {} };
  const rows = validateResidencyRows(input.residencyType, input.rows);
  if (!rows.ok) return rows;
  const persons = input.controllingPersons ?? [];
  const needed = entityNeedsControllingPersons(input.entityType);
  if (needed ? persons.length === 0 || persons.length > CRS_MAX_CONTROLLING_PERSONS : persons.length > 0)
    return { ok: false, code: ErrorCode.CrsControllingPersons, params: { max: CRS_MAX_CONTROLLING_PERSONS } };
  const controllingPersons: ControllingPerson[] = [];
  for (const [index, person] of persons.entries()) {
    const checked = validateControllingPerson(person, index + 1, today);
    if (!checked.ok) return checked;
    controllingPersons.push(checked.value);
  }
  return {
    ok: true,
    value: {
      residencyType: input.residencyType,
      entityType: input.entityType,
      rows: rows.value,
      controllingPersons,
    },
  };
}
