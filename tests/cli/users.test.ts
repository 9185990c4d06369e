/**
 * `funddesk users list|add|disable` (issue 11 §4; spec 03 §7 person/list, person/adds, person/cancel) against
 * the real local gateway: admin01 lists, adds an operator (initial password from stdin, to be changed at the
 * first login) and disables them; refusals exit with the documented codes (1 a server refusal such as a
 * duplicate mobile FD1104, 2 a usage error, 3 a non-administrator FD1003).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, t, type PersonRow } from '@funddesk/core';
import { ExitCode, main } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let configDir: string;

/** Runs `funddesk <argv>` in-process without a TTY. */
async function funddesk(argv: string[], options: { stdin?: string; vars?: Record<string, string> } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: configDir, FUNDDESK_URL: server.baseUrl, ...options.vars },
    isTTY: false,
    readStdin: () => Promise.resolve(options.stdin ?? ''),
  });
  return { code, stdout, stderr };
}

const ADD = [
  'users',
  'add',
  '--login-name',
  'cli09',
  '--name',
  '何敏',
  '--mobile',
  '13712345678',
  '--cred-number',
  '11010519491231002X',
  '--role',
  'op',
  '--password-stdin',
  '--json',
];

beforeAll(async () => {
  server = await startServer();
  configDir = await mkdtemp(join(tmpdir(), 'funddesk-cli-users-'));
});
afterAll(async () => {
  await server?.close();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('funddesk users (issue 11 §4)', () => {
  it('refuses a non-administrator with FD1003 and exit 3', async () => {
    expect(
      (await funddesk(['login', '--user', 'op01', '--password-stdin'], { stdin: 'Demo@2026\n' })).code,
    ).toBe(ExitCode.Ok);
    const listed = await funddesk(['users', 'list', '--json']);
    expect(listed.code).toBe(ExitCode.Auth);
    expect(listed.stderr).toContain(ErrorCode.Forbidden);
  });

  it('admin01 lists, adds an operator with an initial password and disables them (--json)', async () => {
    expect(
      (await funddesk(['login', '--user', 'admin01', '--password-stdin'], { stdin: 'Demo@2026\n' })).code,
    ).toBe(ExitCode.Ok);
    const listed = await funddesk(['users', 'list', '--json']);
    expect(listed.code).toBe(ExitCode.Ok);
    const persons = JSON.parse(listed.stdout) as PersonRow[];
    expect(persons.map((p) => p.loginName)).toEqual(expect.arrayContaining(['admin01', 'op01', 'chk01']));

    const added = await funddesk(ADD, { stdin: 'Start@2026a\n' });
    expect(added.code).toBe(ExitCode.Ok);
    const person = JSON.parse(added.stdout) as PersonRow;
    expect(person).toMatchObject({ loginName: 'cli09', roleCodes: ['op'], mustChangePassword: true });

    const table = await funddesk(['users', 'list']);
    expect(table.stdout).toContain('cli09');
    expect(table.stdout).toContain(t('role.op'));

    const disabled = await funddesk(['users', 'disable', person.personId]);
    expect(disabled.code).toBe(ExitCode.Ok);
    expect(disabled.stderr).toContain(t('cli.users.disabled', { personId: person.personId }));
    const after = JSON.parse((await funddesk(['users', 'list', '--json'])).stdout) as PersonRow[];
    expect(after.find((p) => p.personId === person.personId)?.status).toBe('disabled');
  });

  it('a duplicate mobile exits 1 with FD1104; no password exits 2; disabling oneself exits 1 with FD1112', async () => {
    const duplicate = await funddesk(
      ADD.map((a) => (a === 'cli09' ? 'cli10' : a)),
      { stdin: 'Start@2026a\n' },
    );
    expect(duplicate.code).toBe(ExitCode.Failed);
    expect(duplicate.stderr).toContain(ErrorCode.PersonMobileDuplicate);
    expect(duplicate.stdout).toBe('');

    const noPassword = await funddesk(ADD.filter((a) => a !== '--password-stdin'));
    expect(noPassword.code).toBe(ExitCode.Usage);
    expect(noPassword.stderr).toContain(t('cli.users.error.needPassword'));

    const self = await funddesk(['users', 'disable', 'P0006']);
    expect(self.code).toBe(ExitCode.Failed);
    expect(self.stderr).toContain(ErrorCode.PersonSelf);
  });
});
