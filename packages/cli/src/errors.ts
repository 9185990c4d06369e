import { ErrorCode, GatewayError, t, type ErrorKind, type MessageKey } from '@funddesk/core';

/**
 * Exit codes of `funddesk` (documented in packages/cli/README.md and `--help`).
 * - 0 ok
 * - 1 the operation failed: a business refusal (fund not found …) or, in batch commands, some orders failed
 * - 2 usage: a missing or invalid argument, no credentials without a TTY, a request refused by validation
 * - 3 authentication or authorisation: login failed (FD1001), session missing or expired (FD0401),
 *   forbidden (FD1003), organisation not yours (FD1004), trade password refusals, first-login settings
 *   not completed (FD1018)
 * - 4 network failure or timeout (FD0499, FD0408)
 * - 130 a prompt was cancelled with Ctrl-C (the shell's convention for SIGINT)
 */
export const ExitCode = {
  Ok: 0,
  Failed: 1,
  Usage: 2,
  Auth: 3,
  Network: 4,
  Interrupted: 130,
} as const;

/** An exit code of {@link ExitCode}. */
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * An error raised by the CLI itself (not by the gateway): carries its exit code, an optional catalogue
 * code for the `错误 [code]` prefix and the Chinese message.
 */
export class CliError extends Error {
  override readonly name: string = 'CliError';
  readonly exitCode: ExitCodeValue;
  /** Catalogue code shown in brackets, when the situation has one (e.g. FD0401 for "not logged in"). */
  readonly code: string | undefined;

  constructor(
    exitCode: ExitCodeValue,
    key: MessageKey,
    params?: Record<string, string | number>,
    code?: string,
  ) {
    super(t(key, params));
    this.exitCode = exitCode;
    this.code = code;
  }
}

/**
 * A usage error: bad or missing arguments. Exit code 2, with the catalogue's code of a request refused by
 * validation (FD2000 BadRequest), so that a script reads one code for every usage refusal, local or the
 * gateway's (issue 16 finding 9).
 */
export class UsageError extends CliError {
  override readonly name = 'UsageError';
  /** The command whose `--help` the hint points to (`funds search`), when known. */
  command: string | undefined;

  constructor(key: MessageKey, params?: Record<string, string | number>) {
    super(ExitCode.Usage, key, params, ErrorCode.BadRequest);
  }
}

/** No stored session for the environment. Exit code 3, shown with FD0401 (missing session, spec 01 §8). */
export class NotLoggedInError extends CliError {
  override readonly name = 'NotLoggedInError';

  constructor(env: string) {
    super(ExitCode.Auth, 'cli.error.notLoggedIn', { env }, ErrorCode.SessionExpired);
  }
}

/**
 * Codes whose catalogue kind is a plain `toast` but which are refusals of identity or authority: they
 * exit with 3 like the session kinds.
 */
const authorisationCodes: ReadonlySet<string> = new Set([
  ErrorCode.LoginFailed,
  ErrorCode.LoginPasswordWrong,
  ErrorCode.LoginLocked,
  ErrorCode.Forbidden,
  ErrorCode.OrgForbidden,
  ErrorCode.CaptchaRequired,
  ErrorCode.CaptchaWrong,
  ErrorCode.VerifyCodeWrong,
  ErrorCode.VerifyTicketInvalid,
]);

/**
 * Codes whose catalogue kind is a plain `toast` but which refuse what the user gave (issue 4 batch
 * import): a spreadsheet the gateway cannot take (FD4701 unreadable, FD4702 empty, FD4703 too many rows,
 * FD4704 too large, FD4710 not the template's header), invalid rows without `--only-valid` (FD4705), the
 * same file placed again without `--allow-duplicate` (FD4706); and a new password the gateway refuses
 * (FD1012 breaks the rule, FD1013 and FD1017 same as the current one). They exit with 2 like usage errors.
 */
const usageCodes: ReadonlySet<string> = new Set([
  ErrorCode.BatchFileUnreadable,
  ErrorCode.BatchFileEmpty,
  ErrorCode.BatchTooManyRows,
  ErrorCode.BatchFileTooLarge,
  ErrorCode.BatchHeaderMismatch,
  ErrorCode.BatchHasInvalidRows,
  ErrorCode.BatchDuplicateFile,
  ErrorCode.PasswordWeak,
  ErrorCode.PasswordUnchanged,
  ErrorCode.TradePasswordUnchanged,
]);

