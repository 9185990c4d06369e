/**
 * 双录 (audio-video double recording) of a private-fund deal (spec 02 §2 /double-record routes, §4 "Double-record
 * and identity-check dialog states", §5 certificate images, §6, §9 constants; issue 13 §5): whether a deal needs
 * one, the record's states and transitions on the server, the dialog state (0 … 30) a capture situation shows
 * and that state's actions, the card fields missing for dialog 22 (completeness itself: idDocument.ts infoIsFull),
 * the media types accepted by their magic bytes. Pure: the server (server/private/doubleRecord.ts) and the web capture pages
 * (web/features/doubleRecord) decide with these functions, so each rule is written once.
 */
import { ErrorCode, type ErrorCodeValue } from '../errors/catalogue.js';
import type { CertificateFields } from './idDocument.js';

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec 02 §9; FundDesk's where the spec has none: docs/decisions.md "Double recording")
// ---------------------------------------------------------------------------------------------------------------

/** Identity-check (face check) failures in a row before re-collection is needed (spec 02 §3 livingBodyMax, §9: 3). */
export const FACE_CHECK_MAX_FAILURES = 3;
/** Upload failures in a row before the repeated-failure dialog (27/29/30) shows (FundDesk: like the face check's 3). */
export const UPLOAD_MAX_FAILURES = 3;
/** Certificate collections refused in a row before the repeated-failure dialog 27 (FundDesk: 3). */
export const CARD_MAX_FAILURES = 3;
/** What the uploading dialog (9) announces, ms (spec 02 §9 "Upload estimate 60 s"). */
export const UPLOAD_ESTIMATE_MS = 60_000;
/** The success dialog (14) jumps on after, ms (spec 02 §9 "auto-jump after success 3 s"). */
export const AUTO_JUMP_MS = 3_000;
/** doubleRecordUpload's timeout, ms (spec 02 §7 "doubleRecordUpload (multipart, 2 min)", §9 uploads 120000 ms). */
export const DOUBLE_RECORD_UPLOAD_TIMEOUT_MS = 120_000;
/**
 * Largest recording accepted, bytes (FundDesk: 64 MB; a 3-minute recording at the 1 Mbit/s the page asks of
 * MediaRecorder is about 23 MB). A 2 GB upload is cut at this size and refused (FD4865).
 */
export const DOUBLE_RECORD_VIDEO_MAX_BYTES = 64 * 1024 * 1024;
/** Largest certificate image or face frame accepted, bytes (FundDesk: 5 MB). */
export const DOUBLE_RECORD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Shortest recording accepted, ms (FundDesk: the notice takes longer than 10 s to read aloud). */
export const DOUBLE_RECORD_MIN_DURATION_MS = 10_000;
/** The bit rate the page asks of MediaRecorder, bit/s (FundDesk). */
export const DOUBLE_RECORD_VIDEO_BITS_PER_SECOND = 1_000_000;
/** How long a capture link (token) stays valid, ms (FundDesk: 24 h). */
export const CAPTURE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Below this size a face frame (a 640x480 JPEG) is treated as showing no face: a covered or dark camera compresses
 * to a few kilobytes (模拟: the local environment has no face recognition; docs/decisions.md).
 */
export const FACE_FRAME_MIN_BYTES = 4_096;

// ---------------------------------------------------------------------------------------------------------------
// Whether a deal needs a double recording
// ---------------------------------------------------------------------------------------------------------------

/** Investor types (spec 02 §4): '1' private-fund qualified, '2' professional, '3' asset-management qualified. */
export type DrInvestorType = '1' | '2' | '3';

/**
 * Whether a private deal needs a double recording before it can proceed (spec 02 §1 "for many investors"; the
 * spec names no criterion, FundDesk's rule, docs/decisions.md "Double recording"): every deal of an ordinary
 * qualified investor (types '1' and '3', or no recognised type) does; a professional investor ('2') only for a
 * high-risk product (zxfxdj_5).
 * @param investor - the investor's recognised type, or null when not recognised
 * @param product - the product's risk code `zxfxdj_1` … `zxfxdj_5`
 * @see spec 02 §4 investor types, risk levels
 */
export function doubleRecordRequired(
  investor: { readonly investorType: DrInvestorType | null },
  product: { readonly riskLevel: string },
): boolean {
  if (investor.investorType !== '2') return true;
  return product.riskLevel === 'zxfxdj_5';
}

// ---------------------------------------------------------------------------------------------------------------
// The record's states on the server and their transitions
// ---------------------------------------------------------------------------------------------------------------

