import {
  account,
  BATCH_ACCOUNT_PRIVILEGE,
  batch,
  batchPlaceRefusal,
  defaultBatchAccountId,
  ErrorCode,
  XLSX_MEDIA_TYPE,
  GatewayError,
  t,
  type MessageKey,
  type OrgEntry,
  wireTimeText,
} from '@funddesk/core';
import type { Connection } from '../../client.js';
import type { EnvOption } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import { stripTrailingNewline } from '../login/index.js';
import type { BatchDeps } from './deps.js';
import { readSpreadsheet, type Spreadsheet } from './files.js';
import {
  parseDefaultGroupId,
  parseTradeType,
  requireNonInteractiveFlags,
  type BatchTradeType,
  type ImportFlags,
} from './options.js';
import { saveBatchResult } from './result.js';
import { followBatch, type BatchStatusEvents } from './status.js';
import type { BatchDuplicate, BatchImport, BatchPlaceCheck, BatchStatus } from './types.js';

/** Options of {@link batchImport}, as typed on the command line. */
export interface BatchImportOptions extends EnvOption, ImportFlags {
  /** The spreadsheet (.xlsx) to import. */
  file: string;
  /** `purchase` (default) or `redemption`. */
  type?: string;
  /**
   * Default account (group id) of rows whose 账户 is empty; without it, chosen as the web does
   * ({@link chooseDefaultAccount}).
   */
  account?: string;
  /** Skip invalid rows and place the valid ones. */
  onlyValid?: boolean;
  /** Place a file already imported and placed before (otherwise asked on a TTY, refused without). */
  allowDuplicate?: boolean;
  /** Where the result file goes (default: the gateway's file name in the current directory). */
  result?: string;
  /** Wait for the batch to finish (default true). */
  wait?: boolean;
}

/**
 * What {@link batchImport} tells while it runs, so that the report, the questions and the progress
 * appear at the right time; while it waits, the events of `batch status`. Printing lives in print.ts; every
 * handler is optional.
 */
export interface BatchImportEvents extends BatchStatusEvents {
  uploading?(file: Spreadsheet): void;
  /** The default account chosen without `--account` (said on stderr). */
  defaultAccount?(entry: Pick<OrgEntry, 'groupId' | 'corpName'>): void;
  /** The per-row validation report of the gateway. */
  imported?(result: BatchImport): void;
  /** The re-check just before placing (buyability, limits, holdings now). */
  checked?(check: BatchPlaceCheck): void;
  /** A hint before a refusal is thrown (which flag would have helped). */
  hint?(key: MessageKey): void;
  /** A wrong trade password on a TTY, before it is asked again (the message counts the attempts left). */
  passwordRefused?(error: GatewayError): void;
  placed?(batchSerialNo: string, count: number, tradeType: BatchTradeType): void | Promise<void>;
}

/** What `batch import` did (the `--json` output). */
export interface BatchImportOutcome {
  dryRun: boolean;
  /** The gateway's per-row report. */
  import: BatchImport;
  /** The re-check before placing; null when nothing was placeable (or nothing valid in a dry run). */
  check: BatchPlaceCheck | null;
  batchSerialNo: string | null;
  /** The last status (done unless `--no-wait`). */
  status: BatchStatus | null;
  resultFile: string | null;
  /** Rows of the file not placed: invalid ones, and valid ones the re-check refused. */
  skipped: number;
  /** 0 when every row was placed and succeeded (dry run: every row valid and placeable), else 1. */
  exitCode: 0 | 1;
}

/** The duplicate that needs confirmation: an earlier import of the same file that was placed. */
export function placedDuplicate(
  imported: Pick<BatchImport, 'duplicateOf'>,
  check: Pick<BatchPlaceCheck, 'duplicateOf'> | null,
): BatchDuplicate | null {
  const duplicate = check?.duplicateOf ?? imported.duplicateOf;
  return duplicate?.batchSerialNo ? duplicate : null;
}

/** Rows of the file that are not placed: every row the re-check does not place. */
export function skippedRows(imported: Pick<BatchImport, 'totalRows'>, check: BatchPlaceCheck | null): number {
  return check ? imported.totalRows - check.placeable : imported.totalRows;
}

/**
 * The exit code of an import (README "Exit codes"): a dry run is 0 when every row is valid and
 * placeable; a placement is 0 when every row of the file was placed and none failed or was cancelled.
 * Anything else is 1, so a script notices a partly placed file.
 */
export function importExitCode(
  outcome: Pick<BatchImportOutcome, 'dryRun' | 'check' | 'status' | 'skipped'>,
): 0 | 1 {
  if (outcome.skipped > 0 || outcome.check === null) return 1;
  if (outcome.dryRun || outcome.status === null) return 0;
  return outcome.status.failSize > 0 || outcome.status.cancelledSize > 0 ? 1 : 0;
}

