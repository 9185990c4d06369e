import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';
import type { BatchImportEvents, BatchImportOptions } from './import.js';

/**
 * Registers `funddesk batch template|import|status|list` (spec 02 §7, issue 5); the actions load the
 * commands on first use.
 */
export function registerBatch(program: Command, ctx: ProgramContext): void {
  const out = ctx.out;
  const batchHelp = `\n${t('cli.batch.help.examples')}\n\n${t('cli.batch.help.exitCodes')}`;
  const batchCommand = program.command('batch').description(t('cli.command.batch'));
  batchCommand.addHelpText('after', batchHelp);
  batchCommand
    .command('template')
    .description(t('cli.command.batch.template'))
    .argument('[file]', t('cli.batch.argument.templateFile'))
    .option('--type <type>', t('cli.batch.option.type'))
    .option('--force', t('cli.batch.option.force'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(
      async (
        file: string | undefined,
        options: { type?: string; force?: boolean; json?: boolean },
        command: Command,
      ) => {
        const [{ batchTemplate }, { printTemplate }, setup] = await Promise.all([
          import('./template.js'),
          import('./print.js'),
          ctx.batchSetup(),
        ]);
        const result = await batchTemplate({ ...options, file, env: envOf(command) }, setup.deps);
        printTemplate(result, options.json === true, out);
      },
    );
  batchCommand
    .command('import')
    .description(t('cli.command.batch.import'))
    .argument('<file>', t('cli.batch.argument.file'))
    .option('--type <type>', t('cli.batch.option.type'))
    .option('--account <groupId>', t('cli.batch.option.account'))
    .option('--dry-run', t('cli.batch.option.dryRun'))
    .option('--only-valid', t('cli.batch.option.onlyValid'))
    .option('--yes', t('cli.batch.option.yes'))
    .option('--allow-duplicate', t('cli.batch.option.allowDuplicate'))
    .option('--trade-password-stdin', t('cli.batch.option.tradePasswordStdin'))
    .option('--result <file>', t('cli.batch.option.result'))
    .option('--no-wait', t('cli.batch.option.noWait'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(
      async (
        file: string,
        options: Omit<BatchImportOptions, 'file'> & { json?: boolean },
        command: Command,
      ) => {
        const [{ batchImport }, print, setup, errors] = await Promise.all([
          import('./import.js'),
          import('./print.js'),
          ctx.batchSetup(),
          import('../../errors.js'),
        ]);
        const { importFailure, importPrinter, printImport } = print;
        const printer = importPrinter(out, setup.progress);
        const tracked = print.trackImport({
          ...printer,
          placed: (batchSerialNo, count, tradeType) => {
            setup.onPlaced?.(batchSerialNo);
            return printer.placed?.(batchSerialNo, count, tradeType);
          },
        } satisfies BatchImportEvents);
        let outcome;
        try {
          outcome = await batchImport({ ...options, file, env: envOf(command) }, setup.deps, tracked.events);
        } catch (error) {
          // --json: every exit prints what is known (issue 16 finding 9); stderr still says why.
          if (options.json === true && error instanceof Error) {
            const code = (error as { code?: unknown }).code;
            print.printImportFailure(
              tracked.known,
              {
                code: typeof code === 'string' ? code : null,
                message: errors.cliMessageOf(error),
                exitCode: errors.exitCodeFor(error),
              },
              out,
            );
          }
          throw error;
        }
        printImport(outcome, options.json === true, out);
        const failure = importFailure(outcome);
        if (failure) throw failure;
      },
    );
  batchCommand
    .command('status')
    .description(t('cli.command.batch.status'))
    .argument('<batchSerialNo>', t('cli.batch.argument.batchSerialNo'))
    .option('--wait', t('cli.batch.option.wait'))
    .option('--result <file>', t('cli.batch.option.result'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(
      async (
        batchSerialNo: string,
        options: { wait?: boolean; result?: string; json?: boolean },
        command: Command,
      ) => {
        const [{ batchStatus }, { printStatus, statusFailure, statusPrinter }, setup] = await Promise.all([
          import('./status.js'),
          import('./print.js'),
          ctx.batchSetup(),
        ]);
        if (options.wait) setup.onPlaced?.(batchSerialNo);
        const outcome = await batchStatus(
          { ...options, batchSerialNo, env: envOf(command) },
          setup.deps,
          statusPrinter(out, setup.progress),
        );
        printStatus(outcome, options.wait === true, options.json === true, out);
        const failure = statusFailure(outcome);
        if (failure) throw failure;
      },
    );
  batchCommand
    .command('list')
    .description(t('cli.command.batch.list'))
    .option('--type <type>', t('cli.batch.option.type'))
    .option('--page <n>', t('cli.option.page'))
    .option('--json', t('cli.batch.option.json'))
    .addHelpText('after', batchHelp)
    .action(async (options: { type?: string; page?: string; json?: boolean }, command: Command) => {
      const [{ batchList }, { printBatchList }, setup] = await Promise.all([
        import('./list.js'),
        import('./print.js'),
        ctx.batchSetup(),
      ]);
      printBatchList(
        await batchList({ ...options, env: envOf(command) }, setup.deps),
        options.json === true,
        out,
      );
    });
}
