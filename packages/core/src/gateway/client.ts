import type { z } from 'zod';
import {
  callPath,
  envelopeSchema,
  timeoutMs,
  TRANSFER_PATH,
  transferServiceName,
  type CallDef,
  type DownloadDef,
  type DownloadedFile,
  type TransferRequest,
  type UploadDef,
  type UploadFile,
  XLSX_MEDIA_TYPE,
} from '../api/contract.js';
import { publicKey as publicKeyCall } from '../api/account.js';
import { encryptFields, type RsaBlockCipher } from '../crypto/rsa.js';
import { ErrorCode, SUCCESS_CODE } from '../errors/catalogue.js';
import { GatewayError } from '../errors/GatewayError.js';

/** The fetch the client uses: the browser's, Node's, or undici's (CLI). */
export type FetchLike = (
  input: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{
  status: number;
  text(): Promise<string>;
  arrayBuffer?(): Promise<ArrayBuffer>;
  headers?: { get(name: string): string | null };
}>;

/**
 * Sends a multipart upload (spec 02 §7 importExcel). The web passes one over XMLHttpRequest that reports
 * real upload progress; the default sends it with the client's `fetch` (which must pass `body` through
 * untouched: every fetch accepts FormData) and reports 0 before and the total after.
 *
 * @param request.timeoutMs - the upload's timeout in ms (also enforced by the client through `signal`)
 * @param request.onProgress - called with bytes sent so far and the total
 */
export type UploadTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal;
  timeoutMs: number;
  onProgress?: (sent: number, total: number) => void;
}) => Promise<{ status: number; text(): Promise<string> }>;

/** Per-upload options. */
export interface UploadOptions {
  /** Cancels the upload. */
  signal?: AbortSignal;
  /** Overrides the upload timeout (120 s), in ms. */
  timeoutMs?: number;
  /** Progress of the file's transfer: bytes sent and total bytes. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  /** spec 01 §8: the caller shows the refusal itself (or the user cancelled); passed to onError. */
  hideResult?: boolean;
}

/** What the client reads of the session on every call (spec 01 §3 stored values). */
export interface SessionSource {
  /** The session token, sent as `Authorization: Bearer …`. */
  token(): string | undefined;
  /** The chosen organisation's group id, sent as `x-gno`. */
  groupId(): string | undefined;
  /** For manager users: the encrypted id of the checked account, sent as `checkedGroupNo`. */
  checkedGroupNo?(): string | undefined;
}

