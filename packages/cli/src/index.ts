/**
 * @funddesk/cli: the `funddesk` command. {@link main} (./main.ts) builds the commander program, runs one
 * command and answers the exit code; every command is also exported here as an async function over an
 * options object (see ./commands), so scripts and tests can call them without a terminal. The binary
 * imports ./main.js directly, so that `funddesk --help` loads none of the modules re-exported here.
 */
export { main, type CliIo } from './main.js';
export { envList, envSet, envUse, type EnvRow, type EnvSetOptions } from './commands/env/index.js';
export {
  fundsSearch,
  parseKeyword,
  parsePage,
  type FundsSearchOptions,
  type FundsSearchResult,
} from './commands/funds/search.js';
export {
  fundsShow,
  parseFundCode,
  type FundsShowOptions,
  type FundsShowResult,
} from './commands/funds/show.js';
export { login, readCredentials, type LoginOptions, type LoginOutcome } from './commands/login/index.js';
export { logout, type LogoutOutcome } from './commands/logout/index.js';
export { orgsList, type OrgsListResult } from './commands/orgs/list.js';
export { orgsUse, switchOrganisation, type OrgRef, type OrgsUseOptions } from './commands/orgs/use.js';
export { whoami, type WhoamiResult } from './commands/whoami/index.js';
export {
  ordersList,
  parseDay,
  type OrdersListOptions,
  type OrdersListResult,
} from './commands/orders/list.js';
export { ordersCancel, type OrdersCancelOptions } from './commands/orders/cancel.js';
export { renderCsv } from './commands/orders/csv.js';
export {
  memorySessionStore,
  smoke,
  type SmokeDeps,
  type SmokeOptions,
  type SmokeReport,
} from './commands/smoke/index.js';
export { runChecks, type Check, type CheckResult } from './commands/smoke/checks.js';
export {
  statementsFailure,
  statementsRequest,
  type StatementsDeps,
  type StatementsRequestOptions,
  type StatementsRequestResult,
} from './commands/statements/request.js';
export { statementsList, type StatementsListOptions } from './commands/statements/list.js';
export {
  statementsDownload,
  type StatementsDownloadOptions,
  type StatementsDownloadResult,
} from './commands/statements/download.js';
export { parseFormat, parsePeriod } from './commands/statements/options.js';
export { renderJUnit, xmlEscape } from './commands/smoke/junit.js';
export type { BatchDeps } from './commands/batch/deps.js';
export {
  batchImport,
  importExitCode,
  type BatchImportEvents,
  type BatchImportOptions,
  type BatchImportOutcome,
} from './commands/batch/import.js';
export { batchList, type BatchListOptions, type BatchListResult } from './commands/batch/list.js';
export {
  batchStatus,
  type BatchStatusEvents,
  type BatchStatusOptions,
  type BatchStatusOutcome,
} from './commands/batch/status.js';
export {
  batchTemplate,
  type BatchTemplateOptions,
  type BatchTemplateResult,
} from './commands/batch/template.js';
export { waitForBatch } from './commands/batch/wait.js';
export { createConnector, createHttp, type Connection, type Connector } from './client.js';
export {
  configDir,
  createConfigStore,
  type ConfigStore,
  type EnvName,
  type StoredSession,
} from './config.js';
export type { CommandDeps, Prompter, Streams, Writer } from './context.js';
export {
  CliError,
  cliMessageOf,
  describeError,
  ExitCode,
  exitCodeFor,
  UsageError,
  type ExitCodeValue,
} from './errors.js';
