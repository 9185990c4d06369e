import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import {
  parseBatchSerialNo,
  parseDefaultGroupId,
  parseTradeType,
  requireNonInteractiveFlags,
} from './options.js';

describe('batch options (issue 4 §4)', () => {
  it('--type is purchase by default, purchase or redemption (or 申购 / 赎回), nothing else', () => {
    expect(parseTradeType(undefined)).toBe('purchase');
    expect(parseTradeType('purchase')).toBe('purchase');
    expect(parseTradeType(' redemption ')).toBe('redemption');
    expect(parseTradeType('申购')).toBe('purchase');
    expect(parseTradeType('赎回')).toBe('redemption');
    for (const bad of ['', 'buy', 'PURCHASE', 'conversion'])
      expect(() => parseTradeType(bad)).toThrow(UsageError);
  });

  it('--account is a group id of visible characters, at most 32', () => {
    expect(parseDefaultGroupId(undefined)).toBeUndefined();
    expect(parseDefaultGroupId(' 10000002 ')).toBe('10000002');
    for (const bad of ['', '1000 0002', 'x'.repeat(33), '机构'])
      expect(() => parseDefaultGroupId(bad)).toThrow(UsageError);
  });

  it('a batch serial number is 1..64 visible characters', () => {
    expect(parseBatchSerialNo(' B20260213001 ')).toBe('B20260213001');
    for (const bad of ['', 'a b', 'x'.repeat(65)]) expect(() => parseBatchSerialNo(bad)).toThrow(UsageError);
  });

  it('without a terminal, placing needs --yes and --trade-password-stdin (a dry run neither); checked before any call', () => {
    expect(() => requireNonInteractiveFlags({}, true)).not.toThrow();
    expect(() => requireNonInteractiveFlags({ dryRun: true }, false)).not.toThrow();
    expect(() => requireNonInteractiveFlags({ yes: true, tradePasswordStdin: true }, false)).not.toThrow();
    expect(() => requireNonInteractiveFlags({ tradePasswordStdin: true }, false)).toThrow('请加 --yes');
    expect(() => requireNonInteractiveFlags({ yes: true }, false)).toThrow('--trade-password-stdin');
  });
});
