import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, type ExitCodeValue } from '@funddesk/cli';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from './server.js';

/** What one `funddesk` run gave: its exit code and everything it wrote to each stream. */
export interface CliRun {
  code: ExitCodeValue;
  stdout: string;
  stderr: string;
}

/**
 * Runs `funddesk <argv>` in-process through `main`, as a script would: no TTY, captured streams, `stdin` as
 * what the --*-stdin options read, against `baseUrl` (a test server) with `configDir` as the config
 * directory (its session file; one directory a person).
 */
export async function runFunddesk(
  target: { configDir: string; baseUrl: string },
  argv: string[],
  stdin = '',
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: target.configDir, FUNDDESK_URL: target.baseUrl },
    isTTY: false,
    readStdin: () => Promise.resolve(stdin),
  });
  return { code, stdout, stderr };
}

/** A fresh, empty config directory under the system's temporary folder (`prefix` names it). */
export function makeConfigDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Removes a config directory made by {@link makeConfigDir} (nothing when none was made). */
export async function removeConfigDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** A test server for a CLI test file and the `funddesk` runs against it (see {@link cliServer}). */
export interface CliServer {
  /** The server (started in beforeAll). */
  readonly server: TestServer;
  /** Runs `funddesk <argv>` in-process without a TTY against the server, with the file's config directory. */
  funddesk: (argv: string[], stdin?: string) => Promise<CliRun>;
}

/**
 * Starts a test server and makes a fresh config directory (`prefix` names it) before the file's tests
 * (beforeAll), and closes and removes both after them (afterAll): one person's `funddesk` against one server.
 * A file's own beforeAll (SQL, the clock) runs after this one.
 */
export function cliServer(prefix: string): CliServer {
  let server: TestServer | undefined;
  let configDir: string | undefined;
  beforeAll(async () => {
    server = await startServer();
    configDir = await makeConfigDir(prefix);
  });
  afterAll(async () => {
    await server?.close();
    await removeConfigDir(configDir);
  });
  return {
    get server(): TestServer {
      if (!server) throw new Error('the test server is not started yet (cliServer starts it in beforeAll)');
      return server;
    },
    funddesk: (argv, stdin = '') => {
      if (!server || !configDir) throw new Error('the test server is not started yet');
      return runFunddesk({ configDir, baseUrl: server.baseUrl }, argv, stdin);
    },
  };
}
