import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  GatewayError,
  idDocumentPurchaseRefusal,
  infoIsFull,
  isIdDocumentExpired,
  isLongTermWord,
  maskCredNumber,
  maskMobile,
  maskName,
  personFieldsRefusal,
  readDocumentDate,
  readValidity,
  residentIdRefusal,
  shanghaiDate,
  type IdDocument,
  type IdDocumentOnFile,
  type InfoIsFull,
  type OcrCardType,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';

/**
 * The person's own information and ID document on the server (issue 15 §1; spec 01 §7.8, §7.9; spec 02 §5):
 * base information (masked), the update of name, mobile and certificate, the ID images read by OCR and
 * their confirmation, and the document's state for the purchase path. Every function acts on one person
 * (the caller's session person); every change is written with its audit row in one transaction.
 */

/** Who acts and from where: the session's person and the request's address. */
export interface PersonActor {
  personId: string;
  ip: string;
}

interface PersonInfoRow {
  login_name: string;
  person_name: string;
  mobile: string | null;
  email: string;
  cred_type: string;
  cred_number: string;
  cred_valid_from: string | null;
  cred_valid_to: string | null;
  cred_long_term: boolean;
  cred_address: string;
  cred_authority: string;
  cred_front_image: string | null;
  cred_back_image: string | null;
  cred_confirmed_at: Date | string | null;
}

const INFO_COLUMNS = `login_name, person_name, mobile, email, cred_type, cred_number, cred_valid_from, cred_valid_to,
  cred_long_term, cred_address, cred_authority, cred_front_image, cred_back_image, cred_confirmed_at`;

