import { ErrorCode } from '../errors/catalogue.js';
import { checkCreditCode } from './creditCode.js';
import { isValidEmail, personFieldsRefusal } from './persons.js';

/**
 * Rules of the institution record (机构信息): opening, information change, transactor change and the
 * trust-channel edits (spec 01 §3 institution, bank, beneficiary, actual controller, product record; §4.1,
 * §4.4, §4.9, §5, §7.11-§7.13; issue 15 §2-§3). Each returns a catalogue code with its parameters, or null;
 * the server enforces them and the web and CLI render the code at the edge.
 */

/** A refusal of a rule: the catalogue code and the parameters its message is filled with. */
export interface OrgRuleRefusal {
  code: string;
  params: Record<string, string | number>;
}

/**
 * Whether one address is a valid e-mail by spec 01 §5 (trimmed first): core's one e-mail rule,
 * rules/persons.ts {@link isValidEmail} (it lives there because this module already imports persons.ts).
 */
export function isValidBillEmail(address: string): boolean {
  return isValidEmail(address.trim());
}

/**
 * Checks a bill e-mail list (spec 01 §5 "Email list", §7.11 jgtBillEmailEdit and /batch): each trimmed
 * address must be valid, else BillEmailFormat (FD6105 请输入正确格式的邮箱, `{email}`); an address given
 * twice (case-insensitive) is refused with BillEmailDuplicate (FD6106 邮箱不能重复, `{email}`). An empty list
 * is a format refusal too: a bill needs somewhere to go.
 * @param addresses - the addresses as typed
 */
export function billEmailsRefusal(addresses: readonly string[]): OrgRuleRefusal | null {
  if (addresses.length === 0) return { code: ErrorCode.BillEmailFormat, params: { email: '' } };
  const seen = new Set<string>();
  for (const raw of addresses) {
    const email = raw.trim();
    if (!isValidEmail(email)) return { code: ErrorCode.BillEmailFormat, params: { email } };
    const key = email.toLowerCase();
    if (seen.has(key)) return { code: ErrorCode.BillEmailDuplicate, params: { email } };
    seen.add(key);
  }
  return null;
}

/**
 * Whether a file link is a standard one (spec 01 §5 "File link download must be an http or https URL"):
 * an absolute `http:` or `https:` URL with a host. Otherwise FileLinkInvalid (FD6107
 * 传入参数不合法,不是标准的文件链接).
 * @param link - the link as sent (imageEcho `url`)
 */
export function fileLinkRefusal(link: string): OrgRuleRefusal | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { code: ErrorCode.FileLinkInvalid, params: {} };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return { code: ErrorCode.FileLinkInvalid, params: {} };
  }
  return null;
}

/** The sections of an institution record (spec 01 §3, §7.11 jgtQuery/jgtEdit pairs). */
export const ORG_SECTIONS = [
  'basic',
  'legalPerson',
  'transactor',
  'bank',
  'beneficiaries',
  'actualControllers',
  'product',
] as const;
/** A section of {@link ORG_SECTIONS}. */
export type OrgSection = (typeof ORG_SECTIONS)[number];

/** Attachment (licence) types of an institution record (FundDesk's codes; spec 01 §7.8 uploadOrgNccpImage). */
export const ORG_ATTACHMENT_TYPES = [
  'businessLicence',
  'legalPersonId',
  'transactorId',
  'authorisation',
  'productRecord',
  'other',
] as const;
/** An attachment type of {@link ORG_ATTACHMENT_TYPES}. */
export type OrgAttachmentType = (typeof ORG_ATTACHMENT_TYPES)[number];

/** Attachments an opening needs before it may be submitted: the business licence and the legal person's ID. */
export const REQUIRED_OPENING_ATTACHMENTS: readonly OrgAttachmentType[] = [
  'businessLicence',
  'legalPersonId',
];

