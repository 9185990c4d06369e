import {
  ErrorCode,
  GatewayError,
  isAcceptableLoginPassword,
  isAcceptableTradePassword,
  password,
  type CallResponse,
} from '@funddesk/core';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { storeNewLoginPassword } from '../auth/passwordReset.js';
import { forgetPersonSessions, revokePersonSessions } from '../auth/sessions.js';
import {
  consumeVerifyTicket,
  issueVerifyTicket,
  sendVerifyCode,
  useVerifyCode,
} from '../auth/verifyCodes.js';
import { TRADE_PASSWORD_ATTEMPTS, verifyTradePassword } from '../trade/password.js';
import { countFailedLogin } from './account.js';
import { groupSessionOf, route, sessionOf, type HandlerContext, type Route } from './types.js';

/** The verification-code purpose of the trade-password retrieval (spec 01 §7.4, §7.5). */
const RETRIEVE_PURPOSE = 'resetTradePassword';

/** The login name of the session's person (the key of verification codes, spec 01 §7.4). */
async function loginNameOf(ctx: HandlerContext, personId: string): Promise<string> {
  const row = (
    await ctx.db.query<{ login_name: string }>('SELECT login_name FROM persons WHERE person_id = $1', [
      personId,
    ])
  )[0];
  if (!row) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  return row.login_name;
}

/**
 * A/pc/person/pwd/modify (spec 01 §7.5): changes the caller's login password in one transaction. A wrong
 * current password counts as a failed login (`countFailedLogin`, as at the login page): the tenth in a row
 * locks the name for 15 minutes and ends its sessions (FD1002). The new one follows core's rule (FD1012)
 * and differs (FD1013); it is stored like a reset's (`storeNewLoginPassword`: every session ends, this one
 * too, link tokens and reset tickets are voided, the password age restarts).
 * @throws GatewayError LoginPasswordWrong (FD1016), LoginLocked (FD1002), PasswordWeak (FD1012),
 *   PasswordUnchanged (FD1013)
 */
async function modifyLoginPassword(
  request: { oldPassword: string; newPassword: string },
  ctx: HandlerContext,
): Promise<CallResponse<typeof password.modifyLoginPassword>> {
  const { personId } = sessionOf(ctx);
  const { oldPassword, newPassword } = request; // decrypted by the request layer (http/secrets.ts)
  const outcome = await ctx.db.transaction(async (tx) => {
    const person = (
      await tx.query<{ password_hash: string }>(
        'SELECT password_hash FROM persons WHERE person_id = $1 FOR UPDATE',
        [personId],
      )
    )[0];
    if (!person) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
    if (!(await verifyPassword(oldPassword, person.password_hash))) {
      if (!(await countFailedLogin(tx, personId, ctx.clock.now()))) return 'wrong' as const;
      await revokePersonSessions(tx, ctx.clock, personId);
      return 'locked' as const;
    }
    if (!isAcceptableLoginPassword(newPassword)) {
      throw new GatewayError(ErrorCode.PasswordWeak);
    }
    if (newPassword === oldPassword) throw new GatewayError(ErrorCode.PasswordUnchanged);
    await storeNewLoginPassword(tx, ctx.clock, personId, newPassword);
    return 'changed' as const;
  });
  // The count (and a lock) is committed before the refusal is answered.
  if (outcome === 'wrong') throw new GatewayError(ErrorCode.LoginPasswordWrong);
  forgetPersonSessions(personId);
  if (outcome === 'locked') throw new GatewayError(ErrorCode.LoginLocked);
  return {};
}

/**
 * A/pc/org/modifyTradePassword (spec 01 §7.5): the current trade password is checked with the order path's
 * counter (spec 02 §4; FD1100 with N, A00070 at 0, A00076 when none is set), then the new one must be
 * 6 digits (FD1014) and differ (FD1017); it is stored hashed and the 5 attempts are restored.
 * @throws GatewayError TradePasswordWrong (FD1100), TradePasswordLocked (A00070), TradePasswordNotSet
 *   (A00076), TradePasswordFormat (FD1014), TradePasswordUnchanged (FD1017)
 */
async function modifyTradePassword(
  request: { oldTradePassword: string; newTradePassword: string },
  ctx: HandlerContext,
): Promise<CallResponse<typeof password.modifyTradePassword>> {
  const { personId } = groupSessionOf(ctx);
  // Checked before the old one is verified, so that a malformed request costs no attempt.
  const next = request.newTradePassword; // decrypted by the request layer (http/secrets.ts)
  if (!isAcceptableTradePassword(next)) throw new GatewayError(ErrorCode.TradePasswordFormat);
  // One that did not decrypt arrives empty and counts as a wrong password in verifyTradePassword.
  const old = request.oldTradePassword;
  await verifyTradePassword(ctx, personId, old);
  if (next === old) throw new GatewayError(ErrorCode.TradePasswordUnchanged);
  await ctx.db.query(
    'UPDATE persons SET trade_password_hash = $2, trade_pwd_remaining = $3 WHERE person_id = $1',
    [personId, await hashPassword(next), TRADE_PASSWORD_ATTEMPTS],
  );
  return {};
}

/**
 * A/pc/person/pwd/retrieve/tradePwd/set (spec 01 §7.5): uses up the caller's retrieval ticket and sets the
 * 6-digit trade password in one transaction (a refusal gives the ticket back); the 5 attempts are restored,
 * which ends an A00070 lock.
 * @throws GatewayError VerifyTicketInvalid (FD1011), TradePasswordFormat (FD1014)
 */
async function setTradePasswordWithTicket(
  request: { verifyTicket: string; newTradePassword: string },
  ctx: HandlerContext,
): Promise<CallResponse<typeof password.tradePwdSet>> {
  const { personId } = groupSessionOf(ctx);
  const next = request.newTradePassword; // decrypted by the request layer (http/secrets.ts)
  if (!isAcceptableTradePassword(next)) throw new GatewayError(ErrorCode.TradePasswordFormat);
  const hash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    const good = await consumeVerifyTicket(tx, ctx.clock, request.verifyTicket, personId, RETRIEVE_PURPOSE);
    if (!good) throw new GatewayError(ErrorCode.VerifyTicketInvalid);
    await tx.query(
      'UPDATE persons SET trade_password_hash = $2, trade_pwd_remaining = $3 WHERE person_id = $1',
      [personId, hash, TRADE_PASSWORD_ATTEMPTS],
    );
  });
  return {};
}

/** Handlers of the signed-in person's password calls (spec 01 §2.2 /user/password/*, §5, §7.5). */
export const passwordRoutes: Route[] = [
  route(password.modifyLoginPassword, (req, ctx) => modifyLoginPassword(req, ctx)),
  route(password.modifyTradePassword, (req, ctx) => modifyTradePassword(req, ctx)),
  route(password.tradePwdVerifyWay, async (_req, ctx) =>
    sendVerifyCode(ctx.db, ctx.clock, await loginNameOf(ctx, groupSessionOf(ctx).personId), RETRIEVE_PURPOSE),
  ),
  route(password.tradePwdCheck, async (req, ctx) => {
    const { personId } = groupSessionOf(ctx);
    // The code is the latest sent to the caller's own login name (tradePwdVerifyWay).
    await useVerifyCode(ctx.db, ctx.clock, await loginNameOf(ctx, personId), RETRIEVE_PURPOSE, req.code);
    return issueVerifyTicket(ctx.db, ctx.clock, personId, RETRIEVE_PURPOSE);
  }),
  route(password.tradePwdSet, (req, ctx) => setTradePasswordWithTicket(req, ctx)),
];