/**
 * The default account of a batch import without `--account`, as the web's 默认账户 picker chooses it
 * (core defaultBatchAccountId over queryAccountList with the trade type's privilege): the organisation the
 * session acts for when it has the privilege, else the only account with it, else none (rows whose 账户
 * is empty are then refused by the gateway's row check, 请填写账户).
 * @returns the chosen account, or null
 * @see spec 02 §2 (multiBuy, multiSell default account), §6 (privileges)
 */
export async function chooseDefaultAccount(
  connection: Pick<Connection, 'call' | 'requireSession'>,
  tradeType: BatchTradeType,
): Promise<Pick<OrgEntry, 'groupId' | 'corpName'> | null> {
  const { orgList } = await connection.call(account.queryAccountList, {
    privilegeCode: BATCH_ACCOUNT_PRIVILEGE[tradeType],
  });
  const chosen = defaultBatchAccountId(orgList, connection.requireSession().groupId);
  return orgList.find((entry) => entry.groupId === chosen) ?? null;
}

/** Adds a hint before rethrowing the gateway's refusals that a flag resolves. */
function withHint(events: BatchImportEvents, error: unknown): never {
  if (error instanceof GatewayError) {
    if (error.code === ErrorCode.BatchHasInvalidRows) events.hint?.('cli.batch.hint.onlyValid');
    if (error.code === ErrorCode.BatchDuplicateFile) events.hint?.('cli.batch.hint.allowDuplicate');
  }
  throw error;
}

/** The trade password: standard input with --trade-password-stdin, else asked (masked) on a TTY. */
async function readTradePassword(options: BatchImportOptions, deps: BatchDeps): Promise<string> {
  let password: string;
  if (options.tradePasswordStdin) password = stripTrailingNewline(await deps.readStdin());
  else if (deps.prompter) password = await deps.prompter.password(t('cli.batch.prompt.tradePassword'));
  else throw new UsageError('cli.batch.error.needTradePassword');
  if (password === '') throw new UsageError('cli.batch.error.emptyTradePassword');
  return password;
}

/** Asks a yes/no question on the TTY; the first choice is the one that goes on. */
async function ask(deps: BatchDeps, message: string, yes: MessageKey): Promise<boolean> {
  if (!deps.prompter) return false;
  return deps.prompter.select(message, [
    { name: t(yes), value: true },
    { name: t('cli.batch.choice.cancel'), value: false },
  ]);
}

/**
 * `funddesk batch import <file>`: uploads the spreadsheet (importExcel), which validates every row,
 * and reports it; then, unless `--dry-run`: re-checks the rows now (batchPlaceOrderCheck), asks to skip
 * invalid rows (or needs `--only-valid`), to place a file placed before again (or `--allow-duplicate`),
 * to confirm (or `--yes`) and for the trade password (or `--trade-password-stdin`), places the batch
 * (batchPlaceOrderApply, the password RSA-encrypted by the gateway client), polls batchTradeStatus until
 * done and saves the result file (batchResultDownload). Without a TTY nothing is asked.
 * @throws UsageError for bad options, a missing or non-xlsx file, missing flags without a TTY;
 *   GatewayError: FD4701..FD4704, FD4710 file refused; FD4705 invalid rows without --only-valid;
 *   FD4706 a placed file again without --allow-duplicate; FD1100/A00070/A00076 trade password;
 *   FD0499/FD0408 network while waiting (the batch goes on: `batch status --wait`);
 *   CliError (exit 1) when the user declines at a prompt
 */
