import { createHash } from 'node:crypto';
import {
  account,
  allCalls,
  allDownloads,
  allUploads,
  callPath,
  doubleRecord,
  ErrorCode,
  GatewayError,
  TRANSFER_PATH,
  transferRequestSchema,
  transferServiceName,
  type CallDef,
  type UploadDef,
} from '@funddesk/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orgRecordDownloads, orgRecordRoutes, orgRecordUploads } from '../account/orgRecord.js';
import { orgReviewRoutes } from '../account/orgReview.js';
import { orgTradeInfoRoutes } from '../account/orgTradeInfo.js';
import { accountRoutes } from '../services/account.js';
import { agreementRoutes } from '../services/agreement.js';
import { assetDownloads, assetRoutes } from '../services/asset.js';
import { batchDownloads, batchRoutes, batchUploads } from '../services/batch.js';
import { cockpitDownloads, cockpitRoutes } from '../services/cockpit.js';
import {
  doubleRecordCaptureCalls,
  doubleRecordDownloads,
  doubleRecordRoutes,
  doubleRecordUploads,
} from '../private/doubleRecord.js';
import { favouritesDownloads, favouritesRoutes } from '../services/favourites.js';
import { firstLoginRoutes } from '../services/firstLogin.js';
import { fundToolsRoutes } from '../services/fundTools.js';
import { privateFundsRoutes } from '../services/privateFunds.js';
import { dividendsRoutes } from '../services/dividends.js';
import { riskMonitorRoutes } from '../services/riskMonitor.js';
import { crsRoutes } from '../account/crs.js';
import { hostingRoutes } from '../account/hosting.js';
import { managerProductRoutes } from '../account/products.js';
import { riskRoutes } from '../account/risk.js';
import { portfolioRoutes } from '../services/portfolio.js';
import { passwordRoutes } from '../services/password.js';
import { permissionRoutes } from '../services/permission.js';
import { personalInfoRoutes, personalInfoUploads } from '../services/personalInfo.js';
import { privateTradeDownloads, privateTradeRoutes } from '../services/privateTrade.js';
import { privateTradePathRoutes } from '../private/tradePaths.js';
import { productDownloads, productRoutes } from '../services/product.js';
import { productExtrasDownloads, productExtrasRoutes } from '../services/productExtras.js';
import { reviewRoutes } from '../services/review.js';
import { statementDownloads, statementRoutes } from '../services/statement.js';
import { supportRoutes } from '../services/support.js';
import { tradeDownloads, tradeRoutes } from '../services/trade.js';
import { tradingRoutes } from '../services/trading.js';
import {
  route,
  type DownloadRoute,
  type Route,
  type UploadedFile,
  type UploadRoute,
} from '../services/types.js';
import { issueSecretNonce } from '../auth/secretNonces.js';
import { badRequest, ok } from './errors.js';
import { headerOf, requestMeta, type Pipeline, type RequestMeta } from './pipeline.js';

/** The gateway's own calls: the single-use nonce of replay-proof secrets (issue 16 finding 5). */
const gatewayRoutes: readonly Route[] = [
  route(account.secretNonce, (_request, ctx) => issueSecretNonce(ctx.db, ctx.clock)),
];

/** Handlers of every service, in one list. */
const routes: readonly Route[] = [
  ...gatewayRoutes,
  ...doubleRecordRoutes,
  ...accountRoutes,
  ...agreementRoutes,
  ...firstLoginRoutes,
  ...passwordRoutes,
  ...permissionRoutes,
  ...personalInfoRoutes,
  ...productRoutes,
  ...productExtrasRoutes,
  ...fundToolsRoutes,
  ...privateFundsRoutes,
  ...dividendsRoutes,
  ...riskMonitorRoutes,
  ...riskRoutes,
  ...crsRoutes,
  ...hostingRoutes,
  ...managerProductRoutes,
  ...portfolioRoutes,
  ...favouritesRoutes,
  ...tradeRoutes,
  ...tradingRoutes,
  ...privateTradeRoutes,
  ...privateTradePathRoutes,
  ...batchRoutes,
  ...assetRoutes,
  ...cockpitRoutes,
  ...statementRoutes,
  ...supportRoutes,
  ...reviewRoutes,
  ...orgRecordRoutes,
  ...orgReviewRoutes,
  ...orgTradeInfoRoutes,
];
const downloadRoutes: readonly DownloadRoute[] = [
  ...tradeDownloads,
  ...privateTradeDownloads,
  ...doubleRecordDownloads,
  ...batchDownloads,
  ...assetDownloads,
  ...cockpitDownloads,
  ...productDownloads,
  ...productExtrasDownloads,
  ...favouritesDownloads,
  ...statementDownloads,
  ...orgRecordDownloads,
];
/** Multipart uploads (spec 02 §7 importExcel). */
const uploadRoutes: readonly UploadRoute[] = [
  ...batchUploads,
  ...doubleRecordUploads,
  ...personalInfoUploads,
  ...orgRecordUploads,
];

