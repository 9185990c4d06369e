import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, type ExitCodeValue } from '@funddesk/cli';

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
