import { useCallback, useRef, useState } from 'react';
import {
  batch,
  GatewayError,
  trade,
  type BatchStatus,
  type BatchTradeType,
  type CallResponse,
  type DownloadedFile,
  type GatewayClient,
} from '@funddesk/core';
import type { Notifier } from '../../app/notifier';
import { pollProgress, useFlowPrompt } from '../../components/TradeFlow/tradeFlow';

/** Timings of the batch placing flow (spec 02 §4, §8, §9). */
export const batchTiming = {
  /** Status polling interval (spec 02 §9: default polling 1000 ms). */
  pollMs: 1_000,
  /** Polling stops this long after progress reaches 100 (spec 02 §4, §9: 1000 ms). */
  stopDelayMs: 1_000,
  /** At most this many polls (spec 02 §9: up to 600 tries). */
  maxPolls: 600,
  /** A polling failure shows its error for 3 s and stops polling (spec 02 §8). */
  pollErrorMs: 3_000,
} as const;

/** The answer of batchPlaceOrderCheck: what would be placed now. */
export type PlaceCheck = CallResponse<typeof batch.batchPlaceOrderCheck>;

/** Where the placing flow is; each step but idle, checking and placing shows one dialog. */
export type BatchFlowStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'password'; check: PlaceCheck; busy: boolean; error: string | null }
  | { kind: 'duplicate'; check: PlaceCheck }
  | { kind: 'placing' }
  | {
      kind: 'progress';
      batchSerialNo: string;
      status: BatchStatus | null;
      /** The cancel confirmation is open. */
      askingCancel: boolean;
      /** batchCancel is on its way (or done): the button stays disabled. */
      cancelling: boolean;
    }
  | { kind: 'result'; status: BatchStatus; success: boolean };

