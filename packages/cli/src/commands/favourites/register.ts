import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk favourites list|add|remove` (issue 14 §3, §6); the actions load the commands on first use.
 */
export function registerFavourites(program: Command, ctx: ProgramContext): void {
  const favourites = program.command('favourites').description(t('cli.command.favourites'));
  favourites
    .command('list')
    .description(t('cli.command.favourites.list'))
    .option('--group <name>', t('cli.option.favouriteGroup'))
    .option('--json', t('cli.option.json'))
    .action(async (options: { group?: string; json?: boolean }, command: Command) => {
      const { favouritesList, printFavouritesList } = await import('./favourites.js');
      const result = await favouritesList({ group: options.group, env: envOf(command) }, await ctx.deps());
      printFavouritesList(result, options.json === true, ctx.out);
    });
  for (const action of ['add', 'remove'] as const) {
    favourites
      .command(action)
      .description(t(action === 'add' ? 'cli.command.favourites.add' : 'cli.command.favourites.remove'))
      .argument('<fundCodes...>', t('cli.argument.fundCodes'))
      .option('--group <name>', t('cli.option.favouriteGroup'))
      .action(async (fundCodes: string[], options: { group?: string }, command: Command) => {
        const { favouritesEdit, printFavouritesEdit } = await import('./favourites.js');
        const result = await favouritesEdit(
          action,
          fundCodes,
          { group: options.group, env: envOf(command) },
          await ctx.deps(),
        );
        printFavouritesEdit(result, ctx.out);
      });
  }
}
