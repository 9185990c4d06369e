import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk funds search|show|compare|dividends|risk-monitor` (spec 02 §1; issue 14 §5, §6); the
 * actions load the commands on first use.
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
  funds
    .command('dividends')
    .description(t('cli.command.funds.dividends'))
    .argument('[fundCode]', t('cli.argument.fundCodeOptional'))
    .option('--year <year>', t('cli.option.year'))
    .option('--page <n>', t('cli.option.page'))
    .option('--json', t('cli.option.json'))
    .action(
      async (
        fundCode: string | undefined,
        options: { year?: string; page?: string; json?: boolean },
        command: Command,
      ) => {
        const { fundsDividends, printFundsDividends } = await import('./dividends.js');
        const result = await fundsDividends(
          { fundCode, year: options.year, page: options.page, env: envOf(command) },
          await ctx.deps(),
        );
        printFundsDividends(result, options.json === true, ctx.out);
      },
    );
  funds
    .command('risk-monitor')
    .description(t('cli.command.funds.riskMonitor'))
    .option('--unread', t('cli.option.unread'))
    .option('--kind <kind>', t('cli.option.riskKind'))
    .option('--page <n>', t('cli.option.page'))
    .option('--read <ids...>', t('cli.option.read'))
    .option('--read-all', t('cli.option.readAll'))
    .option('--json', t('cli.option.json'))
    .action(
      async (
        options: {
          unread?: boolean;
          kind?: string;
          page?: string;
          read?: string[];
          readAll?: boolean;
          json?: boolean;
        },
        command: Command,
      ) => {
        const { fundsRiskMonitor, printFundsRiskMonitor } = await import('./riskMonitor.js');
        const result = await fundsRiskMonitor({ ...options, env: envOf(command) }, await ctx.deps());
        printFundsRiskMonitor(result, options.json === true, ctx.out);
      },
    );
}
