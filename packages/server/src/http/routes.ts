import {
  account,
  allCalls,
  allDownloads,
  allUploads,
  callPath,
  ErrorCode,
  GatewayError,
  TRANSFER_PATH,
  transferRequestSchema,
  transferServiceName,
  type CallDef,
} from '@funddesk/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes } from '../services/account.js';
import { agreementRoutes } from '../services/agreement.js';
import { assetDownloads, assetRoutes } from '../services/asset.js';
import { batchDownloads, batchRoutes, batchUploads } from '../services/batch.js';
import { favouritesDownloads, favouritesRoutes } from '../services/favourites.js';
import { firstLoginRoutes } from '../services/firstLogin.js';
import { fundToolsRoutes } from '../services/fundTools.js';
import { dividendsRoutes } from '../services/dividends.js';
import { riskMonitorRoutes } from '../services/riskMonitor.js';
import { portfolioRoutes } from '../services/portfolio.js';
import { passwordRoutes } from '../services/password.js';
import { permissionRoutes } from '../services/permission.js';
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
import { requestMeta, type Pipeline, type RequestMeta } from './pipeline.js';

/** The gateway's own calls: the single-use nonce of replay-proof secrets (issue 16 finding 5). */
const gatewayRoutes: readonly Route[] = [
  route(account.secretNonce, (_request, ctx) => issueSecretNonce(ctx.db, ctx.clock)),
];

/** Handlers of every service, in one list. */
const routes: readonly Route[] = [
  ...gatewayRoutes,
  ...accountRoutes,
  ...agreementRoutes,
  ...firstLoginRoutes,
  ...passwordRoutes,
  ...permissionRoutes,
  ...productRoutes,
  ...productExtrasRoutes,
  ...fundToolsRoutes,
  ...dividendsRoutes,
  ...riskMonitorRoutes,
  ...portfolioRoutes,
  ...favouritesRoutes,
  ...tradeRoutes,
  ...tradingRoutes,
  ...batchRoutes,
  ...assetRoutes,
  ...statementRoutes,
  ...supportRoutes,
  ...reviewRoutes,
];
const downloadRoutes: readonly DownloadRoute[] = [
  ...tradeDownloads,
  ...batchDownloads,
  ...assetDownloads,
  ...productDownloads,
  ...productExtrasDownloads,
  ...favouritesDownloads,
  ...statementDownloads,
];
/** Multipart uploads (spec 02 §7 importExcel). */
const uploadRoutes: readonly UploadRoute[] = [...batchUploads];

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

/** Options of {@link registerRoutes}. */
export interface RouteOptions {
  /** Requests per minute per IP on the public POST calls (login and its kin). */
  readonly loginRateLimit: number;
}

/**
 * Registers every call of the contract at its direct path and on the transfer endpoint, every download and
 * every upload, each through the {@link Pipeline}. Business refusals are HTTP 200 with a catalogue code.
 * @see spec 01 §7, §7.1; spec 02 §7 importExcel; DESIGN §4, §7
 */
export function registerRoutes(app: FastifyInstance, pipeline: Pipeline, options: RouteOptions): void {
  const table = new Map(routes.map((r) => [keyOf(r.call), r]));

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

  // Uploads (spec 02 §7 importExcel): the same pipeline — session, organisation, privilege (before the body is
  // read), the form fields through their schema, the handler, the response schema, the envelope.
  for (const { upload, handle } of uploadRoutes) {
    app.route({
      method: 'POST',
      url: callPath(upload),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const meta = requestMeta(request);
        const session = await pipeline.admit(upload, meta, undefined);
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
        const parsed = pipeline.parse(upload.fields, fields);
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
    const direct = requestMeta(request);
    const meta: RequestMeta = {
      ...direct,
      token: direct.token ?? header.token,
      groupHeader: direct.groupHeader ?? header.groupId,
    };
    return reply.send(ok(await invoke(call, paramMap, meta)));
  });
}
