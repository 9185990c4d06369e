import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Collects a repeated option's values. */
const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/**
 * Registers `funddesk users list|add|disable` for administrators (issue 11 §4; spec 03 §7 person/list,
 * person/adds, person/cancel); the actions load the commands on first use.
 */
export function registerUsers(program: Command, ctx: ProgramContext): void {
  const help = `\n${t('cli.users.help.examples')}`;
  const users = program.command('users').description(t('cli.users.description'));
  users.addHelpText('after', help);
  users
    .command('list')
    .description(t('cli.users.list.description'))
    .option('--json', t('cli.users.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      const [{ usersList }, { printUsersList }] = await Promise.all([
        import('./users.js'),
        import('./print.js'),
      ]);
      printUsersList(
        await usersList({ env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
  users
    .command('add')
    .description(t('cli.users.add.description'))
    .requiredOption('--login-name <name>', t('cli.users.option.loginName'))
    .requiredOption('--name <name>', t('cli.users.option.name'))
    .requiredOption('--mobile <mobile>', t('cli.users.option.mobile'))
    .option('--cred-type <type>', t('cli.users.option.credType'), '0')
    .requiredOption('--cred-number <number>', t('cli.users.option.credNumber'))
    .option('--email <email>', t('cli.users.option.email'))
    .requiredOption('--role <code>', t('cli.users.option.role'), collect)
    .option('--password-stdin', t('cli.users.option.passwordStdin'))
    .option('--json', t('cli.users.option.json'))
    .addHelpText('after', help)
    .action(
      async (
        options: {
          loginName: string;
          name: string;
          mobile: string;
          credType: string;
          credNumber: string;
          email?: string;
          role: string[];
          passwordStdin?: boolean;
          json?: boolean;
        },
        command: Command,
      ) => {
        const [{ usersAdd }, { printUsersChange }] = await Promise.all([
          import('./users.js'),
          import('./print.js'),
        ]);
        const person = await usersAdd(
          {
            loginName: options.loginName,
            name: options.name,
            mobile: options.mobile,
            credType: options.credType,
            credNumber: options.credNumber,
            email: options.email,
            roles: options.role,
            passwordStdin: options.passwordStdin === true,
            env: envOf(command),
          },
          await ctx.deps(),
        );
        printUsersChange(person, 'added', options.json === true, ctx.out);
      },
    );
  users
    .command('disable')
    .description(t('cli.users.disable.description'))
    .argument('<personId>', t('cli.users.argument.personId'))
    .option('--json', t('cli.users.option.json'))
    .action(async (personId: string, options: { json?: boolean }, command: Command) => {
      const [{ usersDisable }, { printUsersChange }] = await Promise.all([
        import('./users.js'),
        import('./print.js'),
      ]);
      const person = await usersDisable({ personId, env: envOf(command) }, await ctx.deps());
      printUsersChange(person, 'disabled', options.json === true, ctx.out);
    });
}
