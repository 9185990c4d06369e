import type { Db } from '../db/db.js';
import { decryptField, loadOrCreateKeyPair, type RsaKeyPair } from './rsa.js';

export { hashPassword, verifyPassword } from './passwords.js';
export { resetLoginPassword } from './passwordReset.js';
export { menuFor, menuTree, privilegesOf, rolePrivileges, routeCodesOf } from './privileges.js';
export { menuForVariant } from './variantMenu.js';
export {
  hashToken,
  openSession,
  resolveSession,
  revokeSession,
  forgetPersonSessions,
  revokePersonSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './sessions.js';
export { decryptField, RSA_BITS, type RsaKeyPair } from './rsa.js';
export { checkCaptcha, consumeCaptchaTicket, issueCaptcha, renderCaptchaSvg } from './captcha.js';
export { deliverMessage, isDevToolsEnabled, registerDevTools } from './devTools.js';
export { exchangeTempToken, issueTempToken } from './tempTokens.js';
export {
  consumeVerifyTicket,
  issueVerifyTicket,
  sendVerifyCode,
  useVerifyCode,
  type VerifyPurpose,
} from './verifyCodes.js';

/** Auth services shared by handlers: the gateway's key pair and field decryption. */
export interface AuthService {
  readonly keys: RsaKeyPair;
  /**
   * Decrypts a field encrypted with the gateway's public key (spec 01 §5).
   * @returns the plaintext, or null on any failure (uniform)
   */
  decrypt(ciphertext: string): string | null;
}

/** Builds the auth service, creating the key pair on first start. */
export async function createAuthService(db: Db): Promise<AuthService> {
  const keys = await loadOrCreateKeyPair(db);
  return { keys, decrypt: (ciphertext) => decryptField(keys, ciphertext) };
}
