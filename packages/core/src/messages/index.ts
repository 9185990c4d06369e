export { zhCN, t, type MessageKey } from './zh-CN.js';
