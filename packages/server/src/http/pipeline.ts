import {
  ErrorCode,
  firstLoginRefusal,
  GatewayError,
  missingPrivilegeCode,
  variantOfHost,
  type CallDef,
} from '@funddesk/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resolveSession } from '../auth/index.js';
import type { Db } from '../db/db.js';
import type { Clock, HandlerContext, ServerServices, SessionInfo } from '../services/types.js';
import { actingFor } from './checkedGroup.js';
import { badRequest } from './errors.js';
import { openSecrets } from './secrets.js';

/** What the pipeline reads from an HTTP request before it knows which call it serves. */
export interface RequestMeta {
  /** The bearer token of the Authorization header (or the transfer envelope's header.token), if any. */
  readonly token: string | undefined;
  /** The `x-gno` header (or the transfer envelope's header.groupId): the organisation the caller acts for. */
  readonly groupHeader: string | undefined;
  /** The client IP as Fastify sees it (no proxy trust, DESIGN §7). */
  readonly ip: string;
  /** The Host header: the front-end variant comes from it (spec 01 §1). */
  readonly host: string | undefined;
  /**
   * The `checkedGroupNo` header (spec 01 §7.1): a manager's current account, RSA-encrypted; honoured by
   * {@link actingFor} (issue 16 finding 10).
   */
  readonly checkedGroupNo?: string | undefined;
}

/** The definition fields the pipeline needs to admit a request: a call, download or upload. */
export type GatedDef = Pick<CallDef, 'service' | 'path' | 'name' | 'auth' | 'privilege'>;

/**
 * One per-request check, run after the session is resolved and before the payload is parsed. Throws a
 * GatewayError to refuse the request. This is where request-wide policies go (for example a first-login
 * gate or payload hygiene): add one to {@link PipelineDeps.checks} instead of editing each route kind.
 */
export type RequestCheck = (request: {
  readonly def: GatedDef;
  /** The caller's session; null for `public` calls. */
  readonly session: SessionInfo | null;
  readonly meta: RequestMeta;
  /** The raw payload (query, JSON body, transfer paramMap); undefined for uploads, whose body is streamed. */
  readonly payload: unknown;
  readonly db: Db;
  readonly clock: Clock;
}) => void | Promise<void>;

/**
 * The first-login gate (issue 16 finding 3, spec 01 §4.2 "forced"): a person who still has the initial
 * login password, or an operator without a trade password, gets FD1018 (FirstLoginRequired) on every call,
 * download and upload except core's FIRST_LOGIN_OPEN_CALLS (the settings and what their page needs). The
 * pending settings come with the session row (SessionInfo.pendingFirstLogin): no query of its own.
 * @throws GatewayError FirstLoginRequired (FD1018, HTTP 200 like other business refusals)
 */
export const firstLoginGate: RequestCheck = ({ def, session }) => {
  const code = session && firstLoginRefusal(def, session.pendingFirstLogin ?? []);
  if (code) throw new GatewayError(code);
};

/** The checks every pipeline runs first, whatever {@link PipelineDeps.checks} adds: the server enforces. */
const builtInChecks: readonly RequestCheck[] = [firstLoginGate];

/** What {@link createPipeline} is built from. */
export interface PipelineDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly services: ServerServices;
  /** Check every response body against its schema (AppOptions.validateResponses). */
  readonly validateResponses: boolean;
  /** Where contract breaches of responses are logged. */
  readonly log: FastifyBaseLogger;
  /**
   * Request-wide checks, run in order for every call, download and upload (see {@link RequestCheck}), after
   * the built-in ones ({@link firstLoginGate}).
   */
  readonly checks?: readonly RequestCheck[];
}

/**
 * The request pipeline every call, download and upload goes through (DESIGN §4, §7):
 * session (401 when missing or expired) -> organisation scope (x-gno must be the session's organisation)
 * -> privilege code -> request checks (first the first-login gate) -> schema validation -> handler ->
 * response schema.
 */
