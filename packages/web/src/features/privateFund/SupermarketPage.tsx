import { useId, useState } from 'react';
import { Button, Callout, Card, FormGroup, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import {
  privateFunds,
  riskLevelCodes,
  riskLevelText,
  t,
  type PrivateProductSummary,
  type PrivateStrategy,
  type ReserveStatus,
  type RiskLevelCode,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { useSession } from '../../app/session';
import { isInstitutionManager } from '../../app/routeAccounts';
import { AccountPicker } from '../../components/AccountPicker/AccountPicker';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';
import { Pager } from '../product/common/Pager';
import { ChangeCell, NumHeader, ReserveTag, RiskLevelText } from './cells';
import { QualificationRequiredDialog } from './QualificationRequiredDialog';
import { fundTypeText, strategyText, tenThousandText } from './labels';
import '../product/product.css';
import './privateFund.css';

/** Rows per page of the supermarket. */
export const PRIVATE_PAGE_SIZE = 20;

/** The risk codes of the private product set (spec 02 §4: zxfxdj_3 to zxfxdj_5). */
const PRIVATE_RISKS = riskLevelCodes.slice(2);

/** One product row; a masked one opens the qualification dialog instead of the detail. */
function ProductRow({ product, onMasked }: { product: PrivateProductSummary; onMasked: () => void }) {
  const none = t('display.none');
  return (
    <tr data-masked={product.masked}>
      <th scope="row">
        {product.masked ? (
          <Button variant="minimal" size="small" className="fd-pf-masked" onClick={onMasked}>
            {product.productName}
          </Button>
        ) : (
          <Link to={`/product/privatefundDetail/${product.productId}?productId=${product.productId}`}>
            {product.productName}
          </Link>
        )}
        <span className="fd-note">（{product.productId}）</span>
      </th>
      <td>{product.managerName ?? t('private.market.masked')}</td>
      <td>{strategyText(product.strategy)}</td>
      <td>{fundTypeText(product.fundType)}</td>
      <td>
        <RiskLevelText product={product} />
      </td>
      <td className="fd-num">{product.nav ?? none}</td>
      <td className="fd-num">{product.navDate ?? none}</td>
      <ChangeCell value={product.sinceInception} />
      <ChangeCell value={product.oneYear} />
      <td className="fd-num">{tenThousandText(product.minAmount)}</td>
      <td>
        <ReserveTag product={product} />
      </td>
      <td className="fd-num">{product.openDay}</td>
    </tr>
  );
}

/** The filter selects' shared shape: a label and an "all" option first. */
function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} inline>
      <HTMLSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value as V | '')}
        options={[{ value: '', label: t('private.market.filter.all') }, ...options]}
      />
    </FormGroup>
  );
}

/**
 * /product/privatefundSupermarket 私募证券 (spec 03 §2 "private securities, has an account selector"; issue 13 §3):
 * the private products filtered by strategy, risk, reserve status and manager, paged. For an organisation that
 * is not a qualified investor the server masks the rows (names, managers and figures) and a banner leads to the
 * qualification; opening a masked product shows the authentication-required dialog (spec 02 §2). An institution
 * manager picks the account the list is for (private_fund_public_plan, spec 03 §2). Every figure is 模拟.
 */
