import { encryptField, MANAGER_ROLE, type RsaBlockCipher } from '@funddesk/core';
import { isInstitutionManager } from './routeAccounts';
import { sessionStore, type SessionStore, type StoredSession } from './session';

/**
 * Whether the session sends `checkedGroupNo`: an institution manager ({@link isInstitutionManager}) whose
 * person holds the manager role, the only role the gateway lets act for a product account (core
 * decideCheckedGroup). Another role of a manager organisation (its administrator, jgt_person: demo
 * mgradmin01) sends none: the gateway refused every call of its 资产概览 and 模拟组合 with FD1004.
 * @see spec 01 §7.1 ("checkedGroupNo … for manager users"), §2.3
 */
export function sendsCheckedGroupNo(session: Readonly<StoredSession>): boolean {
  return isInstitutionManager(session) && (session.roles ?? []).includes(MANAGER_ROLE);
}

/** What {@link createCheckedGroupNo} needs. */
export interface CheckedGroupNoOptions {
  store?: SessionStore;
  /** Builds the RSA cipher from the gateway's public key (once; retried after a failure). */
  loadCipher: () => Promise<RsaBlockCipher>;
  /** Whether the header applies to the session; default {@link sendsCheckedGroupNo}. */
  applies?: (session: Readonly<StoredSession>) => boolean;
}

/**
 * The `checkedGroupNo` header source of the gateway client (spec 01 §7.1: "checkedGroupNo (encrypted
 * account id) for manager users"): the current account's id (a group id, or `all`, spec 01 §2.3),
 * RSA-encrypted with the gateway's key. The header is read synchronously on every request, so the value is
 * encrypted once per account and cached; until the public key is known (the first request of a manager
 * starts loading it) and when no account is current, the header is left out.
 * @see spec 01 §7.1, §2.3
 */
export function createCheckedGroupNo(options: CheckedGroupNoOptions): () => string | undefined {
  const store = options.store ?? sessionStore;
  const applies = options.applies ?? sendsCheckedGroupNo;
  let cipher: RsaBlockCipher | null = null;
  let loading = false;
  let cached: { id: string; value: string } | null = null;
  const warm = (): void => {
    if (cipher || loading) return;
    loading = true;
    options
      .loadCipher()
      .then((loaded) => {
        cipher = loaded;
      })
      .catch(() => undefined)
      .finally(() => {
        loading = false;
      });
  };
  return () => {
    const session = store.get();
    if (!applies(session)) return undefined;
    const id = session.currentAccount?.id;
    if (!id) return undefined;
    if (cached?.id === id) return cached.value;
    if (!cipher) {
      warm();
      return undefined;
    }
    cached = { id, value: encryptField(id, cipher) };
    return cached.value;
  };
}
