import {
  allCalls,
  callPath,
  ErrorCode,
  GatewayError,
  t,
  TRANSFER_PATH,
  transferServiceName,
  type CallDef,
} from '@funddesk/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { hashToken } from './sessions.js';

/**
 * The local environment's dev tools (docs/api.md "Local-only dev tools", docs/security.md): the dev mailbox
 * where verification codes are delivered, the fault switch that makes chosen calls answer a global error code
 * (spec 01 §8 rows the local environment has no natural cause for) or wait, and publishing new agreement
 * versions. Off unless explicitly enabled with `FUNDDESK_DEV_TOOLS=1` (`npm start` does, for the README demo);
 * never on when NODE_ENV is `production`, whatever FUNDDESK_DEV_TOOLS says (DESIGN §7).
 * @param env - the process environment
 */
export function isDevToolsEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (env.NODE_ENV === 'production') return false;
  return env.FUNDDESK_DEV_TOOLS === '1';
}

/**
 * Whether a listen host or a peer address is the loopback interface (127.0.0.0/8, ::1, `localhost`, and
 * IPv4-mapped loopback `::ffff:127.x.x.x`). An empty host (all interfaces) is not loopback.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (a === 'localhost' || a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** How the server listens: `HOST`/`PORT` and the dev-tools switch, checked together. */
export interface ListenConfig {
  /** Interface to listen on; loopback (127.0.0.1) unless `HOST` says otherwise (DESIGN §7). */
  host: string;
  /** TCP port; `PORT`, default 8080. */
  port: number;
  /** The dev tools are on ({@link isDevToolsEnabled}). */
  devTools: boolean;
}

/**
 * Reads `HOST`, `PORT`, `FUNDDESK_DEV_TOOLS` and `NODE_ENV` (main.ts). The server listens on 127.0.0.1 unless
 * `HOST` names another interface; the dev tools are never served on a non-loopback listener.
 * @throws Error with the catalogue's `start.devToolsNotLoopback` message when the dev tools are on and `HOST`
 *   is not loopback (the server refuses to start rather than expose the mailbox)
 * @see DESIGN §7 "The server listens on loopback unless told otherwise"; docs/security.md
 */
export function listenConfig(env: Readonly<Record<string, string | undefined>> = process.env): ListenConfig {
  const host = env.HOST?.trim() || '127.0.0.1';
  const port = Number(env.PORT ?? 8080);
  const devTools = isDevToolsEnabled(env);
  if (devTools && !isLoopback(host)) throw new Error(t('start.devToolsNotLoopback', { host }));
  return { host, port, devTools };
}

/** A message to deliver (verification codes). */
export interface OutgoingMessage {
  recipient: string;
  subject: string;
  body: string;
}

let logLine: (line: string) => void = (line) => process.stdout.write(`${line}\n`);

/** Databases of apps whose dev tools are on: only their messages go to the dev mailbox. */
const mailboxDbs = new WeakSet<Db>();

/**
 * Delivers a message. The local environment has no SMS or mail gateway: when the app serving `db` has its dev
 * tools on ({@link registerDevTools}), the message goes to the dev mailbox (GET /__dev/mailbox, loopback only)
 * and the server log; otherwise only a line is logged that no delivery channel is configured, without the
 * message (a deployment plugs its gateway in here).
 */
export async function deliverMessage(db: Db, clock: Clock, message: OutgoingMessage): Promise<void> {
  if (!mailboxDbs.has(db)) {
    logLine(`[delivery] no delivery channel configured; message to ${message.recipient} not sent`);
    return;
  }
  await db.query('INSERT INTO dev_mailbox (recipient, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
    message.recipient,
    message.subject,
    message.body,
    new Date(clock.now()),
  ]);
  logLine(`[dev mailbox] ${message.recipient} | ${message.subject} | ${message.body}`);
}

/** The key of a call in the fault table: `service/path`, e.g. `account/pc/person/menu`. */
export const callKeyOf = (call: Pick<CallDef, 'service' | 'path'>): string => `${call.service}/${call.path}`;

/** Finds a call by its key, its spec name or its contract name (`personMenu`, `account/pc/person/menu`). */
function resolveCallKey(name: string): string | undefined {
  if (name === '*') return '*';
  const call = allCalls.find((c) => callKeyOf(c) === name || c.name === name);
  if (call) return callKeyOf(call);
  const byExport = allCalls.find((c) => c.name.toLowerCase() === name.toLowerCase());
  return byExport ? callKeyOf(byExport) : undefined;
}

