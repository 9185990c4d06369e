export { zhCN, t, type MessageKey } from './zh-CN.js';
export * from './ruleMessage.js';
