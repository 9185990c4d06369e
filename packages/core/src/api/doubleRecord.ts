/**
 * The double recording's calls (双录; spec 02 §2 /double-record routes, §4 dialog states, §5 certificate images,
 * §7 "doubleRecordUpload (multipart, 2 min)"; issue 13 §5). The spec names only doubleRecordUpload; the other
 * paths are FundDesk's in the same style (docs/api.md).
 *
 * Two kinds of caller:
 * - the logged-in investor's session (`group` calls, privilege `subs`): the record of a deal of the session's
 *   organisation and a capture link for it (doubleRecordLink);
 * - the capture pages under /double-record/, open without login (spec 01 §2.3) so that a phone can continue by
 *   scanning the link's code (dialog 4/6/28): `public` calls carrying the link's `token`, a random secret the
 *   server stores hashed, bound to one record and the person who asked for it, valid 24 h
 *   (core CAPTURE_LINK_TTL_MS). The server checks the token, the record's state and the file on every call; the
 *   uploads send the token as the {@link LINK_TOKEN_HEADER} header, checked before the body is read, and every
 *   capture call is rate-limited per IP and per token (FD2002).
 * The review (an organisation administrator, privilege `double_record_review`) approves or rejects a
 * recording under review.
 */
import { z } from 'zod';
import { decimalString } from '../domain/money.js';
import {
  CARD_FIELDS,
  DOUBLE_RECORD_IMAGE_MAX_BYTES,
  DOUBLE_RECORD_STATUSES,
  DOUBLE_RECORD_VIDEO_MAX_BYTES,
} from '../rules/doubleRecord.js';
import { ErrorCode } from '../errors/catalogue.js';
import { defineCall, defineDownload, defineUpload, pageInfoSchema, paginationSchema } from './contract.js';

/** A deal id (P2's private deals; text, no foreign key). */
const dealId = z.string().min(1).max(64);
/** A double record id (`DR` + digits). */
const doubleRecordId = z.string().min(1).max(64);
/** A capture link's token: 43 base64url characters (32 random bytes). */
const token = z
  .string()
  .min(20)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'token');

/**
 * The request header carrying a capture upload's link token (the uploads' `headerFields`): the server checks the
 * token, and the declared Content-Length against the upload's limit, before it reads any byte of the body, and
 * refuses with the token's code (FD4860/FD4861) or FD4865 while closing the connection. The public capture calls
 * are rate-limited per IP and per token (FD2002, HTTP 429). See docs/security.md "Public capture calls".
 */
export const LINK_TOKEN_HEADER = 'x-link-token';

/** A record's state (core DOUBLE_RECORD_STATUSES). */
export const doubleRecordStatusSchema = z.enum(DOUBLE_RECORD_STATUSES);

/**
 * What the capture pages know of a record: the deal, the card completeness, the step reached.
 * - `amount`: the deal's amount in yuan (2-decimal text);
 * - `infoIsFull`: '1001' complete, '1002' incomplete (spec 02 §5), `missingFields` naming the empty card fields
 *   (core CARD_FIELDS) for dialog 22;
 * - `personName`, `orgName`: for the notice read aloud; card number and phone are never sent back;
 * - `faceFailures` / `maxFaceFailures`: identity-check failures in a row and the limit (spec 02 §3 livingBodyMax);
 * - `minDurationMs`, `maxVideoBytes`: the recording's bounds (ms, bytes);
 * - `reviewReason`: the review's reason when rejected;
 * - `linkExpiresAt`: the token's expiry, ms since the epoch.
 */
