export * from './money.js';
export * from './session.js';
export * from './fund.js';
