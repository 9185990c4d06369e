/**
 * Private products and investor qualification (issue 13 §1-§3; spec 02 §2 /private-account, §3 invest
 * qualification and private product, §4 states, §5, §7 self/confirm_submit and self/confirm_info; spec 03 §2
 * privatefundSupermarket and privatefundDetail, §8). Every product figure is the local environment's model and
 * says so (`simulated: true`, 模拟; docs/data-model.md §Private products).
 *
 * Server refusals common to the private calls (server private/qualification.ts requireQualified): FD3100 not
 * qualified, FD3101 expired, FD3102 under review, FD3103 investor type not admitted by the product, FD3114 a
 * trust-channel manager without private_fund_public_plan.
 */
import { z } from 'zod';
import { riskLevelSchema } from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import {
  applyStatuses,
  assetManagementTypes,
  investTypes,
  privateFundTypes,
} from '../rules/privateQualification.js';
import { defineCall } from './contract.js';

/** A private product id: `SM` and 4 digits (FundDesk's; the spec does not show the format). */
export const privateProductIdSchema = z.string().regex(/^SM\d{4}$/, 'productId');

/** Private and asset-management product type codes (spec 02 §4). */
export const privateFundTypeSchema = z.enum([...privateFundTypes, ...assetManagementTypes]);

/** Strategies of the product set (FundDesk's model; catalogue `private.strategy.*`). */
export const privateStrategies = [
  'equityLong',
  'quantNeutral',
  'indexEnhanced',
  'cta',
  'bond',
  'macro',
  'multi',
  'arbitrage',
] as const;
/** A strategy code. */
export type PrivateStrategy = (typeof privateStrategies)[number];

/** Private reserve status (spec 02 §4, 03 §5): '1' in progress, '2' not started, '3' ended. */
export const reserveStatusSchema = z.enum(['1', '2', '3']);
/** A reserve status code. */
export type ReserveStatus = z.infer<typeof reserveStatusSchema>;

/** Investor type '1' private, '2' professional, '3' asset-management (spec 02 §4). */
export const investTypeSchema = z.enum(investTypes);

/**
 * One product of the supermarket. For a qualified investor every field is filled; for one who is not, the list
 * is masked (spec 03 §2 "masked for non-qualified users"): `masked: true`, `productName` stars after the type
 * word, and the figures (nav, navDate, returns, manager) null.
 */
export const privateProductSummarySchema = z.object({
  productId: z.string(),
  productName: z.string(),
  masked: z.boolean(),
  managerCode: z.string().nullable(),
  managerName: z.string().nullable(),
  strategy: z.enum(privateStrategies),
  /** Spec 02 §3 private product fields. */
  fundType: privateFundTypeSchema,
  productRiskCode: riskLevelSchema,
  productRiskLevel: z.string(),
  /** Minimum first amount and the step above it, yuan (2 decimals). */
  minAmount: decimalString,
  stepAmount: decimalString,
  reserveStatus: reserveStatusSchema,
  reserveName: z.string(),
  /** The next open day on the exchange calendar, `YYYY-MM-DD`. */
  openDay: z.string(),
  /** Latest unit NAV (4 decimals) and its date; null when masked. */
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  /** Percent, 2 decimals, since inception and over the last year; null when masked or not covered. */
  sinceInception: decimalString.nullable(),
  oneYear: decimalString.nullable(),
  simulated: z.boolean(),
});
/** One product of privateFundList. */
export type PrivateProductSummary = z.infer<typeof privateProductSummarySchema>;

/**
 * pc/private/fund/list (私募证券, /product/privatefundSupermarket; spec 03 §2; issue 13 §3): the product set
 * filtered by strategy, risk code, reserve status and manager, paged. `qualified` says whether the organisation
 * (the manager's checked account) may see the products; when false every row is masked. `managers` lists the
 * managers for the filter (empty when masked).
 */
export const privateFundList = defineCall({
  name: 'privateFundList',
  service: 'product',
  path: 'pc/private/fund/list',
  privilege: 'financial_products',
  request: z.object({
    strategy: z.enum(privateStrategies).optional(),
    productRiskCode: riskLevelSchema.optional(),
    reserveStatus: reserveStatusSchema.optional(),
    managerCode: z.string().max(16).optional(),
    page: z.number().int().min(1).max(1000).default(1),
    size: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    qualified: z.boolean(),
    total: z.number().int(),
    products: z.array(privateProductSummarySchema),
    managers: z.array(z.object({ managerCode: z.string(), managerName: z.string() })),
  }),
});

