import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configDir,
  createConfigStore,
  DEFAULT_LOCAL_URL,
  parseBaseUrl,
  resolveEnvName,
  resolveTarget,
  writeFileAtomic,
  type StoredSession,
} from './config.js';
import { CliError, ExitCode, UsageError } from './errors.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'funddesk-cli-config-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const mode = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

const session: StoredSession = {
  token: 'secret-token',
  groupId: '10000001',
  corpName: '鼎元投资管理有限公司',
  loginName: 'op01',
  personName: '张伟',
  roles: ['op'],
  loginAs: 'org',
  loginType: 1,
  baseUrl: 'http://127.0.0.1:8080',
  loggedInAt: '2026-02-13T06:00:00.000Z',
  expiresAt: null,
};

describe('configDir', () => {
  it('prefers FUNDDESK_CONFIG_DIR, then XDG_CONFIG_HOME/funddesk, then ~/.config/funddesk', () => {
    expect(configDir({ FUNDDESK_CONFIG_DIR: '/a', XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe('/a');
    expect(configDir({ XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe(join('/x', 'funddesk'));
    expect(configDir({ HOME: '/h' })).toBe(join('/h', '.config', 'funddesk'));
  });
});

describe('writeFileAtomic', () => {
  it('creates the directory 0700 and the file 0600', async () => {
    const target = join(dir, 'nested', 'session.json');
    await writeFileAtomic(target, '{"a":1}\n');
    expect(await readFile(target, 'utf8')).toBe('{"a":1}\n');
    expect(await mode(join(dir, 'nested'))).toBe(0o700);
    expect(await mode(target)).toBe(0o600);
  });

  it('tightens an existing loose directory and file', async () => {
    const loose = join(dir, 'loose');
    await mkdir(loose, { mode: 0o755 });
    await writeFile(join(loose, 'config.json'), '{}', { mode: 0o644 });
    await writeFileAtomic(join(loose, 'config.json'), '{"b":2}');
    expect(await mode(loose)).toBe(0o700);
    expect(await mode(join(loose, 'config.json'))).toBe(0o600);
  });

  it('replaces by rename: no temporary file is left behind', async () => {
    const target = join(dir, 'config.json');
    await writeFileAtomic(target, 'one');
    await writeFileAtomic(target, 'two');
    expect(await readdir(dir)).toEqual(['config.json']);
    expect(await readFile(target, 'utf8')).toBe('two');
  });

  it('leaves the old content and no temporary file when the rename fails', async () => {
    // A directory in the target's place makes rename fail after the temporary file was written.
    const target = join(dir, 'blocked');
    await mkdir(join(target, 'inside'), { recursive: true });
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['blocked']);
  });
});

describe('config store', () => {
  it('answers defaults when nothing is stored', async () => {
    const store = createConfigStore(join(dir, 'fd'));
    expect(await store.readConfig()).toEqual({ currentEnv: 'local', envs: {} });
    expect(await store.readSession('local')).toBeUndefined();
  });

  it('stores sessions per environment in a 0600 session.json, and deletes them', async () => {
    const store = createConfigStore(join(dir, 'fd'));
    await store.writeSession('local', session);
    await store.writeSession('sit', { ...session, token: 'other' });
    expect(await store.readSession('local')).toEqual(session);
    expect(await mode(join(dir, 'fd', 'session.json'))).toBe(0o600);
    expect(await mode(join(dir, 'fd'))).toBe(0o700);
    expect(await store.clearSession('local')).toBe(true);
    expect(await store.clearSession('local')).toBe(false);
    expect(await store.readSession('local')).toBeUndefined();
    expect((await store.readSession('sit'))?.token).toBe('other');
  });

  it('writes config.json 0600 and reads it back', async () => {
    const store = createConfigStore(join(dir, 'fd'));
    await store.writeConfig({
      currentEnv: 'sit',
      envs: { sit: { url: 'https://sit.example.com', mode: 'transfer' } },
    });
    expect(await store.readConfig()).toEqual({
      currentEnv: 'sit',
      envs: { sit: { url: 'https://sit.example.com', mode: 'transfer' } },
    });
    expect(await mode(join(dir, 'fd', 'config.json'))).toBe(0o600);
  });

  it('refuses a corrupt file with a catalogue message (exit 1)', async () => {
    await mkdir(join(dir, 'fd'));
    await writeFile(join(dir, 'fd', 'config.json'), '{ not json');
    const failure = await createConfigStore(join(dir, 'fd'))
      .readConfig()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).exitCode).toBe(ExitCode.Failed);
  });
});

describe('environments', () => {
  const config = { currentEnv: 'local' as const, envs: { sit: { url: 'https://sit.example.com' } } };

  it('takes --env, then FUNDDESK_ENV, then the configured current environment', () => {
    expect(resolveEnvName('sit', { FUNDDESK_ENV: 't1' }, config)).toBe('sit');
    expect(resolveEnvName(undefined, { FUNDDESK_ENV: 't1' }, config)).toBe('t1');
    expect(resolveEnvName(undefined, {}, { ...config, currentEnv: 'prod' })).toBe('prod');
  });

  it('refuses unknown environment names as usage errors', () => {
    expect(() => resolveEnvName('uat', {}, config)).toThrow(UsageError);
  });

  it('sends local to FUNDDESK_URL, else its configured URL, else localhost:8080', () => {
    expect(resolveTarget('local', {}, config).baseUrl).toBe(DEFAULT_LOCAL_URL);
    expect(resolveTarget('local', { FUNDDESK_URL: 'http://127.0.0.1:9' }, config).baseUrl).toBe(
      'http://127.0.0.1:9',
    );
    expect(resolveTarget('local', {}, { ...config, envs: { local: { url: 'http://l:1' } } }).baseUrl).toBe(
      'http://l:1',
    );
  });

  it('needs `env set` for the other environments (their hosts are not in the spec)', () => {
    expect(resolveTarget('sit', {}, config)).toEqual({
      env: 'sit',
      baseUrl: 'https://sit.example.com',
      mode: 'direct',
    });
    expect(() => resolveTarget('prod', { FUNDDESK_URL: 'http://x' }, config)).toThrow(UsageError);
  });

  it('accepts http(s) base URLs only', () => {
    expect(parseBaseUrl('https://sit.example.com/')).toBe('https://sit.example.com');
    expect(parseBaseUrl('http://10.0.0.1:8080/gw')).toBe('http://10.0.0.1:8080/gw');
    for (const bad of ['ftp://x', 'sit.example.com', 'https://u:p@x', 'https://x/?a=1']) {
      expect(() => parseBaseUrl(bad)).toThrow(UsageError);
    }
  });
});