/** The plain (decrypted) fields of an institution record, each section optional while a draft is filled. */
export interface OrgRecordFields {
  basic?:
    | { orgFullName: string; orgCredNo: string; registerAddress: string; officeAddress: string }
    | null
    | undefined;
  legalPerson?:
    | { legalPersonName: string; legalPersonCredNo: string; legalPersonMobilePhoneNo: string }
    | null
    | undefined;
  transactor?: { name: string; credNo: string; mobilePhoneNo: string; address: string } | null | undefined;
  bank?: { bkcAccountName: string; bkcAccountNo: string; bankName: string } | null | undefined;
  beneficiaries?: readonly { credNo: string; name: string; address: string }[] | null | undefined;
  actualControllers?: readonly { credNo: string; name: string }[] | null | undefined;
  product?:
    { prodCredNo: string; prodName: string; prodShortName: string; custodianName: string } | null | undefined;
}

const text = (value: string, min: number, max: number) => {
  const n = [...value.trim()].length;
  return n >= min && n <= max;
};
const fieldRefusal = (field: string): OrgRuleRefusal => ({
  code: ErrorCode.OrgFieldInvalid,
  params: { field },
});

/** A person's name, mobile and ID number through the permission rule (spec 03 §7; ID card type '0'). */
function personRefusal(name: string, mobile: string | null, credNo: string): OrgRuleRefusal | null {
  const code = personFieldsRefusal({
    name,
    mobile: mobile ?? '13800000000',
    credType: '0',
    credNumber: credNo,
  });
  return code ? { code, params: {} } : null;
}

/**
 * A mobile number's refusal by the permission rule (mainland mobile, PersonMobileFormat FD1101), for the
 * opening administrator's mobile (spec 01 §7.3 jgtRegisterAutoLogin), or null.
 */
export function mobileRefusal(mobile: string): OrgRuleRefusal | null {
  const code = personFieldsRefusal({ name: '管理员', mobile, credType: '1', credNumber: 'ORG00000' });
  return code ? { code, params: {} } : null;
}

/**
 * The first problem of one section of an institution record, or null (spec 01 §3; issue 15 §2, §3):
 * - basic: name 2-100 characters, the credit code by {@link checkCreditCode} (FD6101-FD6103), addresses
 *   1-200 characters;
 * - legalPerson, transactor: name 1-30, mainland mobile, resident ID number with its check digit (the
 *   permission rules' codes FD1113, FD1101, FD1102); the transactor's address 1-200;
 * - bank: account name 1-100, account number 8-30 digits, bank name 1-50;
 * - beneficiaries: 1-20 persons, actualControllers: 1-10 (name and ID number each);
 * - product: record code 5-30 letters or digits, names 1-100, custodian 1-100.
 * A field outside these bounds is OrgFieldInvalid (FD6116, `{field}` is the wire name). Pure.
 * @param section - the section's name
 * @param value - its plain fields (already decrypted)
 */
