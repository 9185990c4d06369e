import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import './session.css';

/** Props of {@link PromptDialog}. */
export interface PromptDialogProps {
  title: string;
  message: string;
  /** The dismissing button's text (我知道了, 取消). */
  cancelText: string;
  /** The acting button's text (立即修改, 前去设置). */
  confirmText: string;
  /** The acting button: the dialog closes first, then this runs. */
  onConfirm: () => void;
  /** Closing the dialog by its button, its close icon or Esc (not by a click outside). */
  onClose: () => void;
}

/**
 * A session prompt on entering the layout (spec 01 §4.6 password reminder, §4.7 trade-password prompt): a
 * title, one message, a dismissing and a red acting button; a click outside does not close it.
 * @see spec 01 §4.6, §4.7
 */
export function PromptDialog({
  title,
  message,
  cancelText,
  confirmText,
  onConfirm,
  onClose,
}: PromptDialogProps) {
  return (
    <Dialog isOpen title={title} onClose={onClose} canOutsideClickClose={false} className="fd-prompt">
      <DialogBody className="fd-prompt__body">
        <p>{message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{cancelText}</Button>
            <Button
              intent="danger"
              onClick={() => {
                onClose();
                onConfirm();
              }}
            >
              {confirmText}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
