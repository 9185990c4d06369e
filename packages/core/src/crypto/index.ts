export * from './rsa.js';
export * from './secret.js';
