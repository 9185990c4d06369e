import { z } from 'zod';

/**
 * The services of the gateway and their path prefixes (spec 01 §7.1, DESIGN §4).
 */
export const servicePrefixes = {
  account: '/mutual-fund-account/api',
  trade: '/mutual-fund-trade/api',
  product: '/mutual-fund-product/api',
  asset: '/mutual-fund-asset/api',
  support: '/mutual-fund-support/api',
  outer: '/mutual-fund-outer/api',
} as const;

/** A service name: the key of {@link servicePrefixes}. */
export type ServiceName = keyof typeof servicePrefixes;

/**
 * An RSA-encrypted request field as sent on the wire: base64 chunks of the 1024-bit key joined by `,`
 * (spec 01 §5, §7.1); the client encrypts the call's `encryptedFields`, the server decrypts them.
 */
export const encryptedField = z.string().min(1).max(4096);

/** The gateway's transfer endpoint (spec 01 §7.1). */
export const TRANSFER_PATH = '/mutual-fund-gateway/api/service/transfer';

/**
 * Timeout classes (spec 01 §7.1, §9): default 20 s; uploads and OCR 120 s; downloads, reports and
 * open-fund-company-account 300 s.
 */
export const timeoutMs = {
  default: 20_000,
  upload: 120_000,
  download: 300_000,
  openAccount: 300_000,
} as const;

/** A timeout class of {@link timeoutMs}. */
export type TimeoutClass = keyof typeof timeoutMs;

/**
 * Who may make a call:
 * - `public`: no session (public key, login);
 * - `session`: a valid session token, with or without a chosen organisation;
 * - `group`: a session acting for a chosen organisation (x-gno) the person may act for.
 */
export type CallAuth = 'public' | 'session' | 'group';

/**
 * One call of the contract. Server and clients are both built from these entries, so a request or
 * response that breaks a schema fails on both sides.
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The spec's name of the call (e.g. `fundSearch`). */
  readonly name: string;
  readonly service: ServiceName;
  /** Path under the service prefix, as the spec writes it (e.g. `pc/ins/fund/detail`). */
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly timeout: TimeoutClass;
  readonly auth: CallAuth;
  /** Privilege code the caller's role must hold (spec 01 §6), checked on the server. */
  readonly privilege?: string;
  /** Request fields that travel RSA-encrypted (spec 01 §5); the client encrypts, the server decrypts. */
  readonly encryptedFields?: readonly string[];
  /** Schema of the request payload (the envelope's paramMap, or the JSON body). */
  readonly request: Req;
  /** Schema of the response envelope's body on success. */
  readonly response: Res;
}

/** The full path of a call: service prefix + path. */
export function callPath(call: Pick<CallDef, 'service' | 'path'>): string {
  return `${servicePrefixes[call.service]}/${call.path}`;
}

/**
 * Declares a call. Defaults: POST, default timeout, `group` auth (DESIGN §7: authorised from the first line).
 */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  def: Omit<CallDef<Req, Res>, 'method' | 'timeout' | 'auth'> &
    Partial<Pick<CallDef<Req, Res>, 'method' | 'timeout' | 'auth'>>,
): CallDef<Req, Res> {
  return { method: 'POST', timeout: 'default', auth: 'group', ...def };
}

/** The request type of a call. */
export type CallRequest<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
/** The parsed request type of a call (what a server handler receives). */
export type CallParsedRequest<C> = C extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;
/** The response body type of a call. */
export type CallResponse<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;

/** Envelope header (spec 01 §3: header.retCode, also retcode; header.retMessage). */
export const envelopeHeaderSchema = z.object({
  retCode: z.string(),
  retMessage: z.string(),
});

/** The response envelope `{ header: { retCode, retMessage }, body }` (spec 01 §7, DESIGN §4). */
export const envelopeSchema = z.object({
  header: z.looseObject({
    retCode: z.string().optional(),
    retcode: z.string().optional(),
    retMessage: z.string().optional().default(''),
  }),
  body: z.unknown().optional(),
});

/** A response envelope. */
export type Envelope<T = unknown> = {
  header: { retCode: string; retMessage: string };
  body: T | null;
};

/**
 * The transfer endpoint's request (spec 01 §7.1): serviceName, methodType, paramMap, headerMap
 * (channel info, groupId, token) and header (tts, token, groupId).
 *
 * FundDesk's mapping: `serviceName` is the service prefix without slashes and `/api`
 * (`mutual-fund-product`), `methodType` is the call's path under it (`pc/ins/fund/detail`).
 */
