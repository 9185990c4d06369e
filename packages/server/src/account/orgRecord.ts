import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  attachmentRemovalRefusal,
  billEmailsRefusal,
  changedOrgFields,
  checkCreditCode,
  ErrorCode,
  fileLinkRefusal,
  GatewayError,
  isAcceptableLoginPassword,
  missingForSubmit,
  mobileRefusal,
  orgRecord as api,
  orgSectionRefusal,
  submissionRefusal,
  t,
  type CallResponse,
  type MessageKey,
  type OrgAttachment,
  type OrgRecord,
  type OrgRecordFields,
  type OrgSection,
  type OrgSubmission,
  type OrgSubmissionKind,
  type OrgVersion,
  validateCrsDeclaration,
} from '@funddesk/core';
import { hashPassword } from '../auth/passwords.js';
import { crsToday } from './crs.js';
import { forgetPersonSessions, revokePersonSessions } from '../auth/sessions.js';
import type { Db } from '../db/db.js';
import { loginResultOf } from '../services/account.js';
import {
  downloadRoute,
  groupSessionOf,
  route,
  uploadRoute,
  type DownloadRoute,
  type HandlerContext,
  type Route,
  type UploadedFile,
  type UploadRoute,
} from '../services/types.js';

/**
 * The institution record, its opening and its changes on the server (issue 15 §2-§3; spec 01 §3, §4.1,
 * §4.4, §4.9, §5, §7.3, §7.7, §7.8, §7.11-§7.13). Every rule is core's (rules/orgRecord.ts, creditCode.ts);
 * this module enforces them in transactions that lock the organisation's row, so two saves or submits of one
 * organisation never interleave, and keeps every version in org_submissions (migration 0028).
 */

/** The record of an organisation that has none on file yet. */
export const EMPTY_RECORD: OrgRecord = {
  basic: null,
  legalPerson: null,
  transactor: null,
  bank: null,
  beneficiaries: null,
  actualControllers: null,
  product: null,
};

interface OrgRow {
  group_id: string;
  gid: string;
  corp_name: string;
  status: number;
  client_type: string;
  changing_flag: boolean;
  org_cred_no: string | null;
}

interface SubmissionRow {
  submission_id: string;
  group_id: string;
  corp_name: string;
  kind: OrgSubmissionKind | 'billEmails';
  state: OrgSubmission['state'];
  before_record: Partial<OrgRecord> & { billEmails?: string[] };
  after_record: Partial<OrgRecord> & { billEmails?: string[] };
  changed_fields: string[];
  created_by: string;
  submitted_name: string | null;
  submitted_at: Date | string | null;
  decided_name: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
  attachments: CarriedAttachment[] | null;
}

