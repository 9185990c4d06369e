import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Drawer, HTMLSelect, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import {
  account,
  cartTotal,
  formatNumber,
  isBuyButtonDisabled,
  product,
  t,
  trade,
  type CartFundLine,
  type FeeRateEntry,
  type TipInfo,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier as appNotifier, type Notifier } from '../../app/notifier';
import { useSession } from '../../app/session';
import { tabsStore } from '../../app/tabsStore';
import { BatchProgressDialog, BatchResultDialog } from '../../components/BatchResultDialog/BatchResultDialog';
import { PdfDialog } from '../../components/PdfDialog/PdfDialog';
import { RiskDialog } from '../../components/RiskDialog/RiskDialog';
import { TradePasswordDialog } from '../../components/TradePasswordDialog/TradePasswordDialog';
import { CartLineRow } from './CartLineRow';
import { lineView, type LineView } from './cartLines';
import { saveDownloadedFile, usePurchaseFlow, type PurchaseFlowDeps } from './usePurchaseFlow';
import { useCartRefresh } from './useCartRefresh';
import './cart.css';

/** Width of the cart drawer (spec 02 §2: 925 px). */
export const CART_DRAWER_WIDTH = 925;
/** Where the result dialog goes on close (spec 02 §4: pending trades). */
export const PENDING_TRADES_PATH = '/trade/stayTrade';

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** Privilege subs_forget_password: the password dialog shows its forgot link. */
  canForgetPassword: boolean;
  /** Test seams; the app's singletons by default. */
  notifier?: Pick<Notifier, 'toast' | 'error' | 'handle'>;
  saveFile?: PurchaseFlowDeps['saveFile'];
  sleep?: PurchaseFlowDeps['sleep'];
}

const noLines: readonly CartFundLine[] = [];

/**
 * The shopping-cart drawer (925 px): lines grouped by fund company, an amount per line checked as typed,
 * the estimated fee, per-line warnings, delete one and clear all, the total and 一键购买. Managers pick the
 * trading account first; hosting users cannot buy. The buy button runs {@link usePurchaseFlow}.
 * @see spec 02 §2 (cart drawer), §3, §4 (flow; no account chosen), §5 (amount rules, buy button), §6, §8
 */
