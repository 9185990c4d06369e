/**
 * The shell's support calls through the core client (spec 01 §2.1 notice banner, §2.3 and §7.2
 * maintenance window, spec 03 §4 Maintenance). Windows and notices are test fixtures inserted with SQL
 * (tests/helpers/support.ts); the server's clock is TEST_NOW (Fri 2026-02-13 14:00 Beijing).
 */
import { support } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../helpers/constants.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { publishNotice, setMaintenanceWindow } from '../helpers/support.js';

let server: TestServer;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('announcement check (spec 01 §2.3, §7.2: dStart, dEnd)', () => {
  it('spec 01 §7.2: no window answers null bounds, the server time and the working day', async () => {
    await setMaintenanceWindow(server.db, null);
    const answer = await server.client().gateway.call(support.announcementCheck, {});
    expect(answer).toEqual({ dStart: null, dEnd: null, serverTime: TEST_NOW, workingDay: true });
  });

  it('spec 01 §2.3: a window that has not ended is answered in Beijing time, also before it starts', async () => {
    await setMaintenanceWindow(server.db, { start: TEST_NOW + HOUR, end: TEST_NOW + 2 * HOUR });
    const answer = await server.client().gateway.call(support.announcementCheck, {});
    expect(answer.dStart).toBe('2026-02-13 15:00:00');
    expect(answer.dEnd).toBe('2026-02-13 16:00:00');
  });

  it('spec 01 §2.3: a window that ended is no longer answered', async () => {
    await setMaintenanceWindow(server.db, { start: TEST_NOW - 2 * HOUR, end: TEST_NOW - HOUR });
    const answer = await server.client().gateway.call(support.announcementCheck, {});
    expect([answer.dStart, answer.dEnd]).toEqual([null, null]);
  });

  it('spec 01 §1: the hotline works on working days (the Spring Festival closure is none)', async () => {
    server.clock.set(Date.parse('2026-02-17T10:00:00+08:00'));
    try {
      const answer = await server.client().gateway.call(support.announcementCheck, {});
      expect(answer.workingDay).toBe(false);
    } finally {
      server.clock.set(TEST_NOW);
    }
  });

  it('spec 01 §7.2: the check needs no login (it runs at app start)', async () => {
    const res = await fetch(`${server.baseUrl}/mutual-fund-support/api/omAnnouncement/check/smile-fund-app`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { header: { retCode: string } }).header.retCode).toBe('0000');
  });
});

describe('notice banner (spec 01 §2.1: once closed and confirmed, a notice stays hidden for that group)', () => {
  beforeAll(async () => {
    await publishNotice(server.db, {
      id: 'T-N1',
      content: '关于春节假期交易安排的公告',
      redirectType: 2,
      redirectFundCode: '110011',
      startAt: TEST_NOW - HOUR,
    });
    await publishNotice(server.db, {
      id: 'T-SK',
      content: '司库专属公告',
      variant: 'SK',
      startAt: TEST_NOW - HOUR,
    });
  });

  it('spec 01 §7.2: the latest notice in effect for the organisation and variant', async () => {
    const op = server.client();
    await op.login('op01');
    const { notice } = await op.gateway.call(support.noticeLast, {});
    expect(notice).toMatchObject({
      id: 'T-N1',
      redirectType: 2,
      redirectFundCode: '110011',
      redirectUrl: null,
    });
  });

  it('spec 01 §1: the enterprise variant (Host siku.localhost) sees its own notice', async () => {
    const sk = server.client();
    await sk.login('sk01');
    const res = await server.app.inject({
      method: 'POST',
      url: '/mutual-fund-support/api/homePage/notice/last',
      headers: {
        host: 'siku.localhost:8080',
        authorization: `Bearer ${sk.session.token}`,
        'content-type': 'application/json',
      },
      payload: {},
    });
    expect(res.json<{ body: { notice: { id: string } } }>().body.notice.id).toBe('T-SK');
  });

  it('spec 01 §2.1: closed for one group, hidden there and shown for the others', async () => {
    const first = server.client();
    await first.login('op02', undefined, '10000001');
    await first.gateway.call(support.noticeClose, { id: 'T-N1' });
    // Closing twice is no error.
    await first.gateway.call(support.noticeClose, { id: 'T-N1' });
    expect((await first.gateway.call(support.noticeLast, {})).notice).toBeNull();

    const colleague = server.client();
    await colleague.login('chk01');
    expect((await colleague.gateway.call(support.noticeLast, {})).notice).toBeNull();

    const other = server.client();
    await other.login('op02', undefined, '10000002');
    expect((await other.gateway.call(support.noticeLast, {})).notice?.id).toBe('T-N1');
  });

  it('DESIGN §7: closing a notice that is not there is refused', async () => {
    const op = server.client();
    await op.login('op01');
    await expect(op.gateway.call(support.noticeClose, { id: 'nope' })).rejects.toMatchObject({
      code: 'FD2000',
    });
  });

  it('DESIGN §7: the notice calls need a session', async () => {
    await expect(server.client().gateway.call(support.noticeLast, {})).rejects.toMatchObject({
      code: 'FD0401',
    });
  });
});
