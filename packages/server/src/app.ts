import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import {
  allCalls,
  allDownloads,
  allUploads,
  callPath,
  ErrorCode,
  GatewayError,
  SUCCESS_CODE,
  t,
  TRANSFER_PATH,
  UPLOAD_MAX_BYTES,
  transferRequestSchema,
  variantOfHost,
  transferServiceName,
  type CallDef,
  type Envelope,
} from '@funddesk/core';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createAuthService, resolveSession } from './auth/index.js';
import { isDevToolsEnabled, registerDevTools } from './auth/devTools.js';
import type { Db } from './db/db.js';
import { startDocumentJobs } from './documents/index.js';
import { createMarketService } from './market/index.js';
import { accountRoutes } from './services/account.js';
import { agreementRoutes } from './services/agreement.js';
import { firstLoginRoutes } from './services/firstLogin.js';
import { passwordRoutes } from './services/password.js';
import { assetDownloads, assetRoutes } from './services/asset.js';
import { batchDownloads, batchRoutes, batchUploads } from './services/batch.js';
import { statementDownloads, statementRoutes } from './services/statement.js';
import { productDownloads, productRoutes } from './services/product.js';
import { supportRoutes } from './services/support.js';
import { tradeDownloads, tradeRoutes } from './services/trade.js';
import { initTrade, type BatchPace } from './trade/index.js';
import type {
  Clock,
  DownloadRoute,
  HandlerContext,
  Route,
  ServerServices,
  SessionInfo,
  UploadedFile,
  UploadRoute,
} from './services/types.js';

/** Largest JSON body the gateway accepts (DESIGN §7: size limits on bodies). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Options of {@link buildApp}. */
export interface AppOptions {
  /** A migrated and seeded database (see `openDatabase` in start.ts). */
  db: Db;
  /** The clock; real time by default (DESIGN §5). */
  clock?: Clock;
  /** Folder of the built web app to serve at `/`; the default is packages/web/dist when it exists. */
  webDir?: string | null;
  /** Fastify logging; off by default (tests), on in main.ts. */
  logger?: boolean;
  /** Requests per minute per IP on the login calls; default 30. */
  loginRateLimit?: number;
  /**
   * Check every response body against its schema before sending (default true). Clients check it again on
   * receipt, so turning this off (FUNDDESK_VALIDATE_RESPONSES=off) trades the server-side check for latency.
   */
  validateResponses?: boolean;
  /**
   * The local-only dev tools: dev mailbox, fault switch, agreement publishing (docs/api.md). Default: on
   * unless NODE_ENV is production or FUNDDESK_DEV=0; never on in production.
   */
  devTools?: boolean;
  /**
   * The batch runner's pace between two lines ({@link BatchPace}: milliseconds, or a function awaited after
   * each placed line); default 0. main.ts reads FUNDDESK_BATCH_PACE_MS; tests pass a function to hold a
   * batch half placed (issue 10 §5).
   */
  batchPace?: BatchPace;
}

const realClock: Clock = { now: () => Date.now() };

const defaultWebDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Handlers of every service, in one list. */
const routes: readonly Route[] = [
  ...accountRoutes,
  ...agreementRoutes,
  ...firstLoginRoutes,
  ...passwordRoutes,
  ...productRoutes,
  ...tradeRoutes,
  ...batchRoutes,
  ...assetRoutes,
  ...statementRoutes,
  ...supportRoutes,
];
const downloadRoutes: readonly DownloadRoute[] = [
  ...tradeDownloads,
  ...batchDownloads,
  ...assetDownloads,
  ...productDownloads,
  ...statementDownloads,
];
/** Multipart uploads (spec 02 §7 importExcel). */
const uploadRoutes: readonly UploadRoute[] = [...batchUploads];

/** Contract calls, downloads and uploads that have no handler yet (answered 404 until they do). */
export function unhandledCalls(): string[] {
  const handled = new Set([
    ...routes.map((r) => `${r.call.service}/${r.call.path}`),
    ...downloadRoutes.map((r) => `${r.download.service}/${r.download.path}`),
    ...uploadRoutes.map((r) => `${r.upload.service}/${r.upload.path}`),
  ]);
  return [...allCalls, ...allDownloads, ...allUploads]
    .map((c) => `${c.service}/${c.path}`)
    .filter((key) => !handled.has(key));
}

/** A success envelope (DESIGN §4). */
const ok = <T>(body: T): Envelope<T> => ({
  header: { retCode: SUCCESS_CODE, retMessage: t('common.success') },
  body,
});

/** The envelope and HTTP status of a failure; the one place errors become envelopes (STYLE "one error model"). */
function failure(error: GatewayError): { status: number; envelope: Envelope<Record<string, unknown>> } {
  return {
    status: error.httpStatus ?? error.entry.httpStatus,
    envelope: {
      header: { retCode: error.code, retMessage: error.message },
      body: (error.detail as Record<string, unknown>) ?? null,
    },
  };
}

