import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Registers `funddesk orders list|cancel` (spec 02 §8); the actions load the commands on first use. */
export function registerOrders(program: Command, ctx: ProgramContext): void {
  const ordersHelp = `\n${t('cli.orders.help.examples')}\n\n${t('cli.orders.help.exitCodes')}`;
  const orders = program.command('orders').description(t('cli.command.orders'));
  orders.addHelpText('after', ordersHelp);
  orders
    .command('list')
    .description(t('cli.command.orders.list'))
    .option('--pending', t('cli.orders.option.pending'))
    .option('--from <YYYY-MM-DD>', t('cli.orders.option.from'))
    .option('--to <YYYY-MM-DD>', t('cli.orders.option.to'))
    .option('--account <groupId...>', t('cli.orders.option.account'))
    .option('--json', t('cli.orders.option.json'))
    .option('--csv', t('cli.orders.option.csv'))
    .addHelpText('after', ordersHelp)
    .action(
      async (
        options: {
          pending?: boolean;
          from?: string;
          to?: string;
          account?: string[];
          json?: boolean;
          csv?: boolean;
        },
        command: Command,
      ) => {
        if (options.json && options.csv) {
          const { UsageError } = await import('../../errors.js');
          throw new UsageError('cli.orders.error.jsonAndCsv');
        }
        const [{ ordersList }, { printOrdersList }] = await Promise.all([
          import('./list.js'),
          import('./print.js'),
        ]);
        const format = options.json ? 'json' : options.csv ? 'csv' : 'table';
        printOrdersList(
          await ordersList({ ...options, env: envOf(command) }, await ctx.deps()),
          format,
          ctx.out,
        );
      },
    );
  orders
    .command('cancel')
    .description(t('cli.command.orders.cancel'))
    .argument('<serialNo>', t('cli.orders.argument.serialNo'))
    .option('--trade-password-stdin', t('cli.batch.option.tradePasswordStdin'))
    .option('--json', t('cli.option.json'))
    .addHelpText('after', ordersHelp)
    .action(
      async (
        serialNo: string,
        options: { json?: boolean; tradePasswordStdin?: boolean },
        command: Command,
      ) => {
        const [{ ordersCancel }, { printOrdersCancel }] = await Promise.all([
          import('./cancel.js'),
          import('./print.js'),
        ]);
        const result = await ordersCancel(
          { serialNo, tradePasswordStdin: options.tradePasswordStdin === true, env: envOf(command) },
          await ctx.deps(),
        );
        printOrdersCancel(result, options.json === true, ctx.out);
      },
    );
}