export function CartDrawer({
  isOpen,
  onClose,
  canForgetPassword,
  notifier = appNotifier,
  saveFile = saveDownloadedFile,
  sleep,
}: CartDrawerProps) {
  const client = useGateway();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useCartRefresh();
  const isManager = session.managerOrgFlag === true;
  const isHosting = session.isHostingUser === true;

  const cart = useCall(
    trade.queryShopCartData,
    isOpen ? { pagination: { currentPage: 1, pagesize: 50 } } : null,
  );
  const groups = cart.data?.list;
  const lines = useMemo(() => groups?.flatMap((group) => group.fundList) ?? noLines, [groups]);
  const fundIds = useMemo(() => lines.map((line) => line.fundId), [lines]);
  const fees = useCall(trade.batchQueryFundFeeDiscount, isOpen && fundIds.length > 0 ? { fundIds } : null);
  const accounts = useCall(
    account.queryAccountList,
    isOpen && isManager ? { privilegeCode: 'shopping_cart' } : null,
  );
  const [chosenGid, setChosenGid] = useState('');

  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [serverTips, setServerTips] = useState<Record<string, TipInfo>>({});
  const [confirm, setConfirm] = useState<{ kind: 'clear' } | { kind: 'remove'; line: CartFundLine } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  // Amounts the server kept for a line seed the input once.
  useEffect(() => {
    setAmounts((previous) => {
      const next = { ...previous };
      for (const line of lines) if (next[line.fundId] === undefined) next[line.fundId] = line.amount ?? '';
      return next;
    });
  }, [lines]);

  const tiersOf = useMemo(() => {
    const map = new Map<string, readonly FeeRateEntry[]>();
    for (const entry of fees.data?.list ?? []) map.set(entry.fundId, entry.buyRate);
    return map;
  }, [fees.data]);

  const views = useMemo(() => {
    const map = new Map<string, LineView>();
    for (const line of lines) {
      map.set(
        line.fundId,
        lineView(line, amounts[line.fundId] ?? '', serverTips[line.fundId], tiersOf.get(line.fundId)),
      );
    }
    return map;
  }, [lines, amounts, serverTips, tiersOf]);

  const finish = useCallback(() => {
    const from = location.pathname + location.search;
    onClose();
    void navigate(PENDING_TRADES_PATH);
    if (from !== PENDING_TRADES_PATH)
      tabsStore.dispatch({ type: 'close', fullPath: from, active: PENDING_TRADES_PATH });
  }, [location, navigate, onClose]);

  const flow = usePurchaseFlow({
    gateway: client,
    notifier,
    gid: isManager ? chosenGid : (session.groupId ?? ''),
    isManager,
    onServerTips: setServerTips,
    onCartChanged: refresh,
    onFinished: finish,
    saveFile,
    ...(sleep ? { sleep } : {}),
  });

  const viewList = [...views.values()];
  const buyLines = viewList.map((view) => ({
    amount: view.amount ?? (view.amountText.trim() === '' ? null : '0'),
    tipInfo: view.tip,
  }));
  const disabled = isBuyButtonDisabled({ submitting: flow.submitting || busy, lines: buyLines }) || isHosting;
  const total = cartTotal(viewList.map((view) => ({ amount: view.amount })));

  const buy = () => {
    if (isManager && !chosenGid) {
      notifier.toast(t('trade.drawer.selectAccount'), 'warning');
      return;
    }
    const toBuy = viewList.filter((view) => view.amount !== null);
    flow.start(toBuy.map(({ line, amount }) => ({ ...line, amount: amount ?? '' })));
  };

  const runConfirmed = async () => {
    const current = confirm;
    setConfirm(null);
    if (!current) return;
    setBusy(true);
    try {
      if (current.kind === 'clear') await client.call(trade.cartClear, {});
      else await client.call(trade.cartRemove, { fundId: current.line.fundId });
      setServerTips({});
    } catch {
      // the notifier has shown the failure
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const loadPdf = useCallback(
    async (anyshareId: string) => (await client.download(product.viewAttachmentPdf, { anyshareId })).bytes,
    [client],
  );

  const step = flow.step;
  const accountList = accounts.data?.orgList ?? [];
  const buyButton = (
    <Button
      intent="primary"
      large
      text={t('trade.drawer.buy')}
      disabled={disabled}
      loading={flow.submitting}
      onClick={buy}
    />
  );

  return (
    <>
      <Drawer
        isOpen={isOpen}
        onClose={onClose}
        size={CART_DRAWER_WIDTH}
        title={t('trade.drawer.title')}
        icon="shopping-cart"
        className="fd-cart-drawer"
      >
        <div className="fd-cart-drawer__toolbar">
          <span>{t('trade.drawer.count', { count: lines.length, max: 20 })}</span>
          {isManager ? (
            <label className="fd-cart-drawer__account">
              {t('trade.drawer.account')}
              <HTMLSelect
                value={chosenGid}
                onChange={(event) => setChosenGid(event.currentTarget.value)}
                aria-label={t('trade.drawer.account')}
              >
                <option value="">{t('trade.drawer.accountPlaceholder')}</option>
                {accountList.map((org) => (
                  <option key={org.groupId} value={org.groupId}>
                    {org.corpName}
                  </option>
                ))}
              </HTMLSelect>
            </label>
          ) : null}
          <Button
            variant="minimal"
            icon="trash"
            text={t('trade.drawer.clear')}
            disabled={lines.length === 0 || busy || flow.submitting}
            onClick={() => setConfirm({ kind: 'clear' })}
          />
        </div>
        <div className="fd-cart-drawer__body">
          {cart.isLoading ? (
            <Spinner />
          ) : lines.length === 0 ? (
            <NonIdealState icon="shopping-cart" description={t('trade.drawer.empty')} />
          ) : (
            (groups ?? []).map((group) => (
              <section key={group.managerCode} className="fd-cart-group">
                <h4 className="fd-cart-group__title">{group.managerName}</h4>
                {group.fundList.map((line) => {
                  const view = views.get(line.fundId);
                  return view ? (
                    <CartLineRow
                      key={line.fundId}
                      view={view}
                      disabled={flow.submitting}
                      onAmount={(text) => {
                        setAmounts((previous) => ({ ...previous, [line.fundId]: text }));
                        setServerTips(({ [line.fundId]: _dropped, ...rest }) => rest);
                      }}
                      onRemove={() => setConfirm({ kind: 'remove', line })}
                    />
                  ) : null;
                })}
              </section>
            ))
          )}
        </div>
        <div className="fd-cart-drawer__footer">
          <span className="fd-cart-drawer__total">
            {t('trade.drawer.total')}：
            <strong data-testid="cart-total">
              {t('trade.drawer.totalValue', { total: formatNumber(total, 2) })}
            </strong>
          </span>
          {isHosting ? <Tooltip content={t('trade.drawer.hostingUser')}>{buyButton}</Tooltip> : buyButton}
          {isHosting ? (
            <span className="fd-cart-drawer__hosting">{t('trade.drawer.hostingUser')}</span>
          ) : null}
        </div>
      </Drawer>

      <Alert
        isOpen={confirm !== null}
        intent="danger"
        cancelButtonText={t('web.common.cancel')}
        confirmButtonText={t('web.common.confirm')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void runConfirmed()}
      >
        <p>
          {confirm?.kind === 'remove'
            ? t('trade.drawer.removeConfirm', { fundName: confirm.line.fundName })
            : t('trade.drawer.clearConfirm')}
        </p>
      </Alert>

      <TradePasswordDialog
        isOpen={step.kind === 'password'}
        busy={step.kind === 'password' && step.busy}
        error={step.kind === 'password' ? step.error : null}
        canForget={canForgetPassword}
        onForgot={() => {
          flow.cancel();
          onClose();
          void navigate('/user/forgetTradePassword');
        }}
        onConfirm={flow.submitPassword}
        onCancel={flow.cancel}
      />
      {step.kind === 'risk' ? (
        <RiskDialog
          isOpen
          matchResult={step.risk.matchResult}
          fundRiskLevel={step.risk.fundRiskLevel}
          userRiskLevel={step.risk.userRiskLevel}
          onConfirm={flow.confirmRisk}
          onCancel={flow.cancel}
        />
      ) : null}
      {step.kind === 'pdf' ? (
        <PdfDialog
          isOpen
          pdfs={step.pdfs}
          load={loadPdf}
          onConfirm={flow.confirmPdfs}
          onCancel={flow.cancel}
        />
      ) : null}
      <BatchProgressDialog
        isOpen={step.kind === 'progress'}
        progress={step.kind === 'progress' ? step.progress : 0}
      />
      {step.kind === 'result' ? (
        <BatchResultDialog isOpen result={step.result} success={step.success} onClose={flow.closeResult} />
      ) : null}
    </>
  );
}
