import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * Request and response hardening that holds for every route (issue 16 findings 7 and 8; DESIGN §7):
 *
 * - **No control characters in strings.** A JSON body or query string carrying a C0 control character other
 *   than tab, line feed and carriage return (U+0000–U+001F) or DEL (U+007F) anywhere — value or key, however
 *   deep — is refused before any handler runs: HTTP 400 with FD2000 (BadRequest) naming the field, never a 500 from the
 *   database (PostgreSQL refuses NUL in text) and never half-written. Applies to public calls (login) too.
 * - **No caching of answers.** Every JSON answer (the envelope of every call, the transfer endpoint, errors)
 *   carries `Cache-Control: no-store`: they hold personal data (orders, assets, statements, names), and no
 *   browser, proxy or shared cache may keep them. Static assets keep their own caching.
 *
 * @see docs/security.md "What is enforced where"
 */
export function registerHardening(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const bad = controlCharPath(request.body, []) ?? controlCharPath(request.query, []);
    if (bad) {
      done(badRequest([{ path: bad }]));
      return;
    }
    done();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

// eslint-disable-next-line no-control-regex -- the very characters refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The path of the first string (value or key) in a parsed JSON value that holds a refused control character.
 * @returns the path (keys and indexes), or null when every string is clean
 */
export function controlCharPath(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (CONTROL.test(key)) return [...path, key];
      const found = controlCharPath(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
