import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The modules a source file loads when it is evaluated: its static value imports and re-exports
 * (`import type` / `export type` are erased; `import { type A }` still loads its module under
 * verbatimModuleSyntax). Dynamic `import()` is not followed: that is what keeps the start light.
 */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\s+from\s+)?'([^']+)';/gms))
    found.push(match[1]!);
  return found;
}

/** Every module reachable from `entry` by static imports: relative ones as paths, packages by name. */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('funddesk --help starts light: one registration per command, actions loaded lazily (issue 10 §4, §6)', () => {
  const { files, packages } = reachable(resolve(here, 'main.ts'));

  it('the program loads only commander and the CLI part of the catalogue, not core, zod or the HTTP client', () => {
    expect([...packages].sort()).toEqual(['@funddesk/core/messages/cli', 'commander', 'node:fs']);
  });

  it('every command registers from its own module and loads no command implementation before its action', () => {
    const loaded = [...files].map((file) => file.slice(here.length + 1)).sort();
    expect(loaded).toEqual([
      'commands/account/register.ts',
      'commands/admin/register.ts',
      'commands/api/register.ts',
      'commands/batch/register.ts',
      'commands/cockpit/register.ts',
      'commands/env/register.ts',
      'commands/favourites/register.ts',
      'commands/funds/register.ts',
      'commands/login/register.ts',
      'commands/logout/register.ts',
      'commands/orders/register.ts',
      'commands/orgs/register.ts',
      'commands/portfolio/register.ts',
      'commands/private/register.ts',
      'commands/program.ts',
      'commands/review/register.ts',
      'commands/smoke/register.ts',
      'commands/statements/register.ts',
      'commands/trade/register.ts',
      'commands/users/register.ts',
      'commands/whoami/register.ts',
      'main.ts',
    ]);
  });
});