async function infoRow(db: Db, personId: string, lock = false): Promise<PersonInfoRow> {
  const rows = await db.query<PersonInfoRow>(
    `SELECT ${INFO_COLUMNS} FROM persons WHERE person_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [personId],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  return row;
}

/** The expiry as completeness reads it: the last valid day, 长期 when long-term, empty when none on file. */
function expiryText(row: PersonInfoRow): string {
  if (row.cred_long_term) return '长期';
  return row.cred_valid_to ?? '';
}

/** The document on file as the contract shows it (spec 02 §5: expired when its last day is before today). */
function documentOf(row: PersonInfoRow, today: string): IdDocument {
  const onFile = row.cred_long_term || row.cred_valid_to !== null;
  return {
    credType: row.cred_type,
    credNumberMasked: maskCredNumber(row.cred_number),
    validFrom: row.cred_valid_from,
    validTo: row.cred_long_term ? null : row.cred_valid_to,
    longTerm: row.cred_long_term,
    address: row.cred_address,
    authority: row.cred_authority,
    credState: !onFile ? 'none' : isIdDocumentExpired(row.cred_valid_to, today) ? 'expired' : 'valid',
    frontImage: row.cred_front_image !== null,
    backImage: row.cred_back_image !== null,
    confirmedAt: row.cred_confirmed_at === null ? null : new Date(row.cred_confirmed_at).toISOString(),
  };
}

/** Certificate completeness of a row (core infoIsFull; spec 02 §5). */
function completenessOf(row: PersonInfoRow): InfoIsFull {
  return infoIsFull({
    credType: row.cred_type,
    name: row.person_name,
    mobilePhone: row.mobile,
    credExpiryDate: expiryText(row),
    credNumber: row.cred_number,
  });
}

/** A row as the audit keeps it: name, mobile and number masked (the trail never holds them in clear). */
function auditView(row: PersonInfoRow): Record<string, unknown> {
  return {
    name: maskName(row.person_name),
    mobile: maskMobile(row.mobile ?? ''),
    credType: row.cred_type,
    credNumber: maskCredNumber(row.cred_number),
    validFrom: row.cred_valid_from,
    validTo: row.cred_valid_to,
    longTerm: row.cred_long_term,
    address: row.cred_address,
    authority: row.cred_authority,
    frontImage: row.cred_front_image,
    backImage: row.cred_back_image,
  };
}

async function writeAudit(
  db: Db,
  clock: Clock,
  actor: PersonActor,
  action: 'info.update' | 'idcard.confirm',
  before: PersonInfoRow,
  after: PersonInfoRow,
): Promise<void> {
  await db.query(
    `INSERT INTO person_info_audit (person_id, actor_person_id, at, ip, action, before, after)
     VALUES ($1, $1, $2, $3, $4, $5, $6)`,
    [
      actor.personId,
      new Date(clock.now()),
      actor.ip,
      action,
      JSON.stringify(auditView(before)),
      JSON.stringify(auditView(after)),
    ],
  );
}

/** The base information of {@link queryPersonalInfoBase} (core api personalInfo). */
export interface PersonalInfoBase {
  loginName: string;
  nameMasked: string;
  mobileMasked: string;
  email: string;
  orgName: string;
  document: IdDocument;
  infoIsFull: InfoIsFull;
}

/**
 * A/v2/queryPersonalInfo/base (spec 01 §7.9): the person's information, masked, with the document on file
 * and infoIsFull (spec 02 §5). `groupId` names the organisation shown (the session's, or none).
 */
export async function personalInfoBase(
  db: Db,
  clock: Clock,
  personId: string,
  groupId: string | null,
): Promise<PersonalInfoBase> {
  const row = await infoRow(db, personId);
  const org = groupId
    ? await db.query<{ org_name: string }>('SELECT org_name FROM organisations WHERE group_id = $1', [
        groupId,
      ])
    : [];
  return {
    loginName: row.login_name,
    nameMasked: maskName(row.person_name),
    mobileMasked: maskMobile(row.mobile ?? ''),
    email: row.email,
    orgName: org[0]?.org_name ?? '',
    document: documentOf(row, shanghaiDate(clock.now())),
    infoIsFull: completenessOf(row),
  };
}

/** The fields of A/pc/updatePersonalInfo, decrypted. */
export interface PersonalInfoUpdate {
  name: string;
  mobile: string;
  credType: string;
  credNumber: string;
  /** `YYYY-MM-DD` or a long-term word. */
  credExpiryDate: string;
}

/** A unique violation of persons_mobile as the catalogue code; anything else rethrown. */
function mobileRace(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505' && (e.constraint === 'persons_mobile' || e.message?.includes('persons_mobile')))
    throw new GatewayError(ErrorCode.PersonMobileDuplicate);
  throw error;
}

/**
 * A/pc/updatePersonalInfo (spec 01 §7.9): the caller changes their own name, mobile, certificate type and
 * number and the document's last valid day (a date or 长期/长期有效/永久). Checked in core (name FD1113,
 * mobile FD1101, an ID number's check character FD1206 and birth date FD1207, other types FD1102, expiry
 * FD1208); audited with before and after (masked).
 * @returns the completeness after the change
 * @throws GatewayError the codes above, PersonMobileDuplicate (FD1104)
 */
export async function updatePersonalInfo(
  db: Db,
  clock: Clock,
  actor: PersonActor,
  input: PersonalInfoUpdate,
): Promise<{ infoIsFull: InfoIsFull }> {
  const today = shanghaiDate(clock.now());
  const fields = {
    name: input.name,
    mobile: input.mobile,
    credType: input.credType,
    credNumber: input.credNumber,
  };
  const problem = personFieldsRefusal(fields);
  // An ID card's number gets the precise code (check character or birth date) instead of FD1102.
  const idProblem = input.credType === '0' ? residentIdRefusal(input.credNumber, today) : null;
  if (problem !== null && problem !== ErrorCode.PersonCredNumber) throw new GatewayError(problem);
  if (idProblem !== null) throw new GatewayError(idProblem);
  if (problem !== null) throw new GatewayError(problem);
  const longTerm = isLongTermWord(input.credExpiryDate);
  const validTo = longTerm ? null : readDocumentDate(input.credExpiryDate);
  if (!longTerm && validTo === null) throw new GatewayError(ErrorCode.IdValidityInvalid);
  try {
    return await db.transaction(async (tx) => {
      const before = await infoRow(tx, actor.personId, true);
      const taken = await tx.query('SELECT 1 FROM persons WHERE mobile = $1 AND person_id <> $2', [
        input.mobile,
        actor.personId,
      ]);
      if (taken.length > 0) throw new GatewayError(ErrorCode.PersonMobileDuplicate);
      await tx.query(
        `UPDATE persons SET person_name = $2, mobile = $3, cred_type = $4, cred_number = $5, cred_valid_to = $6,
           cred_long_term = $7 WHERE person_id = $1`,
        [
          actor.personId,
          input.name.trim(),
          input.mobile,
          input.credType,
          input.credType === '0' ? input.credNumber.toUpperCase() : input.credNumber,
          validTo,
          longTerm,
        ],
      );
      const after = await infoRow(tx, actor.personId);
      await writeAudit(tx, clock, actor, 'info.update', before, after);
      return { infoIsFull: completenessOf(after) };
    });
  } catch (error) {
    return mobileRace(error);
  }
}

/**
 * Keeps an uploaded ID image and what OCR read from it, for the person's confirmation.
 * @returns the image id the confirmation names
 */
export async function storeIdImage(
  db: Db,
  clock: Clock,
  actor: PersonActor,
  image: { type: OcrCardType; mediaType: string; bytes: Uint8Array; ocr: unknown },
): Promise<string> {
  const imageId = randomUUID();
  await db.query(
    `INSERT INTO id_card_images (image_id, person_id, side, media_type, bytes, ocr, uploaded_at, uploaded_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      imageId,
      actor.personId,
      image.type === 'sfzFrontOcr' ? 'front' : 'back',
      image.mediaType,
      image.bytes,
      JSON.stringify(image.ocr),
      new Date(clock.now()),
      actor.ip,
    ],
  );
  return imageId;
}

