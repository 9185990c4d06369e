import { orgEntrySchema, t } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import type { OrgsListResult } from './list.js';
import type { OrgRef } from './use.js';

/** A row of the table: top-level organisations, then their child accounts indented. */
interface Row extends OrgRef {
  clientType: string;
  current: boolean;
  depth: number;
}

function rowsOf(result: OrgsListResult): Row[] {
  const rows: Row[] = [];
  for (const org of result.orgs) {
    rows.push({ ...org, depth: 0 });
    // The contract's recursive schema types children loosely; read them through the schema.
    for (const raw of org.managerChildCorpInfoList ?? []) {
      const child = orgEntrySchema.safeParse(raw);
      if (child.success) rows.push({ ...child.data, current: false, depth: 1 });
    }
  }
  return rows;
}

const markColumn: Column<Row> = {
  header: t('cli.field.current'),
  value: (row) => (row.current ? t('cli.common.current') : ''),
};
const idColumn: Column<OrgRef> = { header: t('cli.field.groupId'), value: (row) => row.groupId };
const nameColumn: Column<Row> = {
  header: t('cli.field.corpName'),
  value: (row) => `${row.depth > 0 ? '└ ' : ''}${row.corpName}`,
};
const clientTypeColumn: Column<Row> = {
  header: t('cli.field.clientType'),
  value: (row) => (row.clientType === '3' ? t('clientType.3') : t('clientType.2')),
};

/** Prints `orgs list`: the table on stdout, or with --json the organisations (with `current`) only. */
export function printOrgsList(result: OrgsListResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result.orgs));
    return;
  }
  if (result.orgs.length === 0) {
    out.stderr.write(`${t('common.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable([markColumn, idColumn, nameColumn, clientTypeColumn], rowsOf(result)));
}

/** Prints the outcome of `orgs use` (a notice on stderr). */
export function printOrgsUse(result: OrgRef, out: Streams): void {
  out.stderr.write(`${t('cli.orgs.switched', { ...result })}\n`);
}

/** Prints organisations to choose from (group id and name) on stderr. */
export function printOrgChoices(orgs: readonly OrgRef[], out: Streams): void {
  out.stderr.write(
    renderTable([idColumn, { header: t('cli.field.corpName'), value: (org: OrgRef) => org.corpName }], orgs),
  );
}
