/**
 * @funddesk/cli: the `funddesk` command. {@link main} builds the commander program, runs one command and
 * answers the exit code; every command is also exported as an async function over an options object
 * (see ./commands), so scripts and tests can call them without a terminal.
 */
import { readFileSync } from 'node:fs';
import { t, type FetchLike, type MessageKey } from '@funddesk/core';
import { Command, CommanderError, type Help } from 'commander';
import { createConnector, createHttp, type Http } from './client.js';
import { configDir, createConfigStore, type EnvVars, type Target } from './config.js';
import type { CommandDeps, Prompter, Streams, Writer } from './context.js';
import { describeError, ExitCode, exitCodeFor, UsageError, type ExitCodeValue } from './errors.js';
import { envList, envSet, envUse } from './commands/env/index.js';
import { printEnvList, printEnvSet, printEnvUse } from './commands/env/print.js';
import { fundsSearch } from './commands/funds/search.js';
import { fundsShow } from './commands/funds/show.js';
import { printFundsSearch, printFundsShow } from './commands/funds/print.js';
import { login } from './commands/login/index.js';
import { printLogin } from './commands/login/print.js';
import { logout } from './commands/logout/index.js';
import { printLogout } from './commands/logout/print.js';
import { orgsList } from './commands/orgs/list.js';
import { orgsUse } from './commands/orgs/use.js';
import { printOrgsList, printOrgsUse } from './commands/orgs/print.js';
import { whoami } from './commands/whoami/index.js';
import { printWhoami } from './commands/whoami/print.js';
import { ordersCancel } from './commands/orders/cancel.js';
import { ordersList } from './commands/orders/list.js';
import { printOrdersCancel, printOrdersList } from './commands/orders/print.js';
import { memorySessionStore, smoke, type SmokeDeps } from './commands/smoke/index.js';
import { printSmoke, smokeFailure } from './commands/smoke/print.js';
import { statementsDownload } from './commands/statements/download.js';
import { statementsList } from './commands/statements/list.js';
import {
  createQuietProgress,
  createStatementsBar,
  printStatementsDownload,
  printStatementsList,
  printStatementsRequest,
  requestPrinter,
} from './commands/statements/print.js';
import { statementsFailure, statementsRequest } from './commands/statements/request.js';
import type { BatchDeps } from './commands/batch/deps.js';
import { batchImport, type BatchImportEvents, type BatchImportOptions } from './commands/batch/import.js';
import { batchList } from './commands/batch/list.js';
import {
  importFailure,
  importPrinter,
  printBatchList,
  printImport,
  printStatus,
  printTemplate,
  statusFailure,
  statusPrinter,
  type ProgressFactory,
} from './commands/batch/print.js';
import { createBarProgress, createLineProgress } from './commands/batch/progress.js';
import { batchStatus } from './commands/batch/status.js';
import { batchTemplate } from './commands/batch/template.js';

export { envList, envSet, envUse, type EnvRow, type EnvSetOptions } from './commands/env/index.js';
export {
  fundsSearch,
  parseKeyword,
  parsePage,
  type FundsSearchOptions,
  type FundsSearchResult,
} from './commands/funds/search.js';
export {
  fundsShow,
  parseFundCode,
  type FundsShowOptions,
  type FundsShowResult,
} from './commands/funds/show.js';
export { login, readCredentials, type LoginOptions, type LoginOutcome } from './commands/login/index.js';
export { logout, type LogoutOutcome } from './commands/logout/index.js';
export { orgsList, type OrgsListResult } from './commands/orgs/list.js';
export { orgsUse, switchOrganisation, type OrgRef, type OrgsUseOptions } from './commands/orgs/use.js';
export { whoami, type WhoamiResult } from './commands/whoami/index.js';
export {
  ordersList,
  parseDay,
  type OrdersListOptions,
  type OrdersListResult,
} from './commands/orders/list.js';
export { ordersCancel, type OrdersCancelOptions } from './commands/orders/cancel.js';
export { renderCsv } from './commands/orders/csv.js';
export {
  memorySessionStore,
  smoke,
  type SmokeDeps,
  type SmokeOptions,
  type SmokeReport,
} from './commands/smoke/index.js';
export { runChecks, type Check, type CheckResult } from './commands/smoke/checks.js';
export {
  statementsFailure,
  statementsRequest,
  type StatementsDeps,
  type StatementsRequestOptions,
  type StatementsRequestResult,
} from './commands/statements/request.js';
export { statementsList, type StatementsListOptions } from './commands/statements/list.js';
export {
  statementsDownload,
  type StatementsDownloadOptions,
  type StatementsDownloadResult,
} from './commands/statements/download.js';
export { parseFormat, parsePeriod } from './commands/statements/options.js';
export { renderJUnit, xmlEscape } from './commands/smoke/junit.js';
export type { BatchDeps } from './commands/batch/deps.js';
export {
  batchImport,
  importExitCode,
  type BatchImportEvents,
  type BatchImportOptions,
  type BatchImportOutcome,
} from './commands/batch/import.js';
export { batchList, type BatchListOptions, type BatchListResult } from './commands/batch/list.js';
export {
  batchStatus,
  type BatchStatusEvents,
  type BatchStatusOptions,
  type BatchStatusOutcome,
} from './commands/batch/status.js';
export {
  batchTemplate,
  type BatchTemplateOptions,
  type BatchTemplateResult,
} from './commands/batch/template.js';
export { waitForBatch } from './commands/batch/wait.js';
export { createConnector, createHttp, type Connection, type Connector } from './client.js';
export {
  configDir,
  createConfigStore,
  type ConfigStore,
  type EnvName,
  type StoredSession,
} from './config.js';
export type { CommandDeps, Prompter, Streams, Writer } from './context.js';
export { CliError, ExitCode, exitCodeFor, UsageError, type ExitCodeValue } from './errors.js';

