import { useEffect, useId, useState } from 'react';
import { Button, Card, FormGroup, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Dec,
  PORTFOLIO_MAX_FUNDS,
  PORTFOLIO_MIN_FUNDS,
  portfolio,
  sanitiseDecimalInput,
  t,
  type MessageKey,
  type PortfolioChange,
} from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { FundPicker } from './FundPicker';

import '../product/product.css';
import './fundTools.css';
import './Portfolio.css';

/** A fund row of the editor: code, name and the weight as typed (percent text). */
interface Row {
  fundId: string;
  fundName: string;
  weight: string;
}

/** The sum of the typed weights, 2 decimals (an entry that is not a number counts 0). */
export function weightSum(rows: readonly Row[]): string {
  return rows
    .reduce((sum, row) => sum.plus(/^\d+(\.\d+)?$/.test(row.weight) ? row.weight : 0), new Dec(0))
    .toFixed(2);
}

/** Equal weights of `n` funds: 100 / n down to the cent, the cents left over on the first fund. */
export function equalWeights(n: number): string[] {
  if (n === 0) return [];
  const each = new Dec(100).div(n).toDecimalPlaces(2, Dec.ROUND_DOWN);
  const first = new Dec(100).minus(each.times(n - 1));
  return Array.from({ length: n }, (_, i) => (i === 0 ? first : each).toFixed(2));
}

/** A recorded portfolio as one line: its name and each fund's weight. */
function contentText(content: PortfolioChange['before']): string {
  if (!content) return t('display.none');
  return `${content.name}：${content.funds.map((f) => `${f.fundId} ${f.weight}%`).join('、')}`;
}

/** The cached calls a saved portfolio changes. */
const PORTFOLIO_CALLS = [portfolio.portfolioList, portfolio.portfolioDetail];

/**
 * 编辑组合 (/fundTools/combineFundEdit, hidden; privilege fund_portfolio_mgt_edit; issue 14 §4): the name, the
 * funds picked by search (1 to 20) with their weights in percent (2 decimals; 等权分配 fills them; the running
 * sum shows), save (portfolioCreate with `?groupId=`, or portfolioEdit with `?portfolioId=`), and the
 * portfolio's recorded changes (who, when, before, after). The server judges the weights (core
 * portfolioDecision: FD3020-FD3022) and its refusal shows as the notifier's toast.
 */
