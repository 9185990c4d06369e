import { describe, expect, it } from 'vitest';
import { privilegesOf } from './privileges.js';
import { menuForVariant } from './variantMenu.js';

describe('menuForVariant (spec 01 §1: sidebars differ by variant; spec 03 §2)', () => {
  const op = privilegesOf(['op']);
  const assetTitle = (variant: 'institution' | 'enterprise') =>
    menuForVariant(op, variant).find((group) => group.path === '/asset')?.title;

  it('spec 03 §2: /asset is 账户资产 in the red (institution) variant', () => {
    expect(assetTitle('institution')).toBe('账户资产');
  });

  it('spec 03 §2: /asset is 我的资产 in the orange (enterprise) variant', () => {
    expect(assetTitle('enterprise')).toBe('我的资产');
  });

  it('spec 01 §6: the same routes are visible in both variants; only titles differ', () => {
    const paths = (variant: 'institution' | 'enterprise') =>
      menuForVariant(op, variant).flatMap((g) => [g.path, ...g.children.map((c) => c.path)]);
    expect(paths('enterprise')).toEqual(paths('institution'));
  });
});
