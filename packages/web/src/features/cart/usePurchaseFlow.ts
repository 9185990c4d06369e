import { useCallback, useRef, useState } from 'react';
import {
  callPath,
  ErrorCode,
  GatewayError,
  pdfListOf,
  riskDisclosureOf,
  serverCheckTip,
  trade,
  type BatchResult,
  type CartFundLine,
  type DownloadedFile,
  type GatewayClient,
  type SummaryPdf,
  type TipInfo,
} from '@funddesk/core';
import type { z } from 'zod';
import type { Notifier } from '../../app/notifier';
import { Cancelled, pollProgress, useFlowPrompt } from '../../components/TradeFlow/tradeFlow';

/** Timings of the purchase flow (spec 02 §4, §9). */
export const purchaseTiming = {
  /** Cart submit throttle (spec 02 §9: 2000 ms). */
  throttleMs: 2_000,
  /** Result polling interval (spec 02 §9: default polling 1000 ms). */
  pollMs: 1_000,
  /** Polling stops this long after progress reaches 100 (spec 02 §4, §9: 1000 ms). */
  stopDelayMs: 1_000,
  /** At most this many polls (spec 02 §9: up to 600 tries). */
  maxPolls: 600,
  /** A polling failure shows its error for 3 s (spec 02 §8). */
  pollErrorMs: 3_000,
} as const;

/** One line being bought: the cart line's identity and PDF, and the amount typed (yuan). */
export type PurchaseLine = Pick<
  CartFundLine,
  'fundId' | 'fundCode' | 'fundName' | 'fundType' | 'summaryPdf'
> & {
  amount: string;
};

/** The answer of the multiple risk check. */
export type RiskMatch = z.output<typeof trade.checkRiskLevelMultiple.response>;

/** Where the flow is; each step but idle, checking and placing shows one dialog. */
export type FlowStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'password'; busy: boolean; error: string | null }
  | { kind: 'risk'; risk: RiskMatch }
  | { kind: 'pdf'; pdfs: SummaryPdf[] }
  | { kind: 'placing' }
  /** The purchase was refused for the risk assessment: expired (FD4616) or never taken (FD4617). */
  | { kind: 'assessment'; expired: boolean }
  | { kind: 'progress'; progress: number }
  /** The result; `tradeDay` is the trading day the placed orders count for (null when none was placed). */
  | { kind: 'result'; result: BatchResult; success: boolean; tradeDay: string | null };