/** An attachment a submission carried (migration 0030 org_submissions.attachments). */
interface CarriedAttachment {
  attachmentId: string;
  imageType: string;
  fileName: string;
  contentHash: string;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Throws the catalogue refusal of a rule (its params as the message's detail). */
function refuse(refusal: { code: string; params: Record<string, string | number> } | null): void {
  if (refusal) throw new GatewayError(refusal.code, undefined, { detail: refusal.params });
}

const SUBMISSION_SELECT = `
  SELECT s.submission_id, s.group_id, o.corp_name, s.kind, s.state, s.before_record, s.after_record,
         s.changed_fields, s.created_by, sp.person_name AS submitted_name, s.submitted_at,
         dp.person_name AS decided_name, s.decided_at, s.decision_reason, s.attachments
    FROM org_submissions s
    JOIN organisations o ON o.group_id = s.group_id
    LEFT JOIN persons sp ON sp.person_id = s.submitted_by
    LEFT JOIN persons dp ON dp.person_id = s.decided_by`;

/** A submission row as the contract answers it. */
export function submissionOf(row: SubmissionRow): OrgSubmission {
  return {
    submissionId: row.submission_id,
    groupId: row.group_id,
    corpName: row.corp_name,
    kind: row.kind,
    state: row.state,
    changedFields: row.changed_fields,
    submittedBy: row.submitted_name,
    submittedAt: iso(row.submitted_at),
    decidedBy: row.decided_name,
    decidedAt: iso(row.decided_at),
    reason: row.decision_reason,
    attachments: row.attachments ?? [],
  };
}

/** A submission row with its before and after records (the version trail, issue 15 §3). */
export function versionOf(row: SubmissionRow): OrgVersion {
  return { ...submissionOf(row), before: row.before_record, after: row.after_record };
}

/**
 * The organisation row; `lock` takes it for the transaction (FOR UPDATE), which serialises every save,
 * submit and decision of one organisation.
 * @throws GatewayError OrgForbidden (FD1004) when unknown
 */
async function orgOf(db: Db, groupId: string, lock = false): Promise<OrgRow> {
  const row = (
    await db.query<OrgRow>(
      `SELECT group_id, gid, corp_name, status, client_type, changing_flag, org_cred_no
         FROM organisations WHERE group_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [groupId],
    )
  )[0];
  if (!row) throw new GatewayError(ErrorCode.OrgForbidden);
  return row;
}

/** The record on file and the bill addresses of an organisation (empty when none). */
export async function recordOnFile(
  db: Db,
  groupId: string,
): Promise<{ record: OrgRecord; billEmails: string[] }> {
  const row = (
    await db.query<{ record: OrgRecord; bill_emails: string[] }>(
      'SELECT record, bill_emails FROM org_records WHERE group_id = $1',
      [groupId],
    )
  )[0];
  return { record: { ...EMPTY_RECORD, ...(row?.record ?? {}) }, billEmails: row?.bill_emails ?? [] };
}

/** Submissions of an organisation matching a SQL condition on `s`, newest first. */
async function submissionsWhere(
  db: Db,
  condition: string,
  params: readonly unknown[],
): Promise<SubmissionRow[]> {
  return db.query<SubmissionRow>(`${SUBMISSION_SELECT} WHERE ${condition} ORDER BY s.seq DESC`, params);
}

/** Whether a submission of the organisation is under review, and which. */
async function underReview(db: Db, groupId: string): Promise<SubmissionRow | undefined> {
  return (await submissionsWhere(db, "s.group_id = $1 AND s.state = 'submitted'", [groupId]))[0];
}

/** The working draft of a kind (a saved or sent-back submission), if any. */
async function draftOf(db: Db, groupId: string, kind: OrgSubmissionKind): Promise<SubmissionRow | undefined> {
  return (
    await submissionsWhere(db, "s.group_id = $1 AND s.kind = $2 AND s.state IN ('draft', 'sentBack')", [
      groupId,
      kind,
    ])
  )[0];
}

/**
 * The kind of the working draft the record sections save into: the opening until the account is opened
 * (status 0 or 3, spec 01 §4.1), then an information change (spec 01 §7.12), or a trust-channel edit for a
 * client type above 2 (spec 01 §1, §7.11).
 */
function sectionDraftKind(org: OrgRow): OrgSubmissionKind {
  if (org.status !== 2) return 'opening';
  return Number(org.client_type) > 2 ? 'jgtEdit' : 'infoChange';
}

/** Active attachment types of an organisation. */
async function attachmentTypes(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.query<{ image_type: string }>(
    'SELECT DISTINCT image_type FROM org_attachments WHERE group_id = $1 AND removed_at IS NULL',
    [groupId],
  );
  return rows.map((r) => r.image_type);
}

/** What the draft of `kind` still lacks before submit (core missingForSubmit). */
async function missingOf(db: Db, org: OrgRow, kind: OrgSubmissionKind, after: OrgRecordFields) {
  return missingForSubmit(after, {
    clientType: org.client_type,
    attachmentTypes: kind === 'opening' ? await attachmentTypes(db, org.group_id) : null,
  });
}

/**
 * Refuses a credit code registered by another organisation (spec 01 §7.11 jgtCredUniqueCheck): in the
 * organisations' registrations, the records on file and the drafts not cancelled.
 * @throws GatewayError CreditCodeTaken (FD6104)
 */
async function assertCreditCodeFree(db: Db, credNo: string, groupId: string | null): Promise<void> {
  const taken = await db.query(
    `SELECT 1 FROM organisations WHERE org_cred_no = $1 AND synthesize_state <> 99 AND group_id IS DISTINCT FROM $2
     UNION ALL
     SELECT 1 FROM org_records WHERE record->'basic'->>'orgCredNo' = $1 AND group_id IS DISTINCT FROM $2
     UNION ALL
     SELECT 1 FROM org_submissions s JOIN organisations o ON o.group_id = s.group_id
      WHERE s.state <> 'cancelled' AND o.synthesize_state <> 99
        AND s.after_record->'basic'->>'orgCredNo' = $1 AND s.group_id IS DISTINCT FROM $2
     LIMIT 1`,
    [credNo, groupId],
  );
  if (taken.length > 0) throw new GatewayError(ErrorCode.CreditCodeTaken);
}

/**
 * Writes a working draft of `kind` with `after` as its record: updates the open draft, or starts one with
 * the record on file as its "before". The changed fields are recomputed against the record on file.
 */
async function writeDraft(
  tx: Db,
  ctx: HandlerContext,
  org: OrgRow,
  kind: OrgSubmissionKind,
  change: (draft: OrgRecord) => OrgRecord,
  beforeExtras: Partial<DraftExtras> = {},
): Promise<{ after: OrgRecord; changed: string[] }> {
  const session = groupSessionOf(ctx);
  const { record } = await recordOnFile(tx, org.group_id);
  const draft = await draftOf(tx, org.group_id, kind);
  const after = change({ ...record, ...(draft?.after_record ?? {}) });
  // The extras' "before" is taken when first posted and kept (spec 01 §7.12 postManagerOrg*).
  const before = { ...record, ...beforeExtras, ...extrasOf(draft?.before_record) };
  const changed = changedOrgFields(before, after);
  const now = new Date(ctx.clock.now());
  if (draft) {
    await tx.query(
      `UPDATE org_submissions SET after_record = $2::jsonb, changed_fields = $3::jsonb, updated_at = $4,
              before_record = $5::jsonb || before_record
        WHERE submission_id = $1`,
      [
        draft.submission_id,
        JSON.stringify(after),
        JSON.stringify(changed),
        now,
        JSON.stringify(beforeExtras),
      ],
    );
  } else {
    await tx.query(
      `INSERT INTO org_submissions (submission_id, group_id, kind, state, before_record, after_record,
         changed_fields, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'draft', $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $8)`,
      [
        newId('S'),
        org.group_id,
        kind,
        JSON.stringify(before),
        JSON.stringify(after),
        JSON.stringify(changed),
        session.personId,
        now,
      ],
    );
  }
  return { after, changed };
}

/** What an information change carries beside the sections (core ORG_CHANGE_EXTRAS). */
interface DraftExtras {
  billEmails: string[];
  crs: { residencyType: string; entityType: string; rows: unknown[]; controllingPersons?: unknown[] } | null;
}

/** The extras recorded in a draft's before or after record. */
function extrasOf(record: object | undefined): Partial<DraftExtras> {
  const out: Partial<DraftExtras> = {};
  const r = (record ?? {}) as Partial<DraftExtras>;
  if (r.billEmails !== undefined) out.billEmails = r.billEmails;
  if (r.crs !== undefined) out.crs = r.crs;
  return out;
}

/** A random identifier with a prefix (submission S…, attachment A…). */
function newId(prefix: string): string {
  return `${prefix}${randomBytes(9).toString('base64url')}`;
}

/**
 * jgtEdit of one section (spec 01 §7.11 "save and continue"): in one transaction over the locked
 * organisation, refuses while a submission is under review or in a closed state (core submissionRefusal),
 * checks the section (core orgSectionRefusal; the credit code also unique), and saves it into the working
 * draft. The transactor of an opened organisation changes only through transactor/change (§7.13).
 */
async function saveSection<S extends OrgSection>(
  ctx: HandlerContext,
  section: S,
  value: NonNullable<OrgRecord[S]>,
): Promise<CallResponse<typeof api.jgtEditBasicInfo>> {
  const session = groupSessionOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const org = await orgOf(tx, session.groupId, true);
    const kind = sectionDraftKind(org);
    refuse(submissionRefusal(kind, org.status, (await underReview(tx, org.group_id)) !== undefined));
    if (section === 'transactor' && kind !== 'opening') {
      throw new GatewayError(ErrorCode.OrgOpeningState, undefined, { detail: { status: org.status } });
    }
    refuse(orgSectionRefusal(section, value as never));
    let stored: unknown = value;
    if (section === 'basic') {
      const basic = value as NonNullable<OrgRecord['basic']>;
      const credNo = (checkCreditCode(basic.orgCredNo) as { value: string }).value;
      await assertCreditCodeFree(tx, credNo, org.group_id);
      stored = { ...basic, orgCredNo: credNo };
    }
    const { after } = await writeDraft(tx, ctx, org, kind, (draft) => ({ ...draft, [section]: stored }));
    return { draftKind: kind, missing: await missingOf(tx, org, kind, after) };
  });
}

/** The answer of a jgtQuery of section `S`. */
interface SectionAnswer<S extends OrgSection> {
  value: OrgRecord[S] | null;
  source: 'draft' | 'record' | 'none';
  draftKind: OrgSubmissionKind | null;
}

/** A jgtQuery of one section: the working draft's value, else the record's (spec 01 §7.11). */
async function querySection<S extends OrgSection>(
  ctx: HandlerContext,
  section: S,
): Promise<SectionAnswer<S>> {
  const session = groupSessionOf(ctx);
  const org = await orgOf(ctx.db, session.groupId);
  const kind = sectionDraftKind(org);
  const draft = (await draftOf(ctx.db, org.group_id, kind)) ?? (await underReview(ctx.db, org.group_id));
  const fromDraft = (draft?.after_record[section] ?? null) as OrgRecord[S] | null;
  if (fromDraft !== null) return { value: fromDraft, source: 'draft', draftKind: kind };
  const { record } = await recordOnFile(ctx.db, org.group_id);
  if (record[section] !== null) return { value: record[section], source: 'record', draftKind: null };
  // The registration's name and credit code start the basic section of an opening (spec 01 §7.3).
  if (section === 'basic' && org.org_cred_no) {
    const basic = {
      orgFullName: org.corp_name,
      orgCredNo: org.org_cred_no,
      registerAddress: '',
      officeAddress: '',
    };
    return { value: basic as OrgRecord[S], source: 'none', draftKind: null };
  }
  return { value: null, source: 'none', draftKind: null };
}

/** The catalogue names of missing sections and attachments, joined for FD6109's `{sections}`. */
function missingNames(missing: readonly string[]): string {
  return missing
    .map((m) => t((m in EMPTY_RECORD ? `orgSection.${m}` : `orgAttachment.${m}`) as MessageKey))
    .join('、');
}

/**
 * jgtSubmit (spec 01 §7.11) and transactor/change/submit (§7.13): sends the working draft of `kinds` for
 * review. Refused while one is under review (FD6108: a change submitted twice, or while another is under
 * review); an opening must be complete (FD6109); a change must change something (FD6114). An opening moves
 * the organisation to status 1; a change sets changingFlag; a transactor change also starts the wait of
 * spec 01 §2.3 (transactor_changes, migration 0008).
 */
async function submitDraft(ctx: HandlerContext, transactor: boolean): Promise<OrgSubmission> {
  const session = groupSessionOf(ctx);
  const submissionId = await ctx.db.transaction(async (tx) => {
    const org = await orgOf(tx, session.groupId, true);
    const kind: OrgSubmissionKind = transactor ? 'transactorChange' : sectionDraftKind(org);
    refuse(submissionRefusal(kind, org.status, (await underReview(tx, org.group_id)) !== undefined));
    const draft = await draftOf(tx, org.group_id, kind);
    if (!draft) throw new GatewayError(ErrorCode.OrgSubmissionNotFound);
    const after = { ...EMPTY_RECORD, ...draft.after_record };
    if (kind === 'opening') {
      const missing = await missingOf(tx, org, kind, after);
      if (missing.length > 0)
        throw new GatewayError(ErrorCode.OrgRecordIncomplete, undefined, {
          detail: { sections: missingNames(missing) },
        });
    } else if (draft.changed_fields.length === 0) {
      throw new GatewayError(ErrorCode.OrgSubmissionNotFound);
    }
    const now = new Date(ctx.clock.now());
    await tx.query(
      `UPDATE org_submissions SET state = 'submitted', submitted_by = $2, submitted_at = $3, submitted_ip = $4,
              updated_at = $3, decided_by = NULL, decided_at = NULL, decision_reason = NULL,
              attachments = $5::jsonb
        WHERE submission_id = $1`,
      [
        draft.submission_id,
        session.personId,
        now,
        ctx.ip,
        JSON.stringify(await carriedAttachments(tx, org.group_id)),
      ],
    );
    if (kind === 'opening') {
      await tx.query('UPDATE organisations SET status = 1 WHERE group_id = $1', [org.group_id]);
    } else {
      await tx.query('UPDATE organisations SET changing_flag = true WHERE group_id = $1', [org.group_id]);
    }
    if (kind === 'transactorChange') {
      const oldOperator = (
        await tx.query<{ person_id: string }>(
          `SELECT p.person_id FROM persons p JOIN person_orgs po ON po.person_id = p.person_id
            WHERE po.group_id = $1 AND 'op' = ANY(p.roles) ORDER BY p.person_id LIMIT 1`,
          [org.group_id],
        )
      )[0];
      const { record } = await recordOnFile(tx, org.group_id);
      await tx.query(
        `INSERT INTO transactor_changes (change_id, group_id, old_person_id, old_transactor_name,
           new_transactor_name, status, submitted_at)
         VALUES ($1, $2, $3, $4, $5, 'changing', $6)`,
        [
          draft.submission_id,
          org.group_id,
          oldOperator?.person_id ?? null,
          record.transactor?.name ?? '',
          after.transactor?.name ?? '',
          now,
        ],
      );
    }
    return draft.submission_id;
  });
  return submissionOf((await submissionsWhere(ctx.db, 's.submission_id = $1', [submissionId]))[0]!);
}

// ---- attachments (spec 01 §7.8) ----

/** Media types accepted by their magic bytes: JPEG, PNG, PDF (issue 15 "a PDF renamed .jpg"). */
export function sniffAttachment(bytes: Uint8Array): { mediaType: string; suffix: string } | null {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return { mediaType: 'image/jpeg', suffix: 'jpg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mediaType: 'image/png', suffix: 'png' };
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { mediaType: 'application/pdf', suffix: 'pdf' };
  return null;
}

/**
 * The link of an attachment (spec 01 §7.8 imageEcho `url`): an https link in FundDesk's file space naming
 * the organisation and the attachment. imageEcho reads the two back; it serves only what the caller may see.
 */
export const ATTACHMENT_LINK_BASE = 'https://files.funddesk.local/org/';

interface AttachmentRow {
  attachment_id: string;
  group_id: string;
  image_type: OrgAttachment['imageType'];
  file_name: string;
  media_type: string;
  size_bytes: number;
  uploaded_at: Date | string;
}

const suffixOf = (mediaType: string) =>
  mediaType === 'application/pdf' ? 'pdf' : mediaType === 'image/png' ? 'png' : 'jpg';

function attachmentOf(row: AttachmentRow): OrgAttachment {
  const suffix = suffixOf(row.media_type);
  return {
    attachmentId: row.attachment_id,
    imageType: row.image_type,
    fileName: row.file_name,
    mediaType: row.media_type,
    size: row.size_bytes,
    url: `${ATTACHMENT_LINK_BASE}${row.group_id}/${row.attachment_id}.${suffix}`,
    suffix,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
  };
}

async function attachmentsOf(db: Db, groupId: string): Promise<OrgAttachment[]> {
  const rows = await db.query<AttachmentRow>(
    `SELECT attachment_id, group_id, image_type, file_name, media_type, size_bytes, uploaded_at
       FROM org_attachments WHERE group_id = $1 AND removed_at IS NULL ORDER BY uploaded_at, attachment_id`,
    [groupId],
  );
  return rows.map(attachmentOf);
}

/**
 * The attachments on file that a submission carries when submitted (issue 15 §3): id, type, name and the
 * SHA-256 of the bytes, so the trail shows which files the reviewer decided on.
 */
async function carriedAttachments(db: Db, groupId: string): Promise<CarriedAttachment[]> {
  const rows = await db.query<{
    attachment_id: string;
    image_type: string;
    file_name: string;
    bytes: Uint8Array;
  }>(
    `SELECT attachment_id, image_type, file_name, bytes FROM org_attachments
      WHERE group_id = $1 AND removed_at IS NULL ORDER BY uploaded_at, attachment_id`,
    [groupId],
  );
  return rows.map((r) => ({
    attachmentId: r.attachment_id,
    imageType: r.image_type,
    fileName: r.file_name,
    contentHash: createHash('sha256').update(r.bytes).digest('hex'),
  }));
}

/** The attachments the organisation's submission under review carries (none when nothing is under review). */
async function carriedUnderReview(db: Db, groupId: string): Promise<CarriedAttachment[]> {
  return (await underReview(db, groupId))?.attachments ?? [];
}

/** Attachments change with the record: not while an opening is under review (status 1) or closed. */
function assertAttachmentsOpen(org: OrgRow, reviewing: boolean): void {
  if (org.status === 1 || (reviewing && org.status !== 2))
    throw new GatewayError(ErrorCode.OrgChangeInReview);
  if (org.status === 99)
    throw new GatewayError(ErrorCode.OrgOpeningState, undefined, { detail: { status: 99 } });
}

/**
 * uploadOrgNccpImage (spec 01 §7.8): checks the bytes (JPEG, PNG or PDF, else FD6111) and the size (FD6112),
 * stores the file and retires the one of the same type (kept as removed, with who and when).
 */
async function uploadAttachment(
  fields: { imageType: OrgAttachment['imageType'] },
  file: UploadedFile,
  ctx: HandlerContext,
): Promise<OrgAttachment> {
  const session = groupSessionOf(ctx);
  if (file.bytes.length > api.ORG_ATTACHMENT_MAX_BYTES) {
    throw new GatewayError(ErrorCode.AttachmentTooLarge, undefined, {
      detail: { maxMb: api.ORG_ATTACHMENT_MAX_BYTES / 1024 / 1024 },
    });
  }
  const sniffed = sniffAttachment(file.bytes);
  if (!sniffed || file.bytes.length < 16) throw new GatewayError(ErrorCode.AttachmentType);
  const id = newId('A');
  await ctx.db.transaction(async (tx) => {
    const org = await orgOf(tx, session.groupId, true);
    assertAttachmentsOpen(org, (await underReview(tx, org.group_id)) !== undefined);
    const carried = await carriedUnderReview(tx, org.group_id);
    for (const old of carried.filter((a) => a.imageType === fields.imageType))
      refuse(attachmentRemovalRefusal(old.attachmentId, carried));
    const now = new Date(ctx.clock.now());
    await tx.query(
      `UPDATE org_attachments SET removed_at = $3, removed_by = $4
        WHERE group_id = $1 AND image_type = $2 AND removed_at IS NULL`,
      [org.group_id, fields.imageType, now, session.personId],
    );
    await tx.query(
      `INSERT INTO org_attachments (attachment_id, group_id, image_type, file_name, media_type, size_bytes, bytes,
         uploaded_by, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        org.group_id,
        fields.imageType,
        file.fileName.slice(0, 200) || `${fields.imageType}.${sniffed.suffix}`,
        sniffed.mediaType,
        file.bytes.length,
        Buffer.from(file.bytes),
        session.personId,
        now,
      ],
    );
  });
  return (await attachmentsOf(ctx.db, session.groupId)).find((a) => a.attachmentId === id)!;
}

/**
 * GET imageEcho (spec 01 §7.8): the file of an attachment link. The link must be http(s) (spec 01 §5,
 * FD6107) in FundDesk's file space, and name an attachment of the session organisation — or of any, for the
 * back office (org_record_review) — else AttachmentNotFound (FD6113).
 */
async function echoAttachment(request: { url: string }, ctx: HandlerContext) {
  const session = groupSessionOf(ctx);
  refuse(fileLinkRefusal(request.url));
  const match = /^\/org\/([^/]+)\/([A-Za-z0-9_-]+)\.(jpg|png|pdf)$/.exec(new URL(request.url).pathname);
  const reviewer = session.privileges.has(api.ORG_REVIEW_PRIVILEGE);
  if (!request.url.startsWith(ATTACHMENT_LINK_BASE) || !match)
    throw new GatewayError(ErrorCode.AttachmentNotFound);
  const [, groupId, attachmentId] = match;
  if (groupId !== session.groupId && !reviewer) throw new GatewayError(ErrorCode.AttachmentNotFound);
  const row = (
    await ctx.db.query<{ file_name: string; media_type: string; bytes: Uint8Array }>(
      `SELECT file_name, media_type, bytes FROM org_attachments
        WHERE attachment_id = $1 AND group_id = $2 AND removed_at IS NULL`,
      [attachmentId, groupId],
    )
  )[0];
  if (!row) throw new GatewayError(ErrorCode.AttachmentNotFound);
  return { bytes: new Uint8Array(row.bytes), fileName: row.file_name, contentType: row.media_type };
}

// ---- registration and cancel (spec 01 §4.4, §7.3) ----

/** A new 8-digit group id of the 2xxxxxxx range (the demo organisations are 1xxxxxxx). */
const newGroupId = () => `2${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * jgtRegisterAutoLogin (spec 01 §7.3): registers an institution (status 0, not opened) with its
 * administrator and logs them in. All checks first (credit code by GB 32100 and free, password rule, mobile,
 * login name and mobile not taken); then one transaction; a clash of the unique indexes answers the same
 * codes. The local environment sends no SMS, so no verifyCode is asked (docs/decisions.md).
 */
async function register(
  request: {
    orgFullName: string;
    credNo: string;
    clientType: '2' | '3';
    adminName: string;
    loginName: string;
    mobileNo: string;
    loginPwd: string;
  },
  ctx: HandlerContext,
): Promise<CallResponse<typeof api.jgtRegisterAutoLogin>> {
  const code = checkCreditCode(request.credNo);
  if (!code.ok) throw new GatewayError(code.code, undefined, { detail: code.params });
  if (!isAcceptableLoginPassword(request.loginPwd)) throw new GatewayError(ErrorCode.PasswordWeak);
  refuse(mobileRefusal(request.mobileNo));
  if ([...request.adminName].length > 30) throw new GatewayError(ErrorCode.PersonNameFormat);
  const passwordHash = await hashPassword(request.loginPwd);
  const groupId = newGroupId();
  const personId = newId('P');
  await ctx.db.transaction(async (tx) => {
    await assertCreditCodeFree(tx, code.value, null);
    const clash = await tx.query<{ login_name: string; mobile: string | null }>(
      'SELECT login_name, mobile FROM persons WHERE login_name = $1 OR mobile = $2',
      [request.loginName, request.mobileNo],
    );
    if (clash.some((c) => c.login_name === request.loginName))
      throw new GatewayError(ErrorCode.PersonLoginNameTaken);
    if (clash.length > 0) throw new GatewayError(ErrorCode.PersonMobileDuplicate);
    const product = request.clientType === '3';
    await tx.query(
      `INSERT INTO organisations (group_id, gid, corp_name, org_name, client_type, org_type, status,
         synthesize_state, financial_pro_flag, variant, has_operator, org_cred_no)
       VALUES ($1, $2, $3, $3, $4, $5, 0, 0, $6, $7, false, $8)`,
      [
        groupId,
        `G${groupId}`,
        request.orgFullName,
        request.clientType,
        product ? 1 : 0,
        product,
        ctx.variant === 'enterprise' ? 'SK' : 'JGT',
        code.value,
      ],
    );
    await tx.query(
      `INSERT INTO persons (person_id, login_name, person_name, password_hash, risk_level, roles, mobile)
       VALUES ($1, $2, $3, $4, 'zxfxdj_1', $5, $6)`,
      [personId, request.loginName, request.adminName, passwordHash, ['jgt_person'], request.mobileNo],
    );
    await tx.query('INSERT INTO person_orgs (person_id, group_id) VALUES ($1, $2)', [personId, groupId]);
  });
  const person = (await ctx.db.query<never>('SELECT * FROM persons WHERE person_id = $1', [personId]))[0]!;
  return { ...(await loginResultOf(ctx, person, 'org')), groupId };
}

/**
 * jgtRegisterRevoke (spec 01 §4.4 cancel opening): for the session organisation (its gid), not under review
 * nor opened (status 0 or 3, else FD6110): the draft keeps only its trail (state cancelled, records emptied),
 * the attachments are deleted, the organisation is closed (status and synthesizeState 99) and the caller's
 * sessions end — "确认取消将删除所有已填写信息".
 */
async function revokeOpening(request: { gid: string }, ctx: HandlerContext): Promise<{ revoked: true }> {
  const session = groupSessionOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const org = await orgOf(tx, session.groupId, true);
    if (org.gid !== request.gid) throw new GatewayError(ErrorCode.OrgForbidden);
    if (org.status !== 0 && org.status !== 3) {
      throw new GatewayError(ErrorCode.OrgOpeningState, undefined, { detail: { status: org.status } });
    }
    const now = new Date(ctx.clock.now());
    await tx.query(
      `UPDATE org_submissions SET state = 'cancelled', after_record = '{}'::jsonb, before_record = '{}'::jsonb,
              changed_fields = '[]'::jsonb, decided_by = $2, decided_at = $3, updated_at = $3
        WHERE group_id = $1 AND state IN ('draft', 'sentBack')`,
      [org.group_id, session.personId, now],
    );
    await tx.query('DELETE FROM org_attachments WHERE group_id = $1', [org.group_id]);
    await tx.query('UPDATE organisations SET status = 99, synthesize_state = 99 WHERE group_id = $1', [
      org.group_id,
    ]);
    await revokePersonSessions(tx, ctx.clock, session.personId);
  });
  forgetPersonSessions(session.personId);
  return { revoked: true };
}

/**
 * jgtEditOpenAccountType: the opening's type (client type 2 ordinary or 3 product; org type 0 or 1; a
 * product is financial-professional, as the demo's product institutions are) while the opening is not
 * submitted (core submissionRefusal for kind opening: FD6110 once opened, FD6108 under review).
 */
async function setOpenType(
  ctx: HandlerContext,
  clientType: '2' | '3',
): Promise<CallResponse<typeof api.jgtEditOpenAccountType>> {
  const session = groupSessionOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const org = await orgOf(tx, session.groupId, true);
    refuse(submissionRefusal('opening', org.status, (await underReview(tx, org.group_id)) !== undefined));
    const product = clientType === '3';
    await tx.query(
      'UPDATE organisations SET client_type = $2, org_type = $3, financial_pro_flag = $4 WHERE group_id = $1',
      [org.group_id, clientType, product ? 1 : 0, product],
    );
    const draft = await draftOf(tx, org.group_id, 'opening');
    const after = { ...EMPTY_RECORD, ...(draft?.after_record ?? {}) };
    return {
      clientType,
      missing: await missingOf(tx, { ...org, client_type: clientType }, 'opening', after),
    };
  });
}

// ---- bill e-mails (spec 01 §5, §7.11) ----

/**
 * Replaces the bill addresses at once (no review) after core billEmailsRefusal (FD6105 请输入正确格式的邮箱,
 * FD6106 邮箱不能重复), keeping a version with the before and after (kind billEmails, approved).
 */
async function setBillEmails(ctx: HandlerContext, addresses: readonly string[]) {
  const session = groupSessionOf(ctx);
  refuse(billEmailsRefusal(addresses));
  const billEmails = addresses.map((a) => a.trim());
  await ctx.db.transaction(async (tx) => {
    const org = await orgOf(tx, session.groupId, true);
    const { record, billEmails: before } = await recordOnFile(tx, org.group_id);
    const now = new Date(ctx.clock.now());
    await tx.query(
      `INSERT INTO org_records (group_id, record, bill_emails, updated_at, updated_by)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5)
       ON CONFLICT (group_id) DO UPDATE SET bill_emails = $3::jsonb, updated_at = $4, updated_by = $5`,
      [org.group_id, JSON.stringify(record), JSON.stringify(billEmails), now, session.personId],
    );
    await tx.query(
      `INSERT INTO org_submissions (submission_id, group_id, kind, state, before_record, after_record,
         changed_fields, created_by, created_at, updated_at, submitted_by, submitted_at, submitted_ip,
         decided_by, decided_at)
       VALUES ($1, $2, 'billEmails', 'approved', $3::jsonb, $4::jsonb, '["billEmails"]'::jsonb, $5, $6, $6, $5,
               $6, $7, $5, $6)`,
      [
        newId('S'),
        org.group_id,
        JSON.stringify({ billEmails: before }),
        JSON.stringify({ billEmails }),
        session.personId,
        now,
        ctx.ip,
      ],
    );
  });
  return { billEmails };
}

// ---- reads ----

async function enterpriseInfo(
  ctx: HandlerContext,
): Promise<CallResponse<typeof api.queryEnterpriseBasicInfo>> {
  const session = groupSessionOf(ctx);
  const org = await orgOf(ctx.db, session.groupId);
  const { record, billEmails } = await recordOnFile(ctx.db, org.group_id);
  const versions = await submissionsWhere(ctx.db, "s.group_id = $1 AND s.state NOT IN ('draft')", [
    org.group_id,
  ]);
  return {
    groupId: org.group_id,
    corpName: org.corp_name,
    status: org.status,
    clientType: org.client_type,
    changingFlag: org.changing_flag,
    record,
    billEmails,
    attachments: await attachmentsOf(ctx.db, org.group_id),
    versions: versions.slice(0, 50).map(versionOf),
  };
}

async function openStatus(ctx: HandlerContext): Promise<CallResponse<typeof api.accountOpenStatus>> {
  const session = groupSessionOf(ctx);
  const org = await orgOf(ctx.db, session.groupId);
  const opening = (
    await submissionsWhere(ctx.db, "s.group_id = $1 AND s.kind = 'opening'", [org.group_id])
  )[0];
  const after = { ...EMPTY_RECORD, ...(opening?.after_record ?? {}) };
  return {
    groupId: org.group_id,
    corpName: org.corp_name,
    status: org.status,
    clientType: org.client_type,
    opening: opening ? submissionOf(opening) : null,
    missing: org.status === 2 ? [] : await missingOf(ctx.db, org, 'opening', after),
  };
}

async function changeRecord(ctx: HandlerContext): Promise<CallResponse<typeof api.queryOrgRecord>> {
  const session = groupSessionOf(ctx);
  const org = await orgOf(ctx.db, session.groupId);
  const { record } = await recordOnFile(ctx.db, org.group_id);
  const current =
    (await draftOf(ctx.db, org.group_id, sectionDraftKind(org))) ?? (await underReview(ctx.db, org.group_id));
  const change = current ? { ...EMPTY_RECORD, ...current.after_record } : null;
  return {
    changeOrgRecord: change,
    realOrgRecord: record,
    changedFields: change ? changedOrgFields(record, change) : [],
    submission: current ? submissionOf(current) : null,
    changeExtras: extrasOf(current?.after_record) as CallResponse<typeof api.queryOrgRecord>['changeExtras'],
  };
}

async function latestOf(ctx: HandlerContext, kinds: readonly string[]) {
  const session = groupSessionOf(ctx);
  return (
    await submissionsWhere(
      ctx.db,
      "s.group_id = $1 AND s.kind = ANY($2::text[]) AND s.state <> 'cancelled'",
      [session.groupId, kinds],
    )
  )[0];
}

/** Handlers of the institution record calls of the organisation itself (issue 15 §2-§3). */
export const orgRecordRoutes: Route[] = [
  route(api.jgtCredUniqueCheck, async (req, ctx) => {
    const code = checkCreditCode(req.credNo);
    if (!code.ok) throw new GatewayError(code.code, undefined, { detail: code.params });
    await assertCreditCodeFree(ctx.db, code.value, null);
    return { credNo: code.value, unique: true as const };
  }),
  route(api.jgtRegisterAutoLogin, (req, ctx) => register(req, ctx)),
  route(api.jgtRegisterRevoke, (req, ctx) => revokeOpening(req, ctx)),
  route(api.accountOpenStatus, (_req, ctx) => openStatus(ctx)),
  route(api.jgtEditOpenAccountType, (req, ctx) => setOpenType(ctx, req.clientType)),
  route(api.jgtQueryBasicInfo, (_req, ctx) => querySection(ctx, 'basic')),
  route(api.jgtQueryLegalPersonInfo, (_req, ctx) => querySection(ctx, 'legalPerson')),
  route(api.jgtQueryTransactorInfo, (_req, ctx) => querySection(ctx, 'transactor')),
  route(api.jgtQueryBankInfo, (_req, ctx) => querySection(ctx, 'bank')),
  route(api.jgtQueryBeneficiaryInfo, (_req, ctx) => querySection(ctx, 'beneficiaries')),
  route(api.jgtQueryActualControllerInfo, (_req, ctx) => querySection(ctx, 'actualControllers')),
  route(api.jgtQueryProdBasicInfo, (_req, ctx) => querySection(ctx, 'product')),
  route(api.jgtEditBasicInfo, (req, ctx) => saveSection(ctx, 'basic', req)),
  route(api.jgtEditLegalPersonInfo, (req, ctx) => saveSection(ctx, 'legalPerson', req)),
  route(api.jgtEditTransactorInfo, (req, ctx) => saveSection(ctx, 'transactor', req)),
  route(api.jgtEditBankInfo, (req, ctx) => saveSection(ctx, 'bank', req)),
  // Names and ID numbers arrive encrypted (spec 01 §5) and are trimmed once opened, as the schema trims the rest.
  route(api.jgtEditBeneficiaryInfo, (req, ctx) =>
    saveSection(
      ctx,
      'beneficiaries',
      req.list.map((p) => ({ ...p, name: p.name.trim(), credNo: p.credNo.trim() })),
    ),
  ),
  route(api.jgtEditActualControllerInfo, (req, ctx) =>
    saveSection(
      ctx,
      'actualControllers',
      req.list.map((p) => ({ name: p.name.trim(), credNo: p.credNo.trim() })),
    ),
  ),
  route(api.jgtEditProdBasicInfo, (req, ctx) => saveSection(ctx, 'product', req)),
  route(api.jgtSubmit, (_req, ctx) => submitDraft(ctx, false)),
  route(api.checkOrgInfoChangeTransit, async (_req, ctx) => {
    const reviewing = await underReview(ctx.db, groupSessionOf(ctx).groupId);
    return { inTransit: reviewing !== undefined, kind: reviewing ? reviewing.kind : null };
  }),
  route(api.queryOrgRecord, (_req, ctx) => changeRecord(ctx)),
  route(api.infoChangeQueryStatus, async (_req, ctx) => {
    const latest = await latestOf(ctx, ['infoChange', 'jgtEdit']);
    return { submission: latest ? submissionOf(latest) : null };
  }),
  route(api.transactorChangeSave, (req, ctx) => saveTransactorChange(ctx, req)),
  route(api.transactorChangeSubmit, (_req, ctx) => submitDraft(ctx, true)),
  route(api.transactorChangeQueryStatus, async (_req, ctx) => {
    const latest = await latestOf(ctx, ['transactorChange']);
    return {
      submission: latest ? submissionOf(latest) : null,
      oldTransactorDto: latest?.before_record.transactor ?? null,
      editTransactorDto: latest?.after_record.transactor ?? null,
      isSendBack: latest?.state === 'sentBack',
    };
  }),
  route(api.jgtBillEmailQuery, async (_req, ctx) => {
    const session = groupSessionOf(ctx);
    const org = await orgOf(ctx.db, session.groupId);
    return { custName: org.corp_name, billEmails: (await recordOnFile(ctx.db, org.group_id)).billEmails };
  }),
  route(api.jgtBillEmailEdit, (req, ctx) => setBillEmails(ctx, [req.billEmail])),
  route(api.jgtBillEmailEditBatch, (req, ctx) => setBillEmails(ctx, req.billEmails)),
  route(api.queryEnterpriseBasicInfo, (_req, ctx) => enterpriseInfo(ctx)),
  route(api.queryProductRecord, (req, ctx) => productRecord(ctx, req.groupId)),
  route(api.saveProductRecordNoCheck, async (req, ctx) => {
    const saved = await saveProductChange(ctx, req, false);
    return { draftKind: 'productChange' as const, changedFields: saved.changed };
  }),
  route(api.saveProductRecord, async (req, ctx) => {
    const saved = await saveProductChange(ctx, req, true);
    return submissionOf((await submissionsWhere(ctx.db, 's.submission_id = $1', [saved.submissionId]))[0]!);
  }),
  route(api.postManagerOrgModifyEmail, async (req, ctx) => {
    refuse(billEmailsRefusal(req.billEmails));
    return saveManagerExtra(ctx, { billEmails: req.billEmails.map((a) => a.trim()) });
  }),
  route(api.postManagerOrgCrs, async (req, ctx) => {
    const decision = validateCrsDeclaration(req, crsToday(ctx));
    if (!decision.ok) throw new GatewayError(decision.code, undefined, { detail: decision.params });
    return saveManagerExtra(ctx, { crs: { ...decision.value, rows: [...decision.value.rows] } });
  }),
  route(api.queryOrgNccpImage, async (_req, ctx) => ({
    list: await attachmentsOf(ctx.db, groupSessionOf(ctx).groupId),
  })),
  route(api.removeOrgNccpImage, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const org = await orgOf(tx, session.groupId, true);
      assertAttachmentsOpen(org, (await underReview(tx, org.group_id)) !== undefined);
      refuse(attachmentRemovalRefusal(req.attachmentId, await carriedUnderReview(tx, org.group_id)));
      const removed = await tx.query(
        `UPDATE org_attachments SET removed_at = $3, removed_by = $4
          WHERE attachment_id = $1 AND group_id = $2 AND removed_at IS NULL RETURNING 1`,
        [req.attachmentId, org.group_id, new Date(ctx.clock.now()), session.personId],
      );
      if (removed.length !== 1) throw new GatewayError(ErrorCode.AttachmentNotFound);
    });
    return { removed: true as const };
  }),
];

/**
 * transactor/change/save (spec 01 §7.13): the new transactor as the draft of a transactor change of an
 * opened organisation (core submissionRefusal: FD6108 while one is under review, FD6110 before opening).
 */
async function saveTransactorChange(
  ctx: HandlerContext,
  value: NonNullable<OrgRecord['transactor']>,
): Promise<CallResponse<typeof api.transactorChangeSave>> {
  const session = groupSessionOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const org = await orgOf(tx, session.groupId, true);
    refuse(
      submissionRefusal('transactorChange', org.status, (await underReview(tx, org.group_id)) !== undefined),
    );
    refuse(orgSectionRefusal('transactor', value));
    await writeDraft(tx, ctx, org, 'transactorChange', (draft) => ({ ...draft, transactor: value }));
    return { draftKind: 'transactorChange' as const, missing: [] };
  });
}

// ---- a manager institution's product record and change extras (spec 01 §3, §7.12; issue 15 §3) ----

interface ProductOrgRow extends OrgRow {
  prod_cred_no: string | null;
  prod_short_name: string | null;
  custodian_name: string | null;
}

/**
 * The session's organisation when it is a manager institution (managerOrgFlag), locked when `lock`.
 * @throws GatewayError NotManager (FD1393) otherwise
 */
async function managerOrgOf(db: Db, groupId: string, lock = false): Promise<OrgRow> {
  const row = (
    await db.query<OrgRow & { manager_org_flag: boolean }>(
      `SELECT group_id, gid, corp_name, status, client_type, changing_flag, org_cred_no, manager_org_flag
         FROM organisations WHERE group_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [groupId],
    )
  )[0];
  if (!row?.manager_org_flag) throw new GatewayError(ErrorCode.NotManager);
  return row;
}

