import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../errors.js';
import type { SmokeReport } from './index.js';
import { renderJUnit, xmlEscape } from './junit.js';

const report: SmokeReport = {
  env: 'local',
  baseUrl: 'http://127.0.0.1:8080/?a=1&b=2',
  user: 'op01',
  startedAt: '2026-02-13T06:00:00.000Z',
  durationMs: 1234,
  passed: false,
  exitCode: ExitCode.Auth,
  junitFile: 'out.xml',
  checks: [
    {
      name: 'publicKey',
      label: '获取公钥',
      status: 'ok',
      ms: 12,
      code: null,
      message: null,
      detail: 'RSA 1024 位',
    },
    {
      name: 'login',
      label: '登录并切换机构',
      status: 'failed',
      ms: 345,
      code: 'FD1001',
      message: '用户名或密码错误 <"&\'>',
      detail: null,
    },
    {
      name: 'menu',
      label: '获取菜单',
      status: 'skipped',
      ms: 0,
      code: null,
      message: '未执行：“登录并切换机构”未通过',
      detail: null,
    },
  ],
};

describe('JUnit XML', () => {
  it('escapes markup, keeps newlines in attributes and replaces characters XML cannot carry', () => {
    expect(xmlEscape(`a<b>&"c"'d'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    expect(xmlEscape('line\r\nnext\ttab')).toBe('line&#13;&#10;next&#9;tab');
    expect(xmlEscape('bell\u0007 nul\u0000 esc\u001b')).toBe('bell\ufffd nul\ufffd esc\ufffd');
    expect(xmlEscape('lone \ud800 ok 😀')).toBe('lone \ufffd ok 😀');
    expect(xmlEscape('华夏')).toBe('华夏');
  });

  it('has one suite with a test case per check, failures with code and message, skipped ones', () => {
    const xml = renderJUnit(report);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml).toContain(
      '<testsuite name="funddesk smoke (local)" tests="3" failures="1" errors="0" skipped="1" time="1.234" timestamp="2026-02-13T06:00:00.000Z">',
    );
    expect(xml).toContain('<property name="baseUrl" value="http://127.0.0.1:8080/?a=1&amp;b=2"/>');
    expect(xml).toContain('<testcase classname="funddesk.smoke.local" name="publicKey" time="0.012"/>');
    expect(xml).toContain(
      '<failure type="FD1001" message="[FD1001] 用户名或密码错误 &lt;&quot;&amp;&apos;&gt;">登录并切换机构: [FD1001] 用户名或密码错误 &lt;&quot;&amp;&apos;&gt;</failure>',
    );
    expect(xml).toContain('<skipped message="未执行：“登录并切换机构”未通过"/>');
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml.endsWith('</testsuite>\n</testsuites>\n')).toBe(true);
  });

  it('is well-formed: every element closes, and no raw markup character leaks from data', () => {
    const xml = renderJUnit(report);
    const stack: string[] = [];
    for (const match of xml.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
      const [, closing, name, selfClosing] = match;
      if (closing) expect(stack.pop()).toBe(name);
      else if (!selfClosing) stack.push(name ?? '');
    }
    expect(stack).toEqual([]);
    // Outside tags, only escaped data: no stray `<`, `>` or bare `&`.
    const text = xml.replace(/^<\?xml[^>]*>/, '').replace(/<[^<>]*>/g, '');
    expect(text).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  });
});