/** Options of {@link createGatewayClient}. */
export interface GatewayClientOptions {
  /** Base URL of the gateway (`http://localhost:8080`); empty for same-origin in the browser. */
  baseUrl: string;
  fetch: FetchLike;
  session: SessionSource;
  /** Builds the block cipher from the gateway's PEM public key (jsencrypt or node:crypto). */
  createCipher(publicKeyPem: string): RsaBlockCipher;
  /** `direct`: POST to each call's path; `transfer`: everything through the transfer endpoint (spec 01 §7.1). */
  mode?: 'direct' | 'transfer';
  /** x-channel-source header; `PC` by default. */
  channelSource?: string;
  /** Sub-channel of the variant: JGT (institution) or SK (enterprise) (spec 01 §1). */
  subChannel?: 'JGT' | 'SK';
  /** Clock for the envelope's tts (ms since epoch); `Date.now` by default. */
  now?: () => number;
  /** Called with every failure before it is thrown (the web's notifier, the CLI's logger). */
  onError?(error: GatewayError, call: CallDef, options: CallOptions): void;
  /** Sends uploads; by default through {@link GatewayClientOptions.fetch}. */
  uploadTransport?: UploadTransport;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (spec 01 §2.3: managers' pending requests are cancelled on route change). */
  signal?: AbortSignal;
  /** Overrides the call's timeout class, in ms. */
  timeoutMs?: number;
  /** spec 01 §8: no timeout message for this call. Passed to onError; the call still throws. */
  hideResult?: boolean;
}

/** A typed client of the gateway contract. */
export interface GatewayClient {
  /**
   * Makes a call: validates the request, encrypts its sensitive fields, sends it, checks the envelope and
   * validates the body.
   * @returns the envelope's body
   * @throws GatewayError for every failure: a non-0000 retCode, HTTP 401/404/5xx, timeout, network, bad body
   */
  call<C extends CallDef>(
    call: C,
    request: z.input<C['request']>,
    options?: CallOptions,
  ): Promise<z.output<C['response']>>;
  /**
   * Fetches a file (spec 01 §7.8, §4.8): validates the request and sends it like a call; a JSON answer is an
   * envelope with a failure code.
   * @throws GatewayError as {@link call} does
   */
  download<D extends DownloadDef>(
    def: D,
    request: z.input<D['request']>,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
  /**
   * Uploads a file (spec 02 §7 importExcel): validates the fields, refuses a file over the upload's
   * `maxBytes` before sending (FD4704), posts `multipart/form-data` (fields as text parts, the file as part
   * `file`) to the upload's path, checks the envelope and validates the body.
   * @throws GatewayError as {@link call} does
   */
  upload<U extends UploadDef>(
    def: U,
    fields: z.input<U['fields']>,
    file: UploadFile,
    options?: UploadOptions,
  ): Promise<z.output<U['response']>>;
  /** Forgets the cached public key (after a key rotation). */
  resetPublicKey(): void;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*=UTF-8''…` preferred). */
export function fileNameOf(disposition: string | null | undefined): string {
  if (!disposition) return '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? '';
}

/**
 * Creates the client every FundDesk front end uses (web, CLI, tests).
 * @see spec 01 §7.1 headers, timeouts, transfer endpoint
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const mode = options.mode ?? 'direct';
  const channelSource = options.channelSource ?? 'PC';
  const subChannel = options.subChannel ?? 'JGT';
  const now = options.now ?? (() => Date.now());
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  let cipherPromise: Promise<RsaBlockCipher> | undefined;

  const cipher = (): Promise<RsaBlockCipher> => {
    cipherPromise ??= send(publicKeyCall, {}, {}).then((body) => options.createCipher(body.publicKey));
    cipherPromise.catch(() => {
      cipherPromise = undefined;
    });
    return cipherPromise;
  };

  function headersFor(): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-channel-source': channelSource,
      'x-sub-channel': subChannel,
    };
    const token = options.session.token();
    if (token) headers.authorization = `Bearer ${token}`;
    const groupId = options.session.groupId();
    if (groupId) headers['x-gno'] = groupId;
    const checked = options.session.checkedGroupNo?.();
    if (checked) headers.checkedgroupno = checked;
    return headers;
  }

  async function send<C extends CallDef>(
    call: C,
    payload: Record<string, unknown>,
    callOptions: CallOptions,
  ): Promise<z.output<C['response']>> {
    const headers = headersFor();
    let url: string;
    let method = call.method;
    let body: string | undefined;
    if (mode === 'transfer') {
      const token = options.session.token();
      const groupId = options.session.groupId();
      const envelope: TransferRequest = {
        serviceName: transferServiceName(call.service),
        methodType: call.path,
        paramMap: payload,
        headerMap: { channelSource, subChannel, groupId, token },
        header: { tts: now(), token, groupId },
      };
      url = `${baseUrl}${TRANSFER_PATH}`;
      method = 'POST';
      body = JSON.stringify(envelope);
    } else if (call.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(payload)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
          query.set(key, String(value));
        }
      }
      const qs = query.toString();
      url = `${baseUrl}${callPath(call)}${qs ? `?${qs}` : ''}`;
      delete headers['content-type'];
    } else {
      url = `${baseUrl}${callPath(call)}`;
      body = JSON.stringify(payload);
    }

    const timeout = AbortSignal.timeout(callOptions.timeoutMs ?? timeoutMs[call.timeout]);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;

    let status: number;
    let text: string;
    try {
      const response = await options.fetch(url, {
        method,
        headers,
        signal,
        ...(body === undefined ? {} : { body }),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (callOptions.signal?.aborted && !timeout.aborted) {
        throw new GatewayError(ErrorCode.Network, undefined, { cause: callOptions.signal.reason });
      }
      throw GatewayError.from(
        timeout.aborted ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error,
      );
    }

    return readEnvelope(call.response, status, text) as z.output<C['response']>;
  }

  return {
    async call(call, request, callOptions = {}) {
      try {
        const checked = call.request.safeParse(request);
        if (!checked.success) {
          throw new GatewayError(ErrorCode.BadRequest, undefined, { cause: checked.error });
        }
        let payload = checked.data as Record<string, unknown>;
        if (call.encryptedFields?.length) {
          payload = encryptFields(payload, call.encryptedFields, await cipher());
        }
        return await send(call, payload, callOptions);
      } catch (failure) {
        const error = GatewayError.from(failure);
        options.onError?.(error, call, callOptions);
        throw error;
      }
    },
    async download(def, request, callOptions = {}) {
      try {
        const checked = def.request.safeParse(request);
        if (!checked.success)
          throw new GatewayError(ErrorCode.BadRequest, undefined, { cause: checked.error });
        const payload = checked.data as Record<string, unknown>;
        const headers = headersFor();
        let url = `${baseUrl}${callPath(def)}`;
        let body: string | undefined;
        if (def.method === 'GET') {
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(payload)) {
            if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
              query.set(key, String(value));
            }
          }
          const qs = query.toString();
          if (qs) url += `?${qs}`;
          delete headers['content-type'];
        } else body = JSON.stringify(payload);
        const timeout = AbortSignal.timeout(callOptions.timeoutMs ?? timeoutMs[def.timeout]);
        const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
        let response: Awaited<ReturnType<FetchLike>>;
        try {
          response = await options.fetch(url, {
            method: def.method,
            headers,
            signal,
            ...(body === undefined ? {} : { body }),
          });
        } catch (error) {
          throw GatewayError.from(
            timeout.aborted ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error,
          );
        }
        const contentType = response.headers?.get('content-type') ?? '';
        if (response.status === 401)
          throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
        if (contentType.includes('application/json') || response.status !== 200 || !response.arrayBuffer) {
          const text = await response.text();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const parsed = envelopeSchema.safeParse(json);
          if (parsed.success) throw GatewayError.from(parsed.data);
          throw new GatewayError(
            response.status === 404 ? ErrorCode.NotFound : ErrorCode.Internal,
            undefined,
            {
              httpStatus: response.status,
            },
          );
        }
        return {
          bytes: new Uint8Array(await response.arrayBuffer()),
          fileName: fileNameOf(response.headers?.get('content-disposition')),
          contentType,
        };
      } catch (failure) {
        const error = GatewayError.from(failure);
        options.onError?.(error, def as unknown as CallDef, callOptions);
        throw error;
      }
    },
    async upload(def, fields, file, uploadOptions = {}) {
      try {
        const checked = def.fields.safeParse(fields);
        if (!checked.success) {
          throw new GatewayError(ErrorCode.BadRequest, undefined, { cause: checked.error });
        }
        if (file.bytes.byteLength > def.maxBytes) throw new GatewayError(ErrorCode.BatchFileTooLarge);
        const form = new FormData();
        for (const [key, value] of Object.entries(checked.data as Record<string, unknown>)) {
          if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
            form.append(key, String(value));
          }
        }
        form.append(
          'file',
          new Blob([new Uint8Array(file.bytes)], { type: file.type ?? XLSX_MEDIA_TYPE }),
          file.name,
        );
        const headers = headersFor();
        delete headers['content-type']; // the transport sets multipart/form-data with its boundary
        const limit = uploadOptions.timeoutMs ?? timeoutMs[def.timeout];
        const timeout = AbortSignal.timeout(limit);
        const signal = uploadOptions.signal ? AbortSignal.any([uploadOptions.signal, timeout]) : timeout;
        const url = `${baseUrl}${callPath(def)}`;
        const total = file.bytes.byteLength;
        let response: { status: number; text(): Promise<string> };
        try {
          if (options.uploadTransport) {
            response = await options.uploadTransport({
              url,
              headers,
              body: form,
              signal,
              timeoutMs: limit,
              ...(uploadOptions.onProgress ? { onProgress: uploadOptions.onProgress } : {}),
            });
          } else {
            uploadOptions.onProgress?.(0, total);
            // FetchLike's body is typed for JSON calls; every fetch implementation also sends FormData.
            response = await options.fetch(url, {
              method: 'POST',
              headers,
              body: form as unknown as string,
              signal,
            });
            uploadOptions.onProgress?.(total, total);
          }
        } catch (error) {
          if (uploadOptions.signal?.aborted && !timeout.aborted) {
            throw new GatewayError(ErrorCode.Network, undefined, { cause: uploadOptions.signal.reason });
          }
          throw GatewayError.from(
            timeout.aborted ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error,
          );
        }
        return readEnvelope(def.response, response.status, await response.text()) as z.output<
          (typeof def)['response']
        >;
      } catch (failure) {
        const error = GatewayError.from(failure);
        options.onError?.(error, def as unknown as CallDef, uploadOptions);
        throw error;
      }
    },
    resetPublicKey() {
      cipherPromise = undefined;
    },
  };
}

/**
 * Reads an answer: 401 is the session's end; a body that is not an envelope is 404 or an internal
 * failure (a string body is shown as the message, spec 01 §8); a non-0000 code is that code's error;
 * otherwise the body must match `schema`.
 */
function readEnvelope(schema: z.ZodType, status: number, text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = envelopeSchema.safeParse(json);
  if (status === 401) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  if (!parsed.success) {
    if (status === 404) throw new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
    // spec 01 §8: a string response is shown as an error message.
    throw new GatewayError(ErrorCode.Internal, typeof json === 'string' ? json : undefined, {
      httpStatus: status,
    });
  }
  const code = parsed.data.header.retCode ?? parsed.data.header.retcode ?? ErrorCode.Internal;
  if (code !== SUCCESS_CODE) {
    const error = GatewayError.from(parsed.data);
    throw Object.assign(error, { httpStatus: status });
  }
  const result = schema.safeParse(parsed.data.body ?? {});
  if (!result.success) {
    throw new GatewayError(ErrorCode.Internal, undefined, { httpStatus: status, cause: result.error });
  }
  return result.data;
}