export function SupermarketPage() {
  const session = useSession();
  const manager = isInstitutionManager(session);
  const selection = useAccountSelection('private_fund_public_plan', 'single');
  const [strategy, setStrategy] = useState<PrivateStrategy | ''>('');
  const [risk, setRisk] = useState<RiskLevelCode | ''>('');
  const [reserve, setReserve] = useState<ReserveStatus | ''>('');
  const [managerCode, setManagerCode] = useState('');
  const [page, setPage] = useState(1);
  const [dialogOpen, setDialogOpen] = useState(false);
  const ready = !manager || selection.groupIds !== null;
  const { data, isLoading } = useCall(
    privateFunds.privateFundList,
    ready
      ? {
          ...(strategy ? { strategy } : {}),
          ...(risk ? { productRiskCode: risk } : {}),
          ...(reserve ? { reserveStatus: reserve } : {}),
          ...(managerCode ? { managerCode } : {}),
          page,
          size: PRIVATE_PAGE_SIZE,
        }
      : null,
    { keepPreviousData: true },
  );
  const reset =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  const masked = data?.qualified === false;
  return (
    <div className="fd-product fd-pf">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('private.market.title')}</h2>
        {manager ? (
          <AccountPicker
            mode="single"
            accounts={selection.accounts}
            loading={selection.loading}
            value={selection.choice}
            onChange={(choice) => {
              selection.setChoice(choice);
              setPage(1);
            }}
          />
        ) : null}
        <span className="fd-note">
          <Tag minimal>{t('private.market.simulated')}</Tag> {t('private.market.simulatedNote')}
        </span>
        <Link to="/private-account/chooseType" className="fd-pf-qualify-link">
          {t('menu.privateAccount.chooseType')}
        </Link>
      </Card>
      {masked ? (
        <Callout intent="warning" className="fd-pf-banner">
          {t('private.market.maskedBanner')}{' '}
          <Link to="/private-account/chooseType">{t('private.market.goQualify')}</Link>
        </Callout>
      ) : null}
      <Card>
        <div className="fd-pf-filters">
          <FilterSelect
            label={t('private.market.filter.strategy')}
            value={strategy}
            onChange={reset(setStrategy)}
            options={privateFunds.privateStrategies.map((value) => ({ value, label: strategyText(value) }))}
          />
          <FilterSelect
            label={t('private.market.filter.risk')}
            value={risk}
            onChange={reset(setRisk)}
            options={PRIVATE_RISKS.map((value) => ({ value, label: riskLevelText(value) }))}
          />
          <FilterSelect
            label={t('private.market.filter.reserve')}
            value={reserve}
            onChange={reset(setReserve)}
            options={(['1', '2', '3'] as const).map((value) => ({
              value,
              label: t(`private.reserve.${value}`),
            }))}
          />
          <FilterSelect
            label={t('private.market.filter.manager')}
            value={managerCode}
            onChange={reset(setManagerCode)}
            disabled={masked}
            options={(data?.managers ?? []).map((m) => ({ value: m.managerCode, label: m.managerName }))}
          />
          {data ? <span className="fd-note">{t('private.market.count', { count: data.total })}</span> : null}
          {isLoading ? <Spinner size={20} /> : null}
        </div>
        <div className="fd-pf-scroll">
          <HTMLTable compact striped className="fd-table fd-pf-table" aria-label={t('private.market.table')}>
            <thead>
              <tr>
                <th scope="col">{t('private.market.col.name')}</th>
                <th scope="col">{t('private.market.col.manager')}</th>
                <th scope="col">{t('private.market.col.strategy')}</th>
                <th scope="col">{t('private.market.col.type')}</th>
                <th scope="col">{t('private.market.col.risk')}</th>
                <NumHeader>{t('private.market.col.nav')}</NumHeader>
                <NumHeader>{t('private.market.col.navDate')}</NumHeader>
                <NumHeader>{t('private.market.col.sinceInception')}</NumHeader>
                <NumHeader>{t('private.market.col.oneYear')}</NumHeader>
                <NumHeader>{t('private.market.col.minimum')}</NumHeader>
                <th scope="col">{t('private.market.col.reserve')}</th>
                <NumHeader>{t('private.market.col.openDay')}</NumHeader>
              </tr>
            </thead>
            <tbody data-testid="private-rows">
              {(data?.products ?? []).map((product) => (
                <ProductRow key={product.productId} product={product} onMasked={() => setDialogOpen(true)} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <Pager
          page={page}
          pageCount={data ? Math.ceil(data.total / PRIVATE_PAGE_SIZE) : 0}
          onChange={setPage}
          disabled={isLoading}
        />
      </Card>
      <QualificationRequiredDialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
