import { t, type PersonRow } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { renderJson, renderTable, type Column } from '../../output.js';

const columns: readonly Column<PersonRow>[] = [
  { header: t('perm.user.col.loginName'), value: (p) => p.loginName },
  { header: t('perm.user.col.name'), value: (p) => p.name },
  { header: t('perm.user.col.mobile'), value: (p) => p.mobilePhone },
  {
    header: t('perm.user.col.roles'),
    value: (p) => p.roleCodes.map((code) => t(`role.${code}` as Parameters<typeof t>[0])).join('、'),
  },
  { header: t('perm.user.col.status'), value: (p) => t(`person.status.${p.status}`) },
  { header: 'ID', value: (p) => p.personId },
];

/** Prints `users list`: a table on stdout, or with --json the persons as the contract answers them. */
export function printUsersList(list: readonly PersonRow[], json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(list));
    return;
  }
  if (list.length === 0) {
    out.stderr.write(`${t('common.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(columns, list));
}

/** Prints the person `users add` or `users disable` answered: JSON with --json, else a notice on stderr. */
export function printUsersChange(
  person: PersonRow,
  kind: 'added' | 'disabled',
  json: boolean,
  out: Streams,
): void {
  if (json) {
    out.stdout.write(renderJson(person));
    return;
  }
  out.stderr.write(
    `${kind === 'added' ? t('cli.users.added', { loginName: person.loginName, personId: person.personId }) : t('cli.users.disabled', { personId: person.personId })}\n`,
  );
}
