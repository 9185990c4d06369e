/**
 * The `funddesk` program: {@link main} builds the commander program from one registration per command
 * (./commands/<name>/register.ts), runs one command and answers the exit code. This module loads only
 * commander and the CLI's part of the catalogue; the commands, the gateway client, the config store and
 * the error rendering are imported when an action runs or a failure is described, so `funddesk --help`
 * starts within 1.5x of a bare commander program (issue 10 §6, measured by tests/bench/cli-help.mjs).
 */
import { readFileSync } from 'node:fs';
import type { FetchLike } from '@funddesk/core';
import { tCli as t, type CliMessageKey } from '@funddesk/core/messages/cli';
import { Command, CommanderError, type Help } from 'commander';
import type { Http } from './client.js';
import type { EnvVars, Target } from './config.js';
import type { CommandDeps, Prompter, Streams, Writer } from './context.js';
import type { ExitCodeValue, UsageError } from './errors.js';
import { registerAccount } from './commands/account/register.js';
import { registerAdmin } from './commands/admin/register.js';
import { registerApi } from './commands/api/register.js';
import { registerBatch } from './commands/batch/register.js';
import { registerCockpit } from './commands/cockpit/register.js';
import { registerEnv } from './commands/env/register.js';
import { registerFavourites } from './commands/favourites/register.js';
import { registerFunds } from './commands/funds/register.js';
import { registerPortfolio } from './commands/portfolio/register.js';
import { registerLogin } from './commands/login/register.js';
import { registerLogout } from './commands/logout/register.js';
import { registerOrders } from './commands/orders/register.js';
import { registerOrgs } from './commands/orgs/register.js';
import { registerPrivate } from './commands/private/register.js';
import { registerReview } from './commands/review/register.js';
import type { BatchSetup, ProgramContext, RegisterCommand } from './commands/program.js';
import { registerSmoke } from './commands/smoke/register.js';
import { registerStatements } from './commands/statements/register.js';
import { registerTrade } from './commands/trade/register.js';
import { registerUsers } from './commands/users/register.js';
import { registerWhoami } from './commands/whoami/register.js';
import type { SmokeDeps } from './commands/smoke/index.js';

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