/** The environment of one run; every field defaults to the process's. */
export interface CliIo {
  stdout: Writer;
  stderr: Writer;
  /** Environment variables (FUNDDESK_CONFIG_DIR, FUNDDESK_URL, FUNDDESK_ENV, FUNDDESK_USER, FUNDDESK_PASSWORD). */
  vars: EnvVars;
  /** Whether the user is at a terminal (stdin and stderr are TTYs): only then does the CLI prompt. */
  isTTY: boolean;
  readStdin(): Promise<string>;
  /** The fetch of the gateway client; undici over a keep-alive agent by default. */
  fetch: FetchLike;
  /** The prompter on a TTY; @inquirer/prompts by default. */
  prompter: Prompter;
  now(): Date;
  /** Waits between the status calls of a batch (setTimeout by default; tests pass an instant one). */
  sleep: (ms: number) => Promise<void>;
}

/** At most this much of standard input is read (a password, not a file). */
const STDIN_LIMIT_BYTES = 64 * 1024;

async function readProcessStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > STDIN_LIMIT_BYTES) break;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** Commander's English help titles, in Chinese. */
const helpTitles: Readonly<Record<string, MessageKey>> = {
  'Usage:': 'cli.help.title.usage',
  'Options:': 'cli.help.title.options',
  'Commands:': 'cli.help.title.commands',
  'Arguments:': 'cli.help.title.arguments',
  'Global Options:': 'cli.help.title.globalOptions',
};

/** The text between quotes in a commander message (`unknown option '--x'` -> `--x`). */
function quoted(message: string): string {
  return /'([^']*)'/.exec(message)?.[1] ?? '';
}

/** A commander parse failure as a usage error; null for help and version output (exit 0). */
function fromCommander(error: CommanderError): UsageError | null {
  switch (error.code) {
    case 'commander.helpDisplayed':
    case 'commander.version':
      return null;
    case 'commander.help':
      return error.exitCode === 0 ? null : new UsageError('cli.error.missingCommand');
    case 'commander.unknownOption':
      return new UsageError('cli.error.unknownOption', { flag: quoted(error.message) });
    case 'commander.unknownCommand':
      return new UsageError('cli.error.unknownCommand', { name: quoted(error.message) });
    case 'commander.missingArgument':
      return new UsageError('cli.error.missingArgument', { name: quoted(error.message) });
    case 'commander.optionMissingArgument':
      return new UsageError('cli.error.optionMissingArgument', { flag: quoted(error.message) });
    case 'commander.missingMandatoryOptionValue':
      return new UsageError('cli.error.missingMandatoryOption', { flag: quoted(error.message) });
    case 'commander.excessArguments':
      return new UsageError('cli.error.excessArguments');
    default:
      return new UsageError('cli.error.usage', { message: error.message.replace(/^error: /, '') });
  }
}

