export * from './rsa.js';
