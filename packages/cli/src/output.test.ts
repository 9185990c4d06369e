import { describe, expect, it } from 'vitest';
import { displayWidth, padDisplay, renderJson, renderKeyValue, renderTable, sanitize } from './output.js';

describe('displayWidth', () => {
  it('counts CJK and fullwidth characters as two columns', () => {
    expect(displayWidth('000001')).toBe(6);
    expect(displayWidth('华夏成长混合')).toBe(12);
    expect(displayWidth('混合型（偏股）')).toBe(14);
    expect(displayWidth('R5，高风险')).toBe(10);
    expect(displayWidth('e\u0301')).toBe(1);
  });

  it('pads by display width', () => {
    expect(padDisplay('华夏', 6)).toBe('华夏  ');
    expect(padDisplay('1.2', 6, 'right')).toBe('   1.2');
  });
});

describe('renderTable', () => {
  it('aligns columns whatever mix of CJK and ASCII they hold', () => {
    const text = renderTable(
      [
        { header: '基金代码', value: (r: { id: string; name: string; nav: string }) => r.id },
        { header: '基金名称', value: (r) => r.name },
        { header: '单位净值', value: (r) => r.nav, align: 'right' },
      ],
      [
        { id: '000001', name: '华夏成长混合', nav: '1.1430' },
        { id: '110011', name: 'ABC', nav: '12.1' },
      ],
    );
    const lines = text.trimEnd().split('\n');
    expect(lines).toEqual([
      '基金代码  基金名称      单位净值',
      '000001    华夏成长混合    1.1430',
      '110011    ABC               12.1',
    ]);
    // Every line ends at the same column.
    expect(new Set(lines.map(displayWidth)).size).toBe(1);
  });

  it('neutralises terminal control characters from the data', () => {
    expect(sanitize('a\u001b[31mb\nc')).toBe('a\ufffd[31mb\ufffdc');
  });
});

describe('renderKeyValue and renderJson', () => {
  it('aligns labels by display width', () => {
    expect(
      renderKeyValue([
        ['基金代码', '000001'],
        ['业绩比较基准', 'x'],
      ]),
    ).toBe('基金代码      000001\n业绩比较基准  x\n');
  });

  it('prints JSON with one trailing newline', () => {
    expect(renderJson([{ a: 1 }])).toBe('[\n  {\n    "a": 1\n  }\n]\n');
  });
});
