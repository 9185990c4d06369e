export * from './money.js';
export * from './session.js';
export * from './fund.js';
export * from './navTrend.js';
export * from './trade.js';
export * from './batch.js';
export * from './statement.js';
export * from './time.js';
