import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';

/**
 * The fund tools' pages built so far (spec 03 §2 fund tools; issue 14 §5): 基金比较 and 费率比较, each loaded as
 * its own chunk on first visit (the comparison's chart loads plotly in a chunk of its own). The menu's privilege
 * fund_tools is checked by the shell's guard and, for every call, by the server.
 */
export const fundToolsRoutes: RouteObject[] = [
  {
    path: 'fundTools/fundCompare',
    lazy: async () => ({ Component: (await import('./FundComparePage')).FundComparePage }),
    handle: { title: t('fundTools.compare.title') },
  },
  {
    path: 'fundTools/ratioCompare',
    lazy: async () => ({ Component: (await import('./RatioComparePage')).RatioComparePage }),
    handle: { title: t('fundTools.ratio.title') },
  },
  {
    path: 'fundTools/bonusFund',
    lazy: async () => ({ Component: (await import('./BonusFundPage')).BonusFundPage }),
    handle: { title: t('bonus.title') },
  },
  {
    path: 'fundTools/riskMonitor',
    lazy: async () => ({ Component: (await import('./RiskMonitorPage')).RiskMonitorPage }),
    handle: { title: t('riskMonitor.title') },
  },
  {
    path: 'fundTools/customizeFund',
    lazy: async () => ({ Component: (await import('./FavouritePage')).FavouritePage }),
    handle: { title: t('favourites.title') },
  },
  {
    path: 'fundTools/fundQuotes',
    lazy: async () => ({ Component: (await import('./QuotesPage')).QuotesPage }),
    handle: { title: t('quotes.title') },
  },
  {
    path: 'fundTools/combineFund',
    lazy: async () => ({ Component: (await import('./PortfolioPage')).PortfolioPage }),
    handle: { title: t('portfolio.title') },
  },
  {
    path: 'fundTools/combineFundEdit',
    lazy: async () => ({ Component: (await import('./PortfolioEditPage')).PortfolioEditPage }),
    handle: { title: t('menu.fundTools.combineFundEdit') },
  },
  {
    path: 'fundTools/analysis',
    lazy: async () => ({ Component: (await import('./AnalysisPage')).AnalysisPage }),
    handle: { title: t('productExtras.analysis.title') },
  },
];
