import { account, t, type OrgEntry } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import { switchOrganisation, type OrgRef } from '../orgs/use.js';

/**
 * How to log in (spec 01 §7.3): organisation login A/pc/org/login (the default, as in the web) or person
 * login A/pc/person/login, whose organisation list drops manager organisations (spec 01 §3).
 */
export type LoginAs = 'person' | 'org';

/** Options of {@link login}. */
export interface LoginOptions extends EnvOption {
  user?: string;
  /** Read the password from standard input (to its end; one trailing newline dropped). */
  passwordStdin?: boolean;
  /** `org` (default) or `person`. */
  as?: string;
}

/** What a login did. */
export interface LoginOutcome {
  env: string;
  baseUrl: string;
  loginName: string;
  personName: string;
  roles: string[];
  /** The organisation switched to, or null when the user must choose with `orgs use`. */
  org: OrgRef | null;
  /** When several organisations and no TTY: the ones to choose from. */
  choices: OrgRef[];
}

/** Credentials of a login. */
export interface Credentials {
  loginName: string;
  password: string;
}

/** Drops one trailing newline (`echo pw |` adds one; the password itself may end in spaces). */
export function stripTrailingNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

/**
 * Where credentials come from: `--user` or FUNDDESK_USER; `--password-stdin` or FUNDDESK_PASSWORD; on a
 * TTY the missing ones are asked for (password masked). Without a TTY nothing is asked: missing
 * credentials are a usage error (exit 2).
 */
export async function readCredentials(
  options: Pick<LoginOptions, 'user' | 'passwordStdin'>,
  deps: Pick<CommandDeps, 'vars' | 'prompter' | 'readStdin'>,
): Promise<Credentials> {
  let user = options.user ?? deps.vars.FUNDDESK_USER;
  let password: string | undefined;
  if (options.passwordStdin) password = stripTrailingNewline(await deps.readStdin());
  else if (deps.vars.FUNDDESK_PASSWORD !== undefined && deps.vars.FUNDDESK_PASSWORD !== '') {
    password = deps.vars.FUNDDESK_PASSWORD;
  }
  const prompter = deps.prompter;
  if (!prompter) {
    if (user === undefined || password === undefined) throw new UsageError('cli.error.needCredentials');
  } else {
    user ??= await prompter.input(t('cli.prompt.user'));
    password ??= await prompter.password(t('cli.prompt.password'));
  }
  const loginName = user.trim();
  if (loginName === '') throw new UsageError('cli.error.emptyUser');
  if (password === '') throw new UsageError('cli.error.emptyPassword');
  return { loginName, password };
}

/** Parses `--as`. */
export function parseLoginAs(value: string | undefined): LoginAs {
  if (value === undefined || value === 'org') return 'org';
  if (value === 'person') return 'person';
  throw new UsageError('cli.error.badLoginAs', { value });
}

/** Organisations one may act for: closed ones (synthesizeState 99) dropped, one per group id (spec 01 §3). */
export function selectableOrgs(corpList: readonly OrgEntry[]): OrgRef[] {
  const seen = new Set<string>();
  const out: OrgRef[] = [];
  for (const org of corpList) {
    if (org.synthesizeState === 99 || seen.has(org.groupId)) continue;
    seen.add(org.groupId);
    out.push({ groupId: org.groupId, corpName: org.corpName });
  }
  return out;
}

/**
 * `funddesk login`: logs in (password RSA-encrypted by the gateway client, spec 01 §5), stores the
 * token, then picks the organisation: one -> switched automatically; several -> chosen on a TTY, else
 * left to `funddesk orgs use` (the login token is kept); none -> logged out again (spec 01 §4.2).
 */
export async function login(options: LoginOptions, deps: CommandDeps): Promise<LoginOutcome> {
  const as = parseLoginAs(options.as);
  const connection = await deps.connect(options.env);
  const credentials = await readCredentials(options, deps);
  connection.detach();
  const result = await connection.call(as === 'org' ? account.orgLogin : account.personLogin, credentials);
  await connection.saveSession({
    token: result.token,
    loginName: credentials.loginName,
    personName: result.personName,
    roles: result.roles,
    loginAs: as,
    loginType: result.loginType,
    baseUrl: connection.target.baseUrl,
    loggedInAt: deps.now().toISOString(),
    expiresAt: null,
  });
  const outcome: LoginOutcome = {
    env: connection.target.env,
    baseUrl: connection.target.baseUrl,
    loginName: credentials.loginName,
    personName: result.personName,
    roles: result.roles,
    org: null,
    choices: [],
  };

  const orgs = selectableOrgs(result.corpList);
  if (orgs.length === 0) {
    await connection.call(account.logout, {}).catch(() => undefined);
    await connection.clearSession();
    throw new CliError(ExitCode.Auth, 'cli.login.noOrg');
  }
  let groupId: string | undefined;
  if (orgs.length === 1) groupId = orgs[0]?.groupId;
  else if (deps.prompter) {
    groupId = await deps.prompter.select(
      t('cli.prompt.org'),
      orgs.map((org) => ({ name: `${org.corpName}（${org.groupId}）`, value: org.groupId })),
    );
  }
  if (groupId === undefined) return { ...outcome, choices: orgs };
  return { ...outcome, org: await switchOrganisation(connection, groupId) };
}
