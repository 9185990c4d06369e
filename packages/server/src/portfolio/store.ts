/**
 * The simulated portfolios' rows (migration 0020_portfolios; issue 14 §4): a portfolio per organisation
 * account, logic delete, every change recorded in portfolio_audit (who, when, before, after).
 */
import type { PortfolioWeight } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from '../trade/time.js';

/** A portfolio's content as stored and recorded: its name and funds with weights (percent text). */
export interface PortfolioContent {
  readonly name: string;
  readonly funds: readonly PortfolioWeight[];
}

/** A stored portfolio (not deleted). Times ISO 8601 with the Asia/Shanghai offset. */
export interface PortfolioRow extends PortfolioContent {
  readonly portfolioId: string;
  readonly groupId: string;
  readonly updatedAt: string;
  /** The name of the person who made the last change. */
  readonly updatedBy: string;
}

/** A recorded change. */
export interface PortfolioAuditRow {
  readonly at: string;
  readonly by: string;
  readonly action: 'create' | 'edit' | 'delete';
  readonly before: PortfolioContent | null;
  readonly after: PortfolioContent | null;
}

interface Row {
  portfolio_id: string;
  group_id: string;
  name: string;
  funds: PortfolioWeight[] | string;
  updated_at: Date | string;
  person_name: string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const rowOf = (r: Row): PortfolioRow => ({
  portfolioId: r.portfolio_id,
  groupId: r.group_id,
  name: r.name,
  funds: json(r.funds),
  updatedAt: shanghaiIso(r.updated_at, 'second'),
  updatedBy: r.person_name,
});

const SELECT = `SELECT p.portfolio_id, p.group_id, p.name, p.funds, p.updated_at, u.person_name
                  FROM portfolios p JOIN persons u ON u.person_id = p.updated_by`;

/** The portfolios of the organisations `groupIds`, newest change first, one page; and their count. */
export async function listPortfolios(
  db: Db,
  groupIds: readonly string[],
  page: { currentPage: number; pagesize: number },
): Promise<{ rows: PortfolioRow[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM portfolios WHERE group_id = ANY($1::text[]) AND deleted_at IS NULL',
    [groupIds],
  );
  const rows = await db.query<Row>(
    `${SELECT} WHERE p.group_id = ANY($1::text[]) AND p.deleted_at IS NULL
      ORDER BY p.updated_at DESC, p.portfolio_id DESC LIMIT $2 OFFSET $3`,
    [groupIds, page.pagesize, (page.currentPage - 1) * page.pagesize],
  );
  return { rows: rows.map(rowOf), total: count?.n ?? 0 };
}

/** A portfolio (not deleted) by id, or null. */
export async function findPortfolio(db: Db, portfolioId: string): Promise<PortfolioRow | null> {
  const [row] = await db.query<Row>(`${SELECT} WHERE p.portfolio_id = $1 AND p.deleted_at IS NULL`, [
    portfolioId,
  ]);
  return row ? rowOf(row) : null;
}

/** The recorded changes of a portfolio, newest first. */
export async function portfolioHistory(db: Db, portfolioId: string): Promise<PortfolioAuditRow[]> {
  const rows = await db.query<{
    at: Date | string;
    person_name: string;
    action: PortfolioAuditRow['action'];
    before: PortfolioContent | string | null;
    after: PortfolioContent | string | null;
  }>(
    `SELECT a.at, u.person_name, a.action, a.before, a.after
       FROM portfolio_audit a JOIN persons u ON u.person_id = a.actor_person_id
      WHERE a.portfolio_id = $1 ORDER BY a.at DESC, a.audit_id DESC`,
    [portfolioId],
  );
  return rows.map((r) => ({
    at: shanghaiIso(r.at, 'second'),
    by: r.person_name,
    action: r.action,
    before: r.before === null ? null : json(r.before),
    after: r.after === null ? null : json(r.after),
  }));
}

/** Records one change (same transaction as the change). */
async function audit(
  tx: Db,
  portfolioId: string,
  groupId: string,
  actor: string,
  at: string,
  action: PortfolioAuditRow['action'],
  before: PortfolioContent | null,
  after: PortfolioContent | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO portfolio_audit (portfolio_id, group_id, actor_person_id, at, action, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      portfolioId,
      groupId,
      actor,
      at,
      action,
      before && JSON.stringify(before),
      after && JSON.stringify(after),
    ],
  );
}

const content = (c: PortfolioContent): PortfolioContent => ({
  name: c.name,
  funds: c.funds.map((f) => ({ fundId: f.fundId, weight: f.weight })),
});

/** Creates a portfolio of `groupId` by `actor` at `now` (ms) and records it. Returns the new id. */
export async function createPortfolio(
  db: Db,
  groupId: string,
  actor: string,
  now: number,
  body: PortfolioContent,
): Promise<string> {
  const at = new Date(now).toISOString();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ portfolio_id: string }>(
      `INSERT INTO portfolios (portfolio_id, group_id, name, funds, created_by, created_at, updated_by, updated_at)
       VALUES ('P' || nextval('portfolio_seq'), $1, $2, $3::jsonb, $4, $5, $4, $5) RETURNING portfolio_id`,
      [groupId, body.name, JSON.stringify(content(body).funds), actor, at],
    );
    await audit(tx, row!.portfolio_id, groupId, actor, at, 'create', null, content(body));
    return row!.portfolio_id;
  });
}

/** Replaces a portfolio's name and funds and records before and after. */
export async function editPortfolio(
  db: Db,
  before: PortfolioRow,
  actor: string,
  now: number,
  body: PortfolioContent,
): Promise<void> {
  const at = new Date(now).toISOString();
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE portfolios SET name = $2, funds = $3::jsonb, updated_by = $4, updated_at = $5
        WHERE portfolio_id = $1 AND deleted_at IS NULL`,
      [before.portfolioId, body.name, JSON.stringify(content(body).funds), actor, at],
    );
    await audit(tx, before.portfolioId, before.groupId, actor, at, 'edit', content(before), content(body));
  });
}

/** Logic-deletes a portfolio and records what it was. */
export async function deletePortfolio(
  db: Db,
  before: PortfolioRow,
  actor: string,
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE portfolios SET deleted_at = $2, updated_by = $3, updated_at = $2 WHERE portfolio_id = $1',
      [before.portfolioId, at, actor],
    );
    await audit(tx, before.portfolioId, before.groupId, actor, at, 'delete', content(before), null);
  });
}

/** The real closes of a benchmark index as observations (`nav` = close), oldest first; empty without data. */
export async function indexCloses(db: Db, indexCode: string): Promise<{ date: string; nav: string }[]> {
  return db.query<{ date: string; nav: string }>(
    `SELECT quote_date::text AS date, close::text AS nav FROM index_quotes
      WHERE index_code = $1 AND source = 'real' ORDER BY quote_date`,
    [indexCode],
  );
}

/** The benchmark index codes with real data. */
export async function indicesWithData(db: Db): Promise<Set<string>> {
  const rows = await db.query<{ index_code: string }>(
    "SELECT DISTINCT index_code FROM index_quotes WHERE source = 'real'",
  );
  return new Set(rows.map((r) => r.index_code));
}