/** `funds search` for a subcommand, '' for the program. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** The subcommand path `argv` names (`funds search`), for the help hint of a parse failure. */
function guessCommandPath(program: Command, argv: readonly string[]): string {
  const names: string[] = [];
  let current = program;
  for (const arg of argv) {
    if (arg.startsWith('-')) continue;
    const next = current.commands.find((c) => c.name() === arg);
    if (!next) break;
    names.push(arg);
    current = next;
  }
  return names.join(' ');
}

/** What main learns while a command runs, for the error lines. */
interface RunState {
  command: string;
  target: Target | undefined;
}

/** What the batch commands get from main besides the common deps. */
interface BatchSetup {
  deps: BatchDeps;
  /** The progress display: cli-progress on a terminal's stderr, plain lines otherwise. */
  progress: ProgressFactory;
  /** On the real process: prints the resume hint if Ctrl-C ends the wait for a placed batch. */
  onPlaced?(batchSerialNo: string): void;
}

function buildProgram(
  deps: CommandDeps,
  out: Streams,
  state: RunState,
  smokeDeps: SmokeDeps,
  batchSetup: BatchSetup,
): Command {
  const program = new Command('funddesk');
  const envOf = (command: Command): string | undefined => command.optsWithGlobals<{ env?: string }>().env;

  program
    .description(t('cli.program.description'))
    .version(packageVersion(), '-V, --version', t('cli.help.version'))
    .helpOption('-h, --help', t('cli.help.option'))
    .helpCommand('help [command]', t('cli.help.command'))
    .option('--env <name>', t('cli.option.env'))
    .configureHelp({
      styleTitle: (title: string) => (helpTitles[title] ? t(helpTitles[title]) : title),
    } satisfies Partial<Help>)
    .configureOutput({
      writeOut: (text) => out.stdout.write(text),
      writeErr: (text) => out.stderr.write(text),
      outputError: () => undefined,
    })
    .showSuggestionAfterError(false)
    .exitOverride()
    .hook('preAction', (_root, action) => {
      state.command = commandPath(action);
    })
    .addHelpText(
      'after',
      `\n${t('cli.help.exitCodes')}\n\n${t('cli.help.environment')}\n\n${t('cli.help.examples')}`,
    );

  program
    .command('login')
    .description(t('cli.command.login'))
    .option('--user <name>', t('cli.option.user'))
    .option('--password-stdin', t('cli.option.passwordStdin'))
    .option('--as <type>', t('cli.option.loginAs'))
    .addHelpText('after', `\n${t('cli.help.login.examples')}\n\n${t('cli.help.exitCodes')}`)
    .action(async (options: { user?: string; passwordStdin?: boolean; as?: string }, command: Command) => {
      printLogin(await login({ ...options, env: envOf(command) }, deps), out);
    });

  program
    .command('logout')
    .description(t('cli.command.logout'))
    .action(async (_options: unknown, command: Command) => {
      printLogout(await logout({ env: envOf(command) }, deps), out);
    });

  program
    .command('whoami')
    .description(t('cli.command.whoami'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      printWhoami(await whoami({ env: envOf(command) }, deps), options.json === true, out);
    });

  const orgs = program.command('orgs').description(t('cli.command.orgs'));
  orgs.addHelpText('after', `\n${t('cli.help.orgs.examples')}`);
  orgs
    .command('list')
    .description(t('cli.command.orgs.list'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      printOrgsList(await orgsList({ env: envOf(command) }, deps), options.json === true, out);
    });
  orgs
    .command('use')
    .description(t('cli.command.orgs.use'))
    .argument('<groupId>', t('cli.argument.groupId'))
    .action(async (groupId: string, _options: unknown, command: Command) => {
      printOrgsUse(await orgsUse({ groupId, env: envOf(command) }, deps), out);
    });

  const funds = program.command('funds').description(t('cli.command.funds'));
  funds.addHelpText('after', `\n${t('cli.help.funds.examples')}`);
  funds
    .command('search')
    .description(t('cli.command.funds.search'))
    .argument('<keyword>', t('cli.argument.keyword', { max: 25 }))
    .option('--page <n>', t('cli.option.page'))
    .option('--json', t('cli.option.json'))
    .action(async (keyword: string, options: { page?: string; json?: boolean }, command: Command) => {
      const result = await fundsSearch({ keyword, page: options.page, env: envOf(command) }, deps);
      printFundsSearch(result, options.json === true, out);
    });
  funds
    .command('show')
    .description(t('cli.command.funds.show'))
    .argument('<fundCode>', t('cli.argument.fundCode'))
    .option('--json', t('cli.option.json'))
    .action(async (fundCode: string, options: { json?: boolean }, command: Command) => {
      printFundsShow(await fundsShow({ fundCode, env: envOf(command) }, deps), options.json === true, out);
    });

  const orders = program.command('orders').description(t('cli.command.orders'));
  orders.addHelpText('after', `\n${t('cli.orders.help.examples')}\n\n${t('cli.orders.help.exitCodes')}`);
  orders
    .command('list')
    .description(t('cli.command.orders.list'))
    .option('--pending', t('cli.orders.option.pending'))
    .option('--from <YYYY-MM-DD>', t('cli.orders.option.from'))
    .option('--to <YYYY-MM-DD>', t('cli.orders.option.to'))
    .option('--account <groupId...>', t('cli.orders.option.account'))
    .option('--json', t('cli.orders.option.json'))
    .option('--csv', t('cli.orders.option.csv'))
    .addHelpText('after', `\n${t('cli.orders.help.examples')}\n\n${t('cli.orders.help.exitCodes')}`)
    .action(
      async (
        options: {
          pending?: boolean;
          from?: string;
          to?: string;
          account?: string[];
          json?: boolean;
          csv?: boolean;
        },
        command: Command,
      ) => {
        if (options.json && options.csv) throw new UsageError('cli.orders.error.jsonAndCsv');
        const format = options.json ? 'json' : options.csv ? 'csv' : 'table';
        printOrdersList(await ordersList({ ...options, env: envOf(command) }, deps), format, out);
      },
    );
  orders
    .command('cancel')
    .description(t('cli.command.orders.cancel'))
    .argument('<serialNo>', t('cli.orders.argument.serialNo'))
    .option('--json', t('cli.option.json'))
    .addHelpText('after', `\n${t('cli.orders.help.examples')}\n\n${t('cli.orders.help.exitCodes')}`)
    .action(async (serialNo: string, options: { json?: boolean }, command: Command) => {
      printOrdersCancel(
        await ordersCancel({ serialNo, env: envOf(command) }, deps),
        options.json === true,
        out,
      );
    });

  program
    .command('smoke')
    .description(t('cli.command.smoke'))
    .option('--env <name>', t('cli.option.env'))
    .option('--junit <file>', t('cli.smoke.option.junit'))
    .option('--json', t('cli.smoke.option.json'))
    .addHelpText('after', `\n${t('cli.smoke.help.examples')}\n\n${t('cli.smoke.help.exitCodes')}`)
    .action(async (options: { junit?: string; json?: boolean }, command: Command) => {
      const report = await smoke({ junit: options.junit, env: envOf(command) }, smokeDeps);
      printSmoke(report, options.json === true, out);
      const failure = smokeFailure(report);
      if (failure) throw failure;
    });

  const batchHelp = `\n${t('cli.batch.help.examples')}\n\n${t('cli.batch.help.exitCodes')}`;
  const batchCommand = program.command('batch').description(t('cli.command.batch'));
  batchCommand.addHelpText('after', batchHelp);
  batchCommand
    .command('template')
    .description(t('cli.command.batch.template'))
    .argument('[file]', t('cli.batch.argument.templateFile'))
    .option('--type <type>', t('cli.batch.option.type'))
    .option('--force', t('cli.batch.option.force'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(
      async (
        file: string | undefined,
        options: { type?: string; force?: boolean; json?: boolean },
        command: Command,
      ) => {
        const result = await batchTemplate({ ...options, file, env: envOf(command) }, batchSetup.deps);
        printTemplate(result, options.json === true, out);
      },
    );
  batchCommand
    .command('import')
    .description(t('cli.command.batch.import'))
    .argument('<file>', t('cli.batch.argument.file'))
    .option('--type <type>', t('cli.batch.option.type'))
    .option('--account <groupId>', t('cli.batch.option.account'))
    .option('--dry-run', t('cli.batch.option.dryRun'))
    .option('--only-valid', t('cli.batch.option.onlyValid'))
    .option('--yes', t('cli.batch.option.yes'))
    .option('--allow-duplicate', t('cli.batch.option.allowDuplicate'))
    .option('--trade-password-stdin', t('cli.batch.option.tradePasswordStdin'))
    .option('--result <file>', t('cli.batch.option.result'))
    .option('--no-wait', t('cli.batch.option.noWait'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(
      async (
        file: string,
        options: Omit<BatchImportOptions, 'file'> & { json?: boolean },
        command: Command,
      ) => {
        const printer = importPrinter(out, batchSetup.progress);
        const events: BatchImportEvents = {
          ...printer,
          placed: (batchSerialNo, count, tradeType) => {
            batchSetup.onPlaced?.(batchSerialNo);
            return printer.placed?.(batchSerialNo, count, tradeType);
          },
        };
        const outcome = await batchImport({ ...options, file, env: envOf(command) }, batchSetup.deps, events);
        printImport(outcome, options.json === true, out);
        const failure = importFailure(outcome);
        if (failure) throw failure;
      },
    );
  batchCommand
    .command('status')
    .description(t('cli.command.batch.status'))
    .argument('<batchSerialNo>', t('cli.batch.argument.batchSerialNo'))
    .option('--wait', t('cli.batch.option.wait'))
    .option('--result <file>', t('cli.batch.option.result'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(
      async (
        batchSerialNo: string,
        options: { wait?: boolean; result?: string; json?: boolean },
        command: Command,
      ) => {
        if (options.wait) batchSetup.onPlaced?.(batchSerialNo);
        const outcome = await batchStatus(
          { ...options, batchSerialNo, env: envOf(command) },
          batchSetup.deps,
          statusPrinter(out, batchSetup.progress),
        );
        printStatus(outcome, options.wait === true, options.json === true, out);
        const failure = statusFailure(outcome);
        if (failure) throw failure;
      },
    );
  batchCommand
    .command('list')
    .description(t('cli.command.batch.list'))
    .option('--type <type>', t('cli.batch.option.type'))
    .option('--page <n>', t('cli.option.page'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(async (options: { type?: string; page?: string; json?: boolean }, command: Command) => {
      printBatchList(
        await batchList({ ...options, env: envOf(command) }, batchSetup.deps),
        options.json === true,
        out,
      );
    });

  // statements (issue 4 §3): request -> poll every 3000 ms, at most 40 polls -> download
  const statementsHelp = `\n${t('cli.statements.help.examples')}\n\n${t('cli.help.exitCodes')}`;
  const statements = program.command('statements').description(t('cli.command.statements'));
  statements.addHelpText('after', statementsHelp);
  statements
    .command('request')
    .description(t('cli.command.statements.request'))
    .option('--account <groupId...>', t('cli.statements.option.account'))
    .option('--period <YYYY-MM>', t('cli.statements.option.period'))
    .option('--format <pdf|xlsx>', t('cli.statements.option.format'))
    .option('--json', t('cli.statements.option.json'))
    .addHelpText('after', statementsHelp)
    .action(
      async (
        options: { account?: string[]; period?: string; format?: string; json?: boolean },
        command: Command,
      ) => {
        // A redrawn bar only on the process's own stderr when it is a terminal; plain lines otherwise.
        const terminal = out.stderr === process.stderr && Boolean(process.stderr.isTTY);
        const printer = requestPrinter(
          out.stderr,
          terminal ? () => createStatementsBar(process.stderr) : () => Promise.resolve(createQuietProgress()),
          terminal,
        );
        try {
          const result = await statementsRequest(
            { ...options, env: envOf(command) },
            { ...deps, sleep: batchSetup.deps.sleep },
            printer,
          );
          printer.done();
          printStatementsRequest(result, options.json === true, out);
          const failure = statementsFailure(result);
          if (failure) throw failure;
        } finally {
          printer.done();
        }
      },
    );
  statements
    .command('list')
    .description(t('cli.command.statements.list'))
    .option('--account <groupId...>', t('cli.statements.option.account'))
    .option('--period <YYYY-MM>', t('cli.statements.option.period'))
    .option('--json', t('cli.statements.option.json'))
    .addHelpText('after', statementsHelp)
    .action(async (options: { account?: string[]; period?: string; json?: boolean }, command: Command) => {
      printStatementsList(
        await statementsList({ ...options, env: envOf(command) }, deps),
        options.json === true,
        out,
      );
    });
  statements
    .command('download')
    .description(t('cli.command.statements.download'))
    .argument('<serialNo>', t('cli.statements.argument.serialNo'))
    .option('-o, --output <dir>', t('cli.statements.option.output'))
    .option('--json', t('cli.statements.option.json'))
    .addHelpText('after', statementsHelp)
    .action(async (serialNo: string, options: { output?: string; json?: boolean }, command: Command) => {
      const result = await statementsDownload({ serialNo, ...options, env: envOf(command) }, deps);
      printStatementsDownload(result, options.json === true, out);
    });

  const env = program.command('env').description(t('cli.command.env'));
  env.addHelpText('after', `\n${t('cli.help.env.examples')}`);
  env
    .command('list')
    .description(t('cli.command.env.list'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      printEnvList(await envList({ env: envOf(command) }, deps), options.json === true, out);
    });
  env
    .command('set')
    .description(t('cli.command.env.set'))
    .argument('<name>', t('cli.argument.envName'))
    .requiredOption('--url <baseUrl>', t('cli.option.url'))
    .option('--mode <mode>', t('cli.option.mode'))
    .action(async (name: string, options: { url: string; mode?: string }) => {
      printEnvSet(await envSet({ name, ...options }, deps), out);
    });
  env
    .command('use')
    .description(t('cli.command.env.use'))
    .argument('<name>', t('cli.argument.envName'))
    .action(async (name: string) => {
      printEnvUse(await envUse({ name }, deps), out);
    });

  return program;
}

/**
 * Runs `funddesk` with `argv` (the arguments after the program name) and answers the exit code.
 * Data goes to stdout, notices and errors (`错误 [FD1001] 用户名或密码错误`) to stderr; this is the
 * one place failures become exit codes (see ./errors.ts).
 */
export async function main(argv: readonly string[], io: Partial<CliIo> = {}): Promise<ExitCodeValue> {
  const out: Streams = { stdout: io.stdout ?? process.stdout, stderr: io.stderr ?? process.stderr };
  const vars = io.vars ?? process.env;
  const isTTY = io.isTTY ?? (Boolean(process.stdin.isTTY) && Boolean(process.stderr.isTTY));
  let http: Http | undefined;
  const state: RunState = { command: '', target: undefined };
  const store = createConfigStore(configDir(vars));
  const fetch: FetchLike =
    io.fetch ??
    ((input, init) => {
      http ??= createHttp();
      return http.fetch(input, init);
    });
  let prompter: Prompter | undefined;
  if (isTTY) prompter = io.prompter ?? (await import('./prompt.js')).createInquirerPrompter();
  const deps: CommandDeps = {
    store,
    vars,
    connect: createConnector({ store, vars, fetch, onTarget: (target) => (state.target = target) }),
    prompter,
    readStdin: io.readStdin ?? readProcessStdin,
    now: io.now ?? (() => new Date()),
  };

  // smoke logs in on its own, in a session kept in memory: the stored login is neither read nor changed.
  const smokeDeps: SmokeDeps = {
    vars,
    now: () => deps.now(),
    connect: createConnector({
      store: memorySessionStore(store),
      vars,
      fetch,
      onTarget: (target) => (state.target = target),
    }),
  };
  // Progress: a redrawn bar only on the process's own stderr when it is a terminal; plain lines otherwise.
  const onProcessStderr = io.stderr === undefined && Boolean(process.stderr.isTTY);
  let interruptHint: (() => void) | undefined;
  const batchSetup: BatchSetup = {
    deps: io.sleep ? { ...deps, sleep: io.sleep } : deps,
    progress: onProcessStderr
      ? () => createBarProgress(process.stderr)
      : () => Promise.resolve(createLineProgress(out.stderr)),
  };
  if (io.stderr === undefined) {
    // Ctrl-C while waiting leaves the batch running on the gateway: say how to resume, exit 130.
    batchSetup.onPlaced = (batchSerialNo) => {
      if (interruptHint) process.off('SIGINT', interruptHint);
      interruptHint = () => {
        out.stderr.write(`\n${t('cli.batch.resumeHint', { batchSerialNo })}\n`);
        process.exit(ExitCode.Interrupted);
      };
      process.once('SIGINT', interruptHint);
    };
  }
  const program = buildProgram(deps, out, state, smokeDeps, batchSetup);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.Ok;
  } catch (error) {
    let failure: unknown = error;
    if (error instanceof CommanderError) {
      const usage = fromCommander(error);
      if (!usage) return ExitCode.Ok;
      state.command = guessCommandPath(program, argv);
      failure = usage;
    }
    if (failure instanceof Error && failure.name === 'ExitPromptError') return ExitCode.Interrupted;
    if (failure instanceof UsageError && failure.command === undefined) {
      failure.command = ['funddesk', state.command, '--help'].filter(Boolean).join(' ');
    }
    for (const line of describeError(failure, { baseUrl: state.target?.baseUrl }))
      out.stderr.write(`${line}\n`);
    return exitCodeFor(failure);
  } finally {
    if (interruptHint) process.off('SIGINT', interruptHint);
    await http?.close();
  }
}