export function orgSectionRefusal<S extends OrgSection>(
  section: S,
  value: NonNullable<OrgRecordFields[S]>,
): OrgRuleRefusal | null {
  switch (section) {
    case 'basic': {
      const v = value as NonNullable<OrgRecordFields['basic']>;
      if (!text(v.orgFullName, 2, 100)) return fieldRefusal('orgFullName');
      const code = checkCreditCode(v.orgCredNo);
      if (!code.ok) return { code: code.code, params: code.params };
      if (!text(v.registerAddress, 1, 200)) return fieldRefusal('registerAddress');
      if (!text(v.officeAddress, 1, 200)) return fieldRefusal('officeAddress');
      return null;
    }
    case 'legalPerson': {
      const v = value as NonNullable<OrgRecordFields['legalPerson']>;
      return personRefusal(v.legalPersonName, v.legalPersonMobilePhoneNo, v.legalPersonCredNo);
    }
    case 'transactor': {
      const v = value as NonNullable<OrgRecordFields['transactor']>;
      const person = personRefusal(v.name, v.mobilePhoneNo, v.credNo);
      if (person) return person;
      return text(v.address, 1, 200) ? null : fieldRefusal('address');
    }
    case 'bank': {
      const v = value as NonNullable<OrgRecordFields['bank']>;
      if (!text(v.bkcAccountName, 1, 100)) return fieldRefusal('bkcAccountName');
      if (!/^\d{8,30}$/.test(v.bkcAccountNo.trim())) return fieldRefusal('bkcAccountNo');
      return text(v.bankName, 1, 50) ? null : fieldRefusal('bankName');
    }
    case 'beneficiaries': {
      const list = value as NonNullable<OrgRecordFields['beneficiaries']>;
      if (list.length < 1 || list.length > 20) return fieldRefusal('beneficiaries');
      for (const p of list) {
        const person = personRefusal(p.name, null, p.credNo);
        if (person) return person;
        if (!text(p.address, 1, 200)) return fieldRefusal('address');
      }
      return null;
    }
    case 'actualControllers': {
      const list = value as NonNullable<OrgRecordFields['actualControllers']>;
      if (list.length < 1 || list.length > 10) return fieldRefusal('actualControllers');
      for (const p of list) {
        const person = personRefusal(p.name, null, p.credNo);
        if (person) return person;
      }
      return null;
    }
    case 'product': {
      const v = value as NonNullable<OrgRecordFields['product']>;
      if (!/^[A-Za-z0-9]{5,30}$/.test(v.prodCredNo.trim())) return fieldRefusal('prodCredNo');
      if (!text(v.prodName, 1, 100)) return fieldRefusal('prodName');
      if (!text(v.prodShortName, 1, 100)) return fieldRefusal('prodShortName');
      return text(v.custodianName, 1, 100) ? null : fieldRefusal('custodianName');
    }
    default: {
      const never: never = section;
      return fieldRefusal(String(never));
    }
  }
}

/**
 * What an institution record still lacks before it may be submitted (issue 15 §2 "submit"): the sections
 * not filled (product only for the trust channel, client type above 2, spec 01 §1) and, for an opening, the
 * attachments of {@link REQUIRED_OPENING_ATTACHMENTS}. Empty when complete.
 * @param record - the draft
 * @param context.clientType - '2' ordinary, '3' trust channel
 * @param context.attachmentTypes - the types of the attachments on file; null when none are required
 */
export function missingForSubmit(
  record: OrgRecordFields,
  context: { clientType: string; attachmentTypes: readonly string[] | null },
): string[] {
  const missing: string[] = ORG_SECTIONS.filter((section) => {
    if (section === 'product' && Number(context.clientType) <= 2) return false;
    const value = record[section];
    return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  });
  if (context.attachmentTypes) {
    for (const type of REQUIRED_OPENING_ATTACHMENTS)
      if (!context.attachmentTypes.includes(type)) missing.push(type);
  }
  return missing;
}

/**
 * Kinds of submission of an institution record (issue 15 §2-§3): the opening, an information change
 * (spec 01 §7.12), a transactor change (§7.13), a trust-channel edit (§7.11) and a manager institution's
 * change of one of its products' record (§7.12 saveProductRecord; the submission belongs to the product).
 */
export const ORG_SUBMISSION_KINDS = [
  'opening',
  'infoChange',
  'transactorChange',
  'jgtEdit',
  'productChange',
] as const;
/** A kind of {@link ORG_SUBMISSION_KINDS}. */
export type OrgSubmissionKind = (typeof ORG_SUBMISSION_KINDS)[number];

/**
 * States of a submission (spec 01 §4.9 "save, submit, query-status and send-back"; the status values are not
 * shown in the spec, these are FundDesk's): `draft` saved, `submitted` under review, `approved`, `rejected`
 * (final), `sentBack` (returned to be corrected and submitted again), `cancelled` (opening cancelled, §4.4).
 */
export const ORG_SUBMISSION_STATES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'sentBack',
  'cancelled',
] as const;
/** A state of {@link ORG_SUBMISSION_STATES}. */
export type OrgSubmissionState = (typeof ORG_SUBMISSION_STATES)[number];

/** A back-office decision on a submission (issue 15 §2 "a back-office decision"). */
export type OrgDecision = 'approve' | 'reject' | 'sendBack';

