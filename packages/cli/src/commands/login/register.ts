import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Registers `funddesk login` (spec 01 §2.1); the action loads the command on first use. */
export function registerLogin(program: Command, ctx: ProgramContext): void {
  program
    .command('login')
    .description(t('cli.command.login'))
    .option('--user <name>', t('cli.option.user'))
    .option('--password-stdin', t('cli.option.passwordStdin'))
    .option('--as <type>', t('cli.option.loginAs'))
    .addHelpText('after', `\n${t('cli.help.login.examples')}\n\n${t('cli.help.exitCodes')}`)
    .action(async (options: { user?: string; passwordStdin?: boolean; as?: string }, command: Command) => {
      const [{ login }, { printLogin }] = await Promise.all([import('./index.js'), import('./print.js')]);
      printLogin(await login({ ...options, env: envOf(command) }, await ctx.deps()), ctx.out);
    });
}
