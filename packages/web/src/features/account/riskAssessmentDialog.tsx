import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import { useNavigate } from 'react-router';
import './riskCrs.css';

/** The path of the questionnaire that returns to `returnTo` once submitted (a path of this app). */
export function riskQuestionsPath(returnTo: string): string {
  return `/account/riskQuestions?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * The purchase's assessment dialog (spec 02 §5 "Risk assessment expired (expire date before today): message that
 * it has expired, cannot view this product type, must update; buttons to take the assessment or cancel. Not
 * assessed: message that the assessment is not completed"). 去测评 opens the questionnaire, which comes back to
 * `returnTo` (the purchase, its amount kept) once submitted; 取消 closes.
 * @param expired - true for an expired assessment, false for none at all
 * @param returnTo - the app path to continue with after the questionnaire, e.g. `/trade/buy?fundCode=000001&amount=1000`
 * @param onTake - called as 去测评 leaves for the questionnaire (the cart closes its drawer)
 */
export function RiskAssessmentDialog(props: {
  isOpen: boolean;
  expired: boolean;
  returnTo: string;
  onCancel: () => void;
  onTake?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      isOpen={props.isOpen}
      title={t('riskQ.dialog.title')}
      onClose={props.onCancel}
      style={{ width: 460 }}
    >
      <DialogBody>
        <p role="alert">{t(props.expired ? 'tradeCore.error.riskExpired' : 'tradeCore.error.riskMissing')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={props.onCancel}>{t('riskQ.dialog.cancel')}</Button>
            <Button
              intent="primary"
              autoFocus
              onClick={() => {
                props.onTake?.();
                void navigate(riskQuestionsPath(props.returnTo));
              }}
            >
              {t('riskQ.dialog.take')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
