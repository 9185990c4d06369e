import { useCallback } from 'react';
import {
  orderDayMessage,
  product,
  purchaseSummaryOf,
  renderMessage,
  riskMismatchFundIds,
  t,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { BatchProgressDialog, BatchResultDialog } from '../../components/BatchResultDialog/BatchResultDialog';
import { PdfDialog } from '../../components/PdfDialog/PdfDialog';
import { RiskDialog } from '../../components/RiskDialog/RiskDialog';
import { TradePasswordDialog } from '../../components/TradePasswordDialog/TradePasswordDialog';
import { RiskAssessmentDialog } from '../account/riskAssessmentDialog';
import type { PurchaseFlow } from './usePurchaseFlow';

/** Props of {@link PurchaseFlowDialogs}. */
export interface PurchaseFlowDialogsProps {
  flow: PurchaseFlow;
  /** Privilege subs_forget_password: the password dialog shows its forgot link. */
  canForget: boolean;
  /** The forgot link was pressed (the flow is already cancelled). */
  onForgot: () => void;
  /** The app path of the page under the drawer: where the questionnaire comes back to. */
  returnTo: string;
  /** 去测评 of the 风险测评 dialog was pressed (the dialog is already closed): the drawer closes. */
  onTakeAssessment: () => void;
}

/**
 * The dialogs of the cart's purchase flow, one per step of {@link PurchaseFlow}: the trade password, the
 * risk disclosure, the summary PDFs (viewAttachmentPdf), the progress dialog and the result dialog. The
 * password dialog states the order count and total, the risk dialog names the funds of a mismatch, the
 * success dialog the trading day the orders count for (core rules/purchaseDialogs.ts; issue 17 §4). A purchase
 * refused for an expired or missing risk assessment opens the purchase's 风险测评 dialog (the trading desk's),
 * whose 去测评 closes the drawer and leads to the questionnaire, which comes back to `returnTo`.
 * @see spec 02 §4 (shopping-cart purchase flow), §5 (trade password; risk assessment expired / not assessed),
 *   spec 03 §4 (summary PDF dialog)
 */
export function PurchaseFlowDialogs({
  flow,
  canForget,
  onForgot,
  returnTo,
  onTakeAssessment,
}: PurchaseFlowDialogsProps) {
  const client = useGateway();
  const step = flow.step;
  // What the dialogs say about the orders (core rules/purchaseDialogs.ts; issue 17 §4).
  const summary = renderMessage(purchaseSummaryOf(flow.lines.map((line) => line.amount)));
  const mismatched =
    step.kind === 'risk'
      ? riskMismatchFundIds(step.risk.list).map((fundId) => {
          const line = flow.lines.find((candidate) => candidate.fundId === fundId);
          return line ? `${line.fundName}（${line.fundCode}）` : fundId;
        })
      : [];
  const loadPdf = useCallback(
    async (anyshareId: string) => (await client.download(product.viewAttachmentPdf, { anyshareId })).bytes,
    [client],
  );
  return (
    <>
      <TradePasswordDialog
        isOpen={step.kind === 'password'}
        busy={step.kind === 'password' && step.busy}
        error={step.kind === 'password' ? step.error : null}
        canForget={canForget}
        onForgot={() => {
          flow.cancel();
          onForgot();
        }}
        onConfirm={flow.submitPassword}
        onCancel={flow.cancel}
      >
        <p className="fd-purchase-summary" data-testid="purchase-summary">
          {summary}
        </p>
      </TradePasswordDialog>
      {step.kind === 'risk' ? (
        <RiskDialog
          isOpen
          matchResult={step.risk.matchResult}
          fundRiskLevel={step.risk.fundRiskLevel}
          userRiskLevel={step.risk.userRiskLevel}
          onConfirm={flow.confirmRisk}
          onCancel={flow.cancel}
        >
          {mismatched.length > 0 ? (
            <p className="fd-risk-funds" data-testid="risk-funds">
              {t('honest.purchase.riskFunds', { funds: mismatched.join('、') })}
            </p>
          ) : null}
        </RiskDialog>
      ) : null}
      {step.kind === 'pdf' ? (
        <PdfDialog
          isOpen
          pdfs={step.pdfs}
          load={loadPdf}
          onConfirm={flow.confirmPdfs}
          onCancel={flow.cancel}
        />
      ) : null}
      {step.kind === 'assessment' ? (
        <RiskAssessmentDialog
          isOpen
          expired={step.expired}
          returnTo={returnTo}
          onCancel={flow.closeAssessment}
          onTake={() => {
            flow.closeAssessment();
            onTakeAssessment();
          }}
        />
      ) : null}
      <BatchProgressDialog
        isOpen={step.kind === 'progress'}
        progress={step.kind === 'progress' ? step.progress : 0}
      />
      {step.kind === 'result' ? (
        <BatchResultDialog isOpen result={step.result} success={step.success} onClose={flow.closeResult}>
          {step.success && step.tradeDay ? (
            <p className="fd-order-day" data-testid="order-day">
              {renderMessage(orderDayMessage(step.tradeDay))}
            </p>
          ) : null}
        </BatchResultDialog>
      ) : null}
    </>
  );
}