/**
 * A double record's state on the server (FundDesk's; the spec shows the routes auditing and mobileDrResult):
 * - `pending`: opened for the deal, nothing collected;
 * - `cardCollected`: the certificate images are stored, the identity (face) check is next;
 * - `faceChecked`: the identity check passed, the recording is next;
 * - `auditing`: the recording is stored and under review (审核中);
 * - `passed`: the review approved it; the deal may proceed;
 * - `rejected`: the review refused it (recognition failed): the recording is to be redone.
 */
export const DOUBLE_RECORD_STATUSES = [
  'pending',
  'cardCollected',
  'faceChecked',
  'auditing',
  'passed',
  'rejected',
] as const;
/** A {@link DOUBLE_RECORD_STATUSES} value. */
export type DoubleRecordStatus = (typeof DOUBLE_RECORD_STATUSES)[number];

/** What happens to a record: one capture step, or the review's decision. */
export type DoubleRecordEvent = 'collectCard' | 'faceCheck' | 'upload' | 'approve' | 'reject';

/** The states each event may start from. */
const allowedFrom: Readonly<Record<DoubleRecordEvent, readonly DoubleRecordStatus[]>> = {
  // Re-collecting the certificate restarts the identity check (spec 02 §4 dialog 2 "re-collect").
  collectCard: ['pending', 'cardCollected', 'faceChecked', 'rejected'],
  faceCheck: ['cardCollected'],
  // A refused recording is redone without a new identity check (dialog 3 "redo the double recording").
  upload: ['faceChecked', 'rejected'],
  approve: ['auditing'],
  reject: ['auditing'],
};

/** Where each event leads (a failed face check stays in `cardCollected`; the server counts the failure). */
const leadsTo: Readonly<Record<DoubleRecordEvent, DoubleRecordStatus>> = {
  collectCard: 'cardCollected',
  faceCheck: 'faceChecked',
  upload: 'auditing',
  approve: 'passed',
  reject: 'rejected',
};

/** The decision of {@link doubleRecordTransition}. */
export type TransitionDecision =
  | { readonly ok: true; readonly next: DoubleRecordStatus }
  | { readonly ok: false; readonly code: ErrorCodeValue; readonly params: { status: DoubleRecordStatus } };

/**
 * Whether `event` may happen to a record in `status`, and the state it leads to. FD4862 otherwise (the step is
 * not the record's next one: e.g. a recording before the identity check, a second upload while under review).
 * @see spec 02 §2 double-record routes, §4 dialog states
 */
export function doubleRecordTransition(
  status: DoubleRecordStatus,
  event: DoubleRecordEvent,
): TransitionDecision {
  if (!allowedFrom[event].includes(status))
    return { ok: false, code: ErrorCode.DoubleRecordWrongState, params: { status } };
  return { ok: true, next: leadsTo[event] };
}

/**
 * Whether a deal may proceed past its double recording: only once it is approved, or when none is needed.
 * @see spec 02 §1, §4
 */
export function doubleRecordAllowsDeal(status: DoubleRecordStatus | 'notRequired'): boolean {
  return status === 'passed' || status === 'notRequired';
}

// ---------------------------------------------------------------------------------------------------------------
// Dialog states 0 … 30 and their actions (spec 02 §4)
// ---------------------------------------------------------------------------------------------------------------

/** The dialog states of spec 02 §4, each with its own text (1, 17 … 19 and 23 are not shown in the spec). */
export const DR_DIALOG_STATES = [
  0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 24, 25, 26, 27, 28, 29, 30,
] as const;
/** A {@link DR_DIALOG_STATES} value. */
export type DrDialogState = (typeof DR_DIALOG_STATES)[number];

/**
 * The buttons a dialog offers (spec 02 §4):
 * `retry` try again, `backToDeal` back to the trade detail, `recollect` re-collect the certificate images,
 * `redo` redo the recording, `scanWithPhone` show the link's code to continue on a phone, `startRecording` start
 * after the notice, `confirm`, `reupload`, `interrupt`, `keepWaiting`, `done` / `notDone` (whether a step is done),
 * `contactService`, `copyLink` (open in Chrome), `recheck` (after unplugging headphones, unmuting or allowing the
 * camera), `cancel`, `viewResult` (the success dialog's jump), `close`.
 */
export type DrDialogAction =
  | 'retry'
  | 'backToDeal'
  | 'recollect'
  | 'redo'
  | 'scanWithPhone'
  | 'startRecording'
  | 'confirm'
  | 'reupload'
  | 'interrupt'
  | 'keepWaiting'
  | 'done'
  | 'notDone'
  | 'contactService'
  | 'copyLink'
  | 'recheck'
  | 'cancel'
  | 'viewResult'
  | 'close';