export function PortfolioEditPage() {
  const [params] = useSearchParams();
  const portfolioId = params.get('portfolioId');
  const groupId = params.get('groupId') ?? undefined;
  const navigate = useNavigate();
  const client = useGateway();
  const detail = useCall(portfolio.portfolioDetail, portfolioId ? { portfolioId } : null);
  // The list page (kept in its tab) and the detail show the saved portfolio when the user is back there.
  const refreshPortfolios = useRevalidateCalls(PORTFOLIO_CALLS);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const nameId = useId();

  useEffect(() => {
    const loaded = detail.data?.portfolio;
    if (!loaded) return;
    setName(loaded.name);
    setRows(loaded.funds.map((f) => ({ fundId: f.fundId, fundName: f.fundName, weight: f.weight })));
  }, [detail.data]);

  const back = (id?: string) =>
    navigate(`/fundTools/combineFund${id ? `?portfolioId=${encodeURIComponent(id)}` : ''}`);

  const save = async () => {
    if (name.trim() === '') {
      setNameMissing(true);
      return;
    }
    setSaving(true);
    try {
      const funds = rows.map((row) => ({ fundId: row.fundId, weight: row.weight }));
      const answer = portfolioId
        ? await client.call(portfolio.portfolioEdit, { portfolioId, name, funds })
        : await client.call(portfolio.portfolioCreate, { groupId, name, funds });
      notifier.success(t('portfolio.saved'));
      await refreshPortfolios();
      void back(answer.portfolioId);
    } catch {
      // The notifier has shown the refusal (FD3020-FD3022 with the sum or the fund).
    } finally {
      setSaving(false);
    }
  };

  const sum = weightSum(rows);
  const title = t(portfolioId ? 'portfolio.editTitle' : 'portfolio.createTitle');
  return (
    <div className="fd-product fd-ft">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{title}</h2>
        {detail.isLoading ? <Spinner size={14} /> : null}
      </Card>
      <Card>
        <FormGroup
          label={t('portfolio.name')}
          labelFor={nameId}
          intent={nameMissing ? 'danger' : 'none'}
          helperText={nameMissing ? t('portfolio.nameRequired') : undefined}
        >
          <InputGroup
            id={nameId}
            value={name}
            maxLength={30}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameMissing(false);
            }}
          />
        </FormGroup>
        <FundPicker
          codes={rows.map((row) => row.fundId)}
          names={Object.fromEntries(rows.map((row) => [row.fundId, row.fundName]))}
          max={PORTFOLIO_MAX_FUNDS}
          min={PORTFOLIO_MIN_FUNDS}
          showChosen={false}
          onAdd={(fund) =>
            setRows((previous) => [...previous, { fundId: fund.fundId, fundName: fund.fundName, weight: '' }])
          }
          onRemove={(code) => setRows((previous) => previous.filter((row) => row.fundId !== code))}
        />
        <div className="fd-ft-scroll">
          <HTMLTable compact striped className="fd-ft-table" aria-label={t('portfolio.weight')}>
            <thead>
              <tr>
                <th scope="col">{t('portfolio.col.fund')}</th>
                <th scope="col">{t('portfolio.weight')}</th>
                <th scope="col">{t('portfolio.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.fundId}>
                  <th scope="row">
                    {row.fundName}
                    <span className="fd-note">（{row.fundId}）</span>
                  </th>
                  <td>
                    <InputGroup
                      size="small"
                      inputMode="decimal"
                      aria-label={t('portfolio.weightOf', { name: row.fundName })}
                      value={row.weight}
                      onChange={(event) => {
                        const weight = sanitiseDecimalInput(event.currentTarget.value, 6);
                        setRows((previous) =>
                          previous.map((r) => (r.fundId === row.fundId ? { ...r, weight } : r)),
                        );
                      }}
                    />
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      text={t('fundTools.picker.removeShort')}
                      aria-label={t('fundTools.picker.remove', { name: row.fundName })}
                      onClick={() => setRows((previous) => previous.filter((r) => r.fundId !== row.fundId))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <p
          className={sum === '100.00' ? 'fd-note' : 'fd-note fd-ft-warn'}
          role="status"
          data-testid="weight-sum"
        >
          {t('portfolio.weightSum', { sum })}
        </p>
        <div className="fd-ft-actions">
          <Button
            text={t('portfolio.equalWeights')}
            disabled={rows.length === 0}
            onClick={() => {
              const weights = equalWeights(rows.length);
              setRows((previous) => previous.map((row, i) => ({ ...row, weight: weights[i]! })));
            }}
          />
          <Button intent="primary" text={t('portfolio.save')} loading={saving} onClick={() => void save()} />
          <Button
            variant="minimal"
            text={t('portfolio.cancel')}
            onClick={() => void back(portfolioId ?? undefined)}
          />
        </div>
      </Card>
      {detail.data && detail.data.history.length > 0 ? (
        <Card className="fd-section" aria-labelledby="fd-pf-history">
          <h3 id="fd-pf-history">{t('portfolio.history')}</h3>
          <div className="fd-ft-scroll">
            <HTMLTable compact striped className="fd-ft-table" aria-labelledby="fd-pf-history">
              <thead>
                <tr>
                  <th scope="col">{t('portfolio.history.col.at')}</th>
                  <th scope="col">{t('portfolio.history.col.by')}</th>
                  <th scope="col">{t('portfolio.history.col.action')}</th>
                  <th scope="col">{t('portfolio.history.col.before')}</th>
                  <th scope="col">{t('portfolio.history.col.after')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.data.history.map((change, i) => (
                  <tr key={i}>
                    <td>{change.at.slice(0, 19).replace('T', ' ')}</td>
                    <td>{change.by}</td>
                    <td>{t(`portfolio.history.action.${change.action}` as MessageKey)}</td>
                    <td>{contentText(change.before)}</td>
                    <td>{contentText(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
