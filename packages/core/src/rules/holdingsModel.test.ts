import { describe, expect, it } from 'vitest';
import { Dec } from '../domain/money.js';
import { holdingAssetKinds, reportQuarterOf, simulatedHoldings } from './holdingsModel.js';

const total = (items: readonly { percent: string }[]): string =>
  items.reduce((sum, item) => sum.plus(item.percent), new Dec(0)).toFixed(2);
const share = (h: ReturnType<typeof simulatedHoldings>, kind: string): number =>
  Number(h.assets.find((a) => a.kind === kind)!.percent);

describe('simulated holdings of 基金比较 position distribution (spec 03 §7 positionDistribution; docs/decisions.md)', () => {
  it('is deterministic in fund code and quarter, and differs between quarters', () => {
    const a = simulatedHoldings('000001', 'A', '混合型-偏股', '2025Q4');
    expect(simulatedHoldings('000001', 'A', '混合型-偏股', '2025Q4')).toEqual(a);
    expect(simulatedHoldings('000001', 'A', '混合型-偏股', '2025Q3')).not.toEqual(a);
    expect(a.quarter).toBe('2025Q4');
  });

  it('sums the asset classes to 100.00 % and the industries to the stock share, for every type', () => {
    const cases = [
      ['000001', 'A', '混合型-偏股'],
      ['110011', 'A', '混合型-灵活'],
      ['000003', 'E', '债券型-长债'],
      ['161725', '0', '指数型-股票'],
      ['000041', '5', 'QDII-普通股票'],
      ['000009', '2', '货币型-普通货币'],
      ['005220', 'F', 'FOF-稳健型'],
      ['508000', 'R', 'Reits'],
    ] as const;
    for (const [code, type, published] of cases) {
      for (const quarter of ['2024Q4', '2025Q1', '2025Q2', '2025Q3', '2025Q4']) {
        const h = simulatedHoldings(code, type, published, quarter);
        expect(h.assets.map((a) => a.kind)).toEqual([...holdingAssetKinds]);
        expect(total(h.assets)).toBe('100.00');
        expect(share(h, 'cash')).toBeGreaterThanOrEqual(1);
        const stock = h.assets.find((a) => a.kind === 'stock')!.percent;
        if (Number(stock) === 0) expect(h.industries).toEqual([]);
        else {
          expect(total(h.industries)).toBe(new Dec(stock).toFixed(2));
          expect(h.industries).toHaveLength(6);
          expect(h.industries[5]!.industry).toBe('other');
        }
      }
    }
  });

  it('never goes below 0 % in any class nor below 1 % cash, over many funds, types and quarters', () => {
    const types = [
      ['0', '股票型'],
      ['A', '混合型-灵活'],
      ['E', '债券型-混合债'],
      ['5', 'QDII-混合偏股'],
      ['2', '货币型-普通货币'],
      ['F', 'FOF-进取型'],
      ['R', 'Reits'],
      ['C', '商品'],
    ] as const;
    for (let n = 0; n < 150; n++) {
      const code = String(100000 + n * 37).padStart(6, '0');
      for (const [type, published] of types) {
        const h = simulatedHoldings(code, type, published, `202${n % 6}Q${(n % 4) + 1}`);
        expect(total(h.assets)).toBe('100.00');
        for (const a of h.assets) expect(Number(a.percent)).toBeGreaterThanOrEqual(0);
        expect(share(h, 'cash')).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('fits the fund type: stock funds mostly stocks, bond funds bonds, money funds no stocks, FOF funds', () => {
    const stockFund = simulatedHoldings('161725', '0', '指数型-股票', '2025Q4');
    expect(share(stockFund, 'stock')).toBeGreaterThanOrEqual(80);
    expect(share(stockFund, 'stock')).toBeLessThanOrEqual(95);
    const bond = simulatedHoldings('000003', 'E', '债券型-长债', '2025Q4');
    expect(share(bond, 'stock')).toBe(0);
    expect(share(bond, 'bond')).toBeGreaterThanOrEqual(80);
    const money = simulatedHoldings('000009', '2', '货币型-普通货币', '2025Q4');
    expect(share(money, 'stock')).toBe(0);
    expect(money.industries).toEqual([]);
    const fof = simulatedHoldings('005220', 'F', 'FOF-稳健型', '2025Q4');
    expect(share(fof, 'fund')).toBeGreaterThanOrEqual(80);
    // 混合二级 / 可转债 bond funds may hold some stocks (up to 15 %).
    const secondary = [...Array(20).keys()].map((i) =>
      share(simulatedHoldings('000003', 'E', '债券型-混合二级', `20${20 + (i % 6)}Q${(i % 4) + 1}`), 'stock'),
    );
    expect(Math.max(...secondary)).toBeGreaterThan(0);
    expect(Math.max(...secondary)).toBeLessThanOrEqual(15);
    const biasedBond = simulatedHoldings('000001', 'A', '混合型-偏债', '2025Q4');
    expect(share(biasedBond, 'stock')).toBeLessThanOrEqual(30);
    expect(share(biasedBond, 'bond')).toBeGreaterThanOrEqual(50);
  });

  it("keeps a fund's five industries from quarter to quarter (its style), largest first", () => {
    const names = (q: string) =>
      simulatedHoldings('000001', 'A', '混合型-偏股', q)
        .industries.map((i) => i.industry)
        .sort();
    expect(names('2025Q3')).toEqual(names('2025Q4'));
    const h = simulatedHoldings('000001', 'A', '混合型-偏股', '2025Q4');
    const top = h.industries.slice(0, 5).map((i) => Number(i.percent));
    expect([...top].sort((a, b) => b - a)).toEqual(top);
  });

  it('reports the last quarter ended before the day', () => {
    expect(reportQuarterOf('2026-02-13')).toBe('2025Q4');
    expect(reportQuarterOf('2025-12-31')).toBe('2025Q3');
    expect(reportQuarterOf('2025-04-01')).toBe('2025Q1');
  });
});
