/** Auth of the local environment: tokens, password hashing, RSA keys, privileges. */
export interface AuthService {
  readonly ready: true;
}
