import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Registers `funddesk logout`; the action loads the command on first use. */
export function registerLogout(program: Command, ctx: ProgramContext): void {
  program
    .command('logout')
    .description(t('cli.command.logout'))
    .action(async (_options: unknown, command: Command) => {
      const [{ logout }, { printLogout }] = await Promise.all([import('./index.js'), import('./print.js')]);
      printLogout(await logout({ env: envOf(command) }, await ctx.deps()), ctx.out);
    });
}