const keyOf = (def: Pick<CallDef, 'service' | 'path'>): string => `${def.service}/${def.path}`;

/** Contract calls, downloads and uploads that have no handler yet (answered 404 until they do). */
export function unhandledCalls(): string[] {
  const handled = new Set([
    ...routes.map((r) => keyOf(r.call)),
    ...downloadRoutes.map((r) => keyOf(r.download)),
    ...uploadRoutes.map((r) => keyOf(r.upload)),
  ]);
  return [...allCalls, ...allDownloads, ...allUploads].map(keyOf).filter((key) => !handled.has(key));
}

/**
 * The bytes of an upload's file part, rejected as soon as the part passes `maxBytes` (the stream's `limit` event),
 * not when the part ends: the upload's own code when it has one (issue 13 recordings, issue 15 ID images) with
 * `maxMb`, else FD4704.
 * @see spec 02 §7 (importExcel, doubleRecordUpload: multipart), DESIGN §7 (size limits)
 */
function readFilePart(stream: NodeJS.ReadableStream, upload: UploadDef): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('limit', () => {
      chunks.length = 0;
      reject(
        new GatewayError(upload.tooLargeCode ?? ErrorCode.BatchFileTooLarge, undefined, {
          detail: { maxMb: Math.floor(upload.maxBytes / (1024 * 1024)) },
        }),
      );
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * Room the multipart framing and the text fields take beside the file in an upload's declared Content-Length,
 * bytes: a body declaring more than `maxBytes` plus this is refused before it is read.
 */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The declared Content-Length of an upload against its limit, before the body is read (the part's own limit
 * still stops a body that declares less or nothing, chunked).
 * @throws GatewayError the upload's tooLargeCode (FD4704 by default) with `maxMb`
 */
function checkDeclaredLength(request: FastifyRequest, upload: UploadDef): void {
  const declared = Number(headerOf(request, 'content-length') ?? '0');
  if (declared > upload.maxBytes + MULTIPART_OVERHEAD_BYTES)
    throw new GatewayError(upload.tooLargeCode ?? ErrorCode.BatchFileTooLarge, undefined, {
      detail: { maxMb: Math.floor(upload.maxBytes / (1024 * 1024)) },
    });
}

/**
 * An upload's `headerFields` (field name -> value) as sent, read before the body.
 * @throws GatewayError BadRequest (FD0400, HTTP 400) naming a missing one
 */
function headerFieldsOf(request: FastifyRequest, upload: UploadDef): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, header] of Object.entries(upload.headerFields ?? {})) {
    const value = headerOf(request, header);
    if (value === undefined) throw badRequest([{ path: [field] }]);
    values[field] = value;
  }
  return values;
}

/** Requests per minute to the public capture calls (private/doubleRecord.ts doubleRecordCaptureCalls). */
export interface CaptureRateLimit {
  /** From one IP, per kind (reads of doubleRecordCaptureInfo; uploads). */
  readonly perIp: number;
  /** With one link token, per kind. */
  readonly perToken: number;
}

/**
 * The capture calls' limits by default (docs/security.md "Public capture calls"): a person's flow makes a few
 * uploads and polls the record every 5 s (12 reads a minute, twice with the phone and the PC open); an office
 * behind one address may have several people capturing at once.
 */
