import { describe, expect, it } from 'vitest';
import { isSimulatedShown, MODEL_GENERATED_FIELDS } from './simulatedMarks.js';

describe('模拟 marks decided by wire field, never by text (issue 17 §3; DESIGN §6)', () => {
  it('fees, limits, risk levels and trading status are the model’s; NAV and amounts are not', () => {
    expect(isSimulatedShown(['fees'])).toBe(true);
    expect(isSimulatedShown(['minLimit'])).toBe(true);
    expect(isSimulatedShown(['fundRiskLevel'])).toBe(true);
    expect(isSimulatedShown(['declareStatus', 'fundStatus'])).toBe(true);
    expect(isSimulatedShown(['nav'])).toBe(false);
    expect(isSimulatedShown([])).toBe(false);
  });

  it('a fund detail can pass its own simulatedFields (NAV after the data end)', () => {
    expect(isSimulatedShown(['nav'], [...MODEL_GENERATED_FIELDS, 'nav'])).toBe(true);
  });
});
