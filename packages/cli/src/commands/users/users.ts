import { permission, t, type PersonRow } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';

/**
 * `funddesk users list`: the persons of the session's organisation (person/list, spec 03 §7; issue 11 §4).
 * @throws GatewayError FD1003 for a caller without account_mgt (exit 3)
 */
export async function usersList(options: EnvOption, deps: CommandDeps): Promise<PersonRow[]> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return (await connection.call(permission.personList, {})).list;
}

/** Options of {@link usersAdd}: the person's fields (spec 03 §7 person/adds) and where the password comes from. */
export interface UsersAddOptions extends EnvOption {
  loginName: string;
  name: string;
  mobile: string;
  /** A core CRED_TYPES code; '0' (resident ID card) by default. */
  credType: string;
  credNumber: string;
  email?: string | undefined;
  roles: string[];
  /** Read the initial login password from standard input (one trailing newline dropped). */
  passwordStdin: boolean;
}

/**
 * The initial login password: `--password-stdin`, else FUNDDESK_INITIAL_PASSWORD, else asked on a TTY.
 * @throws UsageError cli.users.error.needPassword (exit 2) when none is given
 */
async function initialPassword(
  options: Pick<UsersAddOptions, 'passwordStdin'>,
  deps: Pick<CommandDeps, 'vars' | 'prompter' | 'readStdin'>,
): Promise<string> {
  let password: string | undefined;
  if (options.passwordStdin) password = (await deps.readStdin()).replace(/\r?\n$/, '');
  password ??= deps.vars.FUNDDESK_INITIAL_PASSWORD;
  if (password === undefined && deps.prompter)
    password = await deps.prompter.password(t('cli.users.prompt.password'));
  if (!password) throw new UsageError('cli.users.error.needPassword');
  return password;
}

/**
 * `funddesk users add`: adds a person to the session's organisation with an initial login password they
 * must change at first login (person/adds; spec 01 §4.2). The client encrypts the person fields.
 * @throws GatewayError the server's refusal (FD1101-FD1113, FD1012; exit 1), FD1003 (exit 3)
 */
export async function usersAdd(options: UsersAddOptions, deps: CommandDeps): Promise<PersonRow> {
  const password = await initialPassword(options, deps);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(permission.personAdds, {
    loginName: options.loginName,
    name: options.name,
    mobilePhone: options.mobile,
    credType: options.credType,
    credNumber: options.credNumber,
    ...(options.email ? { email: options.email } : {}),
    roleCodes: options.roles,
    loginPwd: password,
    confirmPassword: password,
  });
}

/**
 * `funddesk users disable <personId>`: disables a person of the organisation (person/cancel; their sessions
 * end, they cannot log in).
 * @throws GatewayError PersonNotInOrg, PersonSelf, LastAdministrator (exit 1), FD1003 (exit 3)
 */
export async function usersDisable(
  options: EnvOption & { personId: string },
  deps: CommandDeps,
): Promise<PersonRow> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(permission.personCancel, { personId: options.personId, disabled: true });
}
