import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { t, type TradePasswordPromptDialog } from '@funddesk/core';
import './session.css';

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
    <Dialog
      isOpen
      title={t('web.common.prompt')}
      onClose={onClose}
      canOutsideClickClose={false}
      className="fd-prompt"
    >
      <DialogBody className="fd-prompt__body">
        <p>{t(dialog.messageKey)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t(dialog.cancelKey)}</Button>
            <Button
              intent="danger"
              onClick={() => {
                onClose();
                onGo(to);
              }}
            >
              {t(dialog.confirmKey)}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
