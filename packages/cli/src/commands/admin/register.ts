import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk admin org-review list|approve|reject|send-back` (issue 15 §2: the back office's decision
 * on institution openings and changes, from a terminal as well as the 开户及变更审核 screen) and `funddesk admin
 * trade-info list|show|set` (the organisations' private-trade information, as 私募交易信息维护); the actions load
 * the command on first use.
 */
export function registerAdmin(program: Command, ctx: ProgramContext): void {
  const admin = program.command('admin').description(t('cli.admin.description'));
  const review = admin.command('org-review').description(t('cli.admin.orgReview.description'));
  review
    .command('list')
    .description(t('cli.admin.orgReview.list'))
    .option('--state <state>', t('cli.admin.orgReview.option.state'), 'submitted')
    .option('--json', t('cli.option.json'))
    .action(async (options: { state: string; json?: boolean }, command: Command) => {
      const { orgReviewList, printOrgReviewList } = await import('./orgReview.js');
      printOrgReviewList(
        await orgReviewList({ state: options.state, env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
  for (const decision of ['approve', 'reject', 'send-back'] as const) {
    review
      .command(decision)
      .description(t(`cli.admin.orgReview.${decision}`))
      .argument('<submissionId>', t('cli.admin.orgReview.argument.submissionId'))
      .option('--reason <text>', t('cli.admin.orgReview.option.reason'))
      .option('--json', t('cli.option.json'))
      .action(
        async (submissionId: string, options: { reason?: string; json?: boolean }, command: Command) => {
          const { orgReviewDecide, printOrgReviewDecision } = await import('./orgReview.js');
          const outcome = await orgReviewDecide(
            { submissionId, decision, reason: options.reason, env: envOf(command) },
            await ctx.deps(),
          );
          printOrgReviewDecision(outcome, options.json === true, ctx.out);
        },
      );
  }
  const tradeInfo = admin.command('trade-info').description(t('cli.admin.tradeInfo.description'));
  tradeInfo
    .command('list')
    .description(t('cli.admin.tradeInfo.list'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      const { tradeInfoList, printTradeInfoList } = await import('./tradeInfo.js');
      printTradeInfoList(
        await tradeInfoList({ env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
  tradeInfo
    .command('show')
    .description(t('cli.admin.tradeInfo.show'))
    .argument('<groupId>', t('cli.admin.tradeInfo.argument.groupId'))
    .option('--json', t('cli.option.json'))
    .action(async (groupId: string, options: { json?: boolean }, command: Command) => {
      const { tradeInfoShow, printTradeInfoShow } = await import('./tradeInfo.js');
      printTradeInfoShow(
        await tradeInfoShow({ groupId, env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
  tradeInfo
    .command('set')
    .description(t('cli.admin.tradeInfo.set'))
    .argument('<groupId>', t('cli.admin.tradeInfo.argument.groupId'))
    .option('--blacklist <on|off>', t('cli.admin.tradeInfo.option.blacklist'))
    .option('--reason <text>', t('cli.admin.tradeInfo.option.reason'))
    .option('--progress <0-4>', t('cli.admin.tradeInfo.option.progress'))
    .option('--job <yes|no>', t('cli.admin.tradeInfo.option.job'))
    .option('--lcs <yes|no>', t('cli.admin.tradeInfo.option.lcs'))
    .option('--fee-discount <0-1>', t('cli.admin.tradeInfo.option.feeDiscount'))
    .option('--json', t('cli.option.json'))
    .action(
      async (
        groupId: string,
        options: {
          blacklist?: string;
          reason?: string;
          progress?: string;
          job?: string;
          lcs?: string;
          feeDiscount?: string;
          json?: boolean;
        },
        command: Command,
      ) => {
        const { tradeInfoSet, printTradeInfoSet } = await import('./tradeInfo.js');
        const row = await tradeInfoSet({ ...options, groupId, env: envOf(command) }, await ctx.deps());
        printTradeInfoSet(row, options.json === true, ctx.out);
      },
    );
}
