/**
 * The signed-in person's own passwords (spec 01 §2.2 /user/password/login, /user/password/trade,
 * /user/forgetTradePassword; §5; §7.5 person pwd/modify, modifyTradePassword and the trade-password
 * retrieval pwd/retrieve/tradePwd/verify/way, /check, /set). Service `account`. The spec names the calls
 * but not their fields: these are FundDesk's (docs/api.md "Passwords").
 */
import { z } from 'zod';
import { defineCall, encryptedField } from './contract.js';

/**
 * A/pc/person/pwd/modify (spec 01 §7.5): changes the caller's login password. The current one must be
 * right (FD1016; a wrong one counts as a failed login: the tenth in a row locks the name for 15 minutes,
 * FD1002, and ends its sessions), the new one must meet the rule (FD1012) and differ (FD1013). On success every session of the person ends, this
 * one included: the person logs in again with the new password. The password age restarts (§4.6).
 * @throws GatewayError LoginPasswordWrong (FD1016), LoginLocked (FD1002), PasswordWeak (FD1012),
 *   PasswordUnchanged (FD1013)
 */
export const modifyLoginPassword = defineCall({
  name: 'modifyLoginPassword',
  service: 'account',
  path: 'pc/person/pwd/modify',
  privilege: 'login_pwd',
  encryptedFields: ['oldPassword', 'newPassword'],
  request: z.object({ oldPassword: encryptedField, newPassword: encryptedField }),
  response: z.object({}),
});

/**
 * A/pc/org/modifyTradePassword (spec 01 §7.5): changes the caller's trade password. The current one is
 * checked like at an order (spec 02 §4: a wrong one drops the 5 attempts, FD1100 with N; at 0 A00070; none
 * set A00076); the new one is 6 digits (FD1014) and differs (FD1017). Success restores the 5 attempts.
 * @throws GatewayError TradePasswordWrong (FD1100), TradePasswordLocked (A00070), TradePasswordNotSet
 *   (A00076), TradePasswordFormat (FD1014), TradePasswordUnchanged (FD1017)
 */
export const modifyTradePassword = defineCall({
  name: 'modifyTradePassword',
  service: 'account',
  path: 'pc/org/modifyTradePassword',
  auth: 'group',
  privilege: 'trans_pwd',
  encryptedFields: ['oldTradePassword', 'newTradePassword'],
  request: z.object({ oldTradePassword: encryptedField, newTradePassword: encryptedField }),
  response: z.object({}),
});

/**
 * A/pc/person/pwd/retrieve/tradePwd/verify/way (spec 01 §7.5): sends a 6-digit code (purpose
 * resetTradePassword) to the caller's own contact and answers where it went; one per 60 s (FD1009). No
 * captcha: the session is the proof of who asks.
 * @throws GatewayError VerifyCodeTooFrequent (FD1009, detail `{ N: seconds }`)
 */
export const tradePwdVerifyWay = defineCall({
  name: 'tradePwdVerifyWay',
  service: 'account',
  path: 'pc/person/pwd/retrieve/tradePwd/verify/way',
  auth: 'group',
  privilege: 'trans_pwd_forget_password',
  request: z.object({}),
  response: z.object({
    target: z.string(),
    expiresInSec: z.number().int(),
    resendAfterSec: z.number().int(),
  }),
});

/**
 * A/pc/person/pwd/retrieve/tradePwd/check (spec 01 §7.5): checks the caller's code and answers a
 * single-use ticket (10 minutes) for tradePwdSet. 5 wrong tries void the code (FD1008).
 * @throws GatewayError VerifyCodeWrong (FD1008)
 */
export const tradePwdCheck = defineCall({
  name: 'tradePwdCheck',
  service: 'account',
  path: 'pc/person/pwd/retrieve/tradePwd/check',
  auth: 'group',
  privilege: 'trans_pwd_forget_password',
  request: z.object({ code: z.string().regex(/^\d{6}$/) }),
  response: z.object({ verifyTicket: z.string(), expiresInSec: z.number().int() }),
});

/**
 * A/pc/person/pwd/retrieve/tradePwd/set (spec 01 §7.5, §4.7 前去设置, §8 A00070 找回密码): sets the caller's
 * trade password, the first one or a forgotten one, with the ticket of tradePwdCheck; 6 digits (FD1014).
 * The ticket is used up, the 5 attempts are restored (a lock ends).
 * @throws GatewayError VerifyTicketInvalid (FD1011), TradePasswordFormat (FD1014)
 */
export const tradePwdSet = defineCall({
  name: 'tradePwdSet',
  service: 'account',
  path: 'pc/person/pwd/retrieve/tradePwd/set',
  auth: 'group',
  privilege: 'trans_pwd_forget_password',
  encryptedFields: ['newTradePassword'],
  request: z.object({ verifyTicket: z.string().min(1).max(128), newTradePassword: encryptedField }),
  response: z.object({}),
});