export const CAPTURE_RATE_LIMIT: CaptureRateLimit = { perIp: 120, perToken: 60 };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The link token of a capture request: the upload's header, the read's query, or the transfer's paramMap. */
function linkTokenOf(request: FastifyRequest): string {
  const query = request.query as { token?: unknown } | undefined;
  const body = request.body as { paramMap?: { token?: unknown } } | undefined;
  const token =
    headerOf(request, doubleRecord.LINK_TOKEN_HEADER) ??
    query?.token ??
    (typeof body === 'object' && body !== null ? body.paramMap?.token : undefined);
  return typeof token === 'string' ? token : '';
}

/** A request check of the capture calls' rate limit (reads or uploads). */
type CaptureLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The capture calls' rate limits, per IP and per link token (counted apart for reads and uploads), through the
 * app's @fastify/rate-limit store (db/rateLimitStore.ts: in the database, so that every instance shares the
 * counts, DESIGN §10). The token is counted by its hash: the rate_limits table never holds a live token.
 * @throws GatewayError RateLimited (FD2002, HTTP 429, with Retry-After) over either limit
 * @see docs/security.md "Public capture calls"; issue 13 §5
 */
function captureLimits(
  app: FastifyInstance,
  limits: CaptureRateLimit,
): Record<'read' | 'upload', CaptureLimit> {
  const make = (kind: 'read' | 'upload'): CaptureLimit => {
    const byIp = app.createRateLimit({
      max: limits.perIp,
      timeWindow: '1 minute',
      keyGenerator: (request) => `capture ${kind} ip ${request.ip}`,
    });
    const byToken = app.createRateLimit({
      max: limits.perToken,
      timeWindow: '1 minute',
      keyGenerator: (request) => `capture ${kind} token ${sha256(linkTokenOf(request))}`,
    });
    return async (request, reply) => {
      for (const limiter of [byIp, byToken]) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          void reply.header('retry-after', String(result.ttlInSeconds));
          throw new GatewayError(ErrorCode.RateLimited);
        }
      }
    };
  };
  return { read: make('read'), upload: make('upload') };
}

/** Options of {@link registerRoutes}. */
export interface RouteOptions {
  /** Requests per minute per IP on the public POST calls (login and its kin). */
  readonly loginRateLimit: number;
  /** The public capture calls' limits; {@link CAPTURE_RATE_LIMIT} by default. */
  readonly captureRateLimit?: CaptureRateLimit;
}

/**
 * Registers every call of the contract at its direct path and on the transfer endpoint, every download and
 * every upload, each through the {@link Pipeline}. Business refusals are HTTP 200 with a catalogue code.
 * @see spec 01 §7, §7.1; spec 02 §7 importExcel; DESIGN §4, §7
 */
