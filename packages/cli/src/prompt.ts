import { input, password, select } from '@inquirer/prompts';
import type { Prompter } from './context.js';

/**
 * The TTY prompter over @inquirer/prompts. Questions go to stderr so that stdout stays data only
 * (`funddesk login | …` and `--json` stay clean).
 */
export function createInquirerPrompter(): Prompter {
  const context = { input: process.stdin, output: process.stderr };
  return {
    input: (message) => input({ message, required: true }, context),
    password: (message) => password({ message, mask: '*' }, context),
    select: (message, choices) => select({ message, choices: [...choices] }, context),
  };
}
