import { t, type BatchRow, type BatchStatus, type BatchTradeType, type MessageKey } from '@funddesk/core';

/**
 * Where the result dialog goes on close (spec 02 §4): pending trades for buys, trade records otherwise.
 */
export const batchFinishPaths: Record<BatchTradeType, string> = {
  purchase: '/trade/stayTrade',
  redemption: '/dataService/tradeRecord',
};

/** Per trade type: the page title and the texts that differ between 申购 and 赎回. */
export const batchTexts: Record<
  BatchTradeType,
  {
    title: MessageKey;
    quantity: MessageKey;
    total: MessageKey;
    password: MessageKey;
    accepted: MessageKey;
    pendingReview: MessageKey;
    close: MessageKey;
  }
> = {
  purchase: {
    title: 'webBatch.title.purchase',
    quantity: 'webBatch.col.amount',
    total: 'webBatch.summary.totalAmount',
    password: 'webBatch.password.title.purchase',
    accepted: 'webBatch.result.accepted.purchase',
    pendingReview: 'webBatch.result.pendingReview.purchase',
    close: 'webBatch.result.close.purchase',
  },
  redemption: {
    title: 'webBatch.title.redemption',
    quantity: 'webBatch.col.shares',
    total: 'webBatch.summary.totalShares',
    password: 'webBatch.password.title.redemption',
    accepted: 'webBatch.result.accepted.redemption',
    pendingReview: 'webBatch.result.pendingReview.redemption',
    close: 'webBatch.result.close.redemption',
  },
};

/** The kind of a batch in the history: 批量申购, 批量赎回 or 购物车下单. */
export function batchKindText(kind: BatchStatus['kind']): string {
  const keys: Record<BatchStatus['kind'], MessageKey> = {
    excelBuy: 'webBatch.kind.excelBuy',
    excelSell: 'webBatch.kind.excelSell',
    shopCartBuy: 'webBatch.kind.shopCartBuy',
  };
  return t(keys[kind]);
}

/** The state of a batch: 处理中 or 已完成. */
export function batchStatusText(status: BatchStatus['orderStatus']): string {
  return t(status === 'done' ? 'webBatch.status.done' : 'webBatch.status.processing');
}

/** The dividend method of a row (spec 02 §9: 0 reinvestment, 1 cash); empty when not given. */
export function dividendText(method: BatchRow['dividendMethod']): string {
  if (method === '0') return t('webBatch.dividend.0');
  if (method === '1') return t('webBatch.dividend.1');
  return '';
}

/** A row's errors as one line each: `基金代码：基金不存在`. */
export function rowErrorLines(row: Pick<BatchRow, 'errors'>): string[] {
  return row.errors.map((error) =>
    t('webBatch.result.error', { column: error.column, message: error.message }),
  );
}

/** Byte counts for the upload dialog: `512 KB`, `3.4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