export interface Pipeline {
  /**
   * Admits a caller: resolves the session and checks organisation scope, privilege and every
   * {@link RequestCheck}. `payload` is undefined when the body is not read yet (uploads).
   * @throws GatewayError SessionExpired (401), OrgForbidden (FD1004), Forbidden, or a check's code
   */
  admit(def: GatedDef, meta: RequestMeta, payload: unknown): Promise<SessionInfo | null>;
  /**
   * Parses a request payload with its schema; validated after admission, so that a caller without a
   * session learns nothing about the schema.
   * @throws GatewayError BadRequest (FD0400, HTTP 400) naming the refused fields
   */
  parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S>;
  /** A handler's context; the variant comes from the Host header as the web reads its location (spec 01 §1). */
  contextOf(session: SessionInfo | null, meta: RequestMeta): HandlerContext;
  /**
   * A handler's result through its response schema when responses are validated.
   * @throws GatewayError Internal (FD5000) when the body breaks the contract (logged)
   */
  checkedResponse(def: Pick<CallDef, 'name' | 'response'>, body: unknown): unknown;
  /**
   * The contract's encrypted fields of a parsed request, decrypted once and their single-use seal checked
   * ({@link openSecrets}; spec 01 §5, issue 16 finding 5): handlers receive plaintext.
   * @throws GatewayError DecryptFailed (FD1005) for a replayed or stale seal
   */
  openSecrets<T>(def: Pick<CallDef, 'encryptedFields'>, request: T): Promise<T>;
}

const bearer = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
};

/** One value of a request header (the first when repeated). */
export const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The {@link RequestMeta} of an HTTP request from its headers. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    token: bearer(headerOf(request, 'authorization')),
    groupHeader: headerOf(request, 'x-gno'),
    ip: request.ip,
    host: headerOf(request, 'host'),
    checkedGroupNo: headerOf(request, 'checkedgroupno'),
  };
}

/**
 * Authorises a caller for a definition: session, organisation scope, privilege (DESIGN §7).
 * @throws GatewayError SessionExpired (401) without a valid token; OrgForbidden (FD1004) for another
 * organisation or a `group` call without one; Forbidden without the privilege
 */
export async function authorise(
  db: Db,
  clock: Clock,
  def: Pick<CallDef, 'auth' | 'privilege'>,
  meta: Pick<RequestMeta, 'token' | 'groupHeader'>,
): Promise<SessionInfo | null> {
  if (def.auth === 'public') return null;
  if (!meta.token) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  const session = await resolveSession(db, clock, meta.token);
  if (meta.groupHeader && meta.groupHeader !== session.groupId)
    throw new GatewayError(ErrorCode.OrgForbidden);
  if (def.auth === 'group' && (!session.groupId || !session.groupIds.has(session.groupId))) {
    throw new GatewayError(ErrorCode.OrgForbidden);
  }
  // A hosting user asking to buy is told why (FD4007, spec 02 §5), not the generic FD1003 (issue 16 finding 10).
  if (def.privilege && !session.privileges.has(def.privilege))
    throw new GatewayError(missingPrivilegeCode(def.privilege, session.roles));
  return session;
}

/** Builds the {@link Pipeline} over the app's database, clock and services. */
export function createPipeline(deps: PipelineDeps): Pipeline {
  const { db, clock, services } = deps;
  const checks = [...builtInChecks, ...(deps.checks ?? [])];
  return {
    async admit(def, meta, payload) {
      const authorised = await authorise(db, clock, def, meta);
      // The account the request acts for: a manager's checked account (spec 01 §7.1), refused when not theirs.
      const decrypt = (text: string) => services.auth.decrypt(text);
      const session = authorised && actingFor(authorised, meta.checkedGroupNo, decrypt);
      for (const check of checks) await check({ def, session, meta, payload, db, clock });
      return session;
    },
    parse(schema, payload) {
      const parsed = schema.safeParse(payload ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues);
      return parsed.data;
    },
    contextOf: (session, meta) => ({
      db,
      clock,
      session,
      ip: meta.ip,
      services,
      variant: variantOfHost(meta.host),
    }),
    openSecrets: (def, request) =>
      openSecrets({ db, clock, decrypt: (text) => services.auth.decrypt(text) }, def, request),
    checkedResponse(def, body) {
      if (!deps.validateResponses) return body;
      const checked = def.response.safeParse(body);
      if (!checked.success) {
        deps.log.error(
          { call: def.name, issues: checked.error.issues.slice(0, 5) },
          'response breaks the contract',
        );
        throw new GatewayError(ErrorCode.Internal);
      }
      return checked.data;
    },
  };
}