/**
 * One product of the session manager institution (a child organisation not closed), locked when `lock`.
 * @throws GatewayError NotManager (FD1393); ProductNotManaged (FD1392) for another's or a closed product
 */
async function managedProductOrg(ctx: HandlerContext, db: Db, groupId: string, lock = false) {
  const session = groupSessionOf(ctx);
  await managerOrgOf(db, session.groupId);
  const row = (
    await db.query<ProductOrgRow>(
      `SELECT group_id, gid, corp_name, status, client_type, changing_flag, org_cred_no, prod_cred_no,
              prod_short_name, custodian_name
         FROM organisations WHERE group_id = $1 AND parent_group_id = $2 AND synthesize_state <> 99
         ${lock ? 'FOR UPDATE' : ''}`,
      [groupId, session.groupId],
    )
  )[0];
  if (!row) throw new GatewayError(ErrorCode.ProductNotManaged);
  return row;
}

/** A product's record on file (spec 01 §3 realProductRecord); prodName is the organisation's name. */
const productOnFile = (row: ProductOrgRow): NonNullable<OrgRecord['product']> => ({
  prodCredNo: row.prod_cred_no ?? '',
  prodName: row.corp_name,
  prodShortName: row.prod_short_name ?? '',
  custodianName: row.custodian_name ?? '',
});

