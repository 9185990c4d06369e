import { account } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/devTools.js';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * Issue 16 finding 1 (DESIGN §7 "Development aids are off unless explicitly enabled and never reachable from
 * another host"): the default app serves no /__dev route, so the takeover path of the security review (ask a
 * reset code for boss01, read it from the dev mailbox) fails; with the tools on, only loopback peers reach them.
 */

let closed: TestServer;
let open: TestServer;
beforeAll(async () => {
  [closed, open] = await Promise.all([startServer({ devTools: false }), startServer({ devTools: true })]);
});
afterAll(async () => {
  await Promise.all([closed?.close(), open?.close()]);
});

const NOT_FOUND = { header: { retCode: 'FD0404', retMessage: '接口地址不存在' }, body: null };

describe('dev tools closed by default (issue 16 §1, DESIGN §7)', () => {
  it.each([
    ['GET', '/__dev/mailbox'],
    ['GET', '/__dev/mailbox.json'],
    ['GET', '/__dev/faults'],
    ['POST', '/__dev/faults'],
    ['DELETE', '/__dev/faults'],
    ['POST', '/__dev/agreements/publish'],
    ['POST', '/__dev/privacy/publish'],
  ])('%s %s answers 404 on the default app', async (method, url) => {
    const response = await closed.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'POST' ? { payload: { call: '*', code: 'A800048', times: 100 } } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('the takeover path fails: a reset code for boss01 is stored nowhere readable', async () => {
    const client = closed.client();
    const captcha = await client.gateway.call(account.captchaGet, {});
    const answer = await solveCaptcha(closed.db, captcha.captchaId);
    const { ticket } = await client.gateway.call(account.captchaCheck, {
      captchaId: captcha.captchaId,
      answer,
    });
    await client.gateway.call(account.getIdentifyCode, {
      loginName: 'boss01',
      purpose: 'resetLoginPassword',
      captchaTicket: ticket,
    });
    const mailbox = await fetch(`${closed.baseUrl}/__dev/mailbox.json`);
    expect(mailbox.status).toBe(404);
    expect(await closed.db.query('SELECT 1 FROM dev_mailbox')).toEqual([]);
  });
});

describe('dev tools, when enabled, only for loopback peers (issue 16 §1)', () => {
  it('a loopback peer reads the mailbox', async () => {
    const response = await open.app.inject({
      method: 'GET',
      url: '/__dev/mailbox.json',
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(['10.0.0.7', '192.168.1.20', '::ffff:172.16.0.3', '2001:db8::1'])(
    'a peer at %s gets 404 for the mailbox and cannot arm faults',
    async (remoteAddress) => {
      const mailbox = await open.app.inject({ method: 'GET', url: '/__dev/mailbox.json', remoteAddress });
      expect(mailbox.statusCode).toBe(404);
      expect(mailbox.json()).toEqual(NOT_FOUND);
      const fault = await open.app.inject({
        method: 'POST',
        url: '/__dev/faults',
        remoteAddress,
        payload: { call: '*', code: 'A800048', times: 100 },
      });
      expect(fault.statusCode).toBe(404);
      expect(await open.db.query('SELECT 1 FROM dev_faults WHERE remaining > 0')).toEqual([]);
    },
  );

  it('a forwarded header does not make a remote peer loopback', async () => {
    const response = await open.app.inject({
      method: 'GET',
      url: '/__dev/mailbox.json',
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });
});
