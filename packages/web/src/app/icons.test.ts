import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { usedIconNames } from '../../vite.config';

// node:path, not URL: the web project's URL is happy-dom's.
const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const paths16 = join(webSrc, '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths');

/** The app's sources (tests left out), recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

/** The string literals (kebab-case words) of a piece of source. */
const literalsOf = (text: string): string[] =>
  [...text.matchAll(/['"`]([a-z0-9-]+)['"`]/g)].map((match) => match[1]!);

/**
 * The expression that follows `at` in `source`: a quoted literal, a `{...}` JSX expression, or an expression up to
 * the first `,`, `;` or line end outside brackets (an object field, a `const icon = ...`).
 */
function expressionAt(source: string, at: number): string {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source[i]!;
    if (i === at && (c === '"' || c === "'")) return source.slice(at, source.indexOf(c, at + 1) + 1);
    if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) {
      depth--;
      if (depth <= 0) return source.slice(at, i + 1);
    } else if (depth === 0 && (c === ',' || c === ';' || c === '\n')) return source.slice(at, i);
  }
  return source.slice(at);
}

/**
 * The icon names the app's sources give Blueprint (issue 17 §1): the literals of every `icon` / `iconName` /
 * `leftIcon`, `endIcon`... JSX prop and object field, and of every `icon = ...` binding; and every literal of a
 * file that types icon names (`IconName`, e.g. the sidebar's menuIcons); those that name a Blueprint icon.
 */
function iconNamesInSources(): { name: string; file: string }[] {
  const blueprintIcons = new Set(readdirSync(paths16).map((file) => file.replace(/\.js$/, '')));
  return sources(webSrc).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const found = [...source.matchAll(/\b(?:icon|iconName|[a-z]+Icon)\s*(?:=(?!=)|:)\s*/g)].flatMap((match) =>
      literalsOf(expressionAt(source, match.index + match[0].length)),
    );
    if (/\bIconName\b/.test(source) && !file.endsWith(join('app', 'icons.ts')))
      found.push(...literalsOf(source));
    // Other literals of those expressions (`sortOrder === 'asc' ? ...`) are no icon, drawn or not.
    return [...new Set(found)]
      .filter((name) => blueprintIcons.has(name))
      .map((name) => ({ name, file: file.slice(webSrc.length + 1) }));
  });
}

describe('icon table: the icons the app can show (issue 17 §1, vite.config.ts usedIconNames)', () => {
  const table = new Set(usedIconNames());

  it('holds every icon named in an icon prop or field of the app (an icon outside it draws empty)', () => {
    const used = iconNamesInSources();
    // The scan finds the icons of the login page, the sidebar and the notifier, so it reads the sources at all.
    expect(used.map((use) => use.name)).toEqual(
      expect.arrayContaining(['eye-open', 'eye-off', 'home', 'error', 'tick-circle', 'star-empty']),
    );
    expect(used.filter((use) => !table.has(use.name))).toEqual([]);
  });

  it('holds the icons Blueprint components ask the loader for by name, and not the paths barrel', () => {
    expect([...table]).toEqual(expect.arrayContaining(['caret-down', 'double-caret-vertical']));
    expect(table.has('index')).toBe(false);
    expect(table.size).toBeLessThan(200); // not every icon (~2,100)
  });
});