const bearer = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
};

/** A readable Chinese summary of a schema failure: which fields were refused. */
function badRequest(issues: readonly { path: readonly PropertyKey[] }[]): GatewayError {
  const fields = [...new Set(issues.map((i) => i.path.map(String).join('.') || '(body)'))].slice(0, 5);
  return new GatewayError(ErrorCode.BadRequest, `${t('error.badRequest')}：${fields.join('、')}`, {
    httpStatus: 400,
  });
}

/**
 * Builds the local gateway: every call of the core contract registered at its path and on the transfer
 * endpoint, the web app served at `/`.
 *
 * Every request goes through one pipeline: session (401 when missing or expired) -> organisation scope
 * (x-gno must be the session's organisation) -> privilege code -> schema validation -> handler -> response
 * schema -> envelope. Business refusals are HTTP 200 with a catalogue code (DESIGN §4).
 * @see spec 01 §7, §8; DESIGN §4, §7
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const clock = options.clock ?? realClock;
  const [auth, market] = await Promise.all([createAuthService(db), createMarketService({ db, clock })]);
  const services: ServerServices = { auth, market };
  const table = new Map(routes.map((r) => [`${r.call.service}/${r.call.path}`, r]));
  const validateResponses = options.validateResponses ?? true;

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: false });
  startDocumentJobs(app, { db, clock, services }); // generated files: resume on ready, settle on close
  initTrade(app, { db, clock, services, pace: options.batchPace }); // trade engine: resume batches on ready, confirm timer, stop on close

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(fastifyRateLimit, { global: false });
  // Uploads are streamed part by part: one file of at most the upload's maxBytes, a few small text fields.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });
  registerDevTools(app, {
    db,
    clock,
    enabled: isDevToolsEnabled() && (options.devTools ?? true),
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    let gatewayError: GatewayError;
    const fastifyCode = (error as { code?: string }).code;
    if (error instanceof GatewayError) gatewayError = error;
    else if (fastifyCode === 'FST_REQ_FILE_TOO_LARGE' || fastifyCode === 'FST_FILES_LIMIT') {
      // An upload over its limit, or a second file (spec 02 §7 importExcel: one file of at most 10 MB).
      gatewayError = new GatewayError(ErrorCode.BatchFileTooLarge);
    } else if (
      fastifyCode === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      fastifyCode === 'FST_PARTS_LIMIT' ||
      fastifyCode === 'FST_FIELDS_LIMIT' ||
      fastifyCode === 'FST_PROTO_VIOLATION'
    ) {
      gatewayError = new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    } else if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      gatewayError = new GatewayError(ErrorCode.BodyTooLarge);
    } else if (
      fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error as { statusCode?: number }).statusCode === 400
    ) {
      gatewayError = new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    } else if ((error as { statusCode?: number }).statusCode === 429) {
      gatewayError = new GatewayError(ErrorCode.RateLimited);
    } else {
      request.log.error(error);
      gatewayError = new GatewayError(ErrorCode.Internal);
    }
    const { status, envelope } = failure(gatewayError);
    return reply.status(status).send(envelope);
  });

  /** Authorises a caller for a call or download: session, organisation scope, privilege (DESIGN §7). */
  async function authorise(
    call: Pick<CallDef, 'auth' | 'privilege'>,
    token: string | undefined,
    groupHeader: string | undefined,
  ): Promise<SessionInfo | null> {
    let session: SessionInfo | null = null;
    if (call.auth !== 'public') {
      if (!token) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
      session = await resolveSession(db, clock, token);
      if (groupHeader && groupHeader !== session.groupId) throw new GatewayError(ErrorCode.OrgForbidden);
      if (call.auth === 'group' && (!session.groupId || !session.groupIds.has(session.groupId))) {
        throw new GatewayError(ErrorCode.OrgForbidden);
      }
      if (call.privilege && !session.privileges.has(call.privilege))
        throw new GatewayError(ErrorCode.Forbidden);
    }
    return session;
  }

  /**
   * A handler's context; the variant comes from the Host header exactly as the web reads its location
   * (spec 01 §1).
   */
  const contextOf = (session: SessionInfo | null, ip: string, host: string | undefined): HandlerContext => ({
    db,
    clock,
    session,
    ip,
    services,
    variant: variantOfHost(host),
  });

  /** A handler's result through its response schema when responses are validated; FD5000 when it breaks it. */
  function checkedResponse(def: Pick<CallDef, 'name' | 'response'>, body: unknown): unknown {
    if (!validateResponses) return body;
    const checked = def.response.safeParse(body);
    if (!checked.success) {
      app.log.error(
        { call: def.name, issues: checked.error.issues.slice(0, 5) },
        'response breaks the contract',
      );
      throw new GatewayError(ErrorCode.Internal);
    }
    return checked.data;
  }

  /** Runs one call through the pipeline. */
  async function invoke(
    call: CallDef,
    payload: unknown,
    token: string | undefined,
    groupHeader: string | undefined,
    ip: string,
    host: string | undefined,
  ): Promise<unknown> {
    const session = await authorise(call, token, groupHeader);
    // Validated after authorisation, so that a caller without a session learns nothing about the schema.
    const parsed = call.request.safeParse(payload ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues);
    const handler = table.get(`${call.service}/${call.path}`);
    if (!handler) throw new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
    const body = await handler.handle(parsed.data, contextOf(session, ip, host));
    return checkedResponse(call, body);
  }

  const headerOf = (request: FastifyRequest, name: string): string | undefined => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

  for (const call of allCalls) {
    const isLogin = call.auth === 'public' && call.method === 'POST';
    app.route({
      method: call.method,
      url: callPath(call),
      ...(isLogin
        ? { config: { rateLimit: { max: options.loginRateLimit ?? 30, timeWindow: '1 minute' } } }
        : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const payload = call.method === 'GET' ? request.query : request.body;
        const body = await invoke(
          call,
          payload,
          bearer(headerOf(request, 'authorization')),
          headerOf(request, 'x-gno'),
          request.ip,
          headerOf(request, 'host'),
        );
        return reply.send(ok(body));
      },
    });
  }

  for (const { download, handle } of downloadRoutes) {
    app.route({
      method: download.method,
      url: callPath(download),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const session = await authorise(
          download,
          bearer(headerOf(request, 'authorization')),
          headerOf(request, 'x-gno'),
        );
        const parsed = download.request.safeParse(
          (download.method === 'GET' ? request.query : request.body) ?? {},
        );
        if (!parsed.success) throw badRequest(parsed.error.issues);
        const file = await handle(parsed.data, contextOf(session, request.ip, headerOf(request, 'host')));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes));
      },
    });
  }

  // Uploads (spec 02 §7 importExcel): the same pipeline — session, organisation, privilege (before the body is
  // read), the form fields through their schema, the handler, the response schema, the envelope.
  for (const { upload, handle } of uploadRoutes) {
    app.route({
      method: 'POST',
      url: callPath(upload),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const session = await authorise(
          upload,
          bearer(headerOf(request, 'authorization')),
          headerOf(request, 'x-gno'),
        );
        if (!request.isMultipart()) {
          throw new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
        }
        const fields: Record<string, string> = {};
        let file: UploadedFile | null = null;
        for await (const part of request.parts({ limits: { fileSize: upload.maxBytes } })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer(); // FST_REQ_FILE_TOO_LARGE past maxBytes
            if (part.fieldname !== 'file') throw badRequest([{ path: [part.fieldname] }]);
            file = { fileName: part.filename, mimeType: part.mimetype, bytes: new Uint8Array(bytes) };
          } else fields[part.fieldname] = String(part.value);
        }
        if (!file) throw badRequest([{ path: ['file'] }]);
        const parsed = upload.fields.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues);
        const body = await handle(
          parsed.data,
          file,
          contextOf(session, request.ip, headerOf(request, 'host')),
        );
        return reply.send(ok(checkedResponse(upload, body)));
      },
    });
  }

  // The gateway's transfer endpoint dispatches to the same handlers (spec 01 §7.1, DESIGN §4).
  const byTransferName = new Map<string, CallDef>();
  for (const call of allCalls) byTransferName.set(`${transferServiceName(call.service)} ${call.path}`, call);
  app.post(TRANSFER_PATH, async (request, reply) => {
    const parsed = transferRequestSchema.safeParse(request.body);
    if (!parsed.success) throw badRequest(parsed.error.issues);
    const { serviceName, methodType, paramMap, header } = parsed.data;
    const call = byTransferName.get(`${serviceName} ${methodType}`);
    if (!call) throw new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
    const token = bearer(headerOf(request, 'authorization')) ?? header.token;
    const body = await invoke(
      call,
      paramMap,
      token,
      headerOf(request, 'x-gno') ?? header.groupId,
      request.ip,
      headerOf(request, 'host'),
    );
    return reply.send(ok(body));
  });

  const webDir = options.webDir === undefined ? defaultWebDir : options.webDir;
  if (webDir && existsSync(webDir)) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/', index: ['index.html'] });
  }

  app.setNotFoundHandler((request, reply) => {
    const { status, envelope } = failure(
      new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 }),
    );
    void request;
    return reply.status(status).send(envelope);
  });

  return app;
}
