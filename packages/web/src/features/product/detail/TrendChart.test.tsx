import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { packNavTrend, t } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeGateway } from '../testing/fakeGateway';
import { TrendChart } from './TrendChart';
import plotBoxSource from './PlotBox.tsx?raw';
import trendChartSource from './TrendChart.tsx?raw';

// The plotly import is mocked: the factory gives a stub that lists the traces it was handed.
const factory = vi.hoisted(() => ({ calls: 0 }));
vi.mock('plotly.js-basic-dist-min', () => ({ default: { name: 'plotly-stub' } }));
vi.mock('react-plotly.js/factory', () => ({
  default: (plotly: { name: string }) => {
    factory.calls += 1;
    return ({ data }: { data: Array<{ name?: string; line?: { dash?: string } }> }) => (
      <div data-testid="plot" data-plotly={plotly.name}>
        {data.map((trace) => `${trace.name ?? ''}${trace.line?.dash ? ':' + trace.line.dash : ''}`).join('|')}
      </div>
    );
  },
}));

afterEach(cleanup);

function chartGateway(): FakeGateway {
  return fakeGateway({
    achievementTrend: (req) => {
      const { indexCode = '399300' } = req as { indexCode?: string };
      const available = indexCode === '399300' || indexCode === '000001';
      return {
        fundId: '110011',
        indexCode,
        indexName: available ? (indexCode === '399300' ? '沪深300' : '上证指数') : '深证成指',
        indexAvailable: available,
        fund: [
          { date: '2026-11-19', value: '2.00', source: 'real' },
          { date: '2026-11-20', value: '3.00', source: 'simulated' },
        ],
        index: available ? [{ date: '2026-11-20', value: '1.00', source: 'real' }] : [],
      };
    },
    nvTrend: () =>
      packNavTrend('110011', [{ date: '2026-11-20', nav: '3.2150', dailyReturn: '1.23', source: 'real' }]),
  });
}

function renderChart(gateway: FakeGateway) {
  render(
    <WithGateway gateway={gateway}>
      <TrendChart fundId="110011" />
    </WithGateway>,
  );
}

describe('trend chart (spec 03 §7 nvTrend/achievementTrend, §3 benchmark indices; DESIGN §9 lazy plotly)', () => {
  it('loads plotly lazily: TrendChart and its frame PlotBox have no static plotly import, only import() of its chunk', () => {
    for (const source of [trendChartSource, plotBoxSource]) {
      expect(source).not.toMatch(
        /^import[^;]*(plotly\.js-basic-dist-min|react-plotly\.js\/factory|\.\/PlotlyChart)/m,
      );
    }
    expect(plotBoxSource).toMatch(/lazy\(\(\) => import\('\.\/PlotlyChart'\)\)/);
  });

  it('draws the fund against CSI 300 by default, simulated days dotted, once the plotly chunk arrives', async () => {
    const gateway = chartGateway();
    renderChart(gateway);
    const plot = await screen.findByTestId('plot');
    expect(plot.getAttribute('data-plotly')).toBe('plotly-stub');
    expect(plot.textContent).toBe(
      `${t('product.chart.fund')}|${t('product.chart.fund')}(${t('product.simulated.series')}):dot|沪深300`,
    );
    expect(gateway.requests('achievementTrend')[0]).toEqual({
      fundId: '110011',
      period: '1y',
      indexCode: '399300',
    });
    expect(factory.calls).toBe(1);
  });

  it('period buttons request that period (近3月 -> 3m, 成立以来 -> all)', async () => {
    const gateway = chartGateway();
    renderChart(gateway);
    await screen.findByTestId('plot');
    fireEvent.click(screen.getByRole('button', { name: t('product.period.3m') }));
    await waitFor(() => expect(gateway.requests('achievementTrend').at(-1)).toMatchObject({ period: '3m' }));
    fireEvent.click(screen.getByRole('button', { name: t('product.period.all') }));
    await waitFor(() => expect(gateway.requests('achievementTrend').at(-1)).toMatchObject({ period: 'all' }));
  });

  it('an index without data shows 暂无数据 and draws the fund alone (spec 03 §3)', async () => {
    const gateway = chartGateway();
    renderChart(gateway);
    await screen.findByTestId('plot');
    fireEvent.change(screen.getByRole('combobox', { name: t('product.chart.benchmark') }), {
      target: { value: '399001' },
    });
    expect(await screen.findByText(t('product.chart.indexNoData', { index: '深证成指' }))).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('plot').textContent).not.toContain('深证成指'));
  });

  it('the NAV view draws the unit NAV from nvTrend', async () => {
    const gateway = chartGateway();
    renderChart(gateway);
    await screen.findByTestId('plot');
    fireEvent.click(screen.getByRole('radio', { name: t('product.chart.mode.nav') }));
    await waitFor(() => expect(screen.getByTestId('plot').textContent).toBe(t('product.chart.navAxis')));
    expect(gateway.requests('nvTrend')[0]).toEqual({ fundId: '110011', period: '1y' });
  });
});