/**
 * The exit code of a catalogue reaction (spec 01 §8 kinds). The one place the CLI turns gateway
 * failures into exit codes.
 */
export function exitCodeForKind(kind: ErrorKind): ExitCodeValue {
  switch (kind) {
    case 'logout':
    case 'alertLogout':
    case 'gotoLogin':
    case 'illegalLink':
    case 'refreshMenu':
    case 'authorise':
    case 'tradePasswordLocked':
    case 'tradePasswordNotSet':
    case 'tradePasswordWrong':
    case 'firstLoginRequired':
      return ExitCode.Auth;
    case 'timeout':
    case 'network':
      return ExitCode.Network;
    case 'invalid':
      return ExitCode.Usage;
    case 'toast':
    case 'toastShort':
    case 'alarm':
    case 'gotoTrade':
    case 'reload':
    case 'profileIncomplete':
      return ExitCode.Failed;
  }
}

/** The exit code for anything a command can throw. */
export function exitCodeFor(error: unknown): ExitCodeValue {
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof GatewayError) {
    if (authorisationCodes.has(error.code)) return ExitCode.Auth;
    if (usageCodes.has(error.code)) return ExitCode.Usage;
    return exitCodeForKind(error.kind);
  }
  return ExitCode.Failed;
}

/** Kinds after which the user must log in again (the web logs out on these, spec 01 §8). */
const sessionEndedKinds: ReadonlySet<ErrorKind> = new Set<ErrorKind>([
  'logout',
  'alertLogout',
  'gotoLogin',
  'illegalLink',
]);

/**
 * The CLI's wording of catalogue messages written for the browser (请刷新页面…): by code, never by text.
 * @see issue 16 finding 9
 */
const terminalWording: Readonly<Partial<Record<string, MessageKey>>> = {
  [ErrorCode.Timeout]: 'cli.error.timeout',
  [ErrorCode.DecryptFailed]: 'cli.error.decryptFailed',
  [ErrorCode.FirstLoginSettingsMismatch]: 'cli.error.settingsChanged',
  // FD1018: the settings page is the web's; the terminal says where to go (issue 16 finding 3).
  [ErrorCode.FirstLoginRequired]: 'cli.error.firstLoginRequired',
};

/**
 * The message of a failure as the terminal shows it: the catalogue's, except where it speaks of the
 * browser ({@link terminalWording}).
 */
export function cliMessageOf(error: Error): string {
  const key = error instanceof GatewayError ? terminalWording[error.code] : undefined;
  return key ? t(key) : error.message;
}

/** Where the failure happened, for hints. */
export interface ErrorContext {
  /** Base URL of the environment, for network hints. */
  baseUrl?: string;
}

/**
 * The lines printed on stderr for a failure: `错误 [FD1001] 用户名或密码错误`, then a hint when one helps
 * (log in again, check the address, read the help).
 */
export function describeError(error: unknown, context: ErrorContext = {}): string[] {
  const lines: string[] = [];
  if (error instanceof GatewayError || (error instanceof CliError && error.code !== undefined)) {
    lines.push(t('cli.error.withCode', { code: error.code ?? '', message: cliMessageOf(error) }));
  } else if (error instanceof CliError) {
    lines.push(t('cli.error.plain', { message: error.message }));
  } else {
    const message = error instanceof Error ? error.message : String(error);
    lines.push(t('cli.error.unexpected', { message }));
  }
  const exit = exitCodeFor(error);
  if (error instanceof UsageError && error.command !== undefined) {
    lines.push(t('cli.error.hint.usage', { command: error.command }));
  } else if (error instanceof GatewayError && sessionEndedKinds.has(error.kind)) {
    lines.push(t('cli.error.hint.login'));
  } else if (exit === ExitCode.Network && context.baseUrl) {
    lines.push(t('cli.error.hint.network', { url: context.baseUrl }));
  }
  return lines;
}