/** What the flow needs from its surroundings (the app's singletons in the drawer, fakes in tests). */
export interface PurchaseFlowDeps {
  gateway: GatewayClient;
  notifier: Pick<Notifier, 'error' | 'handle'>;
  /** The account the batch is for: the session's group id, or the manager's chosen account. */
  gid: string;
  /** Managers keep their cart after a purchase (spec 02 §4). */
  isManager: boolean;
  /** The server's per-line tips of checkChartFund, by fundId (spec 02 §5). */
  onServerTips: (tips: Record<string, TipInfo>) => void;
  /** Refresh the cart list, count and fees (spec 02 §4: a cart change refreshes them). */
  onCartChanged: () => void;
  /** The result dialog was closed: go to pending trades and close the tab (spec 02 §4). */
  onFinished: () => void;
  /** Saves a downloaded file under its name (the browser: Blob + anchor). */
  saveFile: (file: DownloadedFile) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The flow as the drawer uses it. */
export interface PurchaseFlow {
  step: FlowStep;
  /** The lines of the purchase under way (or last made): the dialogs summarise and name them. */
  lines: readonly PurchaseLine[];
  /** True from the buy press until the result dialog (the buy button's `submitting`, spec 02 §5). */
  submitting: boolean;
  /** Starts a purchase; ignored within 2000 ms of the last start or while one runs (spec 02 §9). */
  start: (lines: readonly PurchaseLine[]) => void;
  submitPassword: (password: string) => void;
  confirmRisk: () => void;
  confirmPdfs: () => void;
  /** Cancels the open dialog (password, risk or PDF); the flow ends. */
  cancel: () => void;
  /** Closes the result dialog. */
  closeResult: () => void;
  /** Closes the 风险测评 dialog (取消, or 去测评 on its way to the questionnaire). */
  closeAssessment: () => void;
}

/**
 * The assessment refusals of the cart purchase (server refuseExpiredRiskAssessment, spec 02 §5), by code:
 * true for expired (FD4616), false for never assessed (FD4617).
 */
const ASSESSMENT_CODES: ReadonlyMap<string, boolean> = new Map([
  [ErrorCode.RiskExpired, true],
  [ErrorCode.RiskMissing, false],
]);

/**
 * The shopping-cart purchase flow as one state machine: server cart check -> trade password (wrong
 * password inline, A00070/A00076 through the notifier's alert) -> multiple risk check and the risk
 * dialog for matchResult 0, 1 or 2 (core `riskDisclosureOf`) -> summary PDFs (skipped without PDFs) ->
 * session token (scene SHOPPING_CART_PURCHASE) -> cart purchase (capsource 2, clearCartFund except
 * managers; refused for an expired or missing risk assessment, FD4616/FD4617 by code, it ends in the
 * 风险测评 dialog step instead of a toast) -> progress polling every 1000 ms, stopping 1 s after 100 -> success dialog when
 * successSize > 0 (saying the trading day the orders count for), failure dialog otherwise; with
 * failApplyNum > 0 the failure spreadsheet is downloaded and saved. `lines` lets the dialogs state the
 * order count and total and name the funds of a risk mismatch (issue 17 §4).
 *
 * @see spec 02 §4 (shopping-cart purchase flow, trade password attempts), §5 (server cart check, trade
 *   password), §7 (cart calls), §8 (A00070, A00076, wrong password, polling failure), §9 (throttle 2000 ms,
 *   polling 1000 ms, stop delay 1000 ms), spec 03 §4 (summary PDF dialog)
 */
export function usePurchaseFlow(deps: PurchaseFlowDeps): PurchaseFlow {
  const [step, setStepState] = useState<FlowStep>({ kind: 'idle' });
  const [current, setCurrent] = useState<readonly PurchaseLine[]>([]);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const { mounted, leaving, answer, resolve: resolveWaiter, cancel } = useFlowPrompt();
  const lastStart = useRef(Number.NEGATIVE_INFINITY);
  const running = useRef(false);

  const setStep = useCallback(
    (next: FlowStep) => {
      if (mounted.current) setStepState(next);
    },
    [mounted],
  );

  const run = useCallback(
    async (lines: readonly PurchaseLine[]): Promise<void> => {
      const d = depsRef.current;
      const purchaseList = lines.map((line) => ({ fundCode: line.fundCode, amount: line.amount }));

      setStep({ kind: 'checking' });
      const check = await d.gateway.call(trade.checkChartFund, { purchaseList });
      const tips: Record<string, TipInfo> = {};
      for (const entry of check.msgList) {
        const line = lines.find((candidate) => candidate.fundId === entry.fundId);
        tips[entry.fundId] = serverCheckTip(entry.passCheck, entry.msg, line?.amount ?? null, entry.code);
      }
      d.onServerTips(tips);
      if (Object.values(tips).some((tip) => tip.type !== 'none')) {
        setStep({ kind: 'idle' });
        return;
      }

      setStep({ kind: 'password', busy: false, error: null });
      let password = '';
      for (;;) {
        password = await answer();
        setStep({ kind: 'password', busy: true, error: null });
        try {
          await d.gateway.call(trade.checkTradePassword, { tradePassword: password }, { hideResult: true });
          break;
        } catch (failure) {
          const error = GatewayError.from(failure);
          if (error.kind === 'tradePasswordWrong') {
            setStep({ kind: 'password', busy: false, error: error.message });
            continue;
          }
          setStep({ kind: 'idle' });
          d.notifier.handle(error);
          return;
        }
      }

      setStep({ kind: 'checking' });
      const risk = await d.gateway.call(trade.checkRiskLevelMultiple, {
        fundCodeList: lines.map((line) => line.fundCode),
      });
      if (riskDisclosureOf(risk.matchResult) !== null) {
        setStep({ kind: 'risk', risk });
        await answer();
      }

      const pdfs = pdfListOf(lines);
      if (pdfs.length > 0) {
        setStep({ kind: 'pdf', pdfs });
        await answer();
      }

      setStep({ kind: 'placing' });
      const { sessionToken } = await d.gateway.call(trade.getSessionToken, {
        gid: d.gid,
        scene: 'SHOPPING_CART_PURCHASE',
      });
      let batchSerialNo: string;
      try {
        ({ batchSerialNo } = await d.gateway.call(
          trade.cartPurchase,
          {
            password,
            sessionToken,
            capsource: 2,
            purchaseList,
            clearCartFund: !d.isManager,
            protocolIdList: [],
          },
          { hideResult: true },
        ));
      } catch (failure) {
        const error = GatewayError.from(failure);
        const expired = ASSESSMENT_CODES.get(error.code);
        if (expired !== undefined) {
          setStep({ kind: 'assessment', expired });
          return;
        }
        d.notifier.handle(error, { path: callPath(trade.cartPurchase) });
        throw error;
      }

      setStep({ kind: 'progress', progress: 0 });
      const result = await pollProgress({
        poll: () => d.gateway.call(trade.cartPurchaseResult, { batchSerialNo }, { hideResult: true }),
        onStatus: (next) => setStep({ kind: 'progress', progress: next.progress }),
        timing: purchaseTiming,
        notifier: d.notifier,
        ...(d.sleep ? { sleep: d.sleep } : {}),
        signal: leaving(),
      });
      if (!result) {
        setStep({ kind: 'idle' });
        return;
      }

      const success = result.successSize > 0;
      if (result.failApplyNum > 0) {
        try {
          d.saveFile(await d.gateway.download(trade.shopCartResultExport, { batchSerialNo }));
        } catch {
          // The gateway's notifier has shown the failure; the result dialog still shows.
        }
      }
      if (success && !d.isManager) d.onCartChanged();
      const { tradeDay, ...batch } = result;
      setStep({ kind: 'result', result: batch, success, tradeDay });
    },
    [setStep, answer, leaving],
  );

  const start = useCallback(
    (lines: readonly PurchaseLine[]) => {
      const now = (depsRef.current.now ?? Date.now)();
      if (running.current || now - lastStart.current < purchaseTiming.throttleMs) return;
      lastStart.current = now;
      running.current = true;
      setCurrent(lines);
      run(lines)
        .catch((failure: unknown) => {
          // Cancelled by the user, or a call failed (the notifier has shown it): back to the cart.
          if (!(failure instanceof Cancelled)) depsRef.current.onCartChanged();
          setStep({ kind: 'idle' });
        })
        .finally(() => {
          running.current = false;
        });
    },
    [run, setStep],
  );

  const closeResult = useCallback(() => {
    setStep({ kind: 'idle' });
    depsRef.current.onFinished();
  }, [setStep]);

  const closeAssessment = useCallback(() => setStep({ kind: 'idle' }), [setStep]);

  const submitting = step.kind !== 'idle' && step.kind !== 'result' && step.kind !== 'assessment';
  return {
    step,
    lines: current,
    submitting,
    start,
    submitPassword: resolveWaiter,
    confirmRisk: () => resolveWaiter(''),
    confirmPdfs: () => resolveWaiter(''),
    cancel,
    closeResult,
    closeAssessment,
  };
}
