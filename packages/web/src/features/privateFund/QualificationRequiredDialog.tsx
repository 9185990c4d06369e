import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { t, type MessageKey } from '@funddesk/core';

/** Props of {@link QualificationRequiredDialog}. */
export interface QualificationRequiredDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The refusal's message (a `private.error.*` key); default: not yet qualified. */
  message?: MessageKey;
}

/**
 * The private-fund authentication-required dialog (spec 02 §2 UI pieces; issue 13 §3): a product of the private
 * line needs a recognised qualified investor. 去认定 goes to /private-account/chooseType; 取消 closes.
 */
export function QualificationRequiredDialog({
  isOpen,
  onClose,
  message = 'private.error.notQualified',
}: QualificationRequiredDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('private.authDialog.title')} className="fd-pf-dialog">
      <DialogBody>
        <p>{t(message)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('private.authDialog.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('private.market.goQualify')}
              onClick={() => {
                onClose();
                void navigate('/private-account/chooseType');
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