export const captureInfoSchema = z.object({
  doubleRecordId: z.string(),
  dealId: z.string(),
  dealType: z.string(),
  status: doubleRecordStatusSchema,
  productId: z.string(),
  productName: z.string(),
  amount: decimalString,
  orgName: z.string(),
  personName: z.string(),
  infoIsFull: z.enum(['1001', '1002']),
  missingFields: z.array(z.enum(CARD_FIELDS)),
  faceFailures: z.number().int(),
  maxFaceFailures: z.number().int(),
  minDurationMs: z.number().int(),
  maxVideoBytes: z.number().int(),
  reviewReason: z.string().nullable(),
  linkExpiresAt: z.number().int(),
});
/** The capture pages' view of a record. */
export type CaptureInfo = z.infer<typeof captureInfoSchema>;

/**
 * A capture link of a deal's double record for the session's person (spec 02 §2 "double-record area … most need
 * no checked account"; the code a phone scans, dialog 4/6/28): `path` is the app's hash route
 * `/double-record/mobileDrHome?token=…`. Each call issues a new token (the older ones stay valid until they
 * expire). Refusals: FD4860 when the deal has no double record in the session's organisation.
 */
export const doubleRecordLink = defineCall({
  name: 'doubleRecordLink',
  service: 'trade',
  path: 'pc/doubleRecord/link',
  privilege: 'subs',
  request: z.object({ dealId }),
  response: z.object({
    doubleRecordId: z.string(),
    status: doubleRecordStatusSchema,
    token: z.string(),
    path: z.string(),
    expiresAt: z.number().int(),
  }),
});

/**
 * Whether a deal of the session's organisation needs a double recording and where it stands (for the deal's
 * pages): `required` false and `status` `notRequired` when none was opened for the deal (core
 * doubleRecordRequired); `allowsDeal` (core doubleRecordAllowsDeal) true once passed or not required.
 */
export const doubleRecordStatus = defineCall({
  name: 'doubleRecordStatus',
  service: 'trade',
  path: 'pc/doubleRecord/status',
  privilege: 'subs',
  request: z.object({ dealId }),
  response: z.object({
    required: z.boolean(),
    status: z.union([doubleRecordStatusSchema, z.literal('notRequired')]),
    doubleRecordId: z.string().nullable(),
    allowsDeal: z.boolean(),
    reviewReason: z.string().nullable(),
  }),
});

/**
 * The capture pages' record by its link's token (GET: the pages poll it; public, spec 01 §2.3 /double-record/).
 * Refusals: FD4860 unknown token, FD4861 expired, FD2002 rate limit (per IP and per token).
 */
export const doubleRecordCaptureInfo = defineCall({
  name: 'doubleRecordCaptureInfo',
  service: 'trade',
  path: 'pc/doubleRecord/capture/info',
  method: 'GET',
  auth: 'public',
  request: z.object({ token }),
  response: captureInfoSchema,
});

/**
 * Certificate image collection (spec 02 §2 uploadCard, §5): one JPEG or PNG (by its bytes) of at most 5 MB.
 * Stores it, replacing an earlier one, and restarts the identity check (state `cardCollected`, failures 0).
 * Refusals: FD4860/FD4861 (token, before the body), FD2002 rate limit, FD4867 card info incomplete (infoIsFull 1002, dialog 22), FD4862 state
 * (under review or passed), FD4863 not an image, FD4865 too large.
 */
export const doubleRecordCardUpload = defineUpload({
  name: 'doubleRecordCardUpload',
  service: 'trade',
  path: 'pc/doubleRecord/capture/card',
  auth: 'public',
  fields: z.object({ token }),
  response: captureInfoSchema,
  maxBytes: DOUBLE_RECORD_IMAGE_MAX_BYTES,
  tooLargeCode: ErrorCode.DoubleRecordTooLarge,
  headerFields: { token: LINK_TOKEN_HEADER },
});

/**
 * The identity (face) check (spec 02 §2 mobileFaceCheck, §4 dialogs 0, 2, 5): one camera frame, JPEG or PNG.
 * The local environment has no face recognition (模拟, docs/decisions.md): a frame passes when it is an image
 * of at least core FACE_FRAME_MIN_BYTES (a covered camera's frame is smaller). `passed` true moves the record to
 * `faceChecked`; false counts a failure in a row (`faceFailures`). Refusals: FD4868 after
 * `maxFaceFailures` failures (re-collect first), FD4862 state, FD4863, FD4865, FD4860/FD4861, FD2002.
 */