export const transferRequestSchema = z.object({
  serviceName: z.string().min(1).max(64),
  methodType: z.string().min(1).max(200),
  paramMap: z.record(z.string(), z.unknown()).default({}),
  headerMap: z.record(z.string(), z.unknown()).default({}),
  header: z
    .object({
      tts: z.union([z.string(), z.number()]).optional(),
      token: z.string().optional(),
      groupId: z.string().optional(),
    })
    .default({}),
});

/** A transfer-endpoint request. */
export type TransferRequest = z.infer<typeof transferRequestSchema>;

/** The serviceName of a service on the transfer endpoint. */
export function transferServiceName(service: ServiceName): string {
  return servicePrefixes[service].replace(/^\//, '').replace(/\/api$/, '');
}

/** Pagination block (spec 01 §3). */
export const paginationSchema = z.object({
  currentPage: z.number().int().min(1).default(1),
  pagesize: z.number().int().min(1).max(100).default(20),
});

/** Pagination answer: the page count and total rows. */
export const pageInfoSchema = z.object({
  currentPage: z.number().int(),
  pagesize: z.number().int(),
  pageCount: z.number().int(),
  totalRows: z.number().int(),
});

/**
 * A call whose answer is a file (xlsx, PDF) instead of an envelope (spec 01 §7.8 blob downloads, 03 §7
 * exports). Failures still answer an envelope with a catalogue code.
 */
export interface DownloadDef<Req extends z.ZodType = z.ZodType> {
  readonly kind: 'download';
  readonly name: string;
  readonly service: ServiceName;
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly timeout: TimeoutClass;
  readonly auth: CallAuth;
  readonly privilege?: string;
  readonly request: Req;
}

/** Declares a download. Defaults: GET, download timeout (300 s), `group` auth. */
export function defineDownload<Req extends z.ZodType>(
  def: Omit<DownloadDef<Req>, 'kind' | 'method' | 'timeout' | 'auth'> &
    Partial<Pick<DownloadDef<Req>, 'method' | 'timeout' | 'auth'>>,
): DownloadDef<Req> {
  return { kind: 'download', method: 'GET', timeout: 'download', auth: 'group', ...def };
}

/** A downloaded file: its bytes, the file name from Content-Disposition, and its media type. */
export interface DownloadedFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

/** Largest spreadsheet upload (spec 02 §7 "batch Excel", DESIGN §7 size limits): 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A call that uploads one file (spec 02 §7 importExcel: multipart, 2 minute timeout). On the wire: a
 * `multipart/form-data` POST to the call's direct path with the form fields as text parts and one part
 * named `file`; the same headers as a call; the answer is the usual envelope. Uploads are not offered
 * on the transfer endpoint.
 */
export interface UploadDef<Fields extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly kind: 'upload';
  readonly name: string;
  readonly service: ServiceName;
  readonly path: string;
  readonly method: 'POST';
  readonly timeout: TimeoutClass;
  readonly auth: CallAuth;
  readonly privilege?: string;
  /** Schema of the non-file form fields (each travels as a text part; booleans as `true`/`false`). */
  readonly fields: Fields;
  /** Schema of the response envelope's body on success. */
  readonly response: Res;
  /** Largest file accepted, bytes. */
  readonly maxBytes: number;
  /**
   * The catalogue code refusing a file over `maxBytes` (its detail carries `maxMb`); the spreadsheet's
   * FD4704 when absent (issue 15: an ID image too large is not an Excel file too large).
   */
  readonly tooLargeCode?: string;
  /**
   * Form fields that travel as request headers instead of form parts, field name -> header name (the public
   * capture uploads' link token as `x-link-token`, core LINK_TOKEN_HEADER): the server reads and checks them
   * before it reads any byte of the body, so that a bad token's upload is refused unread. They still pass the
   * `fields` schema on both sides. See docs/security.md "Public capture calls".
   */
  readonly headerFields?: Readonly<Record<string, string>>;
}

/** Declares an upload. Defaults: POST, upload timeout (120 s), `group` auth, 10 MB. */
export function defineUpload<Fields extends z.ZodType, Res extends z.ZodType>(
  def: Omit<UploadDef<Fields, Res>, 'kind' | 'method' | 'timeout' | 'auth' | 'maxBytes'> &
    Partial<Pick<UploadDef<Fields, Res>, 'timeout' | 'auth' | 'maxBytes'>>,
): UploadDef<Fields, Res> {
  return {
    kind: 'upload',
    method: 'POST',
    timeout: 'upload',
    auth: 'group',
    maxBytes: UPLOAD_MAX_BYTES,
    ...def,
  };
}

/** A file to upload: its name (sent as the part's filename), bytes and media type. */
export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  /** Media type; the xlsx type when omitted. */
  type?: string;
}

/** The media type of an xlsx workbook. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
