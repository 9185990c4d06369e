import { tCli as t } from '@funddesk/core/messages/cli';
import type { Command } from 'commander';
import { envOf, type ProgramContext } from '../program.js';

/**
 * Registers `funddesk statements request|list|download` (issue 4 §3: request -> poll every 3000 ms, at
 * most 40 polls -> download); the actions load the commands on first use.
 */
export function registerStatements(program: Command, ctx: ProgramContext): void {
  const out = ctx.out;
  const statementsHelp = `\n${t('cli.statements.help.examples')}\n\n${t('cli.help.exitCodes')}`;
  const statements = program.command('statements').description(t('cli.command.statements'));
  statements.addHelpText('after', statementsHelp);
  statements
    .command('request')
    .description(t('cli.command.statements.request'))
    .option('--account <groupId...>', t('cli.statements.option.account'))
    .option('--period <YYYY-MM>', t('cli.statements.option.period'))
    .option('--format <pdf|xlsx>', t('cli.statements.option.format'))
    .option('--json', t('cli.statements.option.json'))
    .addHelpText('after', statementsHelp)
    .action(
      async (
        options: { account?: string[]; period?: string; format?: string; json?: boolean },
        command: Command,
      ) => {
        const [request, print, deps, setup] = await Promise.all([
          import('./request.js'),
          import('./print.js'),
          ctx.deps(),
          ctx.batchSetup(),
        ]);
        // A redrawn bar only on the process's own stderr when it is a terminal; plain lines otherwise.
        const terminal = out.stderr === process.stderr && Boolean(process.stderr.isTTY);
        const printer = print.requestPrinter(
          out.stderr,
          terminal
            ? () => print.createStatementsBar(process.stderr)
            : () => Promise.resolve(print.createQuietProgress()),
          terminal,
        );
        try {
          const result = await request.statementsRequest(
            { ...options, env: envOf(command) },
            { ...deps, sleep: setup.deps.sleep },
            printer,
          );
          printer.done();
          print.printStatementsRequest(result, options.json === true, out);
          const failure = request.statementsFailure(result);
          if (failure) throw failure;
        } finally {
          printer.done();
        }
      },
    );
  statements
    .command('list')
    .description(t('cli.command.statements.list'))
    .option('--account <groupId...>', t('cli.statements.option.account'))
    .option('--period <YYYY-MM>', t('cli.statements.option.period'))
    .option('--json', t('cli.statements.option.json'))
    .addHelpText('after', statementsHelp)
    .action(async (options: { account?: string[]; period?: string; json?: boolean }, command: Command) => {
      const [{ statementsList }, { printStatementsList }] = await Promise.all([
        import('./list.js'),
        import('./print.js'),
      ]);
      const result = await statementsList({ ...options, env: envOf(command) }, await ctx.deps());
      printStatementsList(result, options.json === true, out);
    });
  statements
    .command('download')
    .description(t('cli.command.statements.download'))
    .argument('<serialNo>', t('cli.statements.argument.serialNo'))
    .option('-o, --output <dir>', t('cli.statements.option.output'))
    .option('--json', t('cli.statements.option.json'))
    .addHelpText('after', statementsHelp)
    .action(async (serialNo: string, options: { output?: string; json?: boolean }, command: Command) => {
      const [{ statementsDownload }, { printStatementsDownload }] = await Promise.all([
        import('./download.js'),
        import('./print.js'),
      ]);
      const result = await statementsDownload(
        { serialNo, ...options, env: envOf(command) },
        await ctx.deps(),
      );
      printStatementsDownload(result, options.json === true, out);
    });
}
