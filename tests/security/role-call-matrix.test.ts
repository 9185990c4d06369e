/**
 * Issue 11 §3 "Everything is enforced by the server: the role x call matrix is data (docs/permissions.md) and
 * a test walks every call for every role": every contract call, download and upload (core allCalls,
 * allDownloads, allUploads) is sent by every demo person (one per role, spec 01 §6; README demo logins) and
 * is refused with the privilege refusal code (missingPrivilegeCode: FD1003, or FD4007 for a hosting user's
 * buying call) exactly when the matrix data — the role_privileges table the server reads per request —
 * withholds the call's privilege. Bodies are deliberately invalid (a JSON array where an object is due), so
 * an admitted call stops at schema validation and changes nothing: what is asserted is the privilege
 * decision, not the call's work.
 */
import {
  allCalls,
  allDownloads,
  allUploads,
  callPath,
  missingPrivilegeCode,
  type CallAuth,
} from '@funddesk/core';
import { demoPeople } from '@funddesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/** Every gated definition of the contract, with its kind for the report. */
const defs: readonly {
  kind: 'call' | 'download' | 'upload';
  name: string;
  service: Parameters<typeof callPath>[0]['service'];
  path: string;
  method: 'GET' | 'POST';
  auth: CallAuth;
  privilege?: string | undefined;
}[] = [
  ...allCalls.map((d) => ({ ...d, kind: 'call' as const })),
  ...allDownloads.map((d) => ({ ...d, kind: 'download' as const })),
  ...allUploads.map((d) => ({ ...d, kind: 'upload' as const, method: 'POST' as const })),
];

/** Demo logins covering every role of the matrix (new01 too: the privilege check comes before the first-login gate). */
const LOGINS = [
  'op01',
  'trust01',
  'chk01',
  'chk02',
  'query01',
  'admin01',
  'host01',
  'boss01',
  'mgr01',
  'sk01',
  'new01',
  // fd_ops, the platform's back office (issue 15 §2; private-trade information maintenance, issue 13)
  'ops01',
] as const;

let server: TestServer;
/** role -> privileges, as the server's tables hold them. */
let matrix: Map<string, Set<string>>;
const sessions = new Map<string, { token: string; groupId: string }>();

beforeAll(async () => {
  server = await startServer();
  const rows = await server.db.query<{ role_code: string; privilege_code: string }>(
    'SELECT role_code, privilege_code FROM role_privileges',
  );
  matrix = new Map();
  for (const row of rows) {
    const set = matrix.get(row.role_code) ?? new Set<string>();
    set.add(row.privilege_code);
    matrix.set(row.role_code, set);
  }
  await Promise.all(
    LOGINS.map(async (loginName) => {
      const c = server.client();
      await c.login(loginName);
      sessions.set(loginName, { token: c.session.token!, groupId: c.session.groupId! });
    }),
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The answer code of one request: the envelope's retCode, or `file` for a download's bytes. */
async function codeOf(def: (typeof defs)[number], session: { token: string; groupId: string }) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${session.token}`,
    'x-gno': session.groupId,
  };
  // In process (app.inject): the same routes, pipeline and handlers without a socket per request.
  const response =
    def.method === 'GET'
      ? await server.app.inject({ method: 'GET', url: `${callPath(def)}?matrixProbe=1`, headers })
      : await server.app.inject({
          method: 'POST',
          url: callPath(def),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '[]',
        });
  const status = response.statusCode;
  const text = response.body;
  try {
    const envelope = JSON.parse(text) as { header?: { retCode?: string } };
    return { status, code: envelope.header?.retCode ?? 'file' };
  } catch {
    return { status, code: 'file' };
  }
}

describe('role x call matrix (issue 11 §3; spec 01 §6; docs/permissions.md)', () => {
  it('covers every contract call and every demo role', () => {
    const roles = new Set(
      demoPeople.filter((p) => LOGINS.includes(p.loginName as never)).flatMap((p) => p.roles),
    );
    for (const role of [
      'op',
      'treasurer',
      'manager',
      'first_checker',
      'second_checker',
      'inquirer',
      'jgt_person',
      'hosting',
      'cockpit',
      'fd_ops',
    ])
      expect(roles.has(role), role).toBe(true);
    expect(defs.length).toBe(allCalls.length + allDownloads.length + allUploads.length);
    expect(defs.filter((d) => d.privilege !== undefined).length).toBeGreaterThan(20);
  });

  it.each(LOGINS)(
    '%s: each call is refused exactly when the matrix withholds its privilege',
    async (loginName) => {
      const person = demoPeople.find((p) => p.loginName === loginName)!;
      const granted = new Set(person.roles.flatMap((role) => [...(matrix.get(role) ?? [])]));
      const session = sessions.get(loginName)!;
      const mismatches: string[] = [];
      for (const def of defs) {
        const refusal = def.privilege ? missingPrivilegeCode(def.privilege, person.roles) : null;
        const refused = def.auth !== 'public' && def.privilege !== undefined && !granted.has(def.privilege);
        const { status, code } = await codeOf(def, session);
        if (status >= 500) mismatches.push(`${def.kind} ${def.name}: HTTP ${status}`);
        if (refused && code !== refusal)
          mismatches.push(`${def.kind} ${def.name}: expected ${refusal}, got ${code}`);
        if (!refused && refusal !== null && code === refusal)
          mismatches.push(`${def.kind} ${def.name}: allowed by the matrix, refused with ${code}`);
      }
      expect(mismatches).toEqual([]);
    },
  );
});
