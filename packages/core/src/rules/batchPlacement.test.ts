import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { GatewayError } from '../errors/GatewayError.js';
import { batchPlaceRefusal } from './batchPlacement.js';

describe('only-valid placement rule: 只下单有效行 (spec 02 §3, §5)', () => {
  it.each([
    ['every row valid', { validRows: 3, invalidRows: 0 }, false, null],
    ['every row valid, only-valid chosen', { validRows: 3, invalidRows: 0 }, true, null],
    ['some rows invalid, only-valid chosen', { validRows: 3, invalidRows: 2 }, true, null],
    [
      'some rows invalid, only-valid not chosen',
      { validRows: 3, invalidRows: 2 },
      false,
      { code: ErrorCode.BatchHasInvalidRows, detail: { N: 2 } },
    ],
    ['no valid row', { validRows: 0, invalidRows: 2 }, true, { code: ErrorCode.BatchNothingPlaceable }],
    [
      'no valid row, only-valid not chosen (nothing to place comes first)',
      { validRows: 0, invalidRows: 2 },
      false,
      { code: ErrorCode.BatchNothingPlaceable },
    ],
    ['an empty file', { validRows: 0, invalidRows: 0 }, false, { code: ErrorCode.BatchNothingPlaceable }],
  ])('%s', (_case, counts, onlyValid, refusal) => {
    expect(batchPlaceRefusal(counts, onlyValid)).toEqual(refusal);
  });

  it('renders the refusals from the catalogue (FD4705 with the count, FD4709)', () => {
    const invalid = batchPlaceRefusal({ validRows: 1, invalidRows: 2 }, false);
    expect(invalid).not.toBeNull();
    if (invalid === null) return;
    expect(
      new GatewayError(invalid.code, undefined, 'detail' in invalid ? { detail: invalid.detail } : {})
        .message,
    ).toBe('文件中有2行数据有误，请修改后重新导入，或选择仅提交正确的数据');
    expect(new GatewayError(ErrorCode.BatchNothingPlaceable).message).toBe('没有可提交的交易数据');
  });
});
