/**
 * Types shared by every layer of the server (DESIGN §5 the clock, spec 01 §2 the session). This module sits
 * below services, trade, documents, auth, db and market and imports none of them, so each layer can name
 * these types without an import running back up.
 */

/** The server's clock (DESIGN §5: injectable; the local environment runs on real time, tests set it). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The session of the caller, resolved from the bearer token before the handler runs. */
export interface SessionInfo {
  /** Hash of the session token (the token itself is never stored). */
  readonly tokenHash: string;
  readonly personId: string;
  readonly loginName: string;
  /** Role codes of the person (op, first_checker …). */
  readonly roles: readonly string[];
  /** Privilege and route codes granted by those roles. */
  readonly privileges: ReadonlySet<string>;
  /** The organisation the session acts for (after login switch), or null. */
  readonly groupId: string | null;
  /** Every group id the person may act for. */
  readonly groupIds: ReadonlySet<string>;
  /**
   * The first-login settings the person has yet to complete themselves (core `pendingFirstLoginSettings`:
   * 'loginPwd', 'tradePwd'); non-empty means the pipeline's first-login gate refuses all but the first-login
   * calls with FD1018 (issue 16 finding 3). Absent in sessions built outside resolveSession (tests).
   */
  readonly pendingFirstLogin?: readonly ('loginPwd' | 'tradePwd' | 'approveSet' | 'operator')[];
}
