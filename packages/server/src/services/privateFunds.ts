/**
 * Handlers of private products and investor qualification (core `api/privateFunds.ts`; issue 13 §1-§3; spec 02
 * §3-§5, §7 self/confirm_*; spec 03 §2 privatefundSupermarket / privatefundDetail). Products and NAV are the
 * documented model of private/products.ts (模拟); the qualification guard is private/qualification.ts; the rules
 * are core rules/privateQualification.ts and rules/fundMetrics.ts.
 */
import {
  addMonths,
  answersOfPayload,
  applyStatusGroup,
  benchmarkIndices,
  checkQualified,
  Dec,
  ErrorCode,
  expectedReviewDays,
  GatewayError,
  normalisedCurve,
  periodReturnPercent,
  periodStart,
  periodWindow,
  privateFunds,
  reassessDecision,
  riskLevelText,
  riskMetrics,
  shanghaiDate,
  t,
  validateIdentification,
  type ApplyStatus,
  type MessageKey,
  type NavObservation,
  type PrivateProductSummary,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { indexCloses } from '../portfolio/store.js';
import {
  calendarOf,
  listPrivateProducts,
  privateDayOf,
  privateNavSeries,
  requirePrivateProduct,
  type PrivateProduct,
} from '../private/products.js';
import {
  APPLICATION_COLUMNS,
  applicationOf,
  qualificationOf,
  recognise,
  recordQualificationChange,
  refuseWith,
  requireQualified,
  type ApplicationRow,
  type InvestorQualification,
} from '../private/qualification.js';
import { groupSessionOf, route, sessionOf, type HandlerContext, type Route } from './types.js';

/** A benchmark older than this many days before the product's last NAV is not compared (its data ended). */
const BENCHMARK_STALE_DAYS = 10;

/** The latest NAV of each product on or before `through`, and the last NAV on or before `yearBase`. */
async function navFacts(
  db: Db,
  through: string,
  yearBase: string,
): Promise<{ latest: Map<string, { date: string; nav: string }>; base: Map<string, string> }> {
  const latest = await db.query<{ product_id: string; date: string; nav: string }>(
    `SELECT DISTINCT ON (product_id) product_id, nav_date AS date, nav::text AS nav FROM private_navs
      WHERE nav_date <= $1 ORDER BY product_id, nav_date DESC`,
    [through],
  );
  const base = await db.query<{ product_id: string; nav: string }>(
    `SELECT DISTINCT ON (product_id) product_id, nav::text AS nav FROM private_navs
      WHERE nav_date <= $1 ORDER BY product_id, nav_date DESC`,
    [yearBase],
  );
  return {
    latest: new Map(latest.map((r) => [r.product_id, { date: r.date, nav: r.nav }] as const)),
    base: new Map(base.map((r) => [r.product_id, r.nav] as const)),
  };
}

/** Percent with 2 decimals of nav / base − 1. */
function returnPercent(nav: string, base: string): string {
  const text = new Dec(nav).div(base).minus(1).times(100).toFixed(2, Dec.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
}

/** The masked name of a product (spec 03 §2 masked list): stars then its type's word. */
function maskedName(product: PrivateProduct): string {
  return `****${t(`private.fundType.${product.fundType}` as MessageKey)}`;
}

/** One summary row, masked when the investor may not see the product. */
function summaryOf(
  product: PrivateProduct,
  masked: boolean,
  nav: { date: string; nav: string } | undefined,
  yearBase: string | undefined,
): PrivateProductSummary {
  const figures = !masked && nav;
  return {
    productId: product.productId,
    productName: masked ? maskedName(product) : product.productName,
    masked,
    managerCode: masked ? null : product.managerCode,
    managerName: masked ? null : product.managerName,
    strategy: product.strategy,
    fundType: product.fundType,
    productRiskCode: product.riskCode,
    productRiskLevel: riskLevelText(product.riskCode),
    minAmount: product.minAmount,
    stepAmount: product.stepAmount,
    reserveStatus: product.reserveStatus,
    reserveName: t(`private.reserve.${product.reserveStatus}`),
    openDay: product.openDay,
    nav: figures ? nav.nav : null,
    navDate: figures ? nav.date : null,
    sinceInception: figures ? returnPercent(nav.nav, '1') : null,
    oneYear: figures && yearBase ? returnPercent(nav.nav, yearBase) : null,
    simulated: product.simulated,
  };
}

/** The benchmark's closes as observations, and its name (empty when the data has none: 399001, H11001). */
async function benchmarkOf(db: Db, code: string): Promise<{ name: string; points: NavObservation[] }> {
  const name = benchmarkIndices[code as keyof typeof benchmarkIndices] ?? code;
  return { name, points: await indexCloses(db, code) };
}

/** The last value of a curve normalised at `from`, through `to`; null when it does not reach near `to`. */
function benchmarkReturn(points: readonly NavObservation[], from: string, to: string): string | null {
  const curve = normalisedCurve(points, from, to);
  const last = curve[curve.length - 1];
  if (!last || last.date < addDaysIso(to, -BENCHMARK_STALE_DAYS)) return null;
  return last.value;
}

function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Ratio text with 2 decimals, or null. */
function ratio(numerator: string | null, denominator: string | null): string | null {
  if (numerator === null || denominator === null || new Dec(denominator).isZero()) return null;
  return new Dec(numerator).div(denominator).toFixed(2, Dec.ROUND_HALF_UP);
}

/** The product asked for, after the qualification guard for its type. */
async function qualifiedProduct(ctx: HandlerContext, productId: string): Promise<PrivateProduct> {
  await requireQualified(ctx);
  const product = await requirePrivateProduct(ctx.db, productId, ctx.clock.now());
  await requireQualified(ctx, product.fundType);
  return product;
}

/** The wire shape of an application (spec 02 §3 investApplyInfoList). */
function applyOf(a: ApplicationRow) {
  return {
    applyId: a.applyId,
    investType: a.investType,
    applyStatus: a.applyStatus,
    confirmStatus: a.applyStatus === 'confirmed' ? 'confirmed' : '',
    failureReason: a.failureReason,
    appliedAt: a.appliedAt,
    appliedBy: a.appliedByName,
    expectedFrom: a.expectedFrom,
    expectedBy: a.expectedBy,
  };
}

/** Reads one application by id (with the applicant's name), or null. */
async function applicationById(db: Db, applyId: string): Promise<ApplicationRow | null> {
  const rows = await db.query<Parameters<typeof applicationOf>[0]>(
    `SELECT ${APPLICATION_COLUMNS} FROM investor_qualification_applications a
       JOIN persons p ON p.person_id = a.applied_by WHERE a.apply_id = $1`,
    [applyId],
  );
  const row = rows[0];
  if (!row) return null;
  const calendar = await calendarOf(db);
  return applicationOf(row, expectedReviewDays(calendar, row.applied_at.slice(0, 10)).from);
}

/** qualifyStatus of the organisation: '1' a valid type, '2' only expired ones, '0' none. */
function overallStatus(q: InvestorQualification): '0' | '1' | '2' {
  if (q.recognisedRows.some((r) => r.qualifyStatus === '1')) return '1';
  return q.recognisedRows.length > 0 ? '2' : '0';
}

/** The handlers (spec 02 §3-§5, §7; spec 03 §2; issue 13 §1-§3). */
export const privateFundsRoutes: Route[] = [
  route(privateFunds.privateFundList, async (request, ctx) => {
    const session = groupSessionOf(ctx);
    const now = ctx.clock.now();
    const qualification = await qualificationOf(ctx.db, { groupId: session.groupId }, now);
    const qualified = checkQualified(qualification, qualification.today) === null;
    const products = await listPrivateProducts(
      ctx.db,
      {
        strategy: request.strategy,
        riskCode: request.productRiskCode,
        reserveStatus: request.reserveStatus,
        // The manager filter would reveal the masked managers: ignored for an investor who is not qualified.
        managerCode: qualified ? request.managerCode : undefined,
      },
      now,
    );
    const { navThrough } = await privateDayOf(ctx.db, now);
    const yearStart = periodStart(navThrough, '1y') ?? navThrough;
    const facts = await navFacts(ctx.db, navThrough, yearStart);
    const maskedOf = (p: PrivateProduct): boolean =>
      checkQualified(qualification, qualification.today, p.fundType) !== null;
    // A manager filter lists only the products the investor may see (a masked row would name its manager).
    const shown = qualified && request.managerCode ? products.filter((p) => !maskedOf(p)) : products;
    const start = (request.page - 1) * request.size;
    const page = shown.slice(start, start + request.size).map((p) => {
      const masked = maskedOf(p);
      const base = facts.base.get(p.productId);
      // A product younger than a year has no 1-year figure (its first NAV is after the base day).
      const yearBase = base !== undefined && p.inceptionDate <= yearStart ? base : undefined;
      return summaryOf(p, masked, facts.latest.get(p.productId), yearBase);
    });
    const managers = qualified
      ? [
          ...new Map(
            (await listPrivateProducts(ctx.db, {}, now)).map((p) => [
              p.managerCode,
              { managerCode: p.managerCode, managerName: p.managerName },
            ]),
          ).values(),
        ].sort((a, b) => a.managerCode.localeCompare(b.managerCode))
      : [];
    return { qualified, total: shown.length, products: page, managers };
  }),

  route(privateFunds.privateFundDetail, async (request, ctx) => {
    const now = ctx.clock.now();
    const product = await qualifiedProduct(ctx, request.productId);
    const calendar = await calendarOf(ctx.db);
    const series = await privateNavSeries(ctx.db, product.productId, now);
    const last = series[series.length - 1];
    const asOf = last?.date ?? product.inceptionDate;
    const bench = await benchmarkOf(ctx.db, product.benchmarkCode);
    const indicators = privateFunds.privatePeriods.map((period) => {
      const window = periodWindow(series, asOf, period);
      const productReturn = periodReturnPercent(series, asOf, period);
      const benchmark = window ? benchmarkReturn(bench.points, window[0]!.date, asOf) : null;
      const excess =
        productReturn !== null && benchmark !== null
          ? new Dec(productReturn).minus(benchmark).toFixed(2, Dec.ROUND_HALF_UP)
          : null;
      return { period, productReturn, benchmarkReturn: benchmark, excessReturn: excess };
    });
    const metrics = riskMetrics(series, calendar);
    const nav = last ? { date: last.date, nav: last.nav } : undefined;
    const yearStart = periodStart(asOf, '1y');
    const yearWindow =
      yearStart && product.inceptionDate <= yearStart ? periodWindow(series, asOf, '1y') : null;
    const summary = summaryOf(product, false, nav, yearWindow?.[0]?.nav);
    const materials = [
      {
        materialId: `${product.productId}-contract`,
        title: t('private.material.contract'),
        date: product.inceptionDate,
      },
      {
        materialId: `${product.productId}-prospectus`,
        title: t('private.material.prospectus'),
        date: product.inceptionDate,
      },
      {
        materialId: `${product.productId}-risk`,
        title: t('private.material.riskDisclosure'),
        date: product.inceptionDate,
      },
      ...[1, 2, 3].map((back) => {
        const month = addMonths(`${asOf.slice(0, 7)}-01`, -back).slice(0, 7);
        return {
          materialId: `${product.productId}-monthly-${month}`,
          title: t('private.material.monthly', { month }),
          date: `${month}-28`,
        };
      }),
    ];
    const pastOpenDays: string[] = [];
    for (let back = 1; back <= 12 && pastOpenDays.length < 3; back++) {
      const day = addMonths(product.openDay, -back);
      const rule = product.openRule.split(':');
      if (rule[0] === 'Q' && Number(day.slice(5, 7)) % 3 !== 0) continue;
      const open = calendar.onOrAfter(`${day.slice(0, 7)}-${rule[1]!.padStart(2, '0')}`);
      if (open <= asOf && open >= product.inceptionDate) pastOpenDays.push(open);
    }
    const announcements = [
      ...pastOpenDays.map((date) => ({
        id: `${product.productId}-open-${date}`,
        title: t('private.announcement.openDay', { product: product.productName, date }),
        date: calendar.previousTradingDay(date) ?? date,
      })),
      ...(last
        ? [
            {
              id: `${product.productId}-nav-${last.date}`,
              title: t('private.announcement.nav', { product: product.productName, date: last.date }),
              date: last.date,
            },
          ]
        : []),
      {
        id: `${product.productId}-established`,
        title: t('private.announcement.established', { product: product.productName }),
        date: calendar.onOrAfter(product.inceptionDate),
      },
    ].sort((a, b) => b.date.localeCompare(a.date));
    return {
      product: {
        ...summary,
        privateInvest: product.privateInvest,
        manageInvest: product.manageInvest,
        marketingCopy: product.marketingCopy,
        inceptionDate: product.inceptionDate,
        benchmarkCode: product.benchmarkCode,
        benchmarkName: bench.name,
        reserveStart: product.reserveStart,
        reserveEnd: product.reserveEnd,
      },
      indicators,
      risk: {
        from: series[0]?.date ?? null,
        to: last?.date ?? null,
        annualisedReturn: metrics?.annualisedReturn ?? null,
        volatility: metrics?.volatility ?? null,
        maxDrawdown: metrics?.maxDrawdown ?? null,
        sharpe: metrics?.sharpe ?? null,
        calmar: metrics ? ratio(metrics.annualisedReturn, metrics.maxDrawdown) : null,
      },
      materials,
      announcements,
    };
  }),

  route(privateFunds.privateFundNav, async (request, ctx) => {
    const now = ctx.clock.now();
    const product = await qualifiedProduct(ctx, request.productId);
    const series = await privateNavSeries(ctx.db, product.productId, now);
    const asOf = series[series.length - 1]?.date ?? product.inceptionDate;
    const window = periodWindow(series, asOf, request.period) ?? [];
    const bench = await benchmarkOf(ctx.db, product.benchmarkCode);
    const from = window[0]?.date;
    const benchCurve = from
      ? new Map(normalisedCurve(bench.points, from, asOf).map((p) => [p.date, p.value]))
      : new Map<string, string>();
    const base = window[0]?.nav ?? '1';
    return {
      benchmarkCode: product.benchmarkCode,
      benchmarkName: bench.name,
      dates: window.map((p) => p.date),
      navs: window.map((p) => new Dec(p.nav).toFixed(4)),
      productReturns: window.map((p) => returnPercent(p.nav, base)),
      benchmarkReturns: window.map((p) => benchCurve.get(p.date) ?? null),
    };
  }),

  route(privateFunds.queryInvestQualification, async (_request, ctx) => {
    const session = groupSessionOf(ctx);
    const q = await qualificationOf(ctx.db, { groupId: session.groupId }, ctx.clock.now());
    const latest = q.latestApplications[0];
    return {
      assetStatus: q.latestApplications.some((a) => a.applyStatus === 'confirmed') ? '1' : '0',
      qualifyStatus: overallStatus(q),
      professionalStatus: q.recognisedRows.some((r) => r.investType === '2' && r.qualifyStatus === '1')
        ? '1'
        : '0',
      mayReassess: reassessDecision(session.privileges) === null,
      investTypeConfirmInfoList: q.recognisedRows.map((r) => ({
        investType: r.investType,
        confirmStatus: r.qualifyStatus,
        confirmedAt: r.confirmedAt,
        expireDate: r.expireDate,
      })),
      investApplyInfoList: q.latestApplications.map(applyOf),
      investYears: latest?.historyChoice ?? '',
      financialCondition: latest?.financeChoice ?? '',
    };
  }),

  route(privateFunds.selfConfirmInfo, async (_request, ctx) => {
    const session = groupSessionOf(ctx);
    const q = await qualificationOf(ctx.db, { groupId: session.groupId }, ctx.clock.now());
    const latest = q.latestApplications[0];
    return {
      selfConfirmResponse: latest
        ? {
            selfInvestYears: latest.selfInvestYears,
            assetIncome: latest.assetIncome,
            financialAsset: latest.financialAsset,
          }
        : null,
      investYears: latest?.historyChoice ?? '',
      financialCondition: latest?.financeChoice ?? '',
    };
  }),

  route(privateFunds.selfConfirmSubmit, async (request, ctx) => {
    const session = groupSessionOf(ctx);
    const forbidden = reassessDecision(session.privileges);
    if (forbidden) refuseWith(forbidden);
    const answers = answersOfPayload(request);
    const invalid = validateIdentification({
      history: answers.history,
      finance: answers.finance,
      investType: request.customType,
      professionalStatement: request.professionalStatement,
      eSignConsent: request.eSignConsent,
      eSignRequired: request.eSignRequired,
    });
    if (invalid) refuseWith(invalid);
    const now = ctx.clock.now();
    const calendar = await calendarOf(ctx.db);
    const expected = expectedReviewDays(calendar, shanghaiDate(now));
    const applyId = await ctx.db.transaction(async (tx) => {
      // One application under review per type: the lock serialises two submissions of one organisation.
      await tx.query('SELECT group_id FROM organisations WHERE group_id = $1 FOR UPDATE', [session.groupId]);
      const prior = await tx.query<{ apply_status: string }>(
        `SELECT apply_status FROM investor_qualification_applications WHERE group_id = $1 AND invest_type = $2`,
        [session.groupId, request.customType],
      );
      if (prior.some((p) => applyStatusGroup(p.apply_status as ApplyStatus) === 'underReview'))
        throw new GatewayError(ErrorCode.QualificationApplicationPending);
      const status: ApplyStatus = prior.length > 0 ? '9' : '0';
      const rows = await tx.query<{ apply_id: string }>(
        `INSERT INTO investor_qualification_applications (group_id, invest_type, apply_status, history_choice,
           finance_choice, self_invest_years, asset_income, financial_asset, professional_statement, e_sign_consent,
           applied_by, applied_at, applied_ip, expected_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING apply_id::text AS apply_id`,
        [
          session.groupId,
          request.customType,
          status,
          answers.history,
          answers.finance,
          request.selfInvestYears,
          request.assetIncome ?? '0',
          request.financialAsset ?? null,
          request.professionalStatement,
          request.eSignConsent,
          session.personId,
          new Date(now).toISOString(),
          ctx.ip || null,
          expected.by,
        ],
      );
      const id = rows[0]!.apply_id;
      await recordQualificationChange(tx, {
        applyId: id,
        groupId: session.groupId,
        from: null,
        to: status,
        personId: session.personId,
        ip: ctx.ip || null,
        at: now,
      });
      return id;
    });
    return applyOf((await applicationById(ctx.db, applyId))!);
  }),

  route(privateFunds.qualificationReviewList, async (request, ctx) => {
    const session = sessionOf(ctx);
    const groupIds = [...session.groupIds];
    const rows = await ctx.db.query<Parameters<typeof applicationOf>[0] & { corp_name: string }>(
      `SELECT ${APPLICATION_COLUMNS}, o.corp_name FROM investor_qualification_applications a
         JOIN persons p ON p.person_id = a.applied_by
         JOIN organisations o ON o.group_id = a.group_id
        WHERE a.group_id = ANY($1::text[]) AND ($2::boolean OR a.apply_status IN ('0', '1', '9'))
        ORDER BY ${request.all ? 'a.apply_id DESC' : 'a.apply_id'} LIMIT 100`,
      [groupIds, request.all],
    );
    const calendar = await calendarOf(ctx.db);
    return {
      applications: rows.map((row) => {
        const a = applicationOf(row, expectedReviewDays(calendar, row.applied_at.slice(0, 10)).from);
        return {
          ...applyOf(a),
          groupId: a.groupId,
          corpName: row.corp_name,
          historyChoice: a.historyChoice,
          financeChoice: a.financeChoice,
          professionalStatement: a.professionalStatement,
        };
      }),
    };
  }),

  route(privateFunds.qualificationReviewDecide, async (request, ctx) => {
    const session = sessionOf(ctx);
    const application = await applicationById(ctx.db, request.applyId);
    if (!application || !session.groupIds.has(application.groupId))
      throw new GatewayError(ErrorCode.QualificationApplicationNotFound);
    if (applyStatusGroup(application.applyStatus) !== 'underReview')
      throw new GatewayError(ErrorCode.QualificationApplicationNotPending);
    if (application.appliedBy === session.personId) throw new GatewayError(ErrorCode.QualificationReviewOwn);
    if (request.decision !== 'approve' && request.reason === '')
      throw new GatewayError(ErrorCode.QualificationReasonRequired);
    const to: ApplyStatus =
      request.decision === 'approve' ? 'confirmed' : request.decision === 'reject' ? '2' : '4';
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      // Exactly one of two concurrent decisions wins: the update only matches while under review.
      const updated = await tx.query<{ apply_id: string }>(
        `UPDATE investor_qualification_applications
            SET apply_status = $2, decided_by = $3, decided_at = $4, failure_reason = $5
          WHERE apply_id = $1 AND apply_status IN ('0', '1', '9') RETURNING apply_id::text AS apply_id`,
        [request.applyId, to, session.personId, new Date(now).toISOString(), request.reason || null],
      );
      if (updated.length === 0) throw new GatewayError(ErrorCode.QualificationApplicationNotPending);
      if (to === 'confirmed') await recognise(tx, application, now);
      await recordQualificationChange(tx, {
        applyId: application.applyId,
        groupId: application.groupId,
        from: application.applyStatus,
        to,
        personId: session.personId,
        ip: ctx.ip || null,
        at: now,
        note: request.reason || undefined,
      });
    });
    return applyOf((await applicationById(ctx.db, request.applyId))!);
  }),
];
