import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zhCN } from '@funddesk/core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const messagesDir = join(root, 'packages/core/src/messages');
const self = fileURLToPath(import.meta.url);

/**
 * Spec-quoted messages that no screen shows yet; they stay so that the spec's text is at hand when the
 * screen is built (spec 01 §8 messages; spec 03 §7 copy).
 */
const notYetShown = new Set([
  'error.accountListFailed',
  'error.accountAbnormal',
  'common.copied',
  'common.copyUnsupported',
]);

/** Every source file that may use a message key: the packages' sources, the tests and the scripts. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(path);
    if (!/\.(ts|tsx|mjs|js)$/.test(entry.name) || path === self) return [];
    // The catalogue's own files define the keys; their tests use them.
    if (path.startsWith(messagesDir) && !entry.name.endsWith('.test.ts')) return [];
    return [path];
  });
}

const text = [
  'packages/core/src',
  'packages/server/src',
  'packages/web/src',
  'packages/cli/src',
  'tests',
  'scripts',
]
  .flatMap((dir) => sources(join(root, dir)))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

/** Prefixes of keys built at run time: `` t(`openDay.${code}`) `` or `'risk.' + level`. */
const dynamicPrefixes = [
  ...[...text.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1]!),
  ...[...text.matchAll(/['"]([\w.-]+\.)['"]\s*\+/g)].map((m) => m[1]!),
];

const quoted = (key: string) => ["'", '"', '`'].some((q) => text.includes(`${q}${key}${q}`));

describe('the message catalogue holds no unused key (house rule: no dead code; every user-facing string in the catalogue)', () => {
  it('every key is used by name or by a prefix built at run time, or is a spec message not shown yet', () => {
    const unused = Object.keys(zhCN).filter(
      (key) =>
        !notYetShown.has(key) && !quoted(key) && !dynamicPrefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('the spec messages kept for later are still in the catalogue and still unused (else drop them from the list)', () => {
    for (const key of notYetShown) {
      expect(Object.keys(zhCN), key).toContain(key);
      expect(quoted(key), key).toBe(false);
    }
  });

  it('scans the sources it means to (sanity: a known key and a dynamic prefix are found)', () => {
    expect(quoted('error.sessionExpired')).toBe(true);
    expect(dynamicPrefixes).toContain('openDay.');
  });
});
