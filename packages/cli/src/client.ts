import {
  createGatewayClient,
  ErrorCode,
  GatewayError,
  type ErrorKind,
  type FetchLike,
  type GatewayClient,
  type UploadTransport,
} from '@funddesk/core';
import type { Agent, fetch as UndiciFetch } from 'undici';
import { createNodeCipher } from './crypto.js';
import {
  resolveEnvName,
  resolveTarget,
  type CliConfig,
  type ConfigStore,
  type EnvVars,
  type StoredSession,
  type Target,
} from './config.js';
import { CliError, ExitCode, NotLoggedInError } from './errors.js';

/** HTTP for the gateway client: undici's fetch over one keep-alive agent, closed when the command ends. */
export interface Http {
  fetch: FetchLike;
  close(): Promise<void>;
}

/**
 * Creates the undici transport. Call timeouts come from the gateway client (spec 01 §7.1 classes).
 * undici is loaded on the first request, so that commands that call nothing (`--help`, `env`) start
 * without it (about a third of the cold start).
 */
export function createHttp(): Http {
  let loaded: Promise<{ agent: Agent; fetch: typeof UndiciFetch }> | undefined;
  const load = () =>
    (loaded ??= import('undici').then((undici) => ({
      agent: new undici.Agent({ connect: { timeout: 10_000 }, keepAliveTimeout: 4_000 }),
      fetch: undici.fetch,
    })));
  return {
    fetch: async (input, init) => {
      const http = await load();
      return http.fetch(input, { ...init, dispatcher: http.agent });
    },
    close: async () => {
      if (loaded) await (await loaded).agent.close();
    },
  };
}

/**
 * Uploads over the CLI's fetch. The form is encoded to bytes here (multipart with its boundary, by the
 * platform's Response) because undici's fetch only serialises undici's own FormData class, not the one the
 * gateway client builds. Progress: 0 before the bytes are sent, all of them after.
 */
export function fetchUploadTransport(fetch: FetchLike): UploadTransport {
  return async ({ url, headers, body, signal, timeoutMs, onProgress }) => {
    const encoded = new Response(body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    onProgress?.(0, bytes.length);
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      // FetchLike's body is typed for JSON calls; undici's and Node's fetch both send bytes as they are.
      body: bytes as unknown as string,
      signal: signal ?? AbortSignal.timeout(timeoutMs),
    });
    onProgress?.(bytes.length, bytes.length);
    return response;
  };
}

/**
 * A gateway client bound to one environment and its stored session (token and x-gno read from the
 * session on every call). `call`, `download` and `upload` are the core client's (see GatewayClient) with
 * the stored session; a failure that ends the session (401 / FD0401 and the other logout kinds of
 * spec 01 §8) also deletes the stored token, as the web logs out.
 */
export interface Connection extends Pick<GatewayClient, 'call' | 'download' | 'upload'> {
  readonly target: Target;
  readonly config: CliConfig;
  /** The stored session, if any. */
  session(): StoredSession | undefined;
  /** The stored session; throws NotLoggedInError (exit 3) when there is none. */
  requireSession(): StoredSession;
  /** Stores a session for this environment and uses it for later calls. */
  saveSession(session: StoredSession): Promise<void>;
  /** Deletes this environment's session; answers whether there was one. */
  clearSession(): Promise<boolean>;
  /** Stops sending the stored token (before a login), leaving the stored file as it is. */
  detach(): void;
}

/** Opens a {@link Connection} to the environment named by `--env` (or the default). */
export type Connector = (envFlag: string | undefined) => Promise<Connection>;

/** Kinds after which the gateway no longer accepts the token (spec 01 §8: the web logs out). */
const sessionEndingKinds: ReadonlySet<ErrorKind> = new Set<ErrorKind>(['logout', 'alertLogout', 'gotoLogin']);

/** Options of {@link createConnector}. */
export interface ConnectorOptions {
  store: ConfigStore;
  vars: EnvVars;
  fetch: FetchLike;
  /** Told the target of every connection (the binary's error hints name the URL). */
  onTarget?(target: Target): void;
}

/** Creates the connector commands use to reach the gateway. */
export function createConnector(options: ConnectorOptions): Connector {
  return async (envFlag) => {
    const config = await options.store.readConfig();
    const env = resolveEnvName(envFlag, options.vars, config);
    const target = resolveTarget(env, options.vars, config);
    options.onTarget?.(target);
    let current = await options.store.readSession(env);
    const client = createGatewayClient({
      baseUrl: target.baseUrl,
      fetch: options.fetch,
      mode: target.mode,
      createCipher: createNodeCipher,
      uploadTransport: fetchUploadTransport(options.fetch),
      session: {
        token: () => current?.token,
        groupId: () => current?.groupId,
      },
    });
    const clearSession = async (): Promise<boolean> => {
      current = undefined;
      return options.store.clearSession(env);
    };
    /** Runs a request; a failure that ends the session also deletes the stored token. */
    const guarded = async <T>(request: () => Promise<T>): Promise<T> => {
      try {
        return await request();
      } catch (error) {
        if (current && error instanceof GatewayError && sessionEndingKinds.has(error.kind)) {
          await clearSession();
        }
        // Logged in with several organisations and none chosen yet: say how to choose one (issue 16 finding 10).
        if (current && !current.groupId && GatewayError.is(error, ErrorCode.OrgForbidden)) {
          throw new CliError(ExitCode.Auth, 'cli.error.chooseOrg', {}, ErrorCode.OrgForbidden);
        }
        throw error;
      }
    };
    return {
      target,
      config,
      call: (call, request, callOptions) => guarded(() => client.call(call, request, callOptions)),
      download: (def, request, callOptions) => guarded(() => client.download(def, request, callOptions)),
      upload: (def, fields, file, uploadOptions) =>
        guarded(() => client.upload(def, fields, file, uploadOptions)),
      session: () => current,
      requireSession() {
        if (!current) throw new NotLoggedInError(env);
        return current;
      },
      async saveSession(session) {
        current = session;
        await options.store.writeSession(env, session);
      },
      clearSession,
      detach() {
        current = undefined;
      },
    };
  };
}