export const doubleRecordFaceCheck = defineUpload({
  name: 'doubleRecordFaceCheck',
  service: 'trade',
  path: 'pc/doubleRecord/capture/face',
  auth: 'public',
  fields: z.object({ token }),
  response: z.object({ passed: z.boolean(), info: captureInfoSchema }),
  maxBytes: DOUBLE_RECORD_IMAGE_MAX_BYTES,
  tooLargeCode: ErrorCode.DoubleRecordTooLarge,
  headerFields: { token: LINK_TOKEN_HEADER },
});

/**
 * doubleRecordUpload (spec 02 §7: multipart, 2 minute timeout): the recording, WebM or MP4 by its bytes, at most
 * 64 MB, `durationMs` as recorded (at least core DOUBLE_RECORD_MIN_DURATION_MS). Stored whole in one transaction
 * with the state change to `auditing` (审核中): an upload cut mid-way stores nothing and leaves the state as it
 * was. Refusals: FD4864 not a video, FD4865 too large (a declared Content-Length over it before the body), FD4866
 * too short, FD4862 state (identity not checked, already under review or passed), FD4860/FD4861 (before the
 * body), FD2002 rate limit.
 */
export const doubleRecordUpload = defineUpload({
  name: 'doubleRecordUpload',
  service: 'trade',
  path: 'pc/doubleRecord/upload',
  auth: 'public',
  fields: z.object({ token, durationMs: z.coerce.number().int().min(0).max(3_600_000) }),
  response: captureInfoSchema,
  maxBytes: DOUBLE_RECORD_VIDEO_MAX_BYTES,
  tooLargeCode: ErrorCode.DoubleRecordTooLarge,
  headerFields: { token: LINK_TOKEN_HEADER },
});

/** One record as the review lists it. `amount` in yuan; times in ms since the epoch. */
export const reviewRowSchema = z.object({
  doubleRecordId: z.string(),
  dealId: z.string(),
  productName: z.string(),
  amount: decimalString,
  personName: z.string(),
  status: doubleRecordStatusSchema,
  videoBytes: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  uploadedAt: z.number().int().nullable(),
  reviewReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().int().nullable(),
});
/** A row of doubleRecordReviewList. */
export type DoubleRecordReviewRow = z.infer<typeof reviewRowSchema>;

/** The organisation's double records, newest first, optionally of one state (the review's list). */
export const doubleRecordReviewList = defineCall({
  name: 'doubleRecordReviewList',
  service: 'trade',
  path: 'pc/doubleRecord/review/list',
  privilege: 'double_record_review',
  request: z.object({
    status: doubleRecordStatusSchema.optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(reviewRowSchema), pagination: pageInfoSchema }),
});

/**
 * The review's decision on a recording under review (`auditing`): approve (`passed`: the deal may proceed) or
 * reject with a reason of 1 to 200 characters (`rejected`: the recording is to be redone, dialog 3). Recorded
 * with who, when and from where. Refusals: FD4860, FD4862 not under review, FD4869 reject without a reason.
 */
export const doubleRecordReview = defineCall({
  name: 'doubleRecordReview',
  service: 'trade',
  path: 'pc/doubleRecord/review',
  privilege: 'double_record_review',
  request: z.object({
    doubleRecordId,
    decision: z.enum(['approve', 'reject']),
    reason: z.string().max(200).optional(),
  }),
  response: reviewRowSchema,
});

/** The recording of a record of the organisation, as uploaded (video/webm or video/mp4). FD4860 otherwise. */
export const doubleRecordVideo = defineDownload({
  name: 'doubleRecordVideo',
  service: 'trade',
  path: 'pc/doubleRecord/video',
  privilege: 'double_record_review',
  request: z.object({ doubleRecordId }),
});
