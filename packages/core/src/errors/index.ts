export * from './catalogue.js';
export { GatewayError } from './GatewayError.js';
