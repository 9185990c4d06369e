export * from './fundType.js';
export * from './numberFormat.js';
export * from './amounts.js';
export * from './limits.js';
export * from './buyEligibility.js';
export * from './rates.js';
export * from './fees.js';
