import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Registers `funddesk smoke` (issue 3); the action loads the command on first use. */
export function registerSmoke(program: Command, ctx: ProgramContext): void {
  program
    .command('smoke')
    .description(t('cli.command.smoke'))
    .option('--env <name>', t('cli.option.env'))
    .option('--junit <file>', t('cli.smoke.option.junit'))
    .option('--json', t('cli.smoke.option.json'))
    .option('--browser', t('cli.smoke.option.browser'))
    .option('--chromium <path>', t('cli.smoke.option.chromium'))
    .addHelpText(
      'after',
      `\n${t('cli.smoke.help.examples')}\n\n${t('cli.smoke.help.browser')}\n\n${t('cli.smoke.help.exitCodes')}`,
    )
    .action(
      async (
        options: { junit?: string; json?: boolean; browser?: boolean; chromium?: string },
        command: Command,
      ) => {
        const [{ smoke }, { printSmoke, smokeFailure }] = await Promise.all([
          import('./index.js'),
          import('./print.js'),
        ]);
        const report = await smoke(
          {
            junit: options.junit,
            env: envOf(command),
            browser: options.browser === true,
            ...(options.chromium ? { chromium: options.chromium } : {}),
          },
          await ctx.smokeDeps(),
        );
        printSmoke(report, options.json === true, ctx.out);
        const failure = smokeFailure(report);
        if (failure) throw failure;
      },
    );
}