/** What the flow needs from its surroundings (the app's singletons on the page, fakes in tests). */
export interface BatchFlowDeps {
  gateway: GatewayClient;
  notifier: Pick<Notifier, 'error' | 'handle'>;
  tradeType: BatchTradeType;
  /** A batch was placed (refresh the history). */
  onPlaced: (batchSerialNo: string) => void;
  /** The batch finished and its result dialog opens (refresh the history). */
  onSettled?: (status: BatchStatus) => void;
  /** The result dialog was closed: go to pending trades or trade records and close the tab (spec 02 §4). */
  onFinished: (tradeType: BatchTradeType) => void;
  /** Saves a downloaded file under its name (the browser: Blob + anchor). */
  saveFile: (file: DownloadedFile) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** The flow as the page uses it. */
export interface BatchPlaceFlow {
  step: BatchFlowStep;
  /** True from the place press until the result dialog. */
  submitting: boolean;
  /** Whether the result spreadsheet is being downloaded. */
  downloading: boolean;
  /** Places an import: check, trade password, duplicate confirmation, apply, progress, result. */
  start: (importId: string, onlyValid: boolean) => void;
  submitPassword: (password: string) => void;
  confirmDuplicate: () => void;
  /** Cancels the open password or duplicate dialog; nothing is placed. */
  cancel: () => void;
  /** Opens / closes the confirmation of cancelling the lines not yet placed. */
  askCancelBatch: (open: boolean) => void;
  /** Cancels the lines not yet placed (batchCancel); polling goes on to the result. */
  cancelBatch: () => void;
  /** Downloads the result spreadsheet (batchResultDownload). */
  downloadResult: (batchSerialNo: string) => void;
  /** Closes the result dialog. */
  closeResult: () => void;
}

/** Code of an apply refused because the same file was placed before and not confirmed (FD4706). */
const DUPLICATE_NOT_CONFIRMED = 'FD4706';

/**
 * The batch placing flow of /trade/multiBuy and /trade/multiSell as one state machine:
 * batchPlaceOrderCheck (every row re-checked now) -> trade password dialog with the check's summary
 * (checkTradePassword: wrong password inline with the attempts left, A00070/A00076 through the notifier)
 * -> duplicate confirmation when the same file was placed before -> batchPlaceOrderApply (idempotent by
 * import) -> progress dialog polling batchTradeStatus every 1000 ms, stopping 1 s after 100, with a cancel
 * of the lines not yet placed (batchCancel) -> success dialog when successSize > 0, failure dialog
 * otherwise; the result spreadsheet on demand (batchResultDownload).
 *
 * @see spec 02 §4 (progress polling, result dialogs, on close), §5 (trade password), §8 (A00070, A00076,
 *   wrong password, polling failure 3 s), §9 (polling 1000 ms, stop delay 1000 ms, 600 tries)
 */
export function useBatchPlaceFlow(deps: BatchFlowDeps): BatchPlaceFlow {
  const [step, setStepState] = useState<BatchFlowStep>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const stepRef = useRef(step);
  const { mounted, leaving, answer, resolve: resolveWaiter, cancel } = useFlowPrompt();
  const running = useRef(false);

  const setStep = useCallback(
    (next: BatchFlowStep) => {
      stepRef.current = next;
      if (mounted.current) setStepState(next);
    },
    [mounted],
  );

  const run = useCallback(
    async (importId: string, onlyValid: boolean): Promise<void> => {
      const d = depsRef.current;

      setStep({ kind: 'checking' });
      const check = await d.gateway.call(batch.batchPlaceOrderCheck, { importId, onlyValid });

      setStep({ kind: 'password', check, busy: false, error: null });
      let password = '';
      for (;;) {
        password = await answer();
        setStep({ kind: 'password', check, busy: true, error: null });
        try {
          await d.gateway.call(trade.checkTradePassword, { tradePassword: password }, { hideResult: true });
          break;
        } catch (failure) {
          const error = GatewayError.from(failure);
          if (error.kind === 'tradePasswordWrong') {
            setStep({ kind: 'password', check, busy: false, error: error.message });
            continue;
          }
          setStep({ kind: 'idle' });
          d.notifier.handle(error);
          return;
        }
      }

      let confirmDuplicate = false;
      if (check.duplicateOf?.batchSerialNo) {
        setStep({ kind: 'duplicate', check });
        await answer();
        confirmDuplicate = true;
      }

      let batchSerialNo = '';
      for (;;) {
        setStep({ kind: 'placing' });
        try {
          ({ batchSerialNo } = await d.gateway.call(
            batch.batchPlaceOrderApply,
            { importId, tradePassword: password, onlyValid, confirmDuplicate },
            { hideResult: true },
          ));
          break;
        } catch (failure) {
          const error = GatewayError.from(failure);
          // The file was placed meanwhile (another tab): ask, then place again.
          if (error.code === DUPLICATE_NOT_CONFIRMED && !confirmDuplicate) {
            setStep({ kind: 'duplicate', check });
            await answer();
            confirmDuplicate = true;
            continue;
          }
          setStep({ kind: 'idle' });
          d.notifier.handle(error);
          return;
        }
      }
      d.onPlaced(batchSerialNo);

      setStep({ kind: 'progress', batchSerialNo, status: null, askingCancel: false, cancelling: false });
      const status = await pollProgress({
        poll: () => d.gateway.call(batch.batchTradeStatus, { batchSerialNo }, { hideResult: true }),
        onStatus: (next) => {
          const current = stepRef.current;
          setStep({
            kind: 'progress',
            batchSerialNo,
            status: next,
            askingCancel: current.kind === 'progress' && current.askingCancel && next.progress < 100,
            cancelling: current.kind === 'progress' && current.cancelling,
          });
        },
        timing: batchTiming,
        notifier: d.notifier,
        ...(d.sleep ? { sleep: d.sleep } : {}),
        signal: leaving(),
      });
      if (!status) {
        setStep({ kind: 'idle' });
        return;
      }
      d.onSettled?.(status);
      setStep({ kind: 'result', status, success: status.successSize > 0 });
    },
    [setStep, answer, leaving],
  );

  const start = useCallback(
    (importId: string, onlyValid: boolean) => {
      if (running.current) return;
      running.current = true;
      run(importId, onlyValid)
        .catch(() => {
          // Cancelled by the user, or a call failed (the gateway's notifier has shown it).
          setStep({ kind: 'idle' });
        })
        .finally(() => {
          running.current = false;
        });
    },
    [run, setStep],
  );

  const askCancelBatch = useCallback(
    (open: boolean) => {
      const current = stepRef.current;
      if (current.kind === 'progress' && !current.cancelling) setStep({ ...current, askingCancel: open });
    },
    [setStep],
  );

  const cancelBatch = useCallback(() => {
    const current = stepRef.current;
    if (current.kind !== 'progress' || current.cancelling) return;
    setStep({ ...current, askingCancel: false, cancelling: true });
    depsRef.current.gateway.call(batch.batchCancel, { batchSerialNo: current.batchSerialNo }).then(
      (status) => {
        const now = stepRef.current;
        if (now.kind === 'progress' && now.batchSerialNo === status.batchSerialNo)
          setStep({ ...now, status });
      },
      () => {
        // The gateway's notifier has shown why; the batch goes on, and so may another cancel.
        const now = stepRef.current;
        if (now.kind === 'progress') setStep({ ...now, cancelling: false });
      },
    );
  }, [setStep]);

  const downloadResult = useCallback(
    (batchSerialNo: string) => {
      setDownloading(true);
      const d = depsRef.current;
      d.gateway
        .download(batch.batchResultDownload, { batchSerialNo })
        .then(d.saveFile, () => {
          // The gateway's notifier has shown the failure.
        })
        .finally(() => {
          if (mounted.current) setDownloading(false);
        });
    },
    [mounted],
  );

  const closeResult = useCallback(() => {
    setStep({ kind: 'idle' });
    depsRef.current.onFinished(depsRef.current.tradeType);
  }, [setStep]);

  const submitting = step.kind !== 'idle' && step.kind !== 'result';
  return {
    step,
    submitting,
    downloading,
    start,
    submitPassword: resolveWaiter,
    confirmDuplicate: () => resolveWaiter(''),
    cancel,
    askCancelBatch,
    cancelBatch,
    downloadResult,
    closeResult,
  };
}
