import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';

/**
 * The trading desk's screens (spec 02 §2: publicOfferingOrder, buy, sell, commonTransform,
 * superTransform, publicFundRefund, separateBill, acQa), each loaded as its own chunk on first visit.
 * Privileges (subs, redemption, transfer, super_transfer, monetary_fund_smart_split) hide the desk's
 * actions; the server checks them on every call.
 * @see issue 12
 */
export const tradingRoutes: RouteObject[] = [
  {
    path: 'trade/publicOfferingOrder',
    lazy: async () => ({ Component: (await import('./DeskPage')).DeskPage }),
    handle: { title: t('trading.desk.title') },
  },
  {
    path: 'trade/buy',
    lazy: async () => ({ Component: (await import('./BuyPage')).BuyPage }),
    handle: { title: t('trading.buy.title') },
  },
  {
    path: 'trade/acQa',
    lazy: async () => ({ Component: (await import('./AcQaPage')).AcQaPage }),
    handle: { title: t('trading.ac.title') },
  },
  {
    path: 'trade/sell',
    lazy: async () => ({ Component: (await import('./SellPage')).SellPage }),
    handle: { title: t('trading.sell.title') },
  },
  {
    path: 'trade/commonTransform',
    lazy: async () => ({ Component: (await import('./ConvertPage')).ConvertPage }),
    handle: { title: t('trading.convert.title') },
  },
  {
    path: 'trade/superTransform',
    lazy: async () => ({ Component: (await import('./SuperConvertPage')).SuperConvertPage }),
    handle: { title: t('trading.super.title') },
  },
  {
    path: 'trade/publicFundRefund',
    lazy: async () => ({ Component: (await import('./RefundPage')).RefundPage }),
    handle: { title: t('trading.refund.title') },
  },
  {
    path: 'trade/separateBill',
    lazy: async () => ({ Component: (await import('./SplitPage')).SplitPage }),
    handle: { title: t('trading.split.title') },
  },
];
