import { z } from 'zod';
import {
  loginResultSchema,
  loginSwitchResultSchema,
  menuNodeSchema,
  orgEntrySchema,
} from '../domain/session.js';
import { defineCall } from './contract.js';

/** Login name: 1..64 visible characters. */
const loginName = z.string().trim().min(1).max(64);
/** An RSA-encrypted field as sent on the wire (base64 chunks joined by `,`). */
const encrypted = z.string().min(1).max(4096);

/** GET A/pc/ssh/public_key: the gateway's RSA public key, PEM (spec 01 §7.2). */
export const publicKey = defineCall({
  name: 'publicKey',
  service: 'account',
  path: 'pc/ssh/public_key',
  method: 'GET',
  auth: 'public',
  request: z.object({}),
  response: z.object({ publicKey: z.string(), keyBits: z.number().int() }),
  doc: 'The RSA public key used to encrypt passwords and sensitive fields. spec 01 §7.2, §5',
});

/**
 * A/pc/org/login: organisation login with login name and RSA-encrypted password (spec 01 §7.3; payload not
 * shown in the spec, FundDesk's is `{ loginName, password }`). The token is bound to no organisation until
 * login switch.
 */
export const orgLogin = defineCall({
  name: 'orgLogin',
  service: 'account',
  path: 'pc/org/login',
  auth: 'public',
  encryptedFields: ['password'],
  request: z.object({ loginName, password: encrypted }),
  response: loginResultSchema,
  doc: 'Organisation login. spec 01 §7.3, §4.2',
});

/** A/pc/person/login: person login (operator, manager, treasurer), same payload as orgLogin (spec 01 §7.3). */
export const personLogin = defineCall({
  name: 'personLogin',
  service: 'account',
  path: 'pc/person/login',
  auth: 'public',
  encryptedFields: ['password'],
  request: z.object({ loginName, password: encrypted }),
  response: loginResultSchema,
  doc: 'Person login. spec 01 §7.3',
});

/** getCorpsInfo: the organisations of the logged-in person, and the role type (spec 01 §7.3). */
export const getCorpsInfo = defineCall({
  name: 'getCorpsInfo',
  service: 'account',
  path: 'pc/person/corps',
  auth: 'session',
  request: z.object({}),
  response: z.object({ roleType: z.string(), corpList: z.array(orgEntrySchema) }),
  doc: 'Organisations the person may act for; synthesizeState 99 dropped, deduplicated by groupId. spec 01 §3, §7.3',
});

/** queryAccountList: the accounts the person may act for with a privilege code (spec 01 §7.3, 02 §6). */
export const queryAccountList = defineCall({
  name: 'queryAccountList',
  service: 'account',
  path: 'pc/person/org/account/query',
  auth: 'session',
  request: z.object({ privilegeCode: z.string().min(1).max(64) }),
  response: z.object({ orgList: z.array(orgEntrySchema) }),
  doc: 'Accounts filtered by privilege code. spec 01 §7.3',
});

/** A/pc/org/login/switch: choose the organisation to act for (spec 01 §7.3, §4.2). */
export const loginSwitch = defineCall({
  name: 'getOrgLoginswitch',
  service: 'account',
  path: 'pc/org/login/switch',
  auth: 'session',
  request: z.object({
    loginType: z.number().int().min(1).max(9).default(1),
    groupId: z.string().min(1).max(32),
    loginChannel: z.enum(['TREASURER', 'ORGANIZATION']).default('ORGANIZATION'),
  }),
  response: loginSwitchResultSchema,
  doc: 'Switch the session to an organisation; answers a new token. spec 01 §4.2, §7.3',
});

/** userLogout: revoke the session (spec 01 §4.3, 02 §7). */
export const logout = defineCall({
  name: 'userLogout',
  service: 'account',
  path: 'pc/userLogout',
  auth: 'session',
  request: z.object({}),
  response: z.object({}),
  doc: 'Revoke the session token. spec 01 §4.3',
});

/** A/pc/person/menu: the menu tree and privilege codes of the person's role(s) (spec 01 §6, §7.6). */
export const personMenu = defineCall({
  name: 'personMenu',
  service: 'account',
  path: 'pc/person/menu',
  auth: 'session',
  request: z.object({}),
  response: z.object({
    menuList: z.array(menuNodeSchema),
    /** Route and menu codes visible to the person. */
    routeCodes: z.array(z.string()),
    /** Action privilege codes (fund_search, shopping_cart …). */
    privilegeCodes: z.array(z.string()),
  }),
  doc: 'Menu tree and privilege codes by role. spec 01 §6, §7.6',
});

/** A/pc/isSetTradePassword: whether the person has a trade password (spec 01 §7.5, §4.7). */
export const isSetTradePassword = defineCall({
  name: 'isSetTradePassword',
  service: 'account',
  path: 'pc/isSetTradePassword',
  auth: 'session',
  request: z.object({}),
  response: z.object({ isSetTradePwd: z.boolean() }),
  doc: 'Trade password set or not. spec 01 §7.5',
});
