import { t, type TradePasswordPromptDialog } from '@funddesk/core';
import { PromptDialog } from './PromptDialog';

/** Props of {@link TradePasswordPrompt}. */
export interface TradePasswordPromptProps {
  /** The dialog core's `tradePasswordPromptDialog` described. */
  dialog: TradePasswordPromptDialog;
  /** 前去设置: go to forgetTradePassword?title=setTradePwd. */
  onGo: (to: string) => void;
  /** 取消 (and after 前去设置). */
  onClose: () => void;
}

/**
 * The once-a-day trade-password prompt (spec 01 §4.7): '您还没有设置过交易密码，是否前去设置?' with 前去设置
 * (to /user/forgetTradePassword?title=setTradePwd) and 取消.
 * @see spec 01 §4.7
 */
export function TradePasswordPrompt({ dialog, onGo, onClose }: TradePasswordPromptProps) {
  const to = `${dialog.to.path}?title=${dialog.to.query.title}`;
  return (
    <PromptDialog
      title={t('web.common.prompt')}
      message={t(dialog.messageKey)}
      cancelText={t(dialog.cancelKey)}
      confirmText={t(dialog.confirmKey)}
      onConfirm={() => onGo(to)}
      onClose={onClose}
    />
  );
}
