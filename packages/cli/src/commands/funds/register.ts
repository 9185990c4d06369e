import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk funds search|show|compare` (spec 02 §1; issue 14 §6); the actions load the commands on
 * first use.
 */
export function registerFunds(program: Command, ctx: ProgramContext): void {
  const funds = program.command('funds').description(t('cli.command.funds'));
  funds.addHelpText('after', `\n${t('cli.help.funds.examples')}`);
  funds
    .command('search')
    .description(t('cli.command.funds.search'))
    .argument('<keyword>', t('cli.argument.keyword', { max: 25 }))
    .option('--page <n>', t('cli.option.page'))
    .option('--json', t('cli.option.json'))
    .action(async (keyword: string, options: { page?: string; json?: boolean }, command: Command) => {
      const [{ fundsSearch }, { printFundsSearch }] = await Promise.all([
        import('./search.js'),
        import('./print.js'),
      ]);
      const result = await fundsSearch(
        { keyword, page: options.page, env: envOf(command) },
        await ctx.deps(),
      );
      printFundsSearch(result, options.json === true, ctx.out);
    });
  funds
    .command('show')
    .description(t('cli.command.funds.show'))
    .argument('<fundCode>', t('cli.argument.fundCode'))
    .option('--json', t('cli.option.json'))
    .action(async (fundCode: string, options: { json?: boolean }, command: Command) => {
      const [{ fundsShow }, { printFundsShow }] = await Promise.all([
        import('./show.js'),
        import('./print.js'),
      ]);
      const result = await fundsShow({ fundCode, env: envOf(command) }, await ctx.deps());
      printFundsShow(result, options.json === true, ctx.out);
    });
  funds
    .command('compare')
    .description(t('cli.command.funds.compare'))
    .argument('<fundCodes...>', t('cli.argument.fundCodes'))
    .option('--json', t('cli.option.json'))
    .action(async (fundCodes: string[], options: { json?: boolean }, command: Command) => {
      const { fundsCompare, printFundsCompare } = await import('./compare.js');
      const result = await fundsCompare({ codes: fundCodes, env: envOf(command) }, await ctx.deps());
      printFundsCompare(result, options.json === true, ctx.out);
    });
}
