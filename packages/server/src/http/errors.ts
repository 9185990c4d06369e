import { ErrorCode, GatewayError, SUCCESS_CODE, t, type Envelope } from '@funddesk/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A success envelope: `{ header: { retCode: SUCCESS_CODE, retMessage }, body }`.
 * @see DESIGN §4
 */
export const ok = <T>(body: T): Envelope<T> => ({
  header: { retCode: SUCCESS_CODE, retMessage: t('common.success') },
  body,
});

/**
 * The envelope and HTTP status of a failure; the one place errors become envelopes (STYLE "one error
 * model"). The status is the error's own (`httpStatus`) or its catalogue entry's.
 * @see DESIGN §4
 */
export function failure(error: GatewayError): {
  status: number;
  envelope: Envelope<Record<string, unknown>>;
} {
  return {
    status: error.httpStatus ?? error.entry.httpStatus,
    envelope: {
      header: { retCode: error.code, retMessage: error.message },
      body: (error.detail as Record<string, unknown>) ?? null,
    },
  };
}

/**
 * A schema failure as BadRequest (FD0400, HTTP 400) with a readable Chinese summary of which fields were
 * refused (at most five, `(body)` for the body itself).
 */
export function badRequest(issues: readonly { path: readonly PropertyKey[] }[]): GatewayError {
  const fields = [...new Set(issues.map((i) => i.path.map(String).join('.') || '(body)'))].slice(0, 5);
  return new GatewayError(ErrorCode.BadRequest, `${t('error.badRequest')}：${fields.join('、')}`, {
    httpStatus: 400,
  });
}

/**
 * Any error thrown while serving a request as a catalogue error: a GatewayError as it is, Fastify's own
 * refusals (body or upload limits, bad media types, malformed JSON, rate limits) as their codes, and
 * anything else as Internal (FD5000, logged; its text never reaches the client).
 * @see DESIGN §4, §7; spec 02 §7 importExcel (one file of at most 10 MB)
 */
export function gatewayErrorOf(error: unknown, log: FastifyBaseLogger): GatewayError {
  if (error instanceof GatewayError) return error;
  const fastifyCode = (error as { code?: string }).code ?? '';
  const statusCode = (error as { statusCode?: number }).statusCode;
  switch (fastifyCode) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      // An upload over its limit, or a second file.
      return new GatewayError(ErrorCode.BatchFileTooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new GatewayError(ErrorCode.BodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    default:
      break;
  }
  if (statusCode === 400) return new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
  // The static files' refusals: `send` answers 403 for a path that climbs out of the root once decoded
  // (`/..%5c..%5cx`) and 404 for what it will not serve. Both are "no such page" (issue 16 finding 7).
  if (statusCode === 403 || statusCode === 404) {
    return new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 });
  }
  if (statusCode === 429) return new GatewayError(ErrorCode.RateLimited);
  log.error(error);
  return new GatewayError(ErrorCode.Internal);
}

/**
 * Fastify's `frameworkErrors` option: the refusals Fastify makes before routing (a URL whose percent
 * escapes do not decode, `/%ZZ`, `/%c0%ae`: FST_ERR_BAD_URL) answer through {@link gatewayErrorOf} as
 * the others do — 400 FD2000 in an envelope — instead of Fastify's own JSON (issue 16 finding 7).
 */
export function frameworkErrorReply(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, envelope } = failure(gatewayErrorOf(error, request.log));
  // Sent before the hooks of any route run, so the no-store of http/hardening.ts is set here (finding 8).
  void reply.status(status).header('cache-control', 'no-store').send(envelope);
}

/**
 * Installs the app's error handler (every thrown error becomes an envelope through {@link gatewayErrorOf}
 * and {@link failure}) and its not-found handler (NotFound, HTTP 404).
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const { status, envelope } = failure(gatewayErrorOf(error, request.log));
    return reply.status(status).send(envelope);
  });
  app.setNotFoundHandler((_request, reply) => {
    const { status, envelope } = failure(
      new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 }),
    );
    return reply.status(status).send(envelope);
  });
}
