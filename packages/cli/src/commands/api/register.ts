import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk api <call> [--data json]` (issue 18 §3); the action loads the command on first use.
 * Prints the envelope as JSON on stdout; the exit code is the envelope's (documented in --help).
 */
export function registerApi(program: Command, ctx: ProgramContext): void {
  program
    .command('api')
    .description(t('cli.command.api'))
    .argument('<call>', t('cli.api.argument.call'))
    .option('--env <name>', t('cli.option.env'))
    .option('--data <json>', t('cli.api.option.data'))
    .addHelpText('after', `\n${t('cli.api.help.examples')}\n\n${t('cli.api.help.exitCodes')}`)
    .action(async (name: string, options: { data?: string }, command: Command) => {
      const [{ api, apiFailure }, { printApi }] = await Promise.all([
        import('./index.js'),
        import('./print.js'),
      ]);
      const outcome = await api({ call: name, data: options.data, env: envOf(command) }, await ctx.deps());
      printApi(outcome, ctx.out);
      const failure = apiFailure(outcome);
      if (failure) throw failure;
    });
}
