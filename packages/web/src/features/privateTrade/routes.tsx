import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';

/**
 * Private trade's pages (spec 02 §2 /private-trade privatefundBuyIn, privatefundSell, the success pages,
 * privateTradeAgreement; /trade/payment/:dealId/:dealType; the private deal details chosen by type reserve,
 * rdm, other; /trade/privateRefund; /private-asset/privatePositionDetails; issue 13 §4 /dataService/tradeReminder),
 * each loaded as its own chunk on first visit. The menu's hidden nodes carry their privileges (subs,
 * redemption, private_trans_detail, private_fund_position_detail); the server checks them, the qualification
 * and the deal's state on every call.
 */
export const privateTradeRoutes: RouteObject[] = [
  {
    path: 'private-trade/privatefundBuyIn',
    lazy: async () => ({ Component: (await import('./ReservePage')).ReservePage }),
    handle: { title: t('menu.privateTrade.buyIn') },
  },
  {
    path: 'private-trade/privatefundBuySuccess',
    lazy: async () => ({ Component: (await import('./ReservePage')).BuySuccessPage }),
    handle: { title: t('menu.privateTrade.buySuccess') },
  },
  {
    path: 'private-trade/privateTradeAgreement',
    lazy: async () => ({ Component: (await import('./AgreementPage')).AgreementPage }),
    handle: { title: t('menu.privateTrade.agreement') },
  },
  {
    path: 'private-trade/privatefundSell',
    lazy: async () => ({ Component: (await import('./SellPage')).SellPage }),
    handle: { title: t('menu.privateTrade.sell') },
  },
  {
    path: 'private-trade/privatefundSellSuccess',
    lazy: async () => ({ Component: (await import('./SellPage')).SellSuccessPage }),
    handle: { title: t('menu.privateTrade.sellSuccess') },
  },
  {
    path: 'trade/payment/:dealId/:dealType',
    lazy: async () => ({ Component: (await import('./PaymentPage')).PaymentPage }),
    handle: { title: t('menu.trade.payment') },
  },
  {
    path: 'trade/privatefundSubscriptionDetail/:dealId',
    lazy: async () => {
      const { DealDetailPage } = await import('./DealDetailPage');
      return { Component: () => <DealDetailPage dealType="reserve" /> };
    },
    handle: { title: t('menu.trade.privatefundSubscriptionDetail') },
  },
  {
    path: 'trade/privatefundRedemptionDetail/:dealId',
    lazy: async () => {
      const { DealDetailPage } = await import('./DealDetailPage');
      return { Component: () => <DealDetailPage dealType="rdm" /> };
    },
    handle: { title: t('menu.trade.privatefundRedemptionDetail') },
  },
  {
    path: 'trade/privatefundOtherDetail/:dealId',
    lazy: async () => {
      const { DealDetailPage } = await import('./DealDetailPage');
      return { Component: () => <DealDetailPage dealType="other" /> };
    },
    handle: { title: t('menu.trade.privatefundOtherDetail') },
  },
  {
    path: 'trade/privateRefund',
    lazy: async () => ({ Component: (await import('./ListPages')).PrivateRefundPage }),
    handle: { title: t('menu.trade.privateRefund') },
  },
  {
    path: 'private-asset/privatePositionDetails',
    lazy: async () => ({ Component: (await import('./ListPages')).PositionsPage }),
    handle: { title: t('menu.asset.privatePositionDetails') },
  },
  {
    path: 'dataService/tradeReminder',
    lazy: async () => ({ Component: (await import('./ListPages')).TradeReminderPage }),
    handle: { title: t('menu.dataService.tradeReminder') },
  },
];
