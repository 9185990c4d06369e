export * from './fundType.js';
