import {
  DEFAULT_LOCAL_URL,
  envNames,
  parseBaseUrl,
  parseEnvName,
  requestModes,
  resolveEnvName,
  type EnvName,
  type RequestMode,
} from '../../config.js';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';

/** One environment of `env list`. */
export interface EnvRow {
  name: EnvName;
  /** The base URL requests go to, or null when not configured. */
  url: string | null;
  mode: RequestMode;
  /** Whether this is the environment commands use. */
  current: boolean;
  /** The stored session's login name, if logged in. */
  loginName: string | null;
}

/**
 * `funddesk env list`: every environment with its address, the current one marked. `local` shows
 * FUNDDESK_URL when set, else its configured or default address.
 */
export async function envList(options: EnvOption, deps: CommandDeps): Promise<EnvRow[]> {
  const config = await deps.store.readConfig();
  const current = resolveEnvName(options.env, deps.vars, config);
  const rows: EnvRow[] = [];
  for (const name of envNames) {
    const configured = config.envs[name];
    const url =
      name === 'local'
        ? deps.vars.FUNDDESK_URL || configured?.url || DEFAULT_LOCAL_URL
        : (configured?.url ?? null);
    const session = await deps.store.readSession(name);
    rows.push({
      name,
      url,
      mode: configured?.mode ?? 'direct',
      current: name === current,
      loginName: session?.loginName ?? null,
    });
  }
  return rows;
}

/** Options of {@link envSet}. */
export interface EnvSetOptions {
  name: string;
  url: string;
  /** `direct` (default) or `transfer`. */
  mode?: string;
}

/** Parses `--mode`. @throws UsageError (exit 2) */
export function parseMode(value: string | undefined): RequestMode | undefined {
  if (value === undefined) return undefined;
  const mode = requestModes.find((m) => m === value);
  if (!mode) throw new UsageError('cli.error.badMode', { mode: value });
  return mode;
}

/** `funddesk env set <name> --url <baseUrl>`: configures an environment's address (and request mode). */
export async function envSet(
  options: EnvSetOptions,
  deps: CommandDeps,
): Promise<{ name: EnvName; url: string; mode: RequestMode }> {
  const name = parseEnvName(options.name);
  const url = parseBaseUrl(options.url);
  const mode = parseMode(options.mode);
  const config = await deps.store.readConfig();
  const previous = config.envs[name];
  const entry = { url, mode: mode ?? previous?.mode ?? 'direct' };
  await deps.store.writeConfig({ ...config, envs: { ...config.envs, [name]: entry } });
  return { name, ...entry };
}

/** `funddesk env use <name>`: makes an environment the current one. */
export async function envUse(options: { name: string }, deps: CommandDeps): Promise<{ name: EnvName }> {
  const name = parseEnvName(options.name);
  const config = await deps.store.readConfig();
  await deps.store.writeConfig({ ...config, currentEnv: name });
  return { name };
}
