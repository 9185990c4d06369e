/**
 * Which shown values carry the 模拟 mark: the wire names of the fund fields that the local environment's
 * documented model generates for every fund (the data has no trading attributes, fee tables or limits:
 * data README "Gaps"; server market/simulated.ts, docs/data-model.md). The server stores and answers
 * them as a fund's `simulatedFields`; the screens mark a column (or a label) once when it shows one of
 * them, with one legend line (模拟：本地环境按文档模型生成), never one mark per row.
 *
 * @see DESIGN §6 (simulated figures are flagged); issue 17 §3
 */
export const MODEL_GENERATED_FIELDS = [
  'fundRiskLevel',
  'declareStatus',
  'subStatus',
  'fundStatus',
  'openDay',
  'summaryPdf',
  'cantTradeCertificateType',
  'minLimit',
  'maxLimit',
  'dailyMaxValue',
  'template',
  'exchange',
  'fees',
] as const;

/** A wire name of {@link MODEL_GENERATED_FIELDS}. */
export type ModelGeneratedField = (typeof MODEL_GENERATED_FIELDS)[number];

/**
 * Whether a column or label showing these wire fields carries the 模拟 mark: any of them is generated
 * by the model (`simulatedFields` defaults to {@link MODEL_GENERATED_FIELDS}; a fund detail passes its
 * own `simulatedFields`).
 */
export function isSimulatedShown(
  fields: readonly string[],
  simulatedFields: readonly string[] = MODEL_GENERATED_FIELDS,
): boolean {
  return fields.some((field) => simulatedFields.includes(field));
}
