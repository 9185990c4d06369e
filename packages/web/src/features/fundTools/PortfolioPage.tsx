import { useState } from 'react';
import { Alert, Button, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { portfolio, t, type PortfolioSummary } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { hasPermission, useMenu } from '../../app/useMenu';
import { AccountPicker } from '../../components/AccountPicker/AccountPicker';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';
import { PortfolioBacktest } from './PortfolioBacktest';
import { PortfolioBuy } from './PortfolioBuy';

import '../product/product.css';
import './fundTools.css';
import './Portfolio.css';

/** The query parameter of the portfolio shown (a back-test can be linked). */
export const PORTFOLIO_PARAM = 'portfolioId';

/**
 * 模拟组合 (/fundTools/combineFund; spec 03 §2 fund tools "needs an account selection"; issue 14 §4): the
 * organisation account (the asset pages' single account picker), its portfolios (name, funds with weights, last
 * change and by whom; 新建组合, 编辑, 删除 with a confirmation for fund_portfolio_mgt_edit), and for the chosen
 * portfolio the back-test against a benchmark and buying it through the cart (shopping_cart). The buttons a
 * person may not use are hidden once the menu is known; the server checks every call.
 */
export function PortfolioPage() {
  const navigate = useNavigate();
  const client = useGateway();
  const { codes, loaded } = useMenu();
  const canEdit = !loaded || hasPermission(codes, 'fund_portfolio_mgt_edit');
  const canBuy = !loaded || hasPermission(codes, 'shopping_cart');
  const selection = useAccountSelection('asset_mgt', 'single');
  const groupId = selection.groupIds?.[0];
  const list = useCall(portfolio.portfolioList, groupId ? { groupId } : null, { keepPreviousData: true });
  const [params, setParams] = useSearchParams();
  const chosenId = params.get(PORTFOLIO_PARAM);
  const rows = list.data?.list ?? [];
  const chosen = rows.find((p) => p.portfolioId === chosenId) ?? rows[0];
  const [deleting, setDeleting] = useState<PortfolioSummary | null>(null);

  const choose = (id: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set(PORTFOLIO_PARAM, id);
        return copy;
      },
      { replace: true },
    );

  const remove = async (target: PortfolioSummary) => {
    try {
      await client.call(portfolio.portfolioDelete, { portfolioId: target.portfolioId });
      notifier.success(t('portfolio.deleted'));
      await list.mutate();
    } catch {
      // The notifier has shown the refusal.
    }
  };

  return (
    <div className="fd-product fd-ft">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('portfolio.title')}</h2>
        <AccountPicker
          mode="single"
          accounts={selection.accounts}
          loading={selection.loading}
          value={selection.choice}
          onChange={selection.setChoice}
        />
        {list.isValidating ? <Spinner size={14} /> : null}
      </Card>
      <Card aria-labelledby="fd-pf-list">
        <div className="fd-ft-actions">
          <h3 id="fd-pf-list">{t('portfolio.list')}</h3>
          {canEdit && groupId ? (
            <Button
              intent="primary"
              icon="add"
              text={t('portfolio.create')}
              onClick={() =>
                void navigate(`/fundTools/combineFundEdit?groupId=${encodeURIComponent(groupId)}`)
              }
            />
          ) : null}
        </div>
        {list.data && rows.length === 0 ? <p className="fd-note">{t('portfolio.empty')}</p> : null}
        {rows.length > 0 ? (
          <div className="fd-ft-scroll">
            <HTMLTable compact striped interactive className="fd-ft-table" aria-labelledby="fd-pf-list">
              <thead>
                <tr>
                  <th scope="col">{t('portfolio.col.name')}</th>
                  <th scope="col">{t('portfolio.col.funds')}</th>
                  <th scope="col">{t('portfolio.weight')}</th>
                  <th scope="col">{t('portfolio.col.updatedAt')}</th>
                  <th scope="col">{t('portfolio.col.updatedBy')}</th>
                  <th scope="col">{t('portfolio.col.action')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.portfolioId}
                    aria-selected={row.portfolioId === chosen?.portfolioId}
                    onClick={() => choose(row.portfolioId)}
                  >
                    <th scope="row">
                      <Button
                        variant="minimal"
                        size="small"
                        text={row.name}
                        active={row.portfolioId === chosen?.portfolioId}
                        onClick={() => choose(row.portfolioId)}
                      />
                    </th>
                    <td className="fd-num">{row.funds.length}</td>
                    <td>{row.funds.map((f) => `${f.fundName} ${f.weight}%`).join('、')}</td>
                    <td>{row.updatedAt.slice(0, 19).replace('T', ' ')}</td>
                    <td>{row.updatedBy}</td>
                    <td>
                      {canEdit ? (
                        <>
                          <Button
                            size="small"
                            variant="minimal"
                            text={t('portfolio.edit')}
                            aria-label={`${t('portfolio.edit')} ${row.name}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              void navigate(
                                `/fundTools/combineFundEdit?portfolioId=${encodeURIComponent(row.portfolioId)}`,
                              );
                            }}
                          />
                          <Button
                            size="small"
                            variant="minimal"
                            intent="danger"
                            text={t('portfolio.delete')}
                            aria-label={`${t('portfolio.delete')} ${row.name}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              setDeleting(row);
                            }}
                          />
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ) : null}
      </Card>
      {chosen ? (
        <Card className="fd-section" key={chosen.portfolioId}>
          <PortfolioBacktest portfolioId={chosen.portfolioId} portfolioName={chosen.name} />
        </Card>
      ) : null}
      {chosen && canBuy ? (
        <Card className="fd-section" key={`buy-${chosen.portfolioId}`}>
          <PortfolioBuy portfolioId={chosen.portfolioId} />
        </Card>
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        cancelButtonText={t('portfolio.cancel')}
        confirmButtonText={t('portfolio.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void remove(target);
        }}
      >
        <p>{t('portfolio.deleteConfirm', { name: deleting?.name ?? '' })}</p>
      </Alert>
    </div>
  );
}
