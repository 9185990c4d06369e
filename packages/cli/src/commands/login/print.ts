import { t } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { printOrgChoices } from '../orgs/print.js';
import type { LoginOutcome } from './index.js';

/** Prints a login's outcome: notices on stderr (a login prints no data). */
export function printLogin(outcome: LoginOutcome, out: Streams): void {
  out.stderr.write(
    `${t('cli.login.done', { personName: outcome.personName, loginName: outcome.loginName, env: outcome.env })}\n`,
  );
  if (outcome.org) {
    out.stderr.write(`${t('cli.login.switched', { ...outcome.org })}\n`);
  } else if (outcome.choices.length > 0) {
    out.stderr.write(`${t('cli.login.chooseOrg')}\n`);
    printOrgChoices(outcome.choices, out);
  }
}
