import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Registers `funddesk orgs list|use` (spec 01 §2.3); the actions load the commands on first use. */
export function registerOrgs(program: Command, ctx: ProgramContext): void {
  const orgs = program.command('orgs').description(t('cli.command.orgs'));
  orgs.addHelpText('after', `\n${t('cli.help.orgs.examples')}`);
  orgs
    .command('list')
    .description(t('cli.command.orgs.list'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      const [{ orgsList }, { printOrgsList }] = await Promise.all([
        import('./list.js'),
        import('./print.js'),
      ]);
      printOrgsList(
        await orgsList({ env: envOf(command) }, await ctx.deps()),
        options.json === true,
        ctx.out,
      );
    });
  orgs
    .command('use')
    .description(t('cli.command.orgs.use'))
    .argument('<groupId>', t('cli.argument.groupId'))
    .action(async (groupId: string, _options: unknown, command: Command) => {
      const [{ orgsUse }, { printOrgsUse }] = await Promise.all([import('./use.js'), import('./print.js')]);
      printOrgsUse(await orgsUse({ groupId, env: envOf(command) }, await ctx.deps()), ctx.out);
    });
}
