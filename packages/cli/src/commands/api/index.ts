import {
  allCalls,
  allDownloads,
  allUploads,
  GatewayError,
  SUCCESS_CODE,
  t,
  type CallDef,
  type Envelope,
} from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { CliError, ExitCode, UsageError, exitCodeFor, type ExitCodeValue } from '../../errors.js';

/** Options of {@link api}, as typed on the command line. */
export interface ApiOptions extends EnvOption {
  /** The call's contract name (the OpenAPI operationId), e.g. `fundSearch`. */
  call: string;
  /** The request as JSON text; `{}` when absent. */
  data?: string;
}

/** What `funddesk api` answers: the envelope to print and the exit code it means. */
export interface ApiOutcome {
  envelope: Envelope;
  exitCode: ExitCodeValue;
}

/** Longest list of schema issues shown (the rest are summed up by the first ones). */
const MAX_ISSUES = 5;

/**
 * Finds a contract call by its name (the OpenAPI document's operationId).
 * @throws UsageError (exit 2) for an unknown name, or the name of a download or upload (they have commands)
 */
export function findCall(name: string): CallDef {
  const call = allCalls.find((candidate) => candidate.name === name);
  if (call) return call;
  if ([...allDownloads, ...allUploads].some((def) => def.name === name))
    throw new UsageError('cli.api.error.notACall', { name });
  throw new UsageError('cli.api.error.unknownCall', { name });
}

/**
 * Parses `--data` and checks it against the call's request schema, before any request.
 * @returns the request as the schema reads it
 * @throws UsageError (exit 2, FD2000): not JSON, or the schema's issues (`path: message`)
 */
export function parseRequest(call: CallDef, data: string | undefined): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(data ?? '{}');
  } catch (error) {
    throw new UsageError('cli.api.error.badJson', { message: error instanceof Error ? error.message : '' });
  }
  const checked = call.request.safeParse(json);
  if (!checked.success) {
    const issues = checked.error.issues
      .slice(0, MAX_ISSUES)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('；');
    throw new UsageError('cli.api.error.schema', { name: call.name, issues });
  }
  return json as Record<string, unknown>;
}

/**
 * `funddesk api <call> [--data json]` (issue 18 §3): calls any contract call by name with the stored session
 * of the environment (public calls need none), the contract's marked fields RSA-encrypted by the gateway
 * client (spec 01 §5), and answers the envelope: `{ header: { retCode: '0000', retMessage }, body }` on
 * success, the failure's code and message otherwise (exit code of the code: 1 business, 3 auth, 4 network).
 * @throws UsageError (exit 2) for an unknown call or a request that fails its schema, before any request;
 *   NotLoggedInError (exit 3) for a call needing a session when there is none
 */
export async function api(options: ApiOptions, deps: Pick<CommandDeps, 'connect'>): Promise<ApiOutcome> {
  const call = findCall(options.call);
  const request = parseRequest(call, options.data);
  const connection = await deps.connect(options.env);
  if (call.auth !== 'public') connection.requireSession();
  try {
    const body = await connection.call(call, request);
    return {
      envelope: { header: { retCode: SUCCESS_CODE, retMessage: t('common.success') }, body },
      exitCode: ExitCode.Ok,
    };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return {
      envelope: { header: { retCode: error.code, retMessage: error.message }, body: null },
      exitCode: exitCodeFor(error),
    };
  }
}

/**
 * The error that ends a run whose envelope is a failure: its exit code, and the code and message on stderr
 * (the envelope itself is on stdout); null on success.
 */
export function apiFailure(outcome: ApiOutcome): CliError | null {
  if (outcome.exitCode === ExitCode.Ok) return null;
  const { retCode, retMessage } = outcome.envelope.header;
  return new CliError(outcome.exitCode, 'cli.api.failed', { message: retMessage }, retCode);
}
