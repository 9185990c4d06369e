/**
 * @funddesk/core runs anywhere (issue 10 §5; core package description: "runs in the browser and in Node";
 * DESIGN §3): the built package is imported by its name in a bare Node process with no DOM globals
 * (window, document, navigator, localStorage, ...), and its rules answer there. A module of core that
 * touched a DOM global at import time would fail here while every vitest project (happy-dom for the web,
 * aliases to the sources) still passed.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Globals a browser has and bare Node must not need (Node 21+ has `navigator`: removed before import). */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'self',
  'HTMLElement',
  'XMLHttpRequest',
];

/** Runs in `node --input-type=module`: removes the DOM globals, imports core by name, tries its rules. */
const script = `
const dom = ${JSON.stringify(DOM_GLOBALS)};
for (const name of dom) delete globalThis[name];
const before = dom.filter((name) => name in globalThis);
const core = await import('@funddesk/core');
const money = core.isMoneyFundType('2') && !core.isMoneyFundType('A');
const keyword = core.normaliseSearchKeyword('  易方达  ');
const rule = core.checkNewPassword('trade', { next: '12', confirm: '12' }, 'x');
const text = core.renderMessage(rule);
const error = new core.GatewayError(core.ErrorCode.Network);
const sum = new core.Dec('0.1').plus('0.2').toFixed(4);
const after = dom.filter((name) => name in globalThis);
process.stdout.write(JSON.stringify({ before, after, exports: Object.keys(core).length, money, keyword, rule, text,
  error: { sameCode: error.code === core.ErrorCode.Network, message: error.message }, sum }));
`;

interface Outcome {
  before: string[];
  after: string[];
  exports: number;
  money: boolean;
  keyword: string;
  rule: { code: string };
  text: string;
  error: { sameCode: boolean; message: string };
  sum: string;
}

describe('core in bare Node (issue 10 §5: core must run anywhere; no DOM globals)', () => {
  beforeAll(async () => {
    // The test runs the built package (dist/, as a Node consumer gets it): build core when it is stale.
    await run(
      process.execPath,
      [fileURLToPath(import.meta.resolve('typescript/bin/tsc')), '-b', 'packages/core'],
      {
        cwd: root,
      },
    );
  }, 180_000);

  it('imports @funddesk/core without window/document/navigator/localStorage, and its rules answer with codes', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '' },
    });
    const outcome = JSON.parse(stdout) as Outcome;
    expect(outcome.before).toEqual([]);
    // Importing core defines no DOM global either.
    expect(outcome.after).toEqual([]);
    expect(outcome.exports).toBeGreaterThan(100);
    expect(outcome.money).toBe(true);
    expect(outcome.keyword).toBe('易方达');
    // A rule returns a catalogue code; the text is rendered from the catalogue at the edge.
    expect(outcome.rule).toEqual({ code: 'error.tradePasswordFormat' });
    expect(outcome.text).toBe('交易密码须为6位数字');
    // An error is a value with its catalogue code and the catalogue's Chinese text.
    expect(outcome.error.sameCode).toBe(true);
    expect(outcome.error.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(outcome.sum).toBe('0.3000');
  });
});
