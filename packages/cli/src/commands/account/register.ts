import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk account …` (issue 15 §5): `risk` (the risk assessment's level and expiry over the
 * person's organisations); each action loads its command on first use.
 */
export function registerAccount(program: Command, ctx: ProgramContext): void {
  const account = program.command('account').description(t('cli.command.account'));
  account
    .command('risk')
    .description(t('cli.command.account.risk'))
    .option('--json', t('cli.option.json'))
    .option('--check', t('cli.option.accountRiskCheck'))
    .action(async (options: { json?: boolean; check?: boolean }, command: Command) => {
      const { accountRisk, accountRiskRefusal, printAccountRisk } = await import('./risk.js');
      const result = await accountRisk({ env: envOf(command) }, await ctx.deps());
      printAccountRisk(result, options.json === true, ctx.out);
      // --check: an assessment that would refuse purchases ends with exit code 1 (scripts before a batch).
      const refusal = options.check === true ? accountRiskRefusal(result) : null;
      if (refusal) throw refusal;
    });
  account
    .command('show')
    .description(t('cli.command.account.show'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      const { accountShow, printAccountShow } = await import('./show.js');
      printAccountShow(
        await accountShow({ env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
}
