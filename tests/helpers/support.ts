import type { Db } from '@funddesk/server';

/**
 * Test fixtures of the shell's support data (spec 01 §2.1 notice banner, §2.3 maintenance window). Tests
 * set them with SQL on the test server's own database (`startServer().db`), the way an operator of the
 * local environment would; there is no call that writes them (docs/api.md "Support calls").
 */

/**
 * Replaces every maintenance window with one (or none): the announcement check then answers it as dStart,
 * dEnd while it has not ended (spec 01 §7.2, §2.3).
 * @param window - ms since the epoch, or null for no window
 */
export async function setMaintenanceWindow(
  db: Db,
  window: { start: number; end: number } | null,
): Promise<void> {
  await db.query(`DELETE FROM announcements WHERE app = 'smile-fund-app'`);
  if (window) {
    await db.query('INSERT INTO announcements (d_start, d_end, note) VALUES ($1, $2, $3)', [
      new Date(window.start),
      new Date(window.end),
      'test',
    ]);
  }
}

/** A notice to publish (spec 02 §3 Notice). */
export interface TestNotice {
  id: string;
  content: string;
  redirectType?: 0 | 1 | 2;
  redirectUrl?: string | null;
  redirectFundCode?: string | null;
  /** Only this variant ('JGT' institution, 'SK' enterprise); both by default. */
  variant?: 'JGT' | 'SK' | null;
  /** Only this organisation; every organisation by default. */
  groupId?: string | null;
  /** ms since the epoch; by default long ago. */
  startAt?: number;
  endAt?: number | null;
}

/** Publishes a banner notice (spec 01 §2.1). */
export async function publishNotice(db: Db, notice: TestNotice): Promise<void> {
  await db.query(
    `INSERT INTO notices (notice_id, content, redirect_type, redirect_url, redirect_fund_code, variant, group_id,
       start_at, end_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      notice.id,
      notice.content,
      notice.redirectType ?? 0,
      notice.redirectUrl ?? null,
      notice.redirectFundCode ?? null,
      notice.variant ?? null,
      notice.groupId ?? null,
      new Date(notice.startAt ?? Date.parse('2020-01-01T00:00:00Z')),
      notice.endAt == null ? null : new Date(notice.endAt),
    ],
  );
}
