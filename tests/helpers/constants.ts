import { fileURLToPath } from 'node:url';

/** Where the per-run template database lives (git-ignored). */
export const TEMPLATE_DB_DIR = fileURLToPath(new URL('../.artifacts/template-db/', import.meta.url));

/** A fixed instant for tests: Friday 2026-02-13 14:00 Asia/Shanghai (a trading day, before the cut-off). */
export const TEST_NOW = Date.parse('2026-02-13T14:00:00+08:00');

/** The clock tests seed with. */
export const TEST_CLOCK = { now: () => TEST_NOW };
