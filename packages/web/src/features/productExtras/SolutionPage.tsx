import { Button, ButtonGroup, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import { productExtras, t } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { PortfolioBuy } from '../fundTools/PortfolioBuy';
import { ChangeText } from '../product/common/ChangeText';
import '../product/product.css';
import '../fundTools/fundTools.css';
import './productExtras.css';

/** One solution's funds, weights and real 1-year returns, and its 一键加入购物车. */
function SolutionDetail({ solutionId }: { solutionId: string }) {
  const client = useGateway();
  const { data, isLoading } = useCall(productExtras.solutionFund, { solutionId });
  if (isLoading) return <Spinner size={24} />;
  if (!data) return null;
  return (
    <Card className="fd-px-card" data-testid="solution-detail">
      <h2 id="fd-px-solution">{data.name}</h2>
      <p>{data.description}</p>
      <HTMLTable
        compact
        striped
        className="fd-table"
        aria-label={t('productExtras.solution.table', { name: data.name })}
      >
        <thead>
          <tr>
            <th scope="col">{t('productExtras.solution.col.fund')}</th>
            <th scope="col">{t('productExtras.solution.col.type')}</th>
            <th scope="col" className="fd-num">
              {t('productExtras.solution.col.weight')}
            </th>
            <th scope="col" className="fd-num">
              {t('productExtras.solution.col.return1y')}
            </th>
            <th scope="col">{t('productExtras.solution.col.navDate')}</th>
            <th scope="col" className="fd-num">
              {t('productExtras.solution.col.minLimit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.funds.map((fund) => (
            <tr key={fund.fundId}>
              <th scope="row">
                <Link to={`/product/equality/${fund.fundId}`}>{fund.fundName}</Link>
                <span className="fd-note">（{fund.fundId}）</span>
              </th>
              <td>{fund.fundTypeDetail}</td>
              <td className="fd-num">{fund.weight}</td>
              <td className="fd-num" data-testid={`return1y-${fund.fundId}`}>
                {fund.return1y === null ? (
                  t('productExtras.solution.noData')
                ) : (
                  <ChangeText value={fund.return1y} />
                )}
              </td>
              <td className="fd-num">{fund.navDate ?? t('productExtras.solution.noData')}</td>
              <td className="fd-num">{fund.minLimit}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p className="fd-note">{t('productExtras.solution.returnNote')}</p>
      <PortfolioBuy
        key={solutionId}
        portfolioId={solutionId}
        title={t('productExtras.solution.buy')}
        submitText={t('productExtras.solution.buy')}
        buy={(amount) => client.call(productExtras.solutionBuy, { solutionId, amount })}
      />
    </Card>
  );
}

/**
 * /product/solutionDetail (issue 14 §2; spec 03 §2 solutionDetail, §7 solutionDetail, solutionFund,
 * solutionBuy): the platform's solutions (themed baskets of real funds); `?id=` chooses one (default the first).
 */
export function SolutionPage() {
  const [params, setParams] = useSearchParams();
  const { data } = useCall(productExtras.solutionList, {});
  const list = data?.list ?? [];
  const chosen = params.get('id') ?? list[0]?.solutionId ?? null;
  return (
    <div className="fd-px">
      <Card className="fd-px-card">
        <h2 id="fd-px-solutions">{t('productExtras.solution.title')}</h2>
        <div className="fd-px-controls">
          <ButtonGroup aria-label={t('productExtras.solution.choose')}>
            {list.map((s) => (
              <Button
                key={s.solutionId}
                text={s.name}
                title={s.summary}
                active={s.solutionId === chosen}
                aria-pressed={s.solutionId === chosen}
                onClick={() => setParams({ id: s.solutionId }, { replace: true })}
              />
            ))}
          </ButtonGroup>
          <Link to="/product/twentySelectIntroduct">{t('productExtras.solution.rules')}</Link>
        </div>
      </Card>
      {chosen ? <SolutionDetail solutionId={chosen} /> : null}
    </div>
  );
}
