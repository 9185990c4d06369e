import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Options every trade command takes. */
interface CommonOptions {
  account?: string;
  dryRun?: boolean;
  tradePasswordStdin?: boolean;
  json?: boolean;
  key?: string;
}

/**
 * Registers `funddesk trade buy|sell|convert` (issue 12 §8): each with --account, --dry-run (fee, shares,
 * trade and confirm day), --trade-password-stdin, --json, --key (idempotency) and the exit codes of the
 * help. The actions load the command module on first use (issue 10 §6: cold start).
 */
export function registerTrade(program: Command, ctx: ProgramContext): void {
  const help = `\n${t('cli.trade.help')}`;
  const trade = program.command('trade').description(t('cli.trade.description'));
  trade.addHelpText('after', help);
  const common = (command: Command): Command =>
    command
      .option('--account <groupId>', t('cli.trade.option.account'))
      .option('--dry-run', t('cli.trade.option.dryRun'))
      .option('--trade-password-stdin', t('cli.trade.option.passwordStdin'))
      .option('--key <idempotencyKey>', t('cli.trade.option.key'))
      .option('--json', t('cli.trade.option.json'))
      .addHelpText('after', help);

  common(
    trade
      .command('buy')
      .description(t('cli.trade.buy.description'))
      .argument('<fundCode>', t('cli.trade.argument.fundCode'))
      .requiredOption('--amount <yuan>', t('cli.trade.option.amount'))
      .option('--risk-confirmed', t('cli.trade.option.riskConfirmed'))
      .option('--summary-confirmed', t('cli.trade.option.summaryConfirmed')),
  ).action(
    async (
      fundCode: string,
      options: CommonOptions & { amount: string; riskConfirmed?: boolean; summaryConfirmed?: boolean },
      command: Command,
    ) => {
      const { tradeBuy, printTrade } = await import('./trade.js');
      printTrade(
        await tradeBuy({ ...options, fundCode, env: envOf(command) }, await ctx.deps()),
        options,
        ctx.out,
      );
    },
  );

  common(
    trade
      .command('sell')
      .description(t('cli.trade.sell.description'))
      .argument('<fundCode>', t('cli.trade.argument.fundCode'))
      .option('--shares <shares>', t('cli.trade.option.shares'))
      .option('--all', t('cli.trade.option.all'))
      .option('--fast', t('cli.trade.option.fastRedeem'))
      .option('--under-seven-days-confirmed', t('cli.trade.option.underSevenDays')),
  ).action(
    async (
      fundCode: string,
      options: CommonOptions & {
        shares?: string;
        all?: boolean;
        fast?: boolean;
        underSevenDaysConfirmed?: boolean;
      },
      command: Command,
    ) => {
      const { tradeSell, printTrade } = await import('./trade.js');
      printTrade(
        await tradeSell({ ...options, fundCode, env: envOf(command) }, await ctx.deps()),
        options,
        ctx.out,
      );
    },
  );

  common(
    trade
      .command('convert')
      .description(t('cli.trade.convert.description'))
      .argument('<from>', t('cli.trade.argument.from'))
      .argument('<to>', t('cli.trade.argument.to'))
      .option('--shares <shares>', t('cli.trade.option.shares'))
      .option('--all', t('cli.trade.option.all')),
  ).action(
    async (
      from: string,
      to: string,
      options: CommonOptions & { shares?: string; all?: boolean },
      command: Command,
    ) => {
      const { tradeConvert, printTrade } = await import('./trade.js');
      printTrade(
        await tradeConvert({ ...options, from, to, env: envOf(command) }, await ctx.deps()),
        options,
        ctx.out,
      );
    },
  );
}
