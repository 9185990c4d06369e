import { useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
} from '@blueprintjs/core';
import { t } from '@funddesk/core';

/** Length of a trade password (spec 02 §5, §9: 6 characters). */
export const TRADE_PASSWORD_LENGTH = 6;

/** Props of {@link TradePasswordDialog}. */
export interface TradePasswordDialogProps {
  isOpen: boolean;
  /** While the password is being checked. */
  busy: boolean;
  /** The wrong-password message shown under the input (输入错误，继续输错N次后账户将会被锁定). */
  error: string | null;
  /** Shows the forgot-password link (privilege subs_forget_password). */
  canForget: boolean;
  onForgot: () => void;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  /** The dialog's title; 购物车下单 by default (batch pages name their own). */
  title?: string;
  /** The confirm button's text; 确认下单 by default (a cancel names its own, 确认撤单). */
  confirmText?: string;
  /** Shown above the password input (a batch's summary of what will be placed). */
  children?: ReactNode;
}

/**
 * The trade password dialog of a cart order (购物车下单): a masked 6-character password, the forgot /
 * set-password link under subs_forget_password, and the agreement checkbox, ticked by default. Confirm
 * needs a password and the tick.
 *
 * @see spec 02 §2 (trade password dialog), §4 (the agreement checkbox defaults to checked), §5 (max 6
 *   characters; confirm needs a password and the agreement), spec 01 §8 (wrong password text)
 */
export function TradePasswordDialog({
  isOpen,
  busy,
  error,
  canForget,
  onForgot,
  onConfirm,
  onCancel,
  title = t('trade.password.title'),
  confirmText = t('trade.password.confirm'),
  children,
}: TradePasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(true);
  useEffect(() => {
    if (isOpen) {
      setPassword('');
      setAgreed(true);
    }
  }, [isOpen]);
  useEffect(() => {
    if (error) setPassword('');
  }, [error]);
  const canConfirm = password.length > 0 && agreed && !busy;
  const submit = () => {
    if (canConfirm) onConfirm(password);
  };
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      canOutsideClickClose={false}
      style={{ width: 420 }}
    >
      <DialogBody>
        {children}
        <FormGroup
          label={t('trade.password.label')}
          labelFor="fd-trade-password"
          helperText={error ?? undefined}
          intent={error ? 'danger' : 'none'}
        >
          <InputGroup
            id="fd-trade-password"
            type="password"
            autoComplete="off"
            autoFocus
            maxLength={TRADE_PASSWORD_LENGTH}
            placeholder={t('trade.password.placeholder')}
            value={password}
            intent={error ? 'danger' : 'none'}
            onChange={(event) => setPassword(event.target.value.slice(0, TRADE_PASSWORD_LENGTH))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
          />
        </FormGroup>
        {canForget ? (
          <p>
            <a className={Classes.TEXT_SMALL} onClick={onForgot} role="link">
              {t('trade.password.forgot')}
            </a>
          </p>
        ) : null}
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)}>
          {t('trade.password.agreement')}
        </Checkbox>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('web.common.cancel')} onClick={onCancel} />
            <Button
              intent="primary"
              text={confirmText}
              disabled={!canConfirm}
              loading={busy}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
}
