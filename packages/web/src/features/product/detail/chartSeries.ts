import type { DataSource } from '@funddesk/core';

/** One point of a chart series as the contract gives it: date, a decimal string and its source. */
export interface SourcedPoint {
  date: string;
  value: string;
  source: DataSource;
}

/** A line's coordinates for plotly. */
export interface XY {
  x: string[];
  y: number[];
}

/**
 * Splits a series into its real part and its simulated part, so that the chart can draw simulated days
 * dashed. The simulated part starts at the last real point, so that the two lines join. Values become
 * JavaScript numbers here only to be drawn (figures shown as text stay decimal strings, DESIGN §5).
 *
 * @see DESIGN §6 (simulated figures are flagged)
 */
export function splitBySource(points: readonly SourcedPoint[]): { real: XY; simulated: XY } {
  const real: XY = { x: [], y: [] };
  const simulated: XY = { x: [], y: [] };
  let lastReal: SourcedPoint | undefined;
  for (const p of points) {
    if (p.source === 'real') {
      real.x.push(p.date);
      real.y.push(Number(p.value));
      lastReal = p;
    } else {
      if (simulated.x.length === 0 && lastReal) {
        simulated.x.push(lastReal.date);
        simulated.y.push(Number(lastReal.value));
      }
      simulated.x.push(p.date);
      simulated.y.push(Number(p.value));
    }
  }
  return { real, simulated };
}
