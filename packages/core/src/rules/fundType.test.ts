import { describe, expect, it } from 'vitest';
import { fundTypeCodeOf, fundTypeText } from './fundType.js';

describe('fund type codes (spec 03 §3: 2 money, 0 stock, 5 QDII, E bond, A mixed)', () => {
  it.each([
    ['货币型-普通货币', '2'],
    ['货币型-浮动净值', '2'],
    ['股票型', '0'],
    ['股票型-标准指数', '0'],
    ['指数型-股票', '0'],
    ['指数型-海外股票', '0'],
    ['指数型-固收', 'E'],
    ['债券型-长债', 'E'],
    ['债券型-混合二级', 'E'],
    ['混合型-偏股', 'A'],
    ['混合型-灵活配置', 'A'],
    ['QDII-纯债', '5'],
    ['QDII-普通股票', '5'],
    ['FOF-稳健型', 'F'],
    ['Reits', 'R'],
    ['REITs', 'R'],
    ['商品型-非QDII', 'C'],
    ['', 'X'],
  ] as const)('%s -> %s', (published, code) => {
    expect(fundTypeCodeOf(published)).toBe(code);
  });

  it('labels codes in Chinese', () => {
    expect(fundTypeText('2')).toBe('货币型');
    expect(fundTypeText('E')).toBe('债券型');
  });
});
