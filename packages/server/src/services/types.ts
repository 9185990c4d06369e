import type {
  CallDef,
  CallParsedRequest,
  CallResponse,
  DownloadDef,
  DownloadedFile,
  UploadDef,
  VariantId,
} from '@funddesk/core';
import { ErrorCode, GatewayError } from '@funddesk/core';
import type { z } from 'zod';
import type { Db } from '../db/db.js';
import type { ServerServices } from '../serverServices.js';
import type { Clock, SessionInfo } from '../types.js';

export type { Clock, SessionInfo } from '../types.js';
export type { ServerServices } from '../serverServices.js';

/**
 * The session of a handler of a non-public call.
 * @throws GatewayError SessionExpired (HTTP 401) without one
 */
export function sessionOf(ctx: HandlerContext): SessionInfo {
  if (!ctx.session) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  return ctx.session;
}

/**
 * The session of a `group` call, which acts for an organisation (the pipeline has checked the scope).
 * @throws GatewayError OrgForbidden (FD1004) without a session or an organisation
 */
export function groupSessionOf(ctx: HandlerContext): SessionInfo & { groupId: string } {
  const session = ctx.session;
  if (!session?.groupId) throw new GatewayError(ErrorCode.OrgForbidden);
  return session as SessionInfo & { groupId: string };
}

/**
 * The session's organisation, which must be one of the person's.
 * @throws GatewayError SessionExpired (401) without a session; OrgForbidden (FD1004) without an organisation
 */
export function sessionGroup(ctx: HandlerContext): string {
  const session = sessionOf(ctx);
  if (!session.groupId || !session.groupIds.has(session.groupId))
    throw new GatewayError(ErrorCode.OrgForbidden);
  return session.groupId;
}

/** What every handler receives besides its validated request. */
export interface HandlerContext {
  readonly db: Db;
  readonly clock: Clock;
  /** The caller's session; null only for `public` calls. */
  readonly session: SessionInfo | null;
  /** The caller's client IP (for rate limits and logs). */
  readonly ip: string;
  /** Server-side services shared by handlers (market data, keys …). */
  readonly services: ServerServices;
  /**
   * The front-end variant of the request, from its Host header (spec 01 §1: `siku.` hosts and the local
   * enterprise port are the enterprise variant); absent in contexts built outside a request.
   */
  readonly variant?: VariantId;
}

/**
 * A handler of one contract call: receives the request as its schema parsed it and returns the body.
 * Business refusals throw `GatewayError` with a catalogue code; the app turns them into envelopes.
 */
export type Handler<C extends CallDef> = (
  request: CallParsedRequest<C>,
  ctx: HandlerContext,
) => Promise<CallResponse<C>>;

/** A handler bound to its call. */
export interface Route<C extends CallDef = CallDef> {
  readonly call: C;
  readonly handle: Handler<C>;
}

/** Binds a handler to its call with full typing. */
export function route<C extends CallDef>(call: C, handle: Handler<C>): Route {
  return { call, handle };
}

/** A handler of a download: answers the file's bytes, name and media type. */
export type DownloadHandler<D extends DownloadDef> = (
  request: z.output<D['request']>,
  ctx: HandlerContext,
) => Promise<DownloadedFile>;

/** A download handler bound to its definition. */
export interface DownloadRoute<D extends DownloadDef = DownloadDef> {
  readonly download: D;
  readonly handle: DownloadHandler<D>;
}

/** Binds a download handler to its definition with full typing. */
export function downloadRoute<D extends DownloadDef>(download: D, handle: DownloadHandler<D>): DownloadRoute {
  return { download, handle };
}

/** An uploaded file as a handler receives it (spec 02 §7 importExcel: one multipart part `file`). */
export interface UploadedFile {
  /** The part's file name as the client sent it. */
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array;
}

/** A handler of an upload: receives the validated form fields and the file, returns the body. */
export type UploadHandler<U extends UploadDef> = (
  fields: z.output<U['fields']>,
  file: UploadedFile,
  ctx: HandlerContext,
) => Promise<z.output<U['response']>>;

/**
 * A check of an upload before any byte of its body is read, over the upload's `headerFields` as sent (raw text,
 * field name -> value; every declared one present): a public capture upload's link token (issue 13 §5).
 * @throws GatewayError to refuse the upload unread (the answer closes the connection)
 */
export type BeforeBodyCheck = (
  headerFields: Readonly<Record<string, string>>,
  ctx: HandlerContext,
) => Promise<void>;

/** An upload handler bound to its definition. */
export interface UploadRoute<U extends UploadDef = UploadDef> {
  readonly upload: U;
  readonly handle: UploadHandler<U>;
  /** Run after admission and before the body is read (see {@link BeforeBodyCheck}). */
  readonly beforeBody?: BeforeBodyCheck;
}

/** Binds an upload handler (and its optional {@link BeforeBodyCheck}) to its definition with full typing. */
export function uploadRoute<U extends UploadDef>(
  upload: U,
  handle: UploadHandler<U>,
  beforeBody?: BeforeBodyCheck,
): UploadRoute {
  return beforeBody ? { upload, handle, beforeBody } : { upload, handle };
}
