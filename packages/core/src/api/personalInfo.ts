/**
 * The person's own information and ID document (issue 15 §1; spec 01 §2.2 /user/userInfo (menu user_info)
 * and /user/idCardHome (menu card_record), §7.8 A/pc/card/ocr, §7.9 A/v2/queryPersonalInfo/base,
 * A/queryPersonalInfo/invest, A/pc/updatePersonalInfo; spec 02 §5 certificate images, infoIsFull).
 *
 * Every call acts on the caller's own person (the session's person id), never on a person named in the
 * request; name, mobile and certificate number travel RSA-encrypted (spec 01 §5) and come back masked.
 */
import { z } from 'zod';
import { riskLevelSchema } from '../domain/fund.js';
import { ErrorCode } from '../errors/catalogue.js';
import { defineCall, defineUpload, encryptedField } from './contract.js';

/** Largest ID image accepted, bytes (issue 15 bad input "a 50 MB image"; DESIGN §7 size limits): 10 MB. */
export const ID_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The two sides of a resident ID card as A/pc/card/ocr names them (spec 01 §7.8 ocrCardType). */
export const ocrCardTypes = ['sfzFrontOcr', 'sfzBackOcr'] as const;
/** An ocrCardType of {@link ocrCardTypes}. */
export type OcrCardType = (typeof ocrCardTypes)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The state of the ID document on file: `none` (no validity on file), `valid`, `expired` (last valid day
 * before today; spec 02 §5 "expired ID document blocks").
 */
export const credStates = ['none', 'valid', 'expired'] as const;

/** The ID document on file, as shown (masked number). */
export const idDocumentSchema = z.object({
  credType: z.string(),
  /** Masked (first 3 and last 4 characters kept); empty when none. */
  credNumberMasked: z.string(),
  /** First valid day `YYYY-MM-DD`, null when unknown. */
  validFrom: day.nullable(),
  /** Last valid day `YYYY-MM-DD`; null when long-term or unknown (see `longTerm`). */
  validTo: day.nullable(),
  longTerm: z.boolean(),
  address: z.string(),
  authority: z.string(),
  credState: z.enum(credStates),
  /** Whether the front and the back images of the confirmed document are on file. */
  frontImage: z.boolean(),
  backImage: z.boolean(),
  /** When the person last confirmed the document (ISO 8601), null never. */
  confirmedAt: z.string().nullable(),
});
/** The ID document of {@link idDocumentSchema}. */
export type IdDocument = z.infer<typeof idDocumentSchema>;

/**
 * A/v2/queryPersonalInfo/base (spec 01 §7.9): the caller's base information, masked (name, mobile,
 * certificate number), the ID document and certificate completeness `infoIsFull` (`1001` complete, `1002`
 * not: spec 02 §5). Privilege user_info.
 */
export const queryPersonalInfoBase = defineCall({
  name: 'queryPersonalInfoBase',
  service: 'account',
  path: 'v2/queryPersonalInfo/base',
  auth: 'session',
  privilege: 'user_info',
  request: z.object({}),
  response: z.object({
    loginName: z.string(),
    nameMasked: z.string(),
    mobileMasked: z.string(),
    email: z.string(),
    /** The organisation the session acts for, empty without one. */
    orgName: z.string(),
    document: idDocumentSchema,
    infoIsFull: z.enum(['1001', '1002']),
  }),
});

/**
 * A/queryPersonalInfo/invest (spec 01 §7.9): the caller's investment information: risk level and the last
 * valid day of the assessment (spec 02 §5), `riskExpired` when never assessed or expired. Privilege
 * user_info.
 */
export const queryPersonalInfoInvest = defineCall({
  name: 'queryPersonalInfoInvest',
  service: 'account',
  path: 'queryPersonalInfo/invest',
  auth: 'session',
  privilege: 'user_info',
  request: z.object({}),
  response: z.object({
    riskLevel: riskLevelSchema.nullable(),
    riskExpireDate: day.nullable(),
    riskExpired: z.boolean(),
  }),
});

/**
 * A/pc/updatePersonalInfo (spec 01 §7.9): changes the caller's name, mobile, certificate type and number
 * (RSA-encrypted, spec 01 §5) and the document's last valid day (`YYYY-MM-DD` or 长期/长期有效/永久).
 * Audited (who, when, from where, before and after, masked). Privilege user_info.
 * @throws GatewayError PersonNameFormat (FD1113), PersonMobileFormat (FD1101), PersonCredNumber (FD1102),
 *   IdNumberInvalid (FD1206), IdBirthDateInvalid (FD1207), IdValidityInvalid (FD1208),
 *   PersonMobileDuplicate (FD1104)
 */