/**
 * Whether a submission may be saved or submitted now (issue 15 bad input "a change submitted twice, or while
 * another is under review"): refused with OrgChangeInReview (FD6108) while any submission of the
 * organisation is `submitted`; an opening only while the organisation is not opened (status 0 or 3, spec 01
 * §4.1), a change only once it is (status 2): otherwise OrgOpeningState (FD6110, `{status}`).
 * @param kind - what the caller saves or submits
 * @param orgStatus - the organisation's account status (spec 01 §4.1)
 * @param underReview - whether a submission of the organisation is under review
 */
export function submissionRefusal(
  kind: OrgSubmissionKind,
  orgStatus: number,
  underReview: boolean,
): OrgRuleRefusal | null {
  if (underReview) return { code: ErrorCode.OrgChangeInReview, params: {} };
  const opening = kind === 'opening';
  const allowed = opening ? orgStatus === 0 || orgStatus === 3 : orgStatus === 2;
  return allowed ? null : { code: ErrorCode.OrgOpeningState, params: { status: orgStatus } };
}

/**
 * The organisation's account status after a decision on a submission (spec 01 §4.1): an approved opening
 * is opened (2), a rejected one failed (3), a sent-back one is not opened (0, to be corrected); a change
 * leaves the status as it is.
 * @returns the new status, or null when unchanged
 */
export function statusAfterDecision(kind: OrgSubmissionKind, decision: OrgDecision): number | null {
  if (kind !== 'opening') return null;
  return decision === 'approve' ? 2 : decision === 'reject' ? 3 : 0;
}

/**
 * The fields that differ between two records, as `section.field` paths (for the version trail: "who changed
 * what, the before and after", issue 15 §3), fields of a section in alphabetical order. Lists compare as a
 * whole (`beneficiaries`).
 */
export function changedOrgFields(before: OrgRecordFields, after: OrgRecordFields): string[] {
  const out: string[] = [];
  // A manager institution's change also carries its bill e-mails and CRS declaration (spec 01 §7.12
  // postManagerOrgModifyEmail, postManagerOrgCrs): compared as a whole, listed after the sections.
  const extras = (record: OrgRecordFields) => record as Record<string, unknown>;
  for (const section of ORG_SECTIONS) {
    const a = before[section] ?? null;
    const b = after[section] ?? null;
    if (Array.isArray(a) || Array.isArray(b)) {
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push(section);
      continue;
    }
    // A section filled for the first time (or emptied) lists its fields, so the trail shows each value.
    const fieldsOf = (value: typeof a) => (value ?? {}) as Record<string, unknown>;
    // Sorted: records read back from jsonb come in the database's key order, not the writer's.
    const keys = [...new Set([...Object.keys(fieldsOf(a)), ...Object.keys(fieldsOf(b))])].sort();
    for (const key of keys) {
      if (fieldsOf(a)[key] !== fieldsOf(b)[key]) out.push(`${section}.${key}`);
    }
  }
  for (const key of ORG_CHANGE_EXTRAS) {
    const a = extras(before)[key] ?? null;
    const b = extras(after)[key] ?? null;
    if (b !== null && JSON.stringify(a) !== JSON.stringify(b)) out.push(key);
  }
  return out;
}

/**
 * What a manager institution's information change carries beside the sections (spec 01 §7.12
 * postManagerOrgModifyEmail, postManagerOrgCrs): its bill e-mails and its CRS declaration, applied on
 * approval. {@link changedOrgFields} lists one when the change sets it to something new.
 */
export const ORG_CHANGE_EXTRAS = ['billEmails', 'crs'] as const;

/**
 * Whether an attachment may be removed or replaced now (issue 15 "attachments versioned with each change"):
 * refused with AttachmentInReview (FD6118, `{fileName}`) when a submission under review carries it — the
 * reviewer must see the files the submission was made with.
 * @param attachmentId - the attachment to remove or replace
 * @param carried - the attachments the submission under review carries (none when nothing is under review)
 */
export function attachmentRemovalRefusal(
  attachmentId: string,
  carried: readonly { attachmentId: string; fileName: string }[],
): OrgRuleRefusal | null {
  const hit = carried.find((a) => a.attachmentId === attachmentId);
  return hit ? { code: ErrorCode.AttachmentInReview, params: { fileName: hit.fileName } } : null;
}
