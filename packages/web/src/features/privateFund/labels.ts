import { Dec, t, type MessageKey, type PrivateProductSummary } from '@funddesk/core';

/** 策略 of a product (catalogue `private.strategy.*`). */
export function strategyText(strategy: PrivateProductSummary['strategy']): string {
  return t(`private.strategy.${strategy}` as MessageKey);
}

/** 产品类型 of a product type code mjfs_* (catalogue `private.fundType.*`; spec 02 §4). */
export function fundTypeText(fundType: string): string {
  return t(`private.fundType.${fundType}` as MessageKey);
}

/** An amount in yuan as 万元, exact (1000000.00 → 100万元, 10000.00 → 1万元). */
export function tenThousandText(amountYuan: string): string {
  return t('private.market.tenThousand', { amount: new Dec(amountYuan).div(10_000).toString() });
}

/** The investor type's name (private.investType.1/2/3; spec 02 §4). */
export function investTypeText(investType: string): string {
  return t(`private.investType.${investType}` as MessageKey);
}

/** The label of an application state (private.apply.*; spec 02 §4). */
export function applyStatusText(status: string): string {
  return t(`private.apply.${status}` as MessageKey);
}
