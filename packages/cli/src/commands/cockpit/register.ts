import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk cockpit …` (spec 03 §2 "Cockpit", §7 pc/cockpit/*): `summary` (the cockpit's totals and
 * its related institutions); the action loads its command on first use.
 */
export function registerCockpit(program: Command, ctx: ProgramContext): void {
  const cockpit = program.command('cockpit').description(t('cli.command.cockpit'));
  cockpit
    .command('summary')
    .description(t('cli.command.cockpit.summary'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      const { cockpitSummaryCommand, printCockpitSummary } = await import('./summary.js');
      printCockpitSummary(
        await cockpitSummaryCommand({ env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
}
