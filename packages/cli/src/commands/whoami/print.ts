import { roleCodes, t, type RoleCode } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { renderJson, renderKeyValue } from '../../output.js';
import type { WhoamiResult } from './index.js';

const isRoleCode = (code: string): code is RoleCode => (roleCodes as readonly string[]).includes(code);

/** A role's Chinese label with its code (`交易员 (op)`); unknown codes as they are. */
export function roleLabel(code: string): string {
  return isRoleCode(code) ? `${t(`role.${code}`)}（${code}）` : code;
}

/** Prints `whoami`: a key/value block on stdout, or the result as JSON. */
export function printWhoami(result: WhoamiResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  out.stdout.write(
    renderKeyValue([
      [t('cli.field.person'), result.personName],
      [t('cli.field.loginName'), result.loginName],
      [t('cli.field.roles'), result.roles.map(roleLabel).join('、') || t('display.none')],
      [
        t('cli.field.org'),
        result.org ? `${result.org.corpName}（${result.org.groupId}）` : t('cli.whoami.noOrg'),
      ],
      [t('cli.field.env'), `${result.env}（${result.baseUrl}）`],
    ]),
  );
}
