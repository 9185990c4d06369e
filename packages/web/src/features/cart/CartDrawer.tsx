import { useCallback, useState } from 'react';
import { Alert, Drawer } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { account, cartTotal, isBuyButtonDisabled, t, trade, type CartFundLine } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier as appNotifier, type Notifier } from '../../app/notifier';
import { useSession } from '../../app/session';
import { tabsStore } from '../../app/tabsStore';
import { CartFooter, CartGroups, CartToolbar } from './CartDrawerParts';
import { closeTabOnArrival } from './closeTabOnArrival';
import { PurchaseFlowDialogs } from './PurchaseFlowDialogs';
import { useCartLines } from './useCartLines';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { usePurchaseFlow, type PurchaseFlowDeps } from './usePurchaseFlow';
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

/**
 * The shopping-cart drawer (925 px): lines grouped by fund company, an amount per line checked as typed,
 * the estimated fee, per-line warnings, delete one and clear all, the total and 一键购买. Managers pick the
 * trading account first; hosting users cannot buy. The buy button runs {@link usePurchaseFlow}. Its parts:
 * useCartLines (data and typed amounts), CartToolbar, CartGroups, CartFooter and PurchaseFlowDialogs.
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

  const { groups, lines, loading, views, setAmount, setServerTips } = useCartLines(isOpen);
  const accounts = useCall(
    account.queryAccountList,
    isOpen && isManager ? { privilegeCode: 'shopping_cart' } : null,
  );
  const [chosenGid, setChosenGid] = useState('');
  const [confirm, setConfirm] = useState<{ kind: 'clear' } | { kind: 'remove'; line: CartFundLine } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const finish = useCallback(() => {
    const from = location.pathname + location.search;
    onClose();
    void navigate(PENDING_TRADES_PATH);
    // Closed once pending trades has its tab: a lone current tab would not close before (spec 02 §4).
    closeTabOnArrival(tabsStore, from, PENDING_TRADES_PATH);
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
        <CartToolbar
          count={lines.length}
          accounts={isManager ? { list: accounts.data?.orgList ?? [], chosen: chosenGid } : null}
          onAccount={setChosenGid}
          clearDisabled={lines.length === 0 || busy || flow.submitting}
          onClear={() => setConfirm({ kind: 'clear' })}
        />
        <CartGroups
          loading={loading}
          groups={groups}
          views={views}
          disabled={flow.submitting}
          onAmount={setAmount}
          onRemove={(fundId) => {
            const line = lines.find((candidate) => candidate.fundId === fundId);
            if (line) setConfirm({ kind: 'remove', line });
          }}
        />
        <CartFooter
          total={total}
          isHosting={isHosting}
          disabled={disabled}
          submitting={flow.submitting}
          onBuy={buy}
        />
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

      <PurchaseFlowDialogs
        flow={flow}
        canForget={canForgetPassword}
        onForgot={() => {
          onClose();
          void navigate('/user/forgetTradePassword');
        }}
        returnTo={location.pathname + location.search}
        onTakeAssessment={onClose}
      />
    </>
  );
}
