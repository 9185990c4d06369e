import { useEffect, useId, useState } from 'react';
import { Card, FormGroup, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import type { PlotData } from 'plotly.js';
import { Link, useParams } from 'react-router';
import { ErrorCode, privateFunds, t, type CallResponse, type MessageKey } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { useSession } from '../../app/session';
import { isInstitutionManager } from '../../app/routeAccounts';
import { AccountPicker } from '../../components/AccountPicker/AccountPicker';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';
import { ChangeText } from '../product/common/ChangeText';
import { yRangeCovering } from '../product/detail/chartSeries';
import { PlotBox } from '../product/detail/PlotBox';
import { ChangeCell, NumHeader, ReserveTag, RiskLevelText } from './cells';
import { QualificationRequiredDialog } from './QualificationRequiredDialog';
import { fundTypeText, strategyText, tenThousandText } from './labels';
import '../product/product.css';
import './privateFund.css';

type Period = (typeof privateFunds.privatePeriods)[number];

/** The refusals that open the qualification dialog, with the message each shows. */
const QUALIFICATION_REFUSALS: Readonly<Record<string, MessageKey>> = {
  [ErrorCode.PrivateNotQualified]: 'private.error.notQualified',
  [ErrorCode.PrivateQualificationExpired]: 'private.error.expired',
  [ErrorCode.PrivateInvestTypeMismatch]: 'private.error.typeMismatch',
};

const PERIOD_LABEL: Readonly<Record<Period, MessageKey>> = {
  '3m': 'fundTools.period.3m',
  '6m': 'fundTools.period.6m',
  '1y': 'fundTools.period.1y',
  ytd: 'fundTools.period.ytd',
  since: 'private.market.col.sinceInception',
};

/** 净值走势: the product's and its benchmark's cumulative return since the period's first NAV. */
function NavChart({
  nav,
  productName,
}: {
  nav: CallResponse<typeof privateFunds.privateFundNav>;
  productName: string;
}) {
  const series: { name: string; values: (string | null)[]; colour: string }[] = [
    { name: t('private.detail.chartProduct'), values: nav.productReturns, colour: '#cd4246' },
    { name: nav.benchmarkName, values: nav.benchmarkReturns, colour: '#2d72d2' },
  ];
  const traces: Partial<PlotData>[] = series.map((s) => ({
    type: 'scatter',
    mode: 'lines',
    name: s.name,
    x: nav.dates,
    y: s.values.map((value) => (value === null ? null : Number(value))) as number[],
    connectgaps: false,
    line: { color: s.colour, width: 1.6 },
    hovertemplate: `${s.name} %{y:.2f}%<extra></extra>`,
  }));
  if (nav.dates.length === 0) return <div className="fd-chart-empty">{t('private.detail.noData')}</div>;
  const lastBenchmark = nav.dates.filter((_, i) => nav.benchmarkReturns[i] !== null).at(-1);
  const benchmarkNote =
    lastBenchmark === undefined
      ? t('private.detail.benchmarkNone', { benchmark: nav.benchmarkName })
      : lastBenchmark < nav.dates[nav.dates.length - 1]!
        ? t('private.detail.benchmarkUntil', { benchmark: nav.benchmarkName, date: lastBenchmark })
        : null;
  return (
    <>
      {benchmarkNote ? (
        <p className="fd-note" data-testid="benchmark-note">
          {benchmarkNote}
        </p>
      ) : null}
      <div
        className="fd-chart-box"
        data-testid="private-nav-chart"
        role="img"
        aria-label={t('private.detail.chartAria', { name: productName, benchmark: nav.benchmarkName })}
      >
        <PlotBox
          traces={traces}
          height={300}
          yRange={yRangeCovering(
            series.map((s) => s.values.filter((v): v is string => v !== null).map(Number)),
          )}
          ySuffix="%"
          yFormat=".2f"
          zeroline
          marginTop={36}
          legendY={1.16}
        />
      </div>
    </>
  );
}

/** A term and its value in the facts grid. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * /product/privatefundDetail/:id 私募产品详情 (spec 03 §2 privilege private_product_detail, query productId; issue 13
 * §3): the product's facts, open day and reserve window, NAV chart against its benchmark, indicators and risk
 * indicators, sales materials and announcements. The server refuses an organisation that is not qualified for the
 * product's type; the page then shows the authentication-required dialog. A trust-channel manager picks the
 * account (private_fund_public_plan). Every figure is the local model's (模拟).
 */
export function DetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const manager = isInstitutionManager(session);
  const selection = useAccountSelection('private_fund_public_plan', 'single');
  const ready = !manager || selection.groupIds !== null;
  const [period, setPeriod] = useState<Period>('1y');
  const periodId = useId();
  const detail = useCall(privateFunds.privateFundDetail, ready ? { productId: id } : null);
  const nav = useCall(privateFunds.privateFundNav, ready && detail.data ? { productId: id, period } : null, {
    keepPreviousData: true,
  });
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  useEffect(() => {
    const message = detail.error ? QUALIFICATION_REFUSALS[detail.error.code] : undefined;
    if (message) setRefusal(message);
  }, [detail.error]);
  const data = detail.data;
  const p = data?.product;
  return (
    <div className="fd-product fd-pf">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">
          {p ? p.productName : t('private.detail.title')}{' '}
          {p?.simulated ? <Tag minimal>{t('private.market.simulated')}</Tag> : null}
        </h2>
        {manager ? (
          <AccountPicker
            mode="single"
            accounts={selection.accounts}
            loading={selection.loading}
            value={selection.choice}
            onChange={selection.setChoice}
          />
        ) : null}
        <Link to="/product/privatefundSupermarket">{t('private.detail.back')}</Link>
      </Card>
      {detail.isLoading ? <Spinner size={24} /> : null}
      {p && data ? (
        <>
          <Card>
            <p className="fd-note">{p.marketingCopy}</p>
            <dl className="fd-pf-facts" data-testid="private-facts">
              <Fact label={t('private.market.col.manager')}>{p.managerName}</Fact>
              <Fact label={t('private.market.col.strategy')}>{strategyText(p.strategy)}</Fact>
              <Fact label={t('private.market.col.type')}>{fundTypeText(p.fundType)}</Fact>
              <Fact label={t('private.market.col.risk')}>
                <RiskLevelText product={p} />
              </Fact>
              <Fact label={t('private.detail.nav')}>
                <span className="fd-num">{p.nav ?? t('display.none')}</span>
              </Fact>
              <Fact label={t('private.detail.navDate')}>{p.navDate ?? t('display.none')}</Fact>
              <Fact label={t('private.market.col.sinceInception')}>
                <ChangeText value={p.sinceInception} />
              </Fact>
              <Fact label={t('private.market.col.oneYear')}>
                <ChangeText value={p.oneYear} />
              </Fact>
              <Fact label={t('private.detail.minimum')}>{tenThousandText(p.minAmount)}</Fact>
              <Fact label={t('private.detail.step')}>{tenThousandText(p.stepAmount)}</Fact>
              <Fact label={t('private.detail.openDay')}>{p.openDay}</Fact>
              <Fact label={t('private.detail.reserveWindow')}>
                {t('private.detail.reserveWindowRange', { start: p.reserveStart, end: p.reserveEnd })}{' '}
                <ReserveTag product={p} />
              </Fact>
              <Fact label={t('private.detail.inception')}>{p.inceptionDate}</Fact>
              <Fact label={t('private.detail.benchmark')}>{p.benchmarkName}</Fact>
            </dl>
            {p.reserveStatus === '1' ? (
              <div className="fd-pf-actions">
                <Link
                  className="bp6-button bp6-intent-primary"
                  to={`/private-trade/privatefundBuyIn?productId=${p.productId}`}
                >
                  {t('private.detail.reserve')}
                </Link>
              </div>
            ) : null}
          </Card>
          <Card>
            <div className="fd-section-head">
              <h3>{t('private.detail.chart')}</h3>
              <FormGroup label={t('private.detail.col.period')} labelFor={periodId} inline>
                <HTMLSelect
                  id={periodId}
                  value={period}
                  onChange={(event) => setPeriod(event.currentTarget.value as Period)}
                  options={privateFunds.privatePeriods.map((value) => ({
                    value,
                    label: t(PERIOD_LABEL[value]),
                  }))}
                />
              </FormGroup>
            </div>
            {nav.data ? <NavChart nav={nav.data} productName={p.productName} /> : <Spinner size={20} />}
          </Card>
          <div className="fd-pf-columns">
            <Card>
              <h3>{t('private.detail.indicators')}</h3>
              <HTMLTable compact striped className="fd-table" aria-label={t('private.detail.indicators')}>
                <thead>
                  <tr>
                    <th scope="col">{t('private.detail.col.period')}</th>
                    <NumHeader>{t('private.detail.col.return')}</NumHeader>
                    <NumHeader>{t('private.detail.col.benchmark')}</NumHeader>
                    <NumHeader>{t('private.detail.col.excess')}</NumHeader>
                  </tr>
                </thead>
                <tbody>
                  {data.indicators.map((row) => (
                    <tr key={row.period}>
                      <th scope="row">{t(PERIOD_LABEL[row.period])}</th>
                      <ChangeCell value={row.productReturn} />
                      <ChangeCell value={row.benchmarkReturn} />
                      <ChangeCell value={row.excessReturn} />
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </Card>
            <Card>
              <h3>{t('private.detail.riskIndicators')}</h3>
              <HTMLTable compact striped className="fd-table" aria-label={t('private.detail.riskIndicators')}>
                <tbody>
                  {(
                    [
                      ['private.detail.annualisedReturn', data.risk.annualisedReturn, '%'],
                      ['private.detail.volatility', data.risk.volatility, '%'],
                      ['private.detail.maxDrawdown', data.risk.maxDrawdown, '%'],
                      ['private.detail.sharpe', data.risk.sharpe, ''],
                      ['private.detail.calmar', data.risk.calmar, ''],
                    ] as const
                  ).map(([key, value, unit]) => (
                    <tr key={key}>
                      <th scope="row">{t(key)}</th>
                      <td className="fd-num">{value === null ? t('display.none') : `${value}${unit}`}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <p className="fd-note">
                {data.risk.from} ~ {data.risk.to}
              </p>
            </Card>
          </div>
          <div className="fd-pf-columns">
            <Card>
              <h3>{t('private.detail.materials')}</h3>
              <ul className="fd-pf-list" aria-label={t('private.detail.materials')}>
                {data.materials.map((m) => (
                  <li key={m.materialId}>
                    {m.title} <span className="fd-note">{m.date}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <h3>{t('private.detail.announcements')}</h3>
              <ul className="fd-pf-list" aria-label={t('private.detail.announcements')}>
                {data.announcements.map((a) => (
                  <li key={a.id}>
                    {a.title} <span className="fd-note">{a.date}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
          <Card>
            <h3>{t('private.detail.invest')}</h3>
            <p>{p.privateInvest}</p>
            <h3>{t('private.detail.strategyText')}</h3>
            <p>{p.manageInvest}</p>
          </Card>
        </>
      ) : null}
      <QualificationRequiredDialog
        isOpen={refusal !== null}
        onClose={() => setRefusal(null)}
        {...(refusal ? { message: refusal } : {})}
      />
    </div>
  );
}
