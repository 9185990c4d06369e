import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/** Registers `funddesk env list|set|use`; the actions load the commands on first use. */
export function registerEnv(program: Command, ctx: ProgramContext): void {
  const env = program.command('env').description(t('cli.command.env'));
  env.addHelpText('after', `\n${t('cli.help.env.examples')}`);
  env
    .command('list')
    .description(t('cli.command.env.list'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { json?: boolean }, command: Command) => {
      const [{ envList }, { printEnvList }] = await Promise.all([import('./index.js'), import('./print.js')]);
      printEnvList(await envList({ env: envOf(command) }, await ctx.deps()), options.json === true, ctx.out);
    });
  env
    .command('set')
    .description(t('cli.command.env.set'))
    .argument('<name>', t('cli.argument.envName'))
    .requiredOption('--url <baseUrl>', t('cli.option.url'))
    .option('--mode <mode>', t('cli.option.mode'))
    .action(async (name: string, options: { url: string; mode?: string }) => {
      const [{ envSet }, { printEnvSet }] = await Promise.all([import('./index.js'), import('./print.js')]);
      printEnvSet(await envSet({ name, ...options }, await ctx.deps()), ctx.out);
    });
  env
    .command('use')
    .description(t('cli.command.env.use'))
    .argument('<name>', t('cli.argument.envName'))
    .action(async (name: string) => {
      const [{ envUse }, { printEnvUse }] = await Promise.all([import('./index.js'), import('./print.js')]);
      printEnvUse(await envUse({ name }, await ctx.deps()), ctx.out);
    });
}
