import { describe, expect, it } from 'vitest';
import { roleCodes } from '../domain/session.js';
import { orderStatuses, tradeTypes } from '../domain/trade.js';
import { t, zhCN, type MessageKey } from './zh-CN.js';

const keys = Object.keys(zhCN) as MessageKey[];

/**
 * Area keys that name another concept with an order-status code: a smoke check's result (cli smoke) is
 * 通过/失败/跳过, not an order's state.
 */
const otherConcepts = ['cli.smoke.status.'];

/** Area keys (`<area>.role.<code>`, `<area>.status.<code>`, `<area>.tradeType.<code>`) with `text`. */
function areaCopies(kind: 'role' | 'status' | 'tradeType', code: string, text: string): string[] {
  return keys.filter(
    (key) =>
      key.endsWith(`.${kind}.${code}`) &&
      !otherConcepts.some((prefix) => key.startsWith(prefix)) &&
      zhCN[key] === text,
  );
}

describe('role labels, order states and trade types are one core key each (spec 01 §1, spec 02 §2, issue 3)', () => {
  it.each(roleCodes)('spec 01 §1: role %s has role.<code> and no area copy of its label', (code) => {
    const text = t(`role.${code}`);
    expect(text).not.toBe('');
    expect(areaCopies('role', code, text)).toEqual([]);
  });

  it('spec 01 §1: the operator is 交易员 in the institution variant and 操作员 elsewhere', () => {
    expect([t('role.op'), t('role.op.enterprise')]).toEqual(['交易员', '操作员']);
  });

  it.each(orderStatuses)('issue 3: order state %s has tradeStatus.<code> and no area copy', (status) => {
    const text = t(`tradeStatus.${status}`);
    expect(text).not.toBe('');
    expect(areaCopies('status', status, text)).toEqual([]);
  });

  it.each(tradeTypes)('spec 02 §2: trade type %s has tradeType.<code> and no area copy', (type) => {
    const text = t(`tradeType.${type}`);
    expect(text).not.toBe('');
    expect(areaCopies('tradeType', type, text)).toEqual([]);
  });

  it('keeps the labels the CLI, the web and the exports showed (已受理 待复核 已撤单 已确认 失败; 申购 赎回 转换)', () => {
    expect(orderStatuses.map((s) => t(`tradeStatus.${s}`))).toEqual([
      '已受理',
      '待复核',
      '已撤单',
      '已确认',
      '失败',
    ]);
    expect(tradeTypes.map((type) => t(`tradeType.${type}`))).toEqual(['申购', '赎回', '转换']);
  });
});
