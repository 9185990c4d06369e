import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { t, zhCN, type MenuNode, type MessageKey } from '@funddesk/core';
import { menuTree, privilegesOf } from './privileges.js';
import { menuForVariant } from './variantMenu.js';

/** Every text of a `menu.*` catalogue key (core messages/menu.ts). */
const menuTexts = new Set(
  (Object.keys(zhCN) as MessageKey[]).filter((key) => key.startsWith('menu.')).map((key) => t(key)),
);

const titlesOf = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [node.title, ...titlesOf(node.children)]);

/** Chinese characters in a source file outside its comments. */
function literalChinese(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  return source.match(/[\u3400-\u9fff\uff00-\uffef]+/g) ?? [];
}

describe('menu titles come from the message catalogue (house rule: every user-facing string; spec 01 §2.2, 03 §2)', () => {
  it('every node of the menu tree has the text of a menu.* catalogue key', () => {
    const titles = titlesOf(menuTree);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(menuTexts, title).toContain(title);
  });

  it('every title of both variants (spec 03 §2: /asset differs) has the text of a menu.* catalogue key', () => {
    const everything = privilegesOf(['op', 'manager', 'jgt_person', 'cockpit', 'first_checker']);
    for (const variant of ['institution', 'enterprise'] as const) {
      for (const title of titlesOf(menuForVariant(everything, variant)))
        expect(menuTexts, title).toContain(title);
    }
  });

  it('the menu sources hold no Chinese literal outside comments', () => {
    expect(literalChinese('./privileges.ts')).toEqual([]);
    expect(literalChinese('./variantMenu.ts')).toEqual([]);
  });
});
