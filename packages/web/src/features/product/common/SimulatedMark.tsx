import type { ReactNode } from 'react';
import { isSimulatedShown, t } from '@funddesk/core';
import './simulatedMark.css';

/**
 * The small 模拟 mark on a column header or a field label whose values come from the documented model
 * (one mark per column, never one per row). Its title repeats the legend.
 * @see DESIGN §6; issue 17 §3
 */
export function SimulatedMark() {
  return (
    <sup className="fd-sim-mark" data-simulated-mark="true" title={t('honest.simulated.legend')}>
      {t('honest.simulated.mark')}
    </sup>
  );
}

/** The one legend line under a table or a panel with marked columns: 模拟：本地环境按文档模型生成. */
export function SimulatedLegend() {
  return (
    <p className="fd-sim-legend fd-note" data-testid="simulated-legend">
      {t('honest.simulated.legend')}
    </p>
  );
}

/**
 * A header or label whose every value is the model's (a column of simulated figures), followed by the 模拟 mark.
 * @param label - the column title or field label
 */
export function simulatedLabel(label: ReactNode): ReactNode {
  return (
    <>
      {label}
      <SimulatedMark />
    </>
  );
}

/**
 * A header or label followed by the 模拟 mark when it shows one of `fields` that the model generates
 * (core isSimulatedShown over the wire field names, never the text).
 * @param label - the column title or field label
 * @param fields - the wire names of the fields it shows
 * @param simulatedFields - a fund's own simulatedFields, if known (defaults to the model's fields)
 */
export function withSimulatedMark(
  label: ReactNode,
  fields: readonly string[],
  simulatedFields?: readonly string[],
): ReactNode {
  return isSimulatedShown(fields, simulatedFields) ? (
    <>
      {label}
      <SimulatedMark />
    </>
  ) : (
    label
  );
}