/** The fields of A/pc/card/confirm, decrypted. */
export interface IdCardConfirmation {
  frontImageId: string;
  backImageId: string;
  name: string;
  credNumber: string;
  address: string;
  authority: string;
  validFrom: string;
  validTo: string;
}

/**
 * A/pc/card/confirm: the person confirms the fields read from both sides (as they corrected them) and the
 * document becomes the one on file (certificate type 0, 居民身份证). The images must be the caller's own, of
 * the right sides (FD1211); name 1-30 characters (FD1113); the number's check character (FD1206) and birth
 * date (FD1207); the validity (FD1208); a document already expired is refused (FD1209). Audited.
 * @returns the document on file and the completeness after the change
 */
export async function confirmIdCard(
  db: Db,
  clock: Clock,
  actor: PersonActor,
  input: IdCardConfirmation,
): Promise<{ document: IdDocument; infoIsFull: InfoIsFull }> {
  const today = shanghaiDate(clock.now());
  const name = input.name.trim();
  if (name.length < 1 || name.length > 30) throw new GatewayError(ErrorCode.PersonNameFormat);
  const credNumber = input.credNumber.trim().toUpperCase();
  const idProblem = residentIdRefusal(credNumber, today);
  if (idProblem !== null) throw new GatewayError(idProblem);
  const validity = readValidity(input.validFrom, input.validTo);
  if (!validity.ok) throw new GatewayError(validity.code);
  const { validFrom, validTo } = validity.validity;
  if (isIdDocumentExpired(validTo, today))
    throw new GatewayError(ErrorCode.IdDocumentExpiredOnConfirm, undefined, { detail: { validTo } });
  return db.transaction(async (tx) => {
    const images = await tx.query<{ image_id: string; side: string }>(
      'SELECT image_id, side FROM id_card_images WHERE person_id = $1 AND image_id IN ($2, $3)',
      [actor.personId, input.frontImageId, input.backImageId],
    );
    const sideOf = new Map(images.map((image) => [image.image_id, image.side]));
    if (sideOf.get(input.frontImageId) !== 'front' || sideOf.get(input.backImageId) !== 'back')
      throw new GatewayError(ErrorCode.IdImagesMissing);
    const before = await infoRow(tx, actor.personId, true);
    await tx.query(
      `UPDATE persons SET person_name = $2, cred_type = '0', cred_number = $3, cred_valid_from = $4,
         cred_valid_to = $5, cred_long_term = $6, cred_address = $7, cred_authority = $8, cred_front_image = $9,
         cred_back_image = $10, cred_confirmed_at = $11
       WHERE person_id = $1`,
      [
        actor.personId,
        name,
        credNumber,
        validFrom,
        validTo,
        validTo === null,
        input.address.trim(),
        input.authority.trim(),
        input.frontImageId,
        input.backImageId,
        new Date(clock.now()),
      ],
    );
    const after = await infoRow(tx, actor.personId);
    await writeAudit(tx, clock, actor, 'idcard.confirm', before, after);
    return { document: documentOf(after, today), infoIsFull: completenessOf(after) };
  });
}

/** The document the purchase path checks (core idDocumentPurchaseRefusal). */
export async function idDocumentOnFile(db: Db, personId: string): Promise<IdDocumentOnFile> {
  const rows = await db.query<{ cred_valid_to: string | null; cred_long_term: boolean }>(
    'SELECT cred_valid_to, cred_long_term FROM persons WHERE person_id = $1',
    [personId],
  );
  const row = rows[0];
  if (!row) return { onFile: false, validTo: null };
  return {
    onFile: row.cred_long_term || row.cred_valid_to !== null,
    validTo: row.cred_long_term ? null : row.cred_valid_to,
  };
}

/**
 * Refuses a purchase by a person whose ID document on file has expired (spec 02 §5 "expired ID document
 * blocks"; core idDocumentPurchaseRefusal).
 * @param today - `YYYY-MM-DD`, Asia/Shanghai
 * @throws GatewayError IdDocumentExpired (FD1210, `{validTo}`): the 温馨提示 dialog leading to 个人信息
 */
export async function refuseExpiredIdDocument(db: Db, personId: string, today: string): Promise<void> {
  const refusal = idDocumentPurchaseRefusal(await idDocumentOnFile(db, personId), today);
  if (refusal) throw new GatewayError(refusal.code, undefined, { detail: refusal.params });
}
