import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, PGLITE_SHARED_BUFFERS, type Db } from './db.js';

describe('PGlite runs with a small shared buffer pool (issue 16 finding 11: server memory)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
  });

  it('starts with shared_buffers 16MB instead of the default 128MB, which is resident from the start', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    const [row] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(row?.shared_buffers).toBe('16MB');
  });

  it('keeps PGlite’s own start parameters (search_path public, errors do not end the session)', async () => {
    const [row] = await db.query<{ search_path: string }>('SHOW search_path');
    expect(row?.search_path).toBe('public');
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow();
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
