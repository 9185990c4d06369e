import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk portfolio backtest <file|id>` (issue 14 §4, §6); the action loads the command on first use.
 */
export function registerPortfolio(program: Command, ctx: ProgramContext): void {
  const group = program.command('portfolio').description(t('cli.command.portfolio'));
  group
    .command('backtest')
    .description(t('cli.command.portfolio.backtest'))
    .argument('<file|id>', t('cli.argument.portfolio'))
    .option('--benchmark <code>', t('cli.option.benchmark'))
    .option('--from <date>', t('cli.option.backtestFrom'))
    .option('--to <date>', t('cli.option.backtestTo'))
    .option('--rebalance <period>', t('cli.option.rebalance'))
    .option('--json', t('cli.option.json'))
    .action(
      async (
        source: string,
        options: { benchmark?: string; from?: string; to?: string; rebalance?: string; json?: boolean },
        command: Command,
      ) => {
        const { portfolioBacktest, printPortfolioBacktest } = await import('./backtest.js');
        const result = await portfolioBacktest(
          {
            source,
            benchmark: options.benchmark,
            from: options.from,
            to: options.to,
            rebalance: options.rebalance,
            env: envOf(command),
          },
          await ctx.deps(),
        );
        printPortfolioBacktest(result, options.json === true, ctx.out);
      },
    );
}
