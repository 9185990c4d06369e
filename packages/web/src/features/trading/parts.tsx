import { useState, type ReactNode } from 'react';
import { Button, Callout, Card, HTMLTable } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { GatewayError, t, type trading } from '@funddesk/core';
import { notifier } from '../../app/notifier';
import { useMenu } from '../../app/useMenu';
import { TradePasswordDialog } from '../../components/TradePasswordDialog/TradePasswordDialog';
import { tradeInfoPath } from '../trade/OrderTable';
import { formatShares, formatYuan, orderStatusText } from '../trade/orderText';
import type { Submission } from './submission';

/** The timing facts of a trading answer (contract `tradeTimingSchema`). */
export type Timing = Pick<trading.TradeTiming, 'tradeDay' | 'confirmDay' | 'nextTradingDay'>;

/**
 * Which trading day an order placed now counts for, shown before confirming: after the 15:00 cut-off or
 * on a non-trading day the server's timing says `nextTradingDay` and the note is a warning naming the day
 * (core tradeDay rule `TradingCalendar.tradeDayOf`, computed by the server); otherwise a plain line.
 * @see spec 02 §1 (applications after 15:00 count as the next trading day), DESIGN §5
 */
export function CutOffNote({ timing }: { timing: Timing | null | undefined }) {
  if (!timing) return null;
  const params = { tradeDay: timing.tradeDay, confirmDay: timing.confirmDay };
  if (timing.nextTradingDay) {
    return (
      <Callout intent="warning" className="fd-trading__cutoff" role="status">
        {t('trading.cutOff.after', params)}
      </Callout>
    );
  }
  return (
    <p className="fd-trading__cutoff fd-note" role="status">
      {t('trading.cutOff.today', params)}
    </p>
  );
}

/** Props of {@link PasswordConfirm}. */
export interface PasswordConfirmProps {
  isOpen: boolean;
  /** The dialog's title (already translated). */
  title: string;
  /** The confirm button's text (already translated). */
  confirmText: string;
  submission: Submission;
  /**
   * Places the order with the password and the submission's idempotency key. A wrong password
   * (FD1100) stays in the dialog with the attempts left; any other refusal closes it and the notifier
   * shows the catalogue message.
   */
  send: (tradePassword: string, idempotencyKey: string) => Promise<void>;
  onClose: () => void;
  /** What is being confirmed: the summary and the cut-off note. */
  children?: ReactNode;
}

/**
 * The trade-password step of every trading form: the shared {@link TradePasswordDialog} (6 characters,
 * the forgot link under subs_forget_password), sending through {@link Submission} so a double press
 * places one order. Enter confirms, Esc closes (Blueprint's dialog).
 * @see spec 02 §4 (trade password, 5 attempts), §5; issue 12 (idempotency key per submission)
 */
export function PasswordConfirm({
  isOpen,
  title,
  confirmText,
  submission,
  send,
  onClose,
  children,
}: PasswordConfirmProps) {
  const [error, setError] = useState<string | null>(null);
  const { can } = useMenu();
  const navigate = useNavigate();
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async (password: string) => {
    setError(null);
    try {
      await submission.submit((key) => send(password, key));
    } catch (failure) {
      const refusal = GatewayError.from(failure);
      if (refusal.kind === 'tradePasswordWrong') {
        setError(refusal.message);
        return;
      }
      close();
      notifier.handle(refusal);
    }
  };
  return (
    <TradePasswordDialog
      isOpen={isOpen}
      title={title}
      confirmText={confirmText}
      busy={submission.busy}
      error={error}
      canForget={can('subs_forget_password')}
      onForgot={() => {
        close();
        void navigate('/user/forgetTradePassword');
      }}
      onConfirm={(password) => void confirm(password)}
      onCancel={close}
    >
      {children}
    </TradePasswordDialog>
  );
}

/**
 * The result page of a placed order: accepted or pending review, the serial, the fund, amount or shares,
 * fee, trade and confirm days; 查看详情 opens /trade/tradeInfo/:serialNo, 返回公募交易 the desk.
 * @see spec 02 §2 (result pages), §4; issue 12 §2 "result page"
 */
export function SubmitResult({
  title,
  results,
}: {
  title: string;
  results: readonly trading.TradeSubmitResult[];
}) {
  const navigate = useNavigate();
  const first = results[0];
  return (
    <Card className="fd-trading__result" aria-label={title}>
      <Callout intent={first?.status === 'pendingReview' ? 'warning' : 'success'} title={title}>
        {first?.linkSerialNo ? t('trading.super.linked', { serialNo: first.linkSerialNo }) : null}
      </Callout>
      <HTMLTable compact className="fd-trading__table" aria-label={title}>
        <thead>
          <tr>
            <th>{t('trading.desk.tradeType')}</th>
            <th>{t('trading.common.fund')}</th>
            <th>{t('trading.desk.amountOrShares')}</th>
            <th>{t('trading.buy.estimateFee')}</th>
            <th>{t('trading.buy.tradeDay')}</th>
            <th>{t('trading.buy.confirmDay')}</th>
            <th>{t('trading.desk.status')}</th>
            <th>{t('trading.desk.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.serialNo}>
              <td>{t(`tradeType.${result.tradeType}`)}</td>
              <td>
                {result.fundName}（{result.fundId}）
                {result.targetFundName ? ` → ${result.targetFundName}（${result.targetFundId ?? ''}）` : ''}
              </td>
              <td>
                {result.shares !== null
                  ? t('trading.common.shares', { value: formatShares(result.shares) })
                  : t('trading.common.yuan', { value: formatYuan(result.amount) })}
              </td>
              <td>{t('trading.common.yuan', { value: formatYuan(result.fee) })}</td>
              <td>{result.tradeDay}</td>
              <td>{result.confirmDay}</td>
              <td>{orderStatusText(result.status)}</td>
              <td>
                <Button minimal small onClick={() => void navigate(tradeInfoPath(result.serialNo))}>
                  {t('trading.common.detail')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button intent="primary" onClick={() => void navigate(DESK_PATH)}>
        {t('trading.common.toDesk')}
      </Button>
    </Card>
  );
}

/** The desk's route (spec 02 §2 publicOfferingOrder). */
export const DESK_PATH = '/trade/publicOfferingOrder';

/** The buy route of a fund (spec 02 §2 buy: query fundCode). */
export function buyPath(fundCode: string): string {
  return `/trade/buy?fundCode=${encodeURIComponent(fundCode)}`;
}

/** A route of a holding's action (sell, convert, super convert) with its fund code. */
export function holdingPath(route: 'sell' | 'commonTransform' | 'superTransform', fundCode: string): string {
  return `/trade/${route}?fundCode=${encodeURIComponent(fundCode)}`;
}

/** A table's only row when it has nothing to list: the text across all columns. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="fd-note fd-trading__empty">
        {text}
      </td>
    </tr>
  );
}
