import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Radio, RadioGroup } from '@blueprintjs/core';
import { t, trading, type MessageKey } from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { formatDateTime } from '../trade/orderText';
import { PasswordConfirm } from './parts';
import { useSubmission } from './submission';

/** The label of a dividend method: 0 红利再投资, 1 现金分红 (spec 02 §9). */
export function melonMethodText(method: trading.MelonMethod): string {
  return t(`trading.dividend.method.${method}` as MessageKey);
}

/** Props of {@link DividendDialog}. */
export interface DividendDialogProps {
  /** The holding whose method changes; null: closed. */
  fund: { fundId: string; fundName: string } | null;
  onClose: () => void;
}

/**
 * 修改分红方式: the holding's current method and effective date, a choice of 0 红利再投资 or 1 现金分红, the
 * change history (getFundMelonMethodList), then the trade password and modifyFundMelonMethod with one
 * idempotency key per submission; the answer's effective date is shown in the success toast. The same
 * method as today's cannot be chosen (the server refuses it too, FD4830).
 * @see spec 02 §7 (modifyFundMelonMethod, getFundMelonMethodList), §9 (0 reinvest, 1 cash); issue 12 §6
 */
export function DividendDialog({ fund, onClose }: DividendDialogProps) {
  const gateway = useGateway();
  const list = useCall(trading.getFundMelonMethodList, fund ? { fundId: fund.fundId } : null);
  const entry = list.data?.list.find((item) => item.fundId === fund?.fundId);
  const [method, setMethod] = useState<trading.MelonMethod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submission = useSubmission();
  const refresh = useRevalidateCalls([trading.getFundMelonMethodList, trading.queryCanSaleFundList]);
  useEffect(() => {
    setMethod(null);
    setConfirming(false);
  }, [fund?.fundId]);
  const chosen = method ?? entry?.melonMethod ?? null;
  const changed = entry !== undefined && chosen !== null && chosen !== entry.melonMethod;

  return (
    <>
      <Dialog
        isOpen={fund !== null && !confirming}
        title={t('trading.dividend.title')}
        onClose={onClose}
        className="fd-trading__dialog"
      >
        <DialogBody>
          <p>
            {fund?.fundName}（{fund?.fundId}）
          </p>
          {entry ? (
            <>
              <p>
                {t('trading.dividend.current')}：{melonMethodText(entry.melonMethod)}
                {entry.effectiveDate
                  ? ` ${t('trading.dividend.effective', { date: entry.effectiveDate })}`
                  : ''}
              </p>
              <RadioGroup
                label={t('trading.desk.dividend')}
                selectedValue={chosen ?? undefined}
                onChange={(e) => {
                  setMethod(e.currentTarget.value as trading.MelonMethod);
                  submission.reset();
                }}
              >
                {trading.melonMethods.map((code) => (
                  <Radio key={code} value={code} label={melonMethodText(code)} />
                ))}
              </RadioGroup>
              <h4>{t('trading.dividend.history')}</h4>
              {entry.history.length === 0 ? (
                <p className="fd-note">{t('trading.dividend.historyEmpty')}</p>
              ) : (
                <HTMLTable compact aria-label={t('trading.dividend.history')}>
                  <thead>
                    <tr>
                      <th>{t('trading.dividend.changedAt')}</th>
                      <th>{t('trading.desk.dividend')}</th>
                      <th>{t('trading.buy.confirmDay')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.history.map((change) => (
                      <tr key={change.serialNo}>
                        <td>{formatDateTime(change.applyTime)}</td>
                        <td>
                          {melonMethodText(change.fromMethod)} → {melonMethodText(change.toMethod)}
                        </td>
                        <td>{change.effectiveDate}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
            </>
          ) : (
            <p>{t('trading.common.loading')}</p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('trading.common.cancel')}</Button>
              <Button intent="primary" disabled={!changed} onClick={() => setConfirming(true)}>
                {t('trading.dividend.submit')}
              </Button>
            </>
          }
        />
      </Dialog>
      <PasswordConfirm
        isOpen={fund !== null && confirming}
        title={t('trading.dividend.title')}
        confirmText={t('trading.dividend.submit')}
        submission={submission}
        onClose={() => setConfirming(false)}
        send={async (tradePassword, idempotencyKey) => {
          if (!fund || chosen === null) return;
          const change = await gateway.call(
            trading.modifyFundMelonMethod,
            { fundId: fund.fundId, melonMethod: chosen, tradePassword, idempotencyKey },
            { hideResult: true },
          );
          notifier.success(t('trading.dividend.done', { date: change.effectiveDate }));
          setConfirming(false);
          onClose();
          await refresh();
        }}
      >
        {fund && chosen !== null ? (
          <p>
            {fund.fundName}（{fund.fundId}）：{melonMethodText(chosen)}
          </p>
        ) : null}
      </PasswordConfirm>
    </>
  );
}