const faultSchema = z.object({
  /** A call's name or `service/path`, or `*` for every call. */
  call: z.string().min(1).max(200),
  /** Only this person's calls (login name); everyone's when absent. */
  loginName: z.string().min(1).max(64).optional(),
  /** The code to answer (a catalogue code, e.g. A800048); none to only wait. */
  code: z.string().min(1).max(16).optional(),
  /** The retMessage to answer with (the catalogue's when absent). */
  message: z.string().min(1).max(200).optional(),
  /** Wait this many ms before answering (timeouts). */
  delayMs: z.number().int().min(0).max(120_000).default(0),
  /** How many calls the fault answers. */
  times: z.number().int().min(1).max(100).default(1),
});

const publishSchema = z.object({
  signTypes: z
    .array(z.literal([1, 2, 3, 4, 25]))
    .min(1)
    .max(5),
  jgtOrgProdFlag: z.literal([2, 3]).optional(),
  changeSummary: z.string().min(1).max(500).optional(),
});

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the dev tools on the app when `enabled` (see {@link isDevToolsEnabled}); with them off nothing
 * is registered (every /__dev path answers 404), the fault table is never read and no message reaches the
 * mailbox. With them on, a warning is logged, and a request to /__dev/* from a peer that is not loopback is
 * refused with 404 like an unknown path (the socket's address, never a forwarded header).
 *
 * - `POST /__dev/faults` `{ call, loginName?, code?, message?, delayMs?, times? }`: arms a fault; the next
 *   `times` calls answer `code` (after `delayMs`). `GET` lists, `DELETE` clears.
 * - `GET /__dev/mailbox` (HTML) and `GET /__dev/mailbox.json`: delivered messages, newest first.
 * - `POST /__dev/agreements/publish` `{ signTypes, jgtOrgProdFlag?, changeSummary? }`: publishes the next
 *   version of agreements now (the upgrade dialog, spec 01 §4.5).
 * - `POST /__dev/privacy/publish`: publishes the next privacy agreement version now.
 * @see spec 01 §7.4, §8; docs/api.md
 */
