import {
  account,
  callPath,
  createGatewayClient,
  type FetchLike,
  type GatewayClient,
  type RsaBlockCipher,
} from '@funddesk/core';
import { createCheckedGroupNo } from '../app/checkedGroupNo';
import { notifier } from '../app/notifier';
import { isRouteChangeCancel, withRouteSignal } from '../app/requestScope';
import { sessionStore } from '../app/session';
import { isStaleSessionEnding } from './staleSession';
import { variant } from '../app/variant';
import { xhrUploadTransport } from '../features/batch/xhrUploadTransport';

/**
 * The browser's RSA block cipher (jsEncryptCipher.ts), its module loaded on first use: the login page does not
 * download jsencrypt until the form is submitted (issue 17 §1).
 * @param publicKeyPem - the gateway's public key (GET A/pc/ssh/public_key)
 * @see spec 01 §5 sensitive fields, §9 RSA chunks
 */
export async function loadJsEncryptCipher(publicKeyPem: string): Promise<RsaBlockCipher> {
  const { createJsEncryptCipher } = await import('./jsEncryptCipher');
  return createJsEncryptCipher(publicKeyPem);
}

/**
 * window.fetch with credentials sent (spec 01 §7.1 "Credentials are sent"), each request joined to the
 * current route's scope (spec 01 §2.3: an institution manager's route change cancels pending requests).
 */
const browserFetch: FetchLike = (input, init) =>
  window.fetch(input, { ...init, signal: withRouteSignal(init.signal), credentials: 'include' });

/**
 * The web app's one gateway client: same origin, the stored token and group id, jsencrypt for the
 * encrypted fields, the variant's sub-channel, and every failure reported to the one notifier.
 * @see spec 01 §7.1, §8
 */
export const gateway: GatewayClient = createGatewayClient({
  baseUrl: '',
  fetch: browserFetch,
  session: {
    token: () => sessionStore.get().token,
    groupId: () => sessionStore.get().groupId,
    // spec 01 §7.1: institution managers send the current account, encrypted. The key comes from the
    // gateway itself; `gateway` is read when the first manager request asks, after it exists.
    checkedGroupNo: createCheckedGroupNo({
      loadCipher: async () =>
        loadJsEncryptCipher((await gateway.call(account.publicKey, {}, { hideResult: true })).publicKey),
    }),
  },
  createCipher: loadJsEncryptCipher,
  subChannel: variant.subChannel,
  // XMLHttpRequest reports the bytes sent, which the upload progress dialog shows (spec 02 §2).
  uploadTransport: xhrUploadTransport,
  onError: (error, call, options, sent) => {
    // A request cancelled by a route change is nobody's failure (spec 01 §2.3).
    if (isRouteChangeCancel(error)) return;
    // A call of a session that has since ended (logged out, or replaced by a new login) may be refused late;
    // its session-ending answer must not end the session that replaced it.
    if (isStaleSessionEnding(error, sent.token, sessionStore.get().token)) return;
    // The path lets the notifier react by call (spec 01 §8: E109016 on institution paths, A00103 on the menu).
    notifier.handle(error, { hideResult: options.hideResult, path: callPath(call) });
  },
});
