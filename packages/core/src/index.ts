/**
 * @funddesk/core: the contract between FundDesk's server and clients, the error catalogue, the message
 * catalogue, pure business rules and session decisions. Runs unchanged in the browser and in Node.
 */
export * from './api/index.js';
export * from './crypto/index.js';
export * from './domain/index.js';
export * from './errors/index.js';
export * from './gateway/index.js';
export * from './messages/index.js';
export * from './rules/index.js';
export * from './session/index.js';
export * from './util/index.js';
