import type { CallResponse, FundDetail, product } from '@funddesk/core';

type ListRow = CallResponse<typeof product.searchByPage>['list'][number];

/** A public fund list row with sensible defaults (易方达中小盘混合 110011, real NAV). */
export function listRow(overrides: Partial<ListRow> = {}): ListRow {
  return {
    fundId: '110011',
    productId: '110011',
    fundTypeCode: 'A',
    declareStatus: 1,
    subStatus: 0,
    fundStatus: 0,
    isCurrency: false,
    summaryPdf: 'pdf-110011',
    cantTradeCertificateType: [],
    minLimit: '10.00',
    maxLimit: '999999999',
    dailyMaxValue: '999999999',
    fundName: '易方达中小盘混合型证券投资基金',
    shortName: '易方达中小盘混合',
    pinyin: 'YFDZXPHH',
    fundType: '混合型',
    fundTypeText: '混合型',
    fundTypeDetail: '混合型-偏股',
    fundRiskLevel: 'zxfxdj_4',
    fundRiskLevelText: '中高风险',
    exchange: false,
    favourite: false,
    rate: '5.12',
    ratePeriod: '近3月',
    rrInThreeMonth: '5.12',
    nav: '3.2150',
    navDate: '2026-11-20',
    company: '易方达基金管理有限公司',
    simulated: false,
    dailyReturn: '1.23',
    rate1y: '-4.56',
    fundSize: '2937000000.00',
    openDayCode: '230',
    ...overrides,
  };
}

/** A list response of the given rows. */
export function listPage(
  rows: ListRow[],
  totalRows = rows.length,
  currentPage = 1,
): CallResponse<typeof product.searchByPage> {
  return {
    list: rows,
    pagination: { currentPage, pagesize: 20, pageCount: Math.ceil(totalRows / 20), totalRows },
  };
}

/** A fund detail with sensible defaults (110011, template 3 equality). */
export function fundDetail(overrides: Partial<FundDetail> = {}): FundDetail {
  return {
    ...listRow(),
    template: 3,
    fullName: '易方达中小盘混合型证券投资基金',
    establishDate: '2008-06-19',
    fundSize: '2937000000.00',
    fundSizeDate: '2026-09-30',
    managers: ['张坤'],
    custodian: '中国银行股份有限公司',
    ratingAgency: '晨星',
    rating: '4',
    strategy: '本基金采用自下而上的选股策略。',
    objective: '通过投资具有高成长性的中小盘股票，追求长期资本增值。',
    benchmark: '沪深300指数收益率×80%+中债总指数收益率×20%',
    dailyReturn: '1.23',
    navSource: 'real',
    incomePer10k: null,
    sevenDayYield: null,
    openDay: {
      code: '230',
      buyStDate: null,
      buyEdDate: null,
      sellStDate: null,
      sellEdDate: null,
      buyStDateTime: null,
      buyEdDateTime: null,
      sellStDateTime: null,
      sellEdDateTime: null,
    },
    simulatedFields: [],
    ...overrides,
  };
}