/** Periods of the detail's indicators and NAV chart (core fundMetrics periods; `since` = since inception). */
export const privatePeriods = ['3m', '6m', '1y', 'ytd', 'since'] as const;

/** A period figure of the detail: product and benchmark return over the period, percent 2 decimals. */
const periodFigureSchema = z.object({
  period: z.enum(privatePeriods),
  productReturn: decimalString.nullable(),
  benchmarkReturn: decimalString.nullable(),
  excessReturn: decimalString.nullable(),
});

/**
 * pc/private/fund/detail (私募产品详情, /product/privatefundDetail/:id; spec 03 §2 privilege
 * private_product_detail; issue 13 §3): the product, its open day and reserve window, indicators (period
 * returns vs its benchmark), risk indicators over the whole NAV series (annualised return and volatility,
 * maximum drawdown, Sharpe and Calmar ratios, percent or ratio with 2 decimals), sales materials and
 * announcements. Refusals: FD3113 unknown product; the common private refusals (file header).
 */
export const privateFundDetail = defineCall({
  name: 'privateFundDetail',
  service: 'product',
  path: 'pc/private/fund/detail',
  privilege: 'private_product_detail',
  request: z.object({ productId: privateProductIdSchema }),
  response: z.object({
    product: privateProductSummarySchema.extend({
      /** Spec 02 §3 private product: 投资范围, 投资策略, marketing copy. */
      privateInvest: z.string(),
      manageInvest: z.string(),
      marketingCopy: z.string(),
      inceptionDate: z.string(),
      benchmarkCode: z.string(),
      benchmarkName: z.string(),
      /** The reserve window of the next open day, `YYYY-MM-DD` inclusive. */
      reserveStart: z.string(),
      reserveEnd: z.string(),
    }),
    indicators: z.array(periodFigureSchema),
    risk: z.object({
      from: z.string().nullable(),
      to: z.string().nullable(),
      annualisedReturn: decimalString.nullable(),
      volatility: decimalString.nullable(),
      maxDrawdown: decimalString.nullable(),
      sharpe: decimalString.nullable(),
      calmar: decimalString.nullable(),
    }),
    materials: z.array(z.object({ materialId: z.string(), title: z.string(), date: z.string() })),
    announcements: z.array(z.object({ id: z.string(), title: z.string(), date: z.string() })),
  }),
});

/**
 * pc/private/fund/nav: the NAV chart of the detail (issue 13 §3 "NAV chart vs benchmark"), column-wise: `dates`,
 * the product's unit NAV (4 decimals) and both cumulative returns since the period's first date (percent, 2
 * decimals; the benchmark null on a date without its quote). Same refusals as the detail.
 */
export const privateFundNav = defineCall({
  name: 'privateFundNav',
  service: 'product',
  path: 'pc/private/fund/nav',
  privilege: 'private_product_detail',
  request: z.object({
    productId: privateProductIdSchema,
    period: z.enum(privatePeriods).default('1y'),
  }),
  response: z.object({
    benchmarkCode: z.string(),
    benchmarkName: z.string(),
    dates: z.array(z.string()),
    navs: z.array(decimalString),
    productReturns: z.array(decimalString),
    benchmarkReturns: z.array(decimalString.nullable()),
  }),
});

/** One application for recognition (spec 02 §3 investApplyInfoList). */
export const investApplySchema = z.object({
  applyId: z.string(),
  investType: investTypeSchema,
  applyStatus: z.enum(applyStatuses),
  /** 'confirmed' when recognised, else ''. */
  confirmStatus: z.string(),
  failureReason: z.string(),
  appliedAt: z.string(),
  appliedBy: z.string(),
  /** Review expected on these trading days (1-2 working days, spec 02 §4). */
  expectedFrom: z.string(),
  expectedBy: z.string(),
});

/**
 * pc/invest/qualification (spec 02 §3 invest qualification; the chooseType page): the organisation's
 * qualifications. `qualifyStatus` '1' qualified, '2' expired, '0' none (FundDesk); `assetStatus` '1' when a
 * financial condition has been confirmed; `professionalStatus` '1' when recognised as professional;
 * `investTypeConfirmInfoList` one entry per recognised type with its expiry; `investApplyInfoList` the latest
 * application per type; `mayReassess` whether the caller may apply (else the page says 请联系管理员进行投资者认定).
 */
