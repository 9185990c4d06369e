import { useEffect, useState } from 'react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import './session.css';

/** Props of {@link AuthorisationDialog}. */
export interface AuthorisationDialogProps {
  isOpen: boolean;
  title: string;
  /** The authorisation text (spec 01 §7.15). */
  message: string;
  confirmText: string;
  cancelText: string;
  onAuthorise: () => void;
  onCancel: () => void;
}

/**
 * The authorisation dialog of A800046 (spec 01 §8): the text of what the applicant asks for (spec 01 §7.15),
 * an agreement box unticked at first, and 授权, which stays disabled until the box is ticked - without the
 * tick submitting does nothing (spec 01 §5). 567 px wide (spec 01 §9).
 * @see spec 01 §5, §7.15, §8, §9
 */
export function AuthorisationDialog({
  isOpen,
  title,
  message,
  confirmText,
  cancelText,
  onAuthorise,
  onCancel,
}: AuthorisationDialogProps) {
  const [ticked, setTicked] = useState(false);
  useEffect(() => {
    if (isOpen) setTicked(false);
  }, [isOpen]);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      canOutsideClickClose={false}
      className="fd-prompt fd-prompt--authorise"
    >
      <DialogBody className="fd-prompt__body">
        <p>{message}</p>
        <Checkbox
          className="fd-prompt__check"
          checked={ticked}
          label={t('prompt.authorise.check')}
          onChange={(e) => setTicked(e.currentTarget.checked)}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel}>{cancelText}</Button>
            <Button intent="danger" disabled={!ticked} onClick={() => ticked && onAuthorise()}>
              {confirmText}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
