import { t } from '../messages/index.js';
import { isJwtExpiredMessage } from '../session/globalErrors.js';
import { ErrorCode, lookupError, type CatalogueEntry, type ErrorKind } from './catalogue.js';

/**
 * The one error of FundDesk clients and server: a catalogue code with the message to show.
 *
 * Thrown by GatewayClient for every non-0000 envelope, HTTP failure, timeout and network error;
 * thrown by server handlers for business refusals (the server turns it into an envelope in one place).
 * @see spec 01 §8
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  /** Catalogue code: a spec code (A00070 …) or a FundDesk `FD…` code. */
  readonly code: string;
  /** The catalogue row for {@link code}. */
  readonly entry: CatalogueEntry;
  /** HTTP status the gateway answered with, when there was an answer. */
  readonly httpStatus: number | undefined;
  /** Extra data a handler attaches (e.g. `{ remaining: 3 }` for a wrong trade password). */
  readonly detail: Readonly<Record<string, unknown>> | undefined;

  constructor(
    code: string,
    message?: string,
    options?: { httpStatus?: number; detail?: Record<string, unknown>; cause?: unknown },
  ) {
    const entry = lookupError(code);
    super(entry.fixedText || !message ? t(entry.message, numericParams(options?.detail)) : message, {
      cause: options?.cause,
    });
    this.code = code;
    this.entry = entry;
    this.httpStatus = options?.httpStatus;
    this.detail = options?.detail;
  }

  /** The reaction clients take (spec 01 §8). */
  get kind(): ErrorKind {
    return this.entry.kind;
  }

  /**
   * Builds a GatewayError from anything a call can fail with: an envelope, a GatewayError, an
   * AbortError/TimeoutError, or an unknown value.
   */
  static from(failure: unknown): GatewayError {
    if (failure instanceof GatewayError) return failure;
    if (isEnvelopeLike(failure)) {
      const code = failure.header.retCode ?? failure.header.retcode ?? ErrorCode.Internal;
      // spec 01 §8: a message containing "JWT expired" is the session's end, whatever the code.
      if (isJwtExpiredMessage(failure.header.retMessage)) {
        return new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
      }
      const body = failure.body;
      const detail = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
      return new GatewayError(code, failure.header.retMessage, detail ? { detail } : undefined);
    }
    if (failure instanceof Error && (failure.name === 'TimeoutError' || failure.name === 'AbortError')) {
      return new GatewayError(ErrorCode.Timeout, undefined, { cause: failure });
    }
    if (typeof failure === 'string') return new GatewayError(ErrorCode.Internal, failure);
    return new GatewayError(ErrorCode.Network, undefined, { cause: failure });
  }

  /** True when `value` is a GatewayError, optionally with the given code. */
  static is(value: unknown, code?: string): value is GatewayError {
    return value instanceof GatewayError && (code === undefined || value.code === code);
  }
}

function numericParams(
  detail: Record<string, unknown> | undefined,
): Record<string, string | number> | undefined {
  if (!detail) return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

function isEnvelopeLike(
  value: unknown,
): value is { header: { retCode?: string; retcode?: string; retMessage?: string }; body?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'header' in value &&
    typeof value.header === 'object' &&
    value.header !== null
  );
}
