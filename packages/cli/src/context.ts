import type { Connector } from './client.js';
import type { ConfigStore, EnvVars } from './config.js';

/** One choice of {@link Prompter.select}. */
export interface Choice<T> {
  name: string;
  value: T;
  description?: string;
}

/** Interactive questions; only present on a TTY (the CLI never prompts otherwise). */
export interface Prompter {
  input(message: string): Promise<string>;
  /** Masked input. */
  password(message: string): Promise<string>;
  select<T>(message: string, choices: readonly Choice<T>[]): Promise<T>;
}

/** What every command receives besides its options: the environment passed in, so tests pass fakes. */
export interface CommandDeps {
  store: ConfigStore;
  vars: EnvVars;
  connect: Connector;
  /** Undefined without a TTY. */
  prompter: Prompter | undefined;
  /** Reads standard input to its end (for --password-stdin). */
  readStdin(): Promise<string>;
  now(): Date;
}

/** Options every command accepts: the global `--env`. */
export interface EnvOption {
  env?: string;
}

/** Something text is written to (process.stdout, or a buffer in tests). */
export interface Writer {
  write(text: string): unknown;
}

/** Where commands print: data on stdout, notices and errors on stderr. */
export interface Streams {
  stdout: Writer;
  stderr: Writer;
}