/**
 * saveProductRecord and saveProductRecordNoCheck (spec 01 §7.12): in one transaction over the locked
 * product, refuses while a change of the product is under review (core submissionRefusal kind productChange:
 * FD6108; a product not opened FD6110); `check` applies core orgSectionRefusal('product') and submits the
 * draft (nothing changed: FD6114) with the attachments it carries; without it the draft is only saved.
 */
async function saveProductChange(
  ctx: HandlerContext,
  request: { groupId: string } & NonNullable<OrgRecord['product']>,
  check: boolean,
): Promise<{ submissionId: string; changed: string[] }> {
  const session = groupSessionOf(ctx);
  const { groupId, ...fields } = request;
  const value = {
    prodCredNo: fields.prodCredNo.trim().toUpperCase(),
    prodName: fields.prodName.trim(),
    prodShortName: fields.prodShortName.trim(),
    custodianName: fields.custodianName.trim(),
  };
  return ctx.db.transaction(async (tx) => {
    const product = await managedProductOrg(ctx, tx, groupId, true);
    refuse(
      submissionRefusal(
        'productChange',
        product.status,
        (await underReview(tx, product.group_id)) !== undefined,
      ),
    );
    if (check) refuse(orgSectionRefusal('product', value));
    const before = { product: productOnFile(product) };
    const after = { product: value };
    const changed = changedOrgFields(before, after);
    const now = new Date(ctx.clock.now());
    const draft = await draftOf(tx, product.group_id, 'productChange');
    const submissionId = draft?.submission_id ?? newId('S');
    if (draft) {
      await tx.query(
        `UPDATE org_submissions SET before_record = $2::jsonb, after_record = $3::jsonb, changed_fields = $4::jsonb,
                updated_at = $5 WHERE submission_id = $1`,
        [submissionId, JSON.stringify(before), JSON.stringify(after), JSON.stringify(changed), now],
      );
    } else {
      await tx.query(
        `INSERT INTO org_submissions (submission_id, group_id, kind, state, before_record, after_record,
           changed_fields, created_by, created_at, updated_at)
         VALUES ($1, $2, 'productChange', 'draft', $3::jsonb, $4::jsonb, $5::jsonb, $6, $7, $7)`,
        [
          submissionId,
          product.group_id,
          JSON.stringify(before),
          JSON.stringify(after),
          JSON.stringify(changed),
          session.personId,
          now,
        ],
      );
    }
    if (check) {
      if (changed.length === 0) throw new GatewayError(ErrorCode.OrgSubmissionNotFound);
      await tx.query(
        `UPDATE org_submissions SET state = 'submitted', submitted_by = $2, submitted_at = $3, submitted_ip = $4,
                updated_at = $3, decided_by = NULL, decided_at = NULL, decision_reason = NULL,
                attachments = $5::jsonb
          WHERE submission_id = $1`,
        [
          submissionId,
          session.personId,
          now,
          ctx.ip,
          JSON.stringify(await carriedAttachments(tx, product.group_id)),
        ],
      );
    }
    return { submissionId, changed };
  });
}

