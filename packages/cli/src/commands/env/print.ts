import { t } from '@funddesk/core';
import type { RequestMode } from '../../config.js';
import type { Streams } from '../../context.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import type { EnvRow } from './index.js';

const columns: Column<EnvRow>[] = [
  { header: t('cli.field.current'), value: (row) => (row.current ? t('cli.common.current') : '') },
  { header: t('cli.field.env'), value: (row) => row.name },
  { header: t('cli.field.url'), value: (row) => row.url ?? t('cli.env.notConfigured') },
  { header: t('cli.field.mode'), value: (row) => row.mode },
  { header: t('cli.field.loggedInAs'), value: (row) => row.loginName ?? '' },
];

/** Prints `env list`: the table on stdout, or the rows as JSON. */
export function printEnvList(rows: readonly EnvRow[], json: boolean, out: Streams): void {
  out.stdout.write(json ? renderJson(rows) : renderTable(columns, rows));
}

/** Prints the outcome of `env set` on stderr. */
export function printEnvSet(result: { name: string; url: string; mode: RequestMode }, out: Streams): void {
  out.stderr.write(`${t('cli.env.set', { env: result.name, url: result.url })}\n`);
}

/** Prints the outcome of `env use` on stderr. */
export function printEnvUse(result: { name: string }, out: Streams): void {
  out.stderr.write(`${t('cli.env.used', { env: result.name })}\n`);
}
