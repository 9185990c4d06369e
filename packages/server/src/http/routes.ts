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
  type UploadDef,
} from '@funddesk/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orgRecordDownloads, orgRecordRoutes, orgRecordUploads } from '../account/orgRecord.js';
import { orgReviewRoutes } from '../account/orgReview.js';
import { accountRoutes } from '../services/account.js';
import { agreementRoutes } from '../services/agreement.js';
import { assetDownloads, assetRoutes } from '../services/asset.js';
import { batchDownloads, batchRoutes, batchUploads } from '../services/batch.js';
import {
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
  ...batchRoutes,
  ...assetRoutes,
  ...statementRoutes,
  ...supportRoutes,
  ...reviewRoutes,
  ...orgRecordRoutes,
  ...orgReviewRoutes,
];
const downloadRoutes: readonly DownloadRoute[] = [
  ...tradeDownloads,
  ...privateTradeDownloads,
  ...doubleRecordDownloads,
  ...batchDownloads,
  ...assetDownloads,
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
          throw error;
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