export function registerDevTools(
  app: FastifyInstance,
  options: { db: Db; clock: Clock; enabled: boolean },
): void {
  const { db, clock } = options;
  if (!options.enabled) return;
  logLine = (line) => app.log.info(line);
  mailboxDbs.add(db);
  app.log.warn(t('start.devToolsOn'));

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/__dev') && !isLoopback(request.socket.remoteAddress)) {
      done(new GatewayError(ErrorCode.NotFound, undefined, { httpStatus: 404 }));
      return;
    }
    done();
  });

  let armed = false;
  app.addHook('onReady', async () => {
    armed = (await db.query('SELECT 1 FROM dev_faults WHERE remaining > 0 LIMIT 1')).length > 0;
  });

  const byUrl = new Map<string, string>();
  const byTransfer = new Map<string, string>();
  for (const call of allCalls) {
    byUrl.set(`${call.method} ${callPath(call)}`, callKeyOf(call));
    byTransfer.set(`${transferServiceName(call.service)} ${call.path}`, callKeyOf(call));
  }

  const callKeyOfRequest = (request: FastifyRequest): string | undefined => {
    const url = request.routeOptions.url ?? '';
    if (url === TRANSFER_PATH) {
      const body = request.body as { serviceName?: unknown; methodType?: unknown } | undefined;
      return byTransfer.get(`${String(body?.serviceName)} ${String(body?.methodType)}`);
    }
    return byUrl.get(`${request.method} ${url}`);
  };

  const loginNameOf = async (request: FastifyRequest): Promise<string | null> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const body = (request.body ?? request.query) as {
      loginName?: unknown;
      paramMap?: { loginName?: unknown };
    };
    const typed = body?.loginName ?? body?.paramMap?.loginName;
    if (!match?.[1]) return typeof typed === 'string' ? typed : null;
    const rows = await db.query<{ login_name: string }>(
      'SELECT p.login_name FROM sessions s JOIN persons p ON p.person_id = s.person_id WHERE s.token_hash = $1',
      [hashToken(match[1])],
    );
    return rows[0]?.login_name ?? null;
  };

  app.addHook('preHandler', async (request) => {
    if (!armed) return;
    const key = callKeyOfRequest(request);
    if (!key) return;
    const loginName = await loginNameOf(request);
    const rows = await db.query<{ code: string | null; message: string | null; delay_ms: number }>(
      `UPDATE dev_faults SET remaining = remaining - 1
        WHERE id = (SELECT id FROM dev_faults
                     WHERE remaining > 0 AND (call_key = $1 OR call_key = '*')
                       AND (login_name IS NULL OR login_name = $2)
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING code, message, delay_ms`,
      [key, loginName],
    );
    const fault = rows[0];
    if (!fault) return;
    if (fault.delay_ms > 0) await sleep(fault.delay_ms);
    if (fault.code) {
      throw new GatewayError(fault.code, fault.message ?? undefined, {
        ...(fault.code === ErrorCode.SessionExpired ? { httpStatus: 401 } : {}),
      });
    }
  });

  app.post('/__dev/faults', async (request, reply) => {
    const parsed = faultSchema.safeParse(request.body);
    if (!parsed.success) throw new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    const fault = parsed.data;
    const callKey = resolveCallKey(fault.call);
    if (!callKey) throw new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    const rows = await db.query<{ id: string }>(
      `INSERT INTO dev_faults (call_key, login_name, code, message, delay_ms, remaining)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        callKey,
        fault.loginName ?? null,
        fault.code ?? null,
        fault.message ?? null,
        fault.delayMs,
        fault.times,
      ],
    );
    armed = true;
    return reply.send({ id: Number(rows[0]?.id), callKey });
  });

  app.get('/__dev/faults', async (_request, reply) =>
    reply.send({ faults: await db.query('SELECT * FROM dev_faults WHERE remaining > 0 ORDER BY id') }),
  );

  app.delete('/__dev/faults', async (_request, reply) => {
    await db.query('DELETE FROM dev_faults');
    armed = false;
    return reply.send({ cleared: true });
  });

  const latestMail = () =>
    db.query<{ recipient: string; subject: string; body: string; created_at: Date | string }>(
      'SELECT recipient, subject, body, created_at FROM dev_mailbox ORDER BY id DESC LIMIT 100',
    );

  app.get('/__dev/mailbox.json', async (_request, reply) =>
    reply.send({
      messages: (await latestMail()).map((m) => ({
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        createdAt: new Date(m.created_at).toISOString(),
      })),
    }),
  );

  app.get('/__dev/mailbox', async (_request, reply) => {
    const mails = await latestMail();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.created_at).toISOString())}</td><td>${escapeHtml(m.recipient)}</td>` +
          `<td>${escapeHtml(m.subject)}</td><td>${escapeHtml(m.body)}</td></tr>`,
      )
      .join('');
    const html =
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">` +
      `<title>${escapeHtml(t('dev.mailbox.title'))}</title><style>` +
      `body{font:13px/1.5 system-ui,"WenQuanYi Micro Hei",sans-serif;margin:16px;color:#1c2127}` +
      `table{border-collapse:collapse;width:100%}td,th{border:1px solid #d3d8de;padding:4px 8px;text-align:left;vertical-align:top}` +
      `th{background:#f6f7f9}</style></head><body><h2>${escapeHtml(t('dev.mailbox.title'))}</h2>` +
      `<p>${escapeHtml(t('dev.mailbox.note'))}</p><table><thead><tr><th>${escapeHtml(t('dev.mailbox.time'))}</th>` +
      `<th>${escapeHtml(t('dev.mailbox.recipient'))}</th><th>${escapeHtml(t('dev.mailbox.subject'))}</th>` +
      `<th>${escapeHtml(t('dev.mailbox.body'))}</th></tr></thead><tbody>` +
      (rows || `<tr><td colspan="4">${escapeHtml(t('dev.mailbox.empty'))}</td></tr>`) +
      `</tbody></table></body></html>`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });

  app.post('/__dev/agreements/publish', async (request, reply) => {
    const parsed = publishSchema.safeParse(request.body);
    if (!parsed.success) throw new GatewayError(ErrorCode.BadRequest, undefined, { httpStatus: 400 });
    const { signTypes, jgtOrgProdFlag, changeSummary } = parsed.data;
    const flags = jgtOrgProdFlag ? [jgtOrgProdFlag] : [2, 3];
    const now = new Date(clock.now());
    const ids: string[] = [];
    await db.transaction(async (tx) => {
      for (const signType of signTypes) {
        for (const flag of flags) {
          const rows = await tx.query<{ id: string }>(
            `INSERT INTO agreements (id, agreement_id, sign_type, jgt_org_prod_flag, version, agreement_name, title,
                                     file_name, content, change_summary, published_at)
             SELECT agreement_id || '-V' || (version + 1), agreement_id, sign_type, jgt_org_prod_flag, version + 1,
                    agreement_name, title, file_name, content, $3, $4
               FROM agreements WHERE sign_type = $1 AND jgt_org_prod_flag = $2
              ORDER BY version DESC LIMIT 1
             RETURNING id`,
            [signType, flag, changeSummary ?? '', now],
          );
          if (rows[0]) ids.push(rows[0].id);
        }
      }
    });
    return reply.send({ ids });
  });

  app.post('/__dev/privacy/publish', async (_request, reply) => {
    const rows = await db.query<{ version: number }>(
      `INSERT INTO privacy_agreements (version, title, content, published_at)
       SELECT version + 1, title, content, $1 FROM privacy_agreements ORDER BY version DESC LIMIT 1
       RETURNING version`,
      [new Date(clock.now())],
    );
    return reply.send({ version: rows[0]?.version });
  });
}
