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
import { publicKey as publicKeyCall, secretNonce as secretNonceCall } from '../api/account.js';
import { encryptFields, type RsaBlockCipher } from '../crypto/rsa.js';
import type { SecretSeal } from '../crypto/secret.js';
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
  /**
   * Builds the block cipher from the gateway's PEM public key (jsencrypt or node:crypto); may answer a promise
   * (the web loads jsencrypt on first use, issue 17 §1).
   */
  createCipher(publicKeyPem: string): RsaBlockCipher | Promise<RsaBlockCipher>;
  /** `direct`: POST to each call's path; `transfer`: everything through the transfer endpoint (spec 01 §7.1). */
  mode?: 'direct' | 'transfer';
  /** x-channel-source header; `PC` by default. */
  channelSource?: string;
  /** Sub-channel of the variant: JGT (institution) or SK (enterprise) (spec 01 §1). */
  subChannel?: 'JGT' | 'SK';
  /** Clock for the envelope's tts (ms since epoch); `Date.now` by default. */
  now?: () => number;
  /**
   * Called with every failure before it is thrown (the web's notifier, the CLI's logger). `sent.token` is the
   * session token the call went out with (undefined without one): a 401 of a call of an ended session must not
   * end the session that replaced it.
   */
  onError?(
    error: GatewayError,
    call: CallDef,
    options: CallOptions,
    sent: { token: string | undefined },
  ): void;
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
   * `file`; the upload's `headerFields` as request headers instead) to the upload's path, checks the envelope
   * and validates the body.
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

/** A request ready for the wire: where, how, with which headers and body. */
interface Outgoing {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON text, multipart form, or nothing (GET). */
  body?: string | FormData;
}

/** What a transport answers: the status, the body as text or bytes, and the headers when known. */
type Incoming = Awaited<ReturnType<FetchLike>>;

/** Cancellation and time limit of one request. */
interface Limits {
  /** The caller's cancellation (route change, Ctrl-C, user's cancel button). */
  signal?: AbortSignal | undefined;
  /** The request's time limit, ms. */
  timeoutMs: number;
}

/** The top-level scalar fields of a payload as text (query strings, multipart text parts). */
function scalarEntries(payload: Record<string, unknown>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      entries.push([key, String(value)]);
    }
  }
  return entries;
}

/** A payload through its request schema; the request is never sent when it breaks the contract. */
function validated(schema: z.ZodType, request: unknown): Record<string, unknown> {
  const checked = schema.safeParse(request);
  if (!checked.success) throw new GatewayError(ErrorCode.BadRequest, undefined, { cause: checked.error });
  return checked.data as Record<string, unknown>;
}

/**
 * Runs one exchange under its time limit and the caller's cancellation, and maps how it ended: cancelled by
 * the caller -> Network (FD0499, "cancelled"), past the time limit -> Timeout (FD0408), any other transport
 * failure -> {@link GatewayError.from}. The one place these three are told apart, for calls, downloads and
 * uploads alike.
 * @see spec 01 §7.1 (timeouts), §2.3 (managers' requests cancelled on route change)
 */
async function underLimits<T>(limits: Limits, exchange: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = limits.signal ? AbortSignal.any([limits.signal, timeout]) : timeout;
  try {
    signal.throwIfAborted(); // cancelled while the request was prepared (key, nonce): never sent
    return await exchange(signal);
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    if (limits.signal?.aborted && !timeout.aborted) {
      throw new GatewayError(ErrorCode.Network, undefined, { cause: limits.signal.reason });
    }
    throw GatewayError.from(
      timeout.aborted ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error,
    );
  }
}

/**
 * The headers of every request (spec 01 §7.1): JSON content type, channel source and sub-channel, the
 * bearer token, `x-gno` and a manager's `checkedgroupno` when the session has them.
 */
function sessionHeaders(
  session: SessionSource,
  channel: { source: string; sub: 'JGT' | 'SK' },
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-channel-source': channel.source,
    'x-sub-channel': channel.sub,
  };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const groupId = session.groupId();
  if (groupId) headers['x-gno'] = groupId;
  const checked = session.checkedGroupNo?.();
  if (checked) headers.checkedgroupno = checked;
  return headers;
}