export function registerRoutes(app: FastifyInstance, pipeline: Pipeline, options: RouteOptions): void {
  const table = new Map(routes.map((r) => [keyOf(r.call), r]));
  const captureCalls = new Set(doubleRecordCaptureCalls.map(keyOf));
  const limitCapture = captureLimits(app, options.captureRateLimit ?? CAPTURE_RATE_LIMIT);

  /** Runs one call through the pipeline: admit, parse, handler, response schema. */
  async function invoke(call: CallDef, payload: unknown, meta: RequestMeta): Promise<unknown> {
    const session = await pipeline.admit(call, meta, payload);
    const request = await pipeline.openSecrets(call, pipeline.parse(call.request, payload));
    const handler = table.get(keyOf(call));
    if (!handler) throw new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
    const body = await handler.handle(request, pipeline.contextOf(session, meta));
    return pipeline.checkedResponse(call, body);
  }

  for (const call of allCalls) {
    const isLogin = call.auth === 'public' && call.method === 'POST';
    app.route({
      method: call.method,
      url: callPath(call),
      ...(isLogin ? { config: { rateLimit: { max: options.loginRateLimit, timeWindow: '1 minute' } } } : {}),
      ...(captureCalls.has(keyOf(call)) ? { onRequest: limitCapture.read } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const payload = call.method === 'GET' ? request.query : request.body;
        return reply.send(ok(await invoke(call, payload, requestMeta(request))));
      },
    });
  }

  for (const { download, handle } of downloadRoutes) {
    app.route({
      method: download.method,
      url: callPath(download),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const meta = requestMeta(request);
        const payload = download.method === 'GET' ? request.query : request.body;
        const session = await pipeline.admit(download, meta, payload);
        const parsed = pipeline.parse(download.request, payload);
        const file = await handle(parsed, pipeline.contextOf(session, meta));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes));
      },
    });
  }

  // Uploads (spec 02 §7 importExcel): the same pipeline — session, organisation, privilege, the declared length
  // and the header fields with the route's own check (a capture link's token), all before the body is read; then
  // the form fields through their schema, the handler, the response schema, the envelope. An answer sent before
  // the body was read whole closes the connection: Node would otherwise read the rest (up to the declared
  // length) to keep the connection alive, which is what a refusal is meant to spare (docs/security.md).
  for (const { upload, handle, beforeBody } of uploadRoutes) {
    app.route({
      method: 'POST',
      url: callPath(upload),
      ...(captureCalls.has(keyOf(upload)) ? { onRequest: limitCapture.upload } : {}),
      onSend: async (request, reply, payload) => {
        if (!request.raw.complete) void reply.header('connection', 'close');
        return payload;
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const meta = requestMeta(request);
        const session = await pipeline.admit(upload, meta, undefined);
        checkDeclaredLength(request, upload);
        const headerFields = headerFieldsOf(request, upload);
        if (beforeBody) await beforeBody(headerFields, pipeline.contextOf(session, meta));
        if (!request.isMultipart()) {
          throw new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
        }
        const fields: Record<string, string> = {};
        let file: UploadedFile | null = null;
        try {
          for await (const part of request.parts({ limits: { fileSize: upload.maxBytes } })) {
            if (part.type === 'file') {
              const bytes = await readFilePart(part.file, upload);
              if (part.fieldname !== 'file') throw badRequest([{ path: [part.fieldname] }]);
              file = { fileName: part.filename, mimeType: part.mimetype, bytes: new Uint8Array(bytes) };
            } else fields[part.fieldname] = String(part.value);
          }
        } catch (error) {
          // A refused body (too large, malformed) is not read to its end: the answer closes the connection, so
          // that a 2 GB upload stops at the limit instead of being drained (issue 13 bad input).
          void reply.header('connection', 'close');
          // Only the multipart parser and the file's stream throw here. Their own refusals carry a code (Fastify's
          // FST_*, mapped by gatewayErrorOf); a plain Error is the parser finding the body cut short or malformed
          // ("Part terminated early", "Unexpected end of form"): the client's fault, FD0400, never FD5000.
          if (error instanceof GatewayError || (error as { code?: unknown }).code !== undefined) throw error;
          request.log.info({ err: error }, 'malformed multipart body');
          throw new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
        }
        if (!file) throw badRequest([{ path: ['file'] }]);
        // The header fields are the ones checked before the body: a form part of the same name does not replace them.
        const parsed = pipeline.parse(upload.fields, { ...fields, ...headerFields });
        const body = await handle(parsed, file, pipeline.contextOf(session, meta));
        return reply.send(ok(pipeline.checkedResponse(upload, body)));
      },
    });
  }

  // The gateway's transfer endpoint dispatches to the same handlers (spec 01 §7.1, DESIGN §4).
  const byTransferName = new Map<string, CallDef>();
  for (const call of allCalls) byTransferName.set(`${transferServiceName(call.service)} ${call.path}`, call);
  app.post(TRANSFER_PATH, async (request, reply) => {
    const { serviceName, methodType, paramMap, header } = pipeline.parse(transferRequestSchema, request.body);
    const call = byTransferName.get(`${serviceName} ${methodType}`);
    if (!call) throw new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
    if (captureCalls.has(keyOf(call))) await limitCapture.read(request, reply);
    const direct = requestMeta(request);
    const meta: RequestMeta = {
      ...direct,
      token: direct.token ?? header.token,
      groupHeader: direct.groupHeader ?? header.groupId,
    };
    return reply.send(ok(await invoke(call, paramMap, meta)));
  });
}