/** queryProductRecord (spec 01 §3 changeProductRecord versus realProductRecord, §7.12). */
async function productRecord(
  ctx: HandlerContext,
  groupId: string,
): Promise<CallResponse<typeof api.queryProductRecord>> {
  const product = await managedProductOrg(ctx, ctx.db, groupId);
  const real = productOnFile(product);
  const current =
    (await draftOf(ctx.db, product.group_id, 'productChange')) ??
    (await underReview(ctx.db, product.group_id));
  const change = current?.after_record.product ?? null;
  const versions = await submissionsWhere(
    ctx.db,
    "s.group_id = $1 AND s.kind = 'productChange' AND s.state <> 'draft'",
    [product.group_id],
  );
  return {
    groupId: product.group_id,
    changeProductRecord: change,
    realProductRecord: real,
    changedFields: change ? changedOrgFields({ product: real }, { product: change }) : [],
    submission: versions[0] ? submissionOf(versions[0]) : current ? submissionOf(current) : null,
    versions: versions.slice(0, 50).map(versionOf),
  };
}

/**
 * postManagerOrgModifyEmail and postManagerOrgCrs (spec 01 §7.12): a manager institution's bill e-mails or CRS
 * declaration saved into its information-change draft (core submissionRefusal: FD6108 while one is under
 * review), the value on file kept as the draft's "before".
 */
