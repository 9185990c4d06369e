import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Registers `funddesk whoami`; the action loads the command on first use. */
export function registerWhoami(program: Command, ctx: ProgramContext): void {
  program
    .command('whoami')
    .description(t('cli.command.whoami'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      const [{ whoami }, { printWhoami }] = await Promise.all([import('./index.js'), import('./print.js')]);
      printWhoami(await whoami({ env: envOf(command) }, await ctx.deps()), options.json === true, ctx.out);
    });
}
