/**
 * What every command's registration receives (one module per command, issue 10 §4): the streams, and the
 * dependencies of the actions behind promises, built on the first action. A registration imports only
 * commander's types and the CLI's part of the catalogue; its action imports the command itself
 * (`await import('./index.js')`), so `funddesk --help` loads no command, no zod and no gateway client
 * (issue 10 §6: cold start within 1.5x of a bare commander program).
 */
import type { Command } from 'commander';
import type { CommandDeps, Streams } from '../context.js';
import type { BatchDeps } from './batch/deps.js';
import type { ProgressFactory } from './batch/print.js';
import type { SmokeDeps } from './smoke/index.js';

/** What the batch commands get from main besides the common deps. */
export interface BatchSetup {
  deps: BatchDeps;
  /** The progress display: cli-progress on a terminal's stderr, plain lines otherwise. */
  progress: ProgressFactory;
  /** On the real process: prints the resume hint if Ctrl-C ends the wait for a placed batch. */
  onPlaced?(batchSerialNo: string): void;
}

/** The context of the command registrations; each getter builds its value once, on first use. */
export interface ProgramContext {
  /** Data on stdout, notices and errors on stderr. */
  readonly out: Streams;
  /** The common deps (config store, connector, prompter on a TTY, stdin, clock). */
  deps(): Promise<CommandDeps>;
  /** smoke's deps: a connector whose sessions live in memory (the stored login is untouched). */
  smokeDeps(): Promise<SmokeDeps>;
  /** The batch commands' deps, progress display and interrupt hint. */
  batchSetup(): Promise<BatchSetup>;
}

/** Registers one top-level command (and its subcommands) on the program. */
export type RegisterCommand = (program: Command, ctx: ProgramContext) => void;

/** The global `--env <name>` as the command sees it (undefined when not given). */
export function envOf(command: Command): string | undefined {
  return command.optsWithGlobals<{ env?: string }>().env;
}
