import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk private list|show|review` (issue 13 §6; spec 03 §2 private products, spec 02 §3-§4
 * qualification). The trade subcommands (`reserve`, `deals`) register on the same group; each action loads its
 * module on first use.
 * @returns the `private` command, for the other subcommands of the group
 */
export function registerPrivate(program: Command, ctx: ProgramContext): Command {
  const group = program.command('private').description(t('cli.private.description'));
  group
    .command('list')
    .description(t('cli.private.list.description'))
    .option('--strategy <code>', t('cli.private.option.strategy'))
    .option('--risk <code>', t('cli.private.option.risk'))
    .option('--reserve <status>', t('cli.private.option.reserve'))
    .option('--manager <code>', t('cli.private.option.manager'))
    .option('--json', t('cli.option.json'))
    .action(
      async (
        options: { strategy?: string; risk?: string; reserve?: string; manager?: string; json?: boolean },
        command: Command,
      ) => {
        const { privateList, printPrivateList } = await import('./products.js');
        const result = await privateList({ ...options, env: envOf(command) }, await ctx.deps());
        printPrivateList(result, options.json === true, ctx.out);
      },
    );
  group
    .command('show')
    .description(t('cli.private.show.description'))
    .argument('<productId>', t('cli.private.argument.productId'))
    .option('--json', t('cli.option.json'))
    .action(async (productId: string, options: { json?: boolean }, command: Command) => {
      const { privateShow, printPrivateShow } = await import('./products.js');
      const result = await privateShow(productId, { env: envOf(command) }, await ctx.deps());
      printPrivateShow(result, options.json === true, ctx.out);
    });
  const review = group.command('review').description(t('cli.private.review.description'));
  review
    .command('list')
    .description(t('cli.private.review.list.description'))
    .option('--all', t('cli.private.option.all'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { all?: boolean; json?: boolean }, command: Command) => {
      const { qualificationReviewList, printQualificationReviewList } = await import('./review.js');
      const result = await qualificationReviewList(
        { all: options.all === true, env: envOf(command) },
        await ctx.deps(),
      );
      printQualificationReviewList(result, options.json === true, ctx.out);
    });
  for (const decision of ['approve', 'reject', 'return'] as const) {
    review
      .command(decision)
      .description(t(`cli.private.review.${decision}.description`))
      .argument('<applyId>', t('cli.private.argument.applyId'))
      .option('--reason <text>', t('cli.private.option.reason'))
      .option('--json', t('cli.option.json'))
      .action(async (applyId: string, options: { reason?: string; json?: boolean }, command: Command) => {
        const { qualificationReviewDecide, printQualificationDecision } = await import('./review.js');
        const result = await qualificationReviewDecide(
          applyId,
          decision,
          { reason: options.reason, env: envOf(command) },
          await ctx.deps(),
        );
        printQualificationDecision(result, options.json === true, ctx.out);
      });
  }
  // Private trade (issue 13 §6; commands/private/reserve.ts, deals.ts).
  group
    .command('reserve')
    .description(t('cli.private.reserve.description'))
    .argument('<productId>', t('cli.private.argument.reserveProductId'))
    .requiredOption('--amount <yuan>', t('cli.private.option.amount'))
    .option('--dry-run', t('cli.private.option.dryRun'))
    .option('--trade-password-stdin', t('cli.trade.option.passwordStdin'))
    .option('--key <idempotencyKey>', t('cli.trade.option.key'))
    .option('--json', t('cli.option.json'))
    .action(
      async (
        productId: string,
        options: {
          amount: string;
          dryRun?: boolean;
          tradePasswordStdin?: boolean;
          key?: string;
          json?: boolean;
        },
        command: Command,
      ) => {
        const { privateReserve, printPrivateReserve } = await import('./reserve.js');
        const outcome = await privateReserve(
          { ...options, productId, env: envOf(command) },
          await ctx.deps(),
        );
        printPrivateReserve(outcome, options.json === true, ctx.out);
      },
    );
  group
    .command('deals')
    .description(t('cli.private.deals.description'))
    .option('--type <type>', t('cli.private.option.type'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { type?: string; json?: boolean }, command: Command) => {
      const { privateDeals, printPrivateDeals } = await import('./deals.js');
      printPrivateDeals(
        await privateDeals({ ...options, env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
  return group;
}