/** The commands in the order `funddesk --help` lists them. */
const registrations: readonly RegisterCommand[] = [
  registerLogin,
  registerLogout,
  registerWhoami,
  registerOrgs,
  registerFunds,
  registerFavourites,
  registerPortfolio,
  registerOrders,
  registerTrade,
  registerSmoke,
  registerBatch,
  registerReview,
  registerPrivate,
  registerStatements,
  registerUsers,
  registerAccount,
  registerAdmin,
  registerCockpit,
  registerEnv,
  registerApi,
];

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
const helpTitles: Readonly<Record<string, CliMessageKey>> = {
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
function fromCommander(
  error: CommanderError,
  Usage: new (key: CliMessageKey, params?: Record<string, string>) => UsageError,
): UsageError | null {
  switch (error.code) {
    case 'commander.helpDisplayed':
    case 'commander.version':
      return null;
    case 'commander.help':
      return error.exitCode === 0 ? null : new Usage('cli.error.missingCommand');
    case 'commander.unknownOption':
      return new Usage('cli.error.unknownOption', { flag: quoted(error.message) });
    case 'commander.unknownCommand':
      return new Usage('cli.error.unknownCommand', { name: quoted(error.message) });
    case 'commander.missingArgument':
      return new Usage('cli.error.missingArgument', { name: quoted(error.message) });
    case 'commander.optionMissingArgument':
      return new Usage('cli.error.optionMissingArgument', { flag: quoted(error.message) });
    case 'commander.missingMandatoryOptionValue':
      return new Usage('cli.error.missingMandatoryOption', { flag: quoted(error.message) });
    case 'commander.excessArguments':
      return new Usage('cli.error.excessArguments');
    default:
      return new Usage('cli.error.usage', { message: error.message.replace(/^error: /, '') });
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

/** The program with its global options and every command registered (no command module is loaded). */
function buildProgram(ctx: ProgramContext, state: RunState): Command {
  const program = new Command('funddesk');
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
      writeOut: (text) => ctx.out.stdout.write(text),
      writeErr: (text) => ctx.out.stderr.write(text),
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
  for (const register of registrations) register(program, ctx);
  return program;
}

/** Memoises an async factory: the first call builds, later calls answer the same promise. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= build());
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
  let interruptHint: (() => void) | undefined;
  const onTarget = (target: Target): void => {
    state.target = target;
  };

  // One keep-alive transport for every connector of the run, opened on the first request.
  const fetch: FetchLike =
    io.fetch ??
    (async (input, init) => {
      if (!http) {
        const { createHttp } = await import('./client.js');
        http ??= createHttp();
      }
      return http.fetch(input, init);
    });

  const deps = once(async (): Promise<CommandDeps> => {
    const [{ createConnector }, { configDir, createConfigStore }] = await Promise.all([
      import('./client.js'),
      import('./config.js'),
    ]);
    const store = createConfigStore(configDir(vars));
    let prompter: Prompter | undefined;
    if (isTTY) prompter = io.prompter ?? (await import('./prompt.js')).createInquirerPrompter();
    return {
      store,
      vars,
      connect: createConnector({ store, vars, fetch, onTarget }),
      prompter,
      readStdin: io.readStdin ?? readProcessStdin,
      now: io.now ?? (() => new Date()),
    };
  });

  const ctx: ProgramContext = {
    out,
    deps,
    // smoke logs in on its own, in a session kept in memory: the stored login is neither read nor changed.
    smokeDeps: once(async (): Promise<SmokeDeps> => {
      const [common, { createConnector }, { memorySessionStore }] = await Promise.all([
        deps(),
        import('./client.js'),
        import('./commands/smoke/index.js'),
      ]);
      return {
        vars,
        now: () => common.now(),
        connect: createConnector({
          store: memorySessionStore(common.store),
          vars,
          fetch,
          onTarget,
        }),
      };
    }),
    batchSetup: once(async (): Promise<BatchSetup> => {
      const [common, { createBarProgress, createLineProgress }, { ExitCode }] = await Promise.all([
        deps(),
        import('./commands/batch/progress.js'),
        import('./errors.js'),
      ]);
      // Progress: a redrawn bar only on the process's own stderr when it is a terminal; plain lines otherwise.
      const onProcessStderr = io.stderr === undefined && Boolean(process.stderr.isTTY);
      const setup: BatchSetup = {
        deps: io.sleep ? { ...common, sleep: io.sleep } : common,
        progress: onProcessStderr
          ? () => createBarProgress(process.stderr)
          : () => Promise.resolve(createLineProgress(out.stderr)),
      };
      if (io.stderr === undefined) {
        // Ctrl-C while waiting leaves the batch running on the gateway: say how to resume, exit 130.
        setup.onPlaced = (batchSerialNo) => {
          if (interruptHint) process.off('SIGINT', interruptHint);
          interruptHint = () => {
            out.stderr.write(`\n${t('cli.batch.resumeHint', { batchSerialNo })}\n`);
            process.exit(ExitCode.Interrupted);
          };
          process.once('SIGINT', interruptHint);
        };
      }
      return setup;
    }),
  };

  const program = buildProgram(ctx, state);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0; // ExitCode.Ok, without loading ./errors.js for a successful run
  } catch (error) {
    if (
      error instanceof CommanderError &&
      (error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        (error.code === 'commander.help' && error.exitCode === 0))
    )
      return 0;
    const { describeError, ExitCode, exitCodeFor, UsageError } = await import('./errors.js');
    let failure: unknown = error;
    if (error instanceof CommanderError) {
      const usage = fromCommander(error, UsageError);
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
