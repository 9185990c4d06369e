import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES } from '@funddesk/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuthService } from './auth/index.js';
import { isDevToolsEnabled, registerDevTools } from './auth/devTools.js';
import type { Db } from './db/db.js';
import { dbRateLimitStore } from './db/rateLimitStore.js';
import { startDocumentJobs } from './documents/index.js';
import { frameworkErrorReply, registerErrorHandlers } from './http/errors.js';
import { registerHardening } from './http/hardening.js';
import { registerCompression, registerWebApp } from './http/webApp.js';
import { createPipeline } from './http/pipeline.js';
import { registerRoutes } from './http/routes.js';
import { registerOpenApi } from './http/openapi.js';
import { createMarketService } from './market/index.js';
import type { Clock, ServerServices } from './services/types.js';
import { initTrade, type BatchPace } from './trade/index.js';

export { unhandledCalls } from './http/routes.js';

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
   * The local-only dev tools: dev mailbox, fault switch, agreement publishing (docs/api.md), served to
   * loopback peers only. Default: off unless FUNDDESK_DEV_TOOLS=1 (and NODE_ENV is not production); tests
   * pass true (DESIGN §7, docs/security.md).
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

/**
 * Builds the local gateway: every call of the core contract registered at its path and on the transfer
 * endpoint, the web app served at `/`.
 *
 * Every request goes through one pipeline (http/pipeline.ts): session (401 when missing or expired) ->
 * organisation scope (x-gno must be the session's organisation) -> privilege code -> request checks ->
 * schema validation -> handler -> response schema -> envelope. Business refusals are HTTP 200 with a
 * catalogue code; errors become envelopes in one place (http/errors.ts).
 * @see spec 01 §7, §8; DESIGN §4, §7
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const clock = options.clock ?? realClock;
  const [auth, market] = await Promise.all([createAuthService(db), createMarketService({ db, clock })]);
  const services: ServerServices = { auth, market };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    frameworkErrors: frameworkErrorReply, // undecodable URLs: 400 FD2000, not Fastify's JSON (issue 16 §7)
  });
  startDocumentJobs(app, { db, clock, services }); // generated files: resume on ready, settle on close
  initTrade(app, { db, clock, services, pace: options.batchPace }); // trade engine: resume batches on ready, confirm timer, stop on close

  await registerCompression(app); // brotli/gzip on every text answer, before the routes (issue 17 §1)
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'], // the double-record review plays a fetched recording (issue 13 §5)
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
  });
  // Counts live in the database, so that every instance on one database shares them (DESIGN §10).
  await app.register(fastifyRateLimit, { global: false, store: dbRateLimitStore(db, clock) });
  // Uploads are streamed part by part: one file of at most the upload's maxBytes, a few small text fields.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });
  registerDevTools(app, {
    db,
    clock,
    enabled: options.devTools ?? isDevToolsEnabled(),
  });
  registerErrorHandlers(app);
  registerHardening(app); // no control characters in strings, no-store on JSON answers (issue 16 §7, §8)

  const pipeline = createPipeline({
    db,
    clock,
    services,
    validateResponses: options.validateResponses ?? true,
    log: app.log,
  });
  registerRoutes(app, pipeline, { loginRateLimit: options.loginRateLimit ?? 30 });
  registerOpenApi(app); // /openapi.json and its reference page /openapi/ (issue 18 §2)

  const webDir = options.webDir === undefined ? defaultWebDir : options.webDir;
  if (webDir && existsSync(webDir)) {
    await registerWebApp(app, webDir); // precompressed files, long caching of hashed assets (issue 17 §1)
  }
  return app;
}
