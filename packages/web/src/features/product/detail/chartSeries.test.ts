import { describe, expect, it } from 'vitest';
import { splitBySource, yRangeCovering } from './chartSeries';

describe('splitBySource — simulated days flagged on the chart (DESIGN §6)', () => {
  it('keeps an all-real series whole', () => {
    const { real, simulated } = splitBySource([
      { date: '2026-01-02', value: '1.0000', source: 'real' },
      { date: '2026-01-05', value: '1.0100', source: 'real' },
    ]);
    expect(real).toEqual({ x: ['2026-01-02', '2026-01-05'], y: [1, 1.01] });
    expect(simulated.x).toEqual([]);
  });
  it('starts the simulated part at the last real point so that the lines join', () => {
    const { real, simulated } = splitBySource([
      { date: 'd1', value: '1', source: 'real' },
      { date: 'd2', value: '2', source: 'real' },
      { date: 'd3', value: '3', source: 'simulated' },
      { date: 'd4', value: '4', source: 'simulated' },
    ]);
    expect(real.x).toEqual(['d1', 'd2']);
    expect(simulated).toEqual({ x: ['d2', 'd3', 'd4'], y: [2, 3, 4] });
  });
});

describe('yRangeCovering (issue 17 §3: the y range covers both series)', () => {
  it('covers a line that goes below zero while the other stays above, with padding', () => {
    const range = yRangeCovering([
      [0, 4, 6.5],
      [0, -7.25, -3.1],
    ]);
    expect(range).not.toBeNull();
    expect(range![0]).toBeLessThan(-7.25);
    expect(range![1]).toBeGreaterThan(6.5);
  });

  it('null without values; a flat line gets ±1', () => {
    expect(yRangeCovering([[], []])).toBeNull();
    expect(yRangeCovering([[1, 1]])).toEqual([0, 2]);
  });
});