/**
 * Each dialog state's actions, in the order shown (spec 02 §4; where the spec gives none, the dialog closes):
 * 0 try again; 2 back to trade detail or re-collect; 3 redo; 4/6 scan with a phone; 5 start after the notice;
 * 7 confirm; 8 re-upload or redo; 9 none while uploading; 10 redo; 11 headphones (re-check); 12 interrupt or
 * keep waiting; 13/20 camera permission (re-check); 14 jump on (after 3 s); 15 done or not; 16 contact
 * service; 21 muted (re-check); 22 close (an administrator completes the person); 24 done or not; 25 interrupt
 * or retry; 26 copy the link; 27/29/30 re-collect or cancel; 28 scan with a phone.
 */
export const DR_DIALOG_ACTIONS: Readonly<Record<DrDialogState, readonly DrDialogAction[]>> = {
  0: ['retry'],
  2: ['backToDeal', 'recollect'],
  3: ['redo'],
  4: ['scanWithPhone'],
  5: ['startRecording'],
  6: ['scanWithPhone'],
  7: ['confirm'],
  8: ['reupload', 'redo'],
  9: [],
  10: ['redo'],
  11: ['recheck'],
  12: ['interrupt', 'keepWaiting'],
  13: ['recheck'],
  14: ['viewResult'],
  15: ['notDone', 'done'],
  16: ['contactService'],
  20: ['recheck'],
  21: ['recheck'],
  22: ['close'],
  24: ['notDone', 'done'],
  25: ['interrupt', 'retry'],
  26: ['copyLink'],
  27: ['cancel', 'recollect'],
  28: ['scanWithPhone'],
  29: ['cancel', 'recollect'],
  30: ['cancel', 'recollect'],
};

/** Where a capture step happens: certificate collection, identity check, recording (and its upload). */
export type DrStage = 'card' | 'face' | 'record';

/**
 * The dialog a getUserMedia refusal shows (spec 02 §4): permission off (NotAllowedError, SecurityError) is 13
 * before the recording and 20 on the recording page; a camera that cannot be used (none found, busy, refused
 * constraints, anything else) is 4 before the recording and 6 on the recording page, offering the phone.
 * @param errorName - the DOMException's `name`
 */
export function mediaErrorDialog(errorName: string, stage: DrStage): DrDialogState {
  const denied = errorName === 'NotAllowedError' || errorName === 'SecurityError';
  if (stage === 'record') return denied ? 20 : 6;
  return denied ? 13 : 4;
}

/** What the browser offers the capture pages (read once on the home page). */
export interface CaptureEnvironment {
  /** `navigator.mediaDevices.getUserMedia` exists (it needs a secure context: https or localhost). */
  readonly hasGetUserMedia: boolean;
  /** `MediaRecorder` exists. */
  readonly hasMediaRecorder: boolean;
  /** `navigator.userAgent`. */
  readonly userAgent: string;
}

/**
 * The dialog an unsuitable environment shows before any capture, or null (spec 02 §4): 28 on an operating
 * system too old for the recording (Windows XP, Vista or 7; iOS before 14.3, whose Safari has no MediaRecorder),
 * 26 on a browser without camera access or MediaRecorder (Internet Explorer, old Edge): copy the link into Chrome.
 */
export function environmentDialog(env: CaptureEnvironment): DrDialogState | null {
  const ua = env.userAgent;
  if (/Windows NT (5\.|6\.0|6\.1)/.test(ua)) return 28;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)_(\d+)/.exec(ua);
  if (ios && (Number(ios[1]) < 14 || (Number(ios[1]) === 14 && Number(ios[2]) < 3))) return 28;
  if (/Trident\/|MSIE |Edge\/\d/.test(ua)) return 26;
  if (!env.hasGetUserMedia || !env.hasMediaRecorder) return 26;
  return null;
}

/** A media device as `enumerateDevices()` lists it (labels only after permission). */
export interface DrMediaDevice {
  readonly kind: string;
  readonly label: string;
}

/**
 * Whether headphones are connected (dialog 11: they must be disconnected, so that the notice played and the
 * answers spoken are both on the recording): an audio device whose label names headphones or a headset.
 */
export function headphonesDialog(devices: readonly DrMediaDevice[]): DrDialogState | null {
  const headphones = /headphone|headset|earphone|earbud|airpods|耳机/i;
  const found = devices.some(
    (d) => (d.kind === 'audiooutput' || d.kind === 'audioinput') && headphones.test(d.label),
  );
  return found ? 11 : null;
}

