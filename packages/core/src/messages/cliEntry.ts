/**
 * The CLI's part of the zh-CN catalogue on its own (`@funddesk/core/messages/cli`): no zod, no contract,
 * so `funddesk --help` builds its help without loading the rest of core (issue 10 §6: cold start within
 * 1.5x of a bare commander program). The texts are the catalogue's own (`t(key)` answers the same).
 */
import { cliMessages } from './cli.js';
import { cockpitCliMessages } from './cockpit.js';
import { fillMessage } from './fill.js';
import { statementsMessages } from './statements.js';
import { favouritesCliMessages } from './webFavourites.js';
import { orgRecordCliMessages } from './orgRecord.js';
import { personalInfoCliMessages } from './personalInfo.js';
import { privateFundCliMessages } from './privateFund.js';
import { privateTradeCliMessages } from './privateTrade.js';
import { riskCrsCliMessages } from './riskCrs.js';
import { tradeInfoCliMessages } from './orgTradeInfo.js';

/** The CLI's messages: cli.ts and the statements area (which holds the `cli.statements.*` keys). */
const cliCatalogue = {
  ...statementsMessages,
  ...cliMessages,
  ...favouritesCliMessages,
  ...orgRecordCliMessages,
  ...personalInfoCliMessages,
  ...privateFundCliMessages,
  ...privateTradeCliMessages,
  ...riskCrsCliMessages,
  ...tradeInfoCliMessages,
  ...cockpitCliMessages,
};

/** A key of the CLI's messages (every one is also a {@link MessageKey} of the whole catalogue). */
export type CliMessageKey = keyof typeof cliCatalogue;

/**
 * Looks up a CLI message and fills its `{name}` placeholders, as {@link t} does for the whole catalogue.
 * @param key - a `cli.*` catalogue key
 * @param params - placeholder values; a missing one leaves the placeholder as written
 * @returns the Chinese text
 */
export function tCli(key: CliMessageKey, params?: Record<string, string | number>): string {
  return fillMessage(cliCatalogue[key], params);
}
