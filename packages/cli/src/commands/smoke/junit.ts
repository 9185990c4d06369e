/**
 * JUnit XML of a smoke report, in the shape CI systems read (Jenkins, GitLab, GitHub test reporters):
 * one `testsuite` with one `testcase` per check; a failed check has a `failure` element with its
 * catalogue code and message, a skipped one a `skipped` element.
 */
import type { SmokeReport } from './types.js';

/** Characters XML 1.0 does not allow at all (C0 controls other than TAB, LF, CR; U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Escapes text for XML content and attribute values: `& < > " '` as entities, characters XML cannot
 * carry (most control characters, lone surrogates) as U+FFFD, and CR, LF and TAB as character
 * references so that attribute values keep them.
 */
export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, '\ufffd')
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
}

/** Milliseconds as JUnit seconds with 3 decimals. */
function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/**
 * Renders a smoke report as JUnit XML (UTF-8, ends with a newline). Suite name `funddesk smoke (<env>)`,
 * test case names are the checks' stable names, class name `funddesk.smoke.<env>`.
 */
export function renderJUnit(report: SmokeReport): string {
  const failures = report.checks.filter((check) => check.status === 'failed').length;
  const skipped = report.checks.filter((check) => check.status === 'skipped').length;
  const tests = report.checks.length;
  const time = seconds(report.durationMs);
  const suite = xmlEscape(`funddesk smoke (${report.env})`);
  const classname = xmlEscape(`funddesk.smoke.${report.env}`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="funddesk smoke" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}">`,
    `  <testsuite name="${suite}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}" timestamp="${xmlEscape(report.startedAt)}">`,
    '    <properties>',
    `      <property name="env" value="${xmlEscape(report.env)}"/>`,
    `      <property name="baseUrl" value="${xmlEscape(report.baseUrl)}"/>`,
    `      <property name="user" value="${xmlEscape(report.user)}"/>`,
    '    </properties>',
  ];
  for (const check of report.checks) {
    const open = `    <testcase classname="${classname}" name="${xmlEscape(check.name)}" time="${seconds(check.ms)}"`;
    if (check.status === 'ok') {
      lines.push(`${open}/>`);
      continue;
    }
    lines.push(`${open}>`);
    const message = check.message ?? '';
    if (check.status === 'failed') {
      const code = check.code ?? '';
      const summary = code ? `[${code}] ${message}` : message;
      lines.push(
        `      <failure type="${xmlEscape(code || 'failure')}" message="${xmlEscape(summary)}">${xmlEscape(`${check.label}: ${summary}`)}</failure>`,
      );
    } else {
      lines.push(`      <skipped message="${xmlEscape(message)}"/>`);
    }
    lines.push('    </testcase>');
  }
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}