export const updatePersonalInfo = defineCall({
  name: 'updatePersonalInfo',
  service: 'account',
  path: 'pc/updatePersonalInfo',
  auth: 'session',
  privilege: 'user_info',
  encryptedFields: ['name', 'mobilePhone', 'credNumber'],
  request: z.object({
    name: encryptedField,
    mobilePhone: encryptedField,
    credType: z.string().min(1).max(2),
    credNumber: encryptedField,
    /** The last valid day `YYYY-MM-DD` or a long-term word. */
    credExpiryDate: z.string().min(1).max(20),
  }),
  response: z.object({ infoIsFull: z.enum(['1001', '1002']) }),
});

/** What OCR read from the front (人像面) of a resident ID card; empty strings where it read nothing. */
export const ocrFrontSchema = z.object({
  name: z.string(),
  gender: z.string(),
  nation: z.string(),
  /** `YYYY-MM-DD` as printed, empty when unread. */
  birthDate: z.string(),
  address: z.string(),
  credNumber: z.string(),
});

/** What OCR read from the back (国徽面): the authority and the validity as printed. */
export const ocrBackSchema = z.object({
  authority: z.string(),
  /** `YYYY-MM-DD`, empty when unread. */
  validFrom: z.string(),
  /** `YYYY-MM-DD`, a long-term word (长期), or empty when unread. */
  validTo: z.string(),
});

/**
 * A/pc/card/ocr (spec 01 §7.8: multipart, 120 s, field ocrCardType sfzFrontOcr / sfzBackOcr): reads one
 * side of the caller's resident ID card with the server's OCR engine (tesseract, chi_sim) and keeps the
 * image for the confirmation (`imageId`). The fields are for the person to check; nothing is changed until
 * {@link confirmIdCard}. The image is checked by content (JPEG or PNG magic bytes) and size (10 MB).
 * Privilege card_record.
 * @throws GatewayError IdImageType (FD1201), IdImageTooLarge (FD1202), IdImageNotCard (FD1203),
 *   IdImageBlurred (FD1204), IdImageRotated (FD1205), OcrUnavailable (FD1212)
 */
export const cardOcr = defineUpload({
  name: 'cardOcr',
  service: 'account',
  path: 'pc/card/ocr',
  auth: 'session',
  privilege: 'card_record',
  fields: z.object({ ocrCardType: z.enum(ocrCardTypes) }),
  response: z.object({
    imageId: z.string(),
    ocrCardType: z.enum(ocrCardTypes),
    front: ocrFrontSchema.nullable(),
    back: ocrBackSchema.nullable(),
    /** OCR time on the server, ms. */
    elapsedMs: z.number().int(),
  }),
  maxBytes: ID_IMAGE_MAX_BYTES,
  tooLargeCode: ErrorCode.IdImageTooLarge,
});

/**
 * A/pc/card/confirm (FundDesk's path; the spec names the capture page only): the person confirms the fields
 * read from both sides (as corrected) and the document becomes the one on file: certificate type 0 (居民身份证),
 * name and number (RSA-encrypted), address, authority, validity (`validTo` a date or 长期/长期有效/永久), the two
 * images. The number's check character and birth date are validated, an expired document is refused; the
 * change is audited with before and after. Privilege card_record.
 * @throws GatewayError IdImagesMissing (FD1211), IdNumberInvalid (FD1206), IdBirthDateInvalid (FD1207),
 *   IdValidityInvalid (FD1208), IdDocumentExpiredOnConfirm (FD1209), PersonNameFormat (FD1113)
 */
export const confirmIdCard = defineCall({
  name: 'confirmIdCard',
  service: 'account',
  path: 'pc/card/confirm',
  auth: 'session',
  privilege: 'card_record',
  encryptedFields: ['name', 'credNumber'],
  request: z.object({
    frontImageId: z.string().min(1).max(64),
    backImageId: z.string().min(1).max(64),
    name: encryptedField,
    credNumber: encryptedField,
    address: z.string().max(120),
    authority: z.string().max(60),
    validFrom: z.string().min(1).max(20),
    validTo: z.string().min(1).max(20),
  }),
  response: z.object({ document: idDocumentSchema, infoIsFull: z.enum(['1001', '1002']) }),
});