async function saveManagerExtra(
  ctx: HandlerContext,
  extra: Partial<DraftExtras>,
): Promise<CallResponse<typeof api.postManagerOrgModifyEmail>> {
  const session = groupSessionOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const org = await managerOrgOf(tx, session.groupId, true);
    const kind = sectionDraftKind(org);
    refuse(submissionRefusal(kind, org.status, (await underReview(tx, org.group_id)) !== undefined));
    const beforeExtras: Partial<DraftExtras> = {};
    if (extra.billEmails) beforeExtras.billEmails = (await recordOnFile(tx, org.group_id)).billEmails;
    if (extra.crs) {
      const last = (
        await tx.query<{
          residency_type: string;
          entity_type: string;
          rows: unknown;
          controlling_persons: unknown;
        }>(
          `SELECT residency_type, entity_type, rows, controlling_persons FROM crs_declarations WHERE group_id = $1
            ORDER BY version DESC LIMIT 1`,
          [org.group_id],
        )
      )[0];
      beforeExtras.crs = last
        ? {
            residencyType: last.residency_type,
            entityType: last.entity_type,
            rows: (typeof last.rows === 'string' ? JSON.parse(last.rows) : last.rows) as unknown[],
            controllingPersons: (typeof last.controlling_persons === 'string'
              ? JSON.parse(last.controlling_persons)
              : (last.controlling_persons ?? [])) as unknown[],
          }
        : null;
    }
    const { after, changed } = await writeDraft(
      tx,
      ctx,
      org,
      kind,
      (draft) => ({ ...draft, ...extra }),
      beforeExtras,
    );
    return { draftKind: kind, missing: await missingOf(tx, org, kind, after), changedFields: changed };
  });
}

/** The attachment upload (spec 01 §7.8 uploadOrgNccpImage). */
export const orgRecordUploads: UploadRoute[] = [uploadRoute(api.uploadOrgNccpImage, uploadAttachment)];

/** The attachment view (spec 01 §7.8 imageEcho). */
export const orgRecordDownloads: DownloadRoute[] = [downloadRoute(api.imageEcho, echoAttachment)];

export { submissionsWhere };
