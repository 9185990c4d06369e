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

/**
 * The y range that covers every point of every line, with `padding` (a fraction of the span, 6% by
 * default) above and below, so that no line is clipped — e.g. 沪深300 below 0% while the fund stays
 * above (issue 17 §3). Null when there is no finite value. A flat series gets ±1 around its value.
 */
export function yRangeCovering(
  series: readonly (readonly number[])[],
  padding = 0.06,
): [number, number] | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const values of series) {
    for (const value of values) {
      if (!Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  if (min > max) return null;
  if (min === max) return [min - 1, max + 1];
  const pad = (max - min) * padding;
  return [min - pad, max + pad];
}
