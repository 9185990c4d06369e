import { useId, useState } from 'react';
import { Button, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { portfolio, sanitiseDecimalInput, t, type CallResponse } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { useCartRefresh } from '../cart/useCartRefresh';

/** The answer of a weighted buy (portfolioBuy, solutionBuy). */
export type WeightedBuyResult = CallResponse<typeof portfolio.portfolioBuy>;

/** Props of {@link PortfolioBuy}. */
export interface PortfolioBuyProps {
  portfolioId: string;
  /** Another weighted buy with the same answer (a solution's solutionBuy); default: the portfolio's. */
  buy?: (amount: string) => Promise<WeightedBuyResult>;
  /** The section's title and button text; default 按组合购买 / the portfolio's. */
  title?: string;
  submitText?: string;
}

/**
 * 按组合购买 (issue 14 §4): an amount in yuan split over the portfolio's funds by weight (core
 * splitPortfolioAmount: to the cent, the remainder cent on the largest weight) and put in the cart with each
 * line's amount (portfolioBuy: the cart's amount rule and cart add). Every line is listed with its amount and
 * what happened: 已加入购物车, or the rule's message (a line under its fund's minimum is reported, not dropped).
 */
export function PortfolioBuy({ portfolioId, buy: buyWith, title, submitText }: PortfolioBuyProps) {
  const client = useGateway();
  const refreshCart = useCartRefresh();
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<WeightedBuyResult | null>(null);
  const amountId = useId();

  const buy = async () => {
    setPending(true);
    try {
      const answer = buyWith
        ? await buyWith(amount)
        : await client.call(portfolio.portfolioBuy, { portfolioId, amount });
      setResult(answer);
      const added = answer.lines.filter((l) => l.added).length;
      const message = t('portfolio.buy.summary', { added, refused: answer.lines.length - added });
      if (added === answer.lines.length) notifier.success(message);
      else notifier.toast(message, 'warning');
    } catch {
      // The notifier has shown the refusal (cart full, an amount that is not a number).
    } finally {
      setPending(false);
      refreshCart();
    }
  };

  return (
    <section aria-labelledby="fd-pf-buy">
      <h3 id="fd-pf-buy">{title ?? t('portfolio.buy')}</h3>
      <div className="fd-ft-controls">
        <FormGroup label={t('portfolio.buy.amount')} labelFor={amountId}>
          <InputGroup
            id={amountId}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(sanitiseDecimalInput(event.currentTarget.value, 15))}
          />
        </FormGroup>
        <Button
          intent="primary"
          icon="shopping-cart"
          text={submitText ?? t('portfolio.buy.submit')}
          disabled={amount === ''}
          loading={pending}
          onClick={() => void buy()}
        />
      </div>
      {result ? (
        <div className="fd-ft-scroll">
          <HTMLTable
            compact
            striped
            className="fd-ft-table"
            aria-labelledby="fd-pf-buy"
            data-testid="buy-lines"
          >
            <thead>
              <tr>
                <th scope="col">{t('portfolio.col.fund')}</th>
                <th scope="col">{t('portfolio.weight')}</th>
                <th scope="col">{t('portfolio.buy.col.amount')}</th>
                <th scope="col">{t('portfolio.buy.col.result')}</th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((line) => (
                <tr key={line.fundId}>
                  <th scope="row">
                    {line.fundName}
                    <span className="fd-note">（{line.fundId}）</span>
                  </th>
                  <td className="fd-num">{line.weight}</td>
                  <td className="fd-num">{line.amount}</td>
                  <td className={line.added ? undefined : 'fd-ft-warn'}>
                    {line.added ? t('portfolio.buy.added') : line.message}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
    </section>
  );
}
