import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk review list|approve|reject` (issue 11 §4; spec 01 §7.14 queryProcessNode/list,
 * dealProcess); the actions load the commands on first use.
 */
export function registerReview(program: Command, ctx: ProgramContext): void {
  const help = `\n${t('cli.review.help.examples')}\n\n${t('cli.review.help.exitCodes')}`;
  const review = program.command('review').description(t('cli.review.description'));
  review.addHelpText('after', help);
  review
    .command('list')
    .description(t('cli.review.list.description'))
    .option('--mine', t('cli.review.option.mine'))
    .option('--json', t('cli.review.option.json'))
    .addHelpText('after', help)
    .action(async (options: { mine?: boolean; json?: boolean }, command: Command) => {
      const [{ reviewList }, { printReviewList }] = await Promise.all([
        import('./list.js'),
        import('./print.js'),
      ]);
      const result = await reviewList({ mine: options.mine === true, env: envOf(command) }, await ctx.deps());
      printReviewList(result, options.json === true, ctx.out);
    });
  for (const decision of ['approve', 'reject'] as const) {
    review
      .command(decision)
      .description(
        t(decision === 'approve' ? 'cli.review.approve.description' : 'cli.review.reject.description'),
      )
      .argument('<serialNo...>', t('cli.review.argument.serialNo'))
      .option('--comment <text>', t('cli.review.option.comment'))
      .option('--json', t('cli.review.option.json'))
      .addHelpText('after', help)
      .action(
        async (serialNos: string[], options: { comment?: string; json?: boolean }, command: Command) => {
          const [{ reviewDecide }, { printReviewDecision, reviewFailure }] = await Promise.all([
            import('./decide.js'),
            import('./print.js'),
          ]);
          const outcome = await reviewDecide(
            { serialNos, decision, comment: options.comment, env: envOf(command) },
            await ctx.deps(),
          );
          printReviewDecision(outcome, options.json === true, ctx.out);
          const failure = reviewFailure(outcome);
          if (failure) throw failure;
        },
      );
  }
}