export async function batchImport(
  options: BatchImportOptions,
  deps: BatchDeps,
  events: BatchImportEvents = {},
): Promise<BatchImportOutcome> {
  const tradeType = parseTradeType(options.type);
  const givenGroupId = parseDefaultGroupId(options.account);
  const dryRun = options.dryRun === true;
  requireNonInteractiveFlags(options, deps.prompter !== undefined);
  const spreadsheet = await readSpreadsheet(options.file);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  let defaultGroupId = givenGroupId;
  if (defaultGroupId === undefined) {
    const chosen = await chooseDefaultAccount(connection, tradeType);
    if (chosen) {
      defaultGroupId = chosen.groupId;
      events.defaultAccount?.(chosen);
    }
  }

  events.uploading?.(spreadsheet);
  const imported = await connection.upload(
    batch.importExcel,
    { tradeType, ...(defaultGroupId === undefined ? {} : { defaultGroupId }) },
    { name: spreadsheet.name, bytes: spreadsheet.bytes, type: XLSX_MEDIA_TYPE },
  );
  events.imported?.(imported);

  const outcome = (check: BatchPlaceCheck | null, rest: Partial<BatchImportOutcome> = {}) => {
    const result: BatchImportOutcome = {
      dryRun,
      import: imported,
      check,
      batchSerialNo: null,
      status: null,
      resultFile: null,
      skipped: skippedRows(imported, check),
      exitCode: 0,
      ...rest,
    };
    result.exitCode = importExitCode(result);
    return result;
  };

  if (dryRun) {
    if (batchPlaceRefusal(imported, true) !== null) return outcome(null);
    try {
      const check = await connection.call(batch.batchPlaceOrderCheck, {
        importId: imported.importId,
        onlyValid: true,
      });
      events.checked?.(check);
      return outcome(check);
    } catch (error) {
      if (GatewayError.is(error, ErrorCode.BatchNothingPlaceable)) return outcome(null);
      throw error;
    }
  }

  let onlyValid = options.onlyValid === true;
  const askOnlyValid = async (invalid: number, valid: number) => {
    const message = t('cli.batch.prompt.onlyValid', { invalid, valid });
    if (!(await ask(deps, message, 'cli.batch.choice.skipInvalid')))
      throw new CliError(ExitCode.Failed, 'cli.batch.aborted');
    onlyValid = true;
  };
  const refusal = batchPlaceRefusal(imported, onlyValid);
  if (deps.prompter && refusal?.code === ErrorCode.BatchHasInvalidRows) {
    await askOnlyValid(imported.invalidRows, imported.validRows);
  }
  let check: BatchPlaceCheck;
  try {
    check = await connection.call(batch.batchPlaceOrderCheck, { importId: imported.importId, onlyValid });
  } catch (error) {
    // Rows valid at import may fail the re-check (a fund closed meanwhile): on a TTY, ask as above.
    if (!GatewayError.is(error, ErrorCode.BatchHasInvalidRows) || !deps.prompter || onlyValid)
      withHint(events, error);
    const invalid = Number(error.detail?.N ?? imported.invalidRows);
    await askOnlyValid(invalid, Math.max(0, imported.totalRows - invalid));
    check = await connection.call(batch.batchPlaceOrderCheck, { importId: imported.importId, onlyValid });
  }
  events.checked?.(check);

  const duplicate = placedDuplicate(imported, check);
  let confirmDuplicate = false;
  if (duplicate) {
    if (options.allowDuplicate) confirmDuplicate = true;
    else if (deps.prompter) {
      const message = t('cli.batch.prompt.duplicate', {
        importedAt: wireTimeText(duplicate.importedAt),
        batchSerialNo: duplicate.batchSerialNo ?? '',
      });
      if (!(await ask(deps, message, 'cli.batch.choice.placeAgain')))
        throw new CliError(ExitCode.Failed, 'cli.batch.aborted');
      confirmDuplicate = true;
    } else {
      const detail = {
        importedAt: wireTimeText(duplicate.importedAt),
        batchSerialNo: duplicate.batchSerialNo ?? '',
      };
      withHint(events, new GatewayError(ErrorCode.BatchDuplicateFile, undefined, { detail }));
    }
  }

  if (!options.yes) {
    const message = t('cli.batch.prompt.confirm', {
      tradeType: t(`tradeType.${tradeType}`),
      placeable: check.placeable,
    });
    if (!(await ask(deps, message, 'cli.batch.choice.place')))
      throw new CliError(ExitCode.Failed, 'cli.batch.aborted');
  }
  let batchSerialNo: string | undefined;
  while (batchSerialNo === undefined) {
    const tradePassword = await readTradePassword(options, deps);
    try {
      ({ batchSerialNo } = await connection.call(batch.batchPlaceOrderApply, {
        importId: imported.importId,
        tradePassword,
        onlyValid,
        confirmDuplicate,
      }));
    } catch (error) {
      // On a TTY a wrong trade password is asked again, as the web's dialog does (spec 01 §8: the
      // message counts the attempts left; A00070 ends it).
      const again = GatewayError.is(error, ErrorCode.TradePasswordWrong) && !options.tradePasswordStdin;
      if (!again || !deps.prompter) withHint(events, error);
      events.passwordRefused?.(error);
    }
  }
  await events.placed?.(batchSerialNo, check.placeable, tradeType);

  if (options.wait === false) {
    const status = await connection.call(batch.batchTradeStatus, { batchSerialNo });
    return outcome(check, { batchSerialNo, status });
  }
  const status = await followBatch(connection, batchSerialNo, deps, events);
  const resultFile = await saveBatchResult(
    connection,
    batchSerialNo,
    options.result,
    deps.cwd ?? process.cwd(),
  );
  events.resultSaved?.(resultFile);
  return outcome(check, { batchSerialNo, status, resultFile });
}