/**
 * Whether the microphone is muted (dialog 21, "the computer must not be muted"): no live audio track, or one that
 * is muted or disabled.
 */
export function mutedDialog(
  tracks: readonly { readonly muted: boolean; readonly enabled: boolean; readonly readyState: string }[],
): DrDialogState | null {
  const live = tracks.filter((track) => track.readyState === 'live');
  if (live.length === 0 || live.every((track) => track.muted || !track.enabled)) return 21;
  return null;
}

/**
 * The dialog after a failed identity check (spec 02 §4): 0 (try again) while failures in a row are under the
 * limit, 2 at the limit (failed N times in a row: back to trade detail or re-collect).
 * @param failures - failures in a row, this one included
 * @param max - nodeConfig.livingBodyMax (default {@link FACE_CHECK_MAX_FAILURES})
 */
export function faceCheckFailureDialog(failures: number, max = FACE_CHECK_MAX_FAILURES): DrDialogState {
  return failures >= max ? 2 : 0;
}

/**
 * The dialog after a failed upload of the recording (spec 02 §4): 25 when it timed out (FD0408: interrupt or
 * retry); 10 when the server refused the file itself (not a video, too large, too short: redo the recording);
 * 30 when uploads failed {@link UPLOAD_MAX_FAILURES} times in a row; 8 otherwise (network: re-upload or redo).
 * @param code - the failure's catalogue code
 * @param failures - upload failures in a row, this one included
 */
export function uploadFailureDialog(code: string, failures: number): DrDialogState {
  if (failures >= UPLOAD_MAX_FAILURES) return 30;
  if (code === ErrorCode.Timeout) return 25;
  if (
    code === ErrorCode.DoubleRecordNotVideo ||
    code === ErrorCode.DoubleRecordTooLarge ||
    code === ErrorCode.DoubleRecordTooShort
  )
    return 10;
  return 8;
}

/**
 * The dialog after a refused certificate image (spec 02 §4): none but the refusal's toast until the refusals in a
 * row reach {@link CARD_MAX_FAILURES}, then 27 (re-collect or cancel).
 */
export function cardFailureDialog(failures: number): DrDialogState | null {
  return failures >= CARD_MAX_FAILURES ? 27 : null;
}

/**
 * The dialog a record's server state shows when the capture pages open on it (spec 02 §4): 3 when the review
 * refused the recording (redo), 16 when it was refused and there is nothing the investor can redo here (never:
 * kept for a review refusal of the certificate); null otherwise.
 */
export function statusDialog(status: DoubleRecordStatus): DrDialogState | null {
  return status === 'rejected' ? 3 : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Certificate completeness (spec 02 §5) and media types
// ---------------------------------------------------------------------------------------------------------------

/** The card fields in the order dialog 22 names them (spec 02 §3 card info, §5). */
export const CARD_FIELDS = ['name', 'mobilePhone', 'credType', 'credNumber', 'credExpiryDate'] as const;

/**
 * The card fields that are empty, in {@link CARD_FIELDS} order: what dialog 22 asks an administrator to complete
 * when core infoIsFull (rules/idDocument.ts) answers '1002' (spec 02 §5).
 */
export function missingCardFields(card: CertificateFields): (typeof CARD_FIELDS)[number][] {
  return CARD_FIELDS.filter((field) => !(card[field] ?? '').trim());
}

/** The media types the capture accepts. */
export type DrMediaType = 'video/webm' | 'video/mp4' | 'image/jpeg' | 'image/png';

/**
 * The media type of a file by its first bytes (never by its name or declared type), or null: WebM/Matroska
 * (EBML 1A 45 DF A3), MP4/QuickTime (`ftyp` at offset 4), JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A).
 * A Matroska file counts as WebM (MediaRecorder's output in Chromium).
 */
export function sniffMediaType(bytes: Uint8Array): DrMediaType | null {
  const at = (offset: number, magic: readonly number[]) =>
    bytes.byteLength >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);
  if (at(0, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (at(4, [0x66, 0x74, 0x79, 0x70])) return 'video/mp4';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/**
 * The first MediaRecorder type the browser supports (stored as localStorage supportMimeType, spec 02 §3), or
 * null: VP9 or VP8 WebM with Opus, plain WebM, then MP4 (Safari).
 * @param isTypeSupported - `MediaRecorder.isTypeSupported`
 */
export function recorderMimeType(isTypeSupported: (type: string) => boolean): string | null {
  const candidates = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
  return candidates.find((type) => isTypeSupported(type)) ?? null;
}
