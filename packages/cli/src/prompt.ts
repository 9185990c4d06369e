import { t } from '@funddesk/core';
import { input, password, select } from '@inquirer/prompts';
import type { Prompter } from './context.js';

/**
 * The TTY prompter over @inquirer/prompts. Questions go to stderr so that stdout stays data only
 * (`funddesk login | …` and `--json` stay clean). The password cannot be revealed on screen.
 */
export function createInquirerPrompter(): Prompter {
  const context = { input: process.stdin, output: process.stderr };
  const notEmpty = (value: string): true | string => value.trim() !== '' || t('cli.error.emptyValue');
  return {
    input: (message) => input({ message, validate: notEmpty }, context),
    password: (message) => password({ message, mask: '*', toggleMask: false, validate: notEmpty }, context),
    select: (message, choices) =>
      select(
        {
          message,
          choices: [...choices],
          theme: { style: { keysHelpTip: () => t('cli.prompt.selectHelp') } },
        },
        context,
      ),
  };
}