/**
 * Reads a download's answer: the file's bytes, name and type; a JSON or non-200 answer is an envelope with
 * its failure code (or NotFound/Internal without one); 401 is the session's end.
 */
async function readFile(response: Incoming): Promise<DownloadedFile> {
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
    throw new GatewayError(response.status === 404 ? ErrorCode.NotFound : ErrorCode.Internal, undefined, {
      httpStatus: response.status,
    });
  }
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    fileName: fileNameOf(response.headers?.get('content-disposition')),
    contentType,
  };
}

/**
 * Creates the client every FundDesk front end uses (web, CLI, tests). One request pipeline — headers,
 * encryption (sealed with a single-use nonce), time limit and cancellation, envelope, error mapping — behind
 * three thin entry points: {@link GatewayClient.call}, `download` and `upload`.
 * @see spec 01 §7.1 headers, timeouts, transfer endpoint; issue 10 §3; issue 16 finding 5
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const mode = options.mode ?? 'direct';
  const channel = { source: options.channelSource ?? 'PC', sub: options.subChannel ?? 'JGT' } as const;
  const now = options.now ?? (() => Date.now());
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  let cipherPromise: Promise<RsaBlockCipher> | undefined;

  /** The gateway's block cipher, fetched once and kept (forgotten on failure and by resetPublicKey). */
  const cipher = (): Promise<RsaBlockCipher> => {
    cipherPromise ??= send(publicKeyCall, {}, {}).then((body) => options.createCipher(body.publicKey));
    cipherPromise.catch(() => {
      cipherPromise = undefined;
    });
    return cipherPromise;
  };

  /**
   * A fresh single-use seal (issue 16 finding 5): the gateway's nonce, stamped with the gateway's clock at
   * issue (the client's own clock may be off; the seal is used at once).
   */
  const seal = async (): Promise<SecretSeal> => {
    const issued = await send(secretNonceCall, {}, {});
    return { nonce: issued.nonce, timestampMs: issued.serverTime };
  };

  /** The payload with its contract-marked fields sealed and encrypted (spec 01 §5). */
  async function encrypted(
    call: CallDef,
    payload: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    if (!call.encryptedFields?.length) return payload;
    const [blockCipher, secretSeal] = await Promise.all([cipher(), seal()]);
    return encryptFields(payload, call.encryptedFields, blockCipher, secretSeal);
  }

  /** A call or download as a request: the transfer envelope, a GET query, or a JSON POST (spec 01 §7.1). */
  function outgoing(
    def: Pick<CallDef, 'service' | 'path' | 'method'>,
    payload: Record<string, unknown>,
    viaTransfer: boolean,
  ): Outgoing {
    const headers = sessionHeaders(options.session, channel);
    if (viaTransfer) {
      const token = options.session.token();
      const groupId = options.session.groupId();
      const envelope: TransferRequest = {
        serviceName: transferServiceName(def.service),
        methodType: def.path,
        paramMap: payload,
        headerMap: { channelSource: channel.source, subChannel: channel.sub, groupId, token },
        header: { tts: now(), token, groupId },
      };
      return { url: `${baseUrl}${TRANSFER_PATH}`, method: 'POST', headers, body: JSON.stringify(envelope) };
    }
    const url = `${baseUrl}${callPath(def)}`;
    if (def.method === 'POST') return { url, method: 'POST', headers, body: JSON.stringify(payload) };
    delete headers['content-type'];
    const qs = new URLSearchParams(scalarEntries(payload)).toString();
    return { url: qs ? `${url}?${qs}` : url, method: 'GET', headers };
  }

  /** Sends a request through the client's fetch. FetchLike's body is typed for JSON; every fetch also sends FormData. */
  const fetchOne = (request: Outgoing, signal: AbortSignal): Promise<Incoming> =>
    options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      signal,
      ...(request.body === undefined ? {} : { body: request.body as string }),
    });

  /** Sends an encrypted (or plain) payload of a call and reads its envelope. */
  async function send<C extends CallDef>(
    call: C,
    payload: Record<string, unknown>,
    callOptions: CallOptions,
  ): Promise<z.output<C['response']>> {
    const request = outgoing(call, payload, mode === 'transfer');
    const limits = {
      signal: callOptions.signal,
      timeoutMs: callOptions.timeoutMs ?? timeoutMs[call.timeout],
    };
    const { status, text } = await underLimits(limits, async (signal) => {
      const response = await fetchOne(request, signal);
      return { status: response.status, text: await response.text() };
    });
    return readEnvelope(call.response, status, text) as z.output<C['response']>;
  }

  /** Runs an entry point, reporting every failure to onError once before it is thrown. */
  async function reported<T>(def: unknown, callOptions: CallOptions, run: () => Promise<T>): Promise<T> {
    const token = options.session.token();
    try {
      return await run();
    } catch (failure) {
      const error = GatewayError.from(failure);
      options.onError?.(error, def as CallDef, callOptions, { token });
      throw error;
    }
  }

  /** Sends a multipart form through the upload transport (real progress) or the client's fetch. */
  function sendForm(
    request: Outgoing & { body: FormData },
    signal: AbortSignal,
    limit: number,
    totalBytes: number,
    onProgress: UploadOptions['onProgress'],
  ): Promise<{ status: number; text(): Promise<string> }> {
    if (options.uploadTransport) {
      return options.uploadTransport({
        url: request.url,
        headers: request.headers,
        body: request.body,
        signal,
        timeoutMs: limit,
        ...(onProgress ? { onProgress } : {}),
      });
    }
    onProgress?.(0, totalBytes);
    return fetchOne(request, signal).then((response) => {
      onProgress?.(totalBytes, totalBytes);
      return response;
    });
  }

  return {
    call: (call, request, callOptions = {}) =>
      reported(call, callOptions, async () =>
        send(call, await encrypted(call, validated(call.request, request)), callOptions),
      ),

    download: (def, request, callOptions = {}) =>
      reported(def, callOptions, async () => {
        const outgoingRequest = outgoing(def, validated(def.request, request), false);
        const limits = {
          signal: callOptions.signal,
          timeoutMs: callOptions.timeoutMs ?? timeoutMs[def.timeout],
        };
        return underLimits(limits, async (signal) => readFile(await fetchOne(outgoingRequest, signal)));
      }),

    upload: (def, fields, file, uploadOptions = {}) =>
      reported(def, uploadOptions, async () => {
        const form = new FormData();
        const entries = scalarEntries(validated(def.fields, fields));
        const headerFields = def.headerFields ?? {};
        for (const [key, value] of entries) if (!(key in headerFields)) form.append(key, value);
        if (file.bytes.byteLength > def.maxBytes)
          throw new GatewayError(def.tooLargeCode ?? ErrorCode.BatchFileTooLarge, undefined, {
            detail: { maxMb: Math.floor(def.maxBytes / (1024 * 1024)) },
          });
        form.append(
          'file',
          new Blob([new Uint8Array(file.bytes)], { type: file.type ?? XLSX_MEDIA_TYPE }),
          file.name,
        );
        const headers = sessionHeaders(options.session, channel);
        delete headers['content-type']; // the transport sets multipart/form-data with its boundary
        // Checked by the server before the body (a capture link's token): sent ahead of it, as headers.
        for (const [key, value] of entries) {
          const header = headerFields[key];
          if (header) headers[header] = value;
        }
        const request = { url: `${baseUrl}${callPath(def)}`, method: 'POST' as const, headers, body: form };
        const limit = uploadOptions.timeoutMs ?? timeoutMs[def.timeout];
        const { status, text } = await underLimits(
          { signal: uploadOptions.signal, timeoutMs: limit },
          async (signal) => {
            const response = await sendForm(
              request,
              signal,
              limit,
              file.bytes.byteLength,
              uploadOptions.onProgress,
            );
            return { status: response.status, text: await response.text() };
          },
        );
        return readEnvelope(def.response, status, text) as z.output<(typeof def)['response']>;
      }),

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