export const queryInvestQualification = defineCall({
  name: 'queryInvestQualification',
  service: 'account',
  path: 'pc/invest/qualification',
  privilege: 'financial_products',
  request: z.object({}),
  response: z.object({
    assetStatus: z.string(),
    qualifyStatus: z.enum(['0', '1', '2']),
    professionalStatus: z.string(),
    mayReassess: z.boolean(),
    investTypeConfirmInfoList: z.array(
      z.object({
        investType: investTypeSchema,
        confirmStatus: z.enum(['1', '2']),
        confirmedAt: z.string(),
        expireDate: z.string(),
      }),
    ),
    investApplyInfoList: z.array(investApplySchema),
    investYears: z.string(),
    financialCondition: z.string(),
  }),
});

/**
 * trade/v1/self/confirm_info (spec 02 §7 self/confirm_info; the dialog's read-only answers in private trade
 * mode): the latest self-confirmation of the organisation, `selfConfirmResponse` null when there is none.
 */
export const selfConfirmInfo = defineCall({
  name: 'selfConfirmInfo',
  service: 'trade',
  path: 'trade/v1/self/confirm_info',
  privilege: 'financial_products',
  request: z.object({}),
  response: z.object({
    selfConfirmResponse: z
      .object({ selfInvestYears: z.string(), assetIncome: z.string(), financialAsset: z.string() })
      .nullable(),
    investYears: z.string(),
    financialCondition: z.string(),
  }),
});

/**
 * trade/v1/self/confirm_submit (selfConfirm; spec 02 §3 self-confirmation payload, §4 dialog, §5 investor
 * confirm): applies for recognition as `customType`. Answers an application under review ('0', or '9' for a
 * re-accreditation) with the 1-2 working days it is expected in. Refusals (core validateIdentification,
 * reassessDecision): FD3104 no history, FD3105 no financial condition, FD3106 the person may not assess,
 * FD3107/FD3108 professional conditions or statement, FD3109 e-signature consent, FD3110 one already under
 * review for the type.
 */
export const selfConfirmSubmit = defineCall({
  name: 'selfConfirm',
  service: 'trade',
  path: 'trade/v1/self/confirm_submit',
  privilege: 'financial_products',
  request: z.object({
    selfInvestYears: z.string().max(2).optional(),
    customType: investTypeSchema,
    assetIncome: z.string().max(2).optional(),
    financialAsset: z.string().max(2).optional(),
    professionalStatement: z.boolean().default(false),
    eSignConsent: z.boolean().default(false),
    /** Whether the dialog asked for the e-signature consent (private trade mode). */
    eSignRequired: z.boolean().default(false),
  }),
  response: investApplySchema,
});

/** One application in the administrator's review list. */
export const qualificationReviewRowSchema = investApplySchema.extend({
  groupId: z.string(),
  corpName: z.string(),
  historyChoice: z.enum(['0', '1']),
  financeChoice: z.enum(['0', '1']),
  professionalStatement: z.boolean(),
});
/** One row of qualificationReviewList. */
export type QualificationReviewRow = z.infer<typeof qualificationReviewRowSchema>;

/**
 * pc/invest/qualification/review/list (投资者认定审核; issue 13 §2 "a back-office review … an administrator's
 * screen"): the applications under review of the organisations the administrator acts for, oldest first;
 * `all` adds the decided ones (newest 100).
 */
export const qualificationReviewList = defineCall({
  name: 'qualificationReviewList',
  service: 'account',
  path: 'pc/invest/qualification/review/list',
  auth: 'session',
  privilege: 'investor_qualification_review',
  request: z.object({ all: z.boolean().default(false) }),
  response: z.object({ applications: z.array(qualificationReviewRowSchema) }),
});

/**
 * pc/invest/qualification/review/decide: approves ('confirmed'; the qualification is valid for 12 months),
 * rejects ('2') or returns ('4') an application with a reason. Recorded with who, when and from where.
 * Refusals: FD3112 unknown or another organisation's; FD3111 already decided; FD3115 no reason; FD3116 the
 * applicant deciding their own application.
 */
export const qualificationReviewDecide = defineCall({
  name: 'qualificationReviewDecide',
  service: 'account',
  path: 'pc/invest/qualification/review/decide',
  auth: 'session',
  privilege: 'investor_qualification_review',
  request: z.object({
    applyId: z.string().regex(/^\d{1,18}$/, 'applyId'),
    decision: z.enum(['approve', 'reject', 'return']),
    reason: z.string().trim().max(200).default(''),
  }),
  response: investApplySchema,
});
