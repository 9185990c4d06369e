import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { CliError, ExitCode, UsageError } from './errors.js';

/**
 * Environments (DESIGN §4, spec 01 §7.1): `local` is this project's server; the others' hosts are not
 * recorded in the spec, so their base URLs come from `funddesk env set`.
 */
export const envNames = ['local', 'dev', 'sit', 't1', 't2', 't3', 't4', 't5', 'prod'] as const;
/** An environment name. */
export type EnvName = (typeof envNames)[number];
const envNameSchema = z.enum(envNames);

/** Base URL of `local` when neither FUNDDESK_URL nor `env set local` says otherwise. */
export const DEFAULT_LOCAL_URL = 'http://localhost:8080';

/** Request modes of the gateway client (spec 01 §7.1): per-call paths, or the transfer endpoint. */
export const requestModes = ['direct', 'transfer'] as const;
/** A request mode. */
export type RequestMode = (typeof requestModes)[number];

const envConfigSchema = z.object({
  url: z.string().max(2048).optional(),
  mode: z.enum(requestModes).optional(),
});
/** What `config.json` holds about one environment. */
export type EnvConfig = z.infer<typeof envConfigSchema>;

const configSchema = z.object({
  currentEnv: envNameSchema.default('local'),
  envs: z.partialRecord(envNameSchema, envConfigSchema).default({}),
});
/** `config.json`: the environments and the current one. */
export type CliConfig = z.infer<typeof configSchema>;

const storedSessionSchema = z.object({
  /** The bearer token: bound to {@link groupId} after a login switch, else to no organisation. */
  token: z.string().min(1),
  /** The organisation the token acts for (after login switch), sent as x-gno. */
  groupId: z.string().optional(),
  corpName: z.string().optional(),
  loginName: z.string(),
  personName: z.string(),
  roles: z.array(z.string()),
  loginAs: z.enum(['person', 'org']),
  /** The login's loginType, sent again on login switch (spec 01 §7.3 getOrgLoginswitch). */
  loginType: z.number().int().optional(),
  /** The base URL the token was issued by. */
  baseUrl: z.string(),
  /** ISO time of the login. */
  loggedInAt: z.string(),
  /**
   * ISO expiry, when known. The gateway does not report it (idle and absolute expiry are server-side,
   * DESIGN §7), so it is null and an expired token shows as FD0401.
   */
  expiresAt: z.string().nullable(),
});
/** One environment's stored session. */
export type StoredSession = z.infer<typeof storedSessionSchema>;

const sessionFileSchema = z.object({
  sessions: z.partialRecord(envNameSchema, storedSessionSchema).default({}),
});
type SessionFile = z.infer<typeof sessionFileSchema>;

/** Environment variables the CLI reads. */
export type EnvVars = Readonly<Record<string, string | undefined>>;

/**
 * The CLI's configuration directory: `$FUNDDESK_CONFIG_DIR`, else `$XDG_CONFIG_HOME/funddesk`, else
 * `~/.config/funddesk`.
 */
export function configDir(vars: EnvVars): string {
  if (vars.FUNDDESK_CONFIG_DIR) return vars.FUNDDESK_CONFIG_DIR;
  if (vars.XDG_CONFIG_HOME) return join(vars.XDG_CONFIG_HOME, 'funddesk');
  return join(vars.HOME || homedir(), '.config', 'funddesk');
}

/** Mode of the configuration directory: only the owner may list or enter it. */
export const DIR_MODE = 0o700;
/** Mode of config.json and session.json: the token is a credential. */
export const FILE_MODE = 0o600;

/**
 * Writes a file atomically: a temporary file in the same directory, created with mode 0600, then renamed
 * over the target, so a reader sees the old or the new content and never a half-written token.
 * The directory is created (and tightened) with mode 0700.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await chmod(dir, DIR_MODE);
  const temp = join(dir, `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { mode: FILE_MODE, flag: 'wx', flush: true });
    await chmod(temp, FILE_MODE);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readJson<T>(path: string, schema: z.ZodType<T>, empty: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError(ExitCode.Failed, 'cli.error.badConfig', { path });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new CliError(ExitCode.Failed, 'cli.error.badConfig', { path });
  return parsed.data;
}

/** Reads and writes `config.json` and `session.json` in one directory. */
export interface ConfigStore {
  readonly dir: string;
  readConfig(): Promise<CliConfig>;
  writeConfig(config: CliConfig): Promise<void>;
  readSession(env: EnvName): Promise<StoredSession | undefined>;
  writeSession(env: EnvName, session: StoredSession): Promise<void>;
  /** Deletes the environment's session; answers whether there was one. */
  clearSession(env: EnvName): Promise<boolean>;
}

/** The store over `dir` (see {@link configDir}). */
export function createConfigStore(dir: string): ConfigStore {
  const configPath = join(dir, 'config.json');
  const sessionPath = join(dir, 'session.json');
  const emptyConfig = (): CliConfig => ({ currentEnv: 'local', envs: {} });
  const readSessions = (): Promise<SessionFile> => readJson(sessionPath, sessionFileSchema, { sessions: {} });
  const writeSessions = (file: SessionFile): Promise<void> =>
    writeFileAtomic(sessionPath, `${JSON.stringify(file, null, 2)}\n`);

  return {
    dir,
    readConfig: () => readJson(configPath, configSchema, emptyConfig()),
    writeConfig: (config) => writeFileAtomic(configPath, `${JSON.stringify(config, null, 2)}\n`),
    async readSession(env) {
      return (await readSessions()).sessions[env];
    },
    async writeSession(env, session) {
      const file = await readSessions();
      file.sessions[env] = session;
      await writeSessions(file);
    },
    async clearSession(env) {
      const file = await readSessions();
      if (!file.sessions[env]) return false;
      delete file.sessions[env];
      await writeSessions(file);
      return true;
    },
  };
}

/** Parses an environment name; unknown names are a usage error. */
export function parseEnvName(name: string): EnvName {
  const parsed = envNameSchema.safeParse(name);
  if (!parsed.success) throw new UsageError('cli.error.unknownEnv', { env: name, envs: envNames.join('、') });
  return parsed.data;
}

/** The environment a command runs against: `--env`, else FUNDDESK_ENV, else the configured current one. */
export function resolveEnvName(flag: string | undefined, vars: EnvVars, config: CliConfig): EnvName {
  const name = flag ?? vars.FUNDDESK_ENV;
  return name ? parseEnvName(name) : config.currentEnv;
}

/** Where to send requests. */
export interface Target {
  env: EnvName;
  baseUrl: string;
  mode: RequestMode;
}

/**
 * The base URL and mode of an environment. `local`: FUNDDESK_URL, else the configured URL, else
 * http://localhost:8080. Other environments need `funddesk env set` (usage error otherwise).
 */
export function resolveTarget(env: EnvName, vars: EnvVars, config: CliConfig): Target {
  const configured = config.envs[env];
  const mode = configured?.mode ?? 'direct';
  if (env === 'local') {
    return { env, mode, baseUrl: vars.FUNDDESK_URL || configured?.url || DEFAULT_LOCAL_URL };
  }
  if (!configured?.url) throw new UsageError('cli.error.envNoUrl', { env });
  return { env, mode, baseUrl: configured.url };
}

/** Validates a base URL given to `env set`: http or https, no query or fragment; trailing slash dropped. */
export function parseBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError('cli.error.badUrl', { url: text });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new UsageError('cli.error.badUrl', { url: text });
  }
  return url.toString().replace(/\/$/, '');
}
