import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { GatewayError } from '@funddesk/core';
import { useBatchPlaceFlow, type BatchFlowDeps } from './useBatchPlaceFlow';
import { aCheck, aSheet, aStatus, fakeBatchGateway, type BatchHandler } from './testing/batchFixtures';

afterEach(cleanup);

function handlers(overrides: Record<string, BatchHandler> = {}): Record<string, BatchHandler> {
  let polls = 0;
  return {
    batchPlaceOrderCheck: () => aCheck(),
    checkTradePassword: () => ({ remaining: 5 }),
    batchPlaceOrderApply: () => ({ batchSerialNo: 'B1' }),
    batchTradeStatus: () => {
      polls += 1;
      return aStatus({
        batchSerialNo: 'B1',
        progress: polls >= 3 ? 100 : polls * 40,
        orderStatus: polls >= 3 ? 'done' : 'processing',
      });
    },
    batchResultDownload: () => aSheet('批量交易结果_鼎元投资管理有限公司_20260213140008.xlsx'),
    ...overrides,
  };
}

function setup(overrides: Record<string, BatchHandler> = {}, deps: Partial<BatchFlowDeps> = {}) {
  const gateway = fakeBatchGateway(handlers(overrides));
  const notifier = { error: vi.fn(() => true), handle: vi.fn() };
  const sleeps: number[] = [];
  const full: BatchFlowDeps = {
    gateway,
    notifier,
    tradeType: 'purchase',
    onPlaced: vi.fn(),
    onSettled: vi.fn(),
    onFinished: vi.fn(),
    saveFile: vi.fn(),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...deps,
  };
  const hook = renderHook(() => useBatchPlaceFlow(full));
  return { gateway, notifier, deps: full, hook, sleeps };
}

type Hook = ReturnType<typeof setup>['hook'];

async function toStep(hook: Hook, kind: string) {
  await waitFor(() => expect(hook.result.current.step.kind).toBe(kind));
}

describe('useBatchPlaceFlow: placing an imported spreadsheet (spec 02 §4)', () => {
  it('happy path: check, trade password, apply, polling every 1000 ms to 100 then 1 s more, success (spec 02 §4, §9)', async () => {
    const { gateway, hook, deps, sleeps } = setup();
    act(() => hook.result.current.start('I1', true));
    await toStep(hook, 'password');
    // The password dialog carries what will be placed.
    expect(hook.result.current.step).toMatchObject({ check: { placeable: 2, skipped: 1 } });
    expect(hook.result.current.submitting).toBe(true);
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'result');
    expect(hook.result.current.step).toMatchObject({ success: true, status: { successSize: 2 } });
    expect(gateway.requests('batchPlaceOrderCheck')).toEqual([{ importId: 'I1', onlyValid: true }]);
    expect(gateway.requests('checkTradePassword')).toEqual([{ tradePassword: '135790' }]);
    expect(gateway.requests('batchPlaceOrderApply')).toEqual([
      { importId: 'I1', tradePassword: '135790', onlyValid: true, confirmDuplicate: false },
    ]);
    expect(gateway.requests('batchTradeStatus')).toHaveLength(3);
    expect(sleeps).toEqual([1000, 1000, 1000]);
    expect(deps.onPlaced).toHaveBeenCalledWith('B1');
    expect(deps.onSettled).toHaveBeenCalledWith(expect.objectContaining({ progress: 100 }));
    act(() => hook.result.current.closeResult());
    expect(deps.onFinished).toHaveBeenCalledWith('purchase');
    expect(hook.result.current.step.kind).toBe('idle');
  });

  it('a wrong trade password stays in the dialog with the attempts left (spec 02 §4 attempts, §8)', async () => {
    let tries = 0;
    const { gateway, hook } = setup({
      checkTradePassword: () => {
        tries += 1;
        if (tries === 1) throw new GatewayError('FD1100', undefined, { detail: { N: 4 } });
        return { remaining: 5 };
      },
    });
    act(() => hook.result.current.start('I1', false));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('000000'));
    await waitFor(() =>
      expect(hook.result.current.step).toMatchObject({
        kind: 'password',
        busy: false,
        error: '输入错误，继续输错4次后账户将会被锁定',
      }),
    );
    expect(gateway.requests('batchPlaceOrderApply')).toHaveLength(0);
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'result');
    expect(gateway.requests('batchPlaceOrderApply')).toHaveLength(1);
  });

  it('A00070 (locked) goes to the notifier and places nothing (spec 02 §8)', async () => {
    const { gateway, hook, notifier } = setup({
      checkTradePassword: () => {
        throw new GatewayError('A00070');
      },
    });
    act(() => hook.result.current.start('I1', false));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('000000'));
    await toStep(hook, 'idle');
    expect(notifier.handle).toHaveBeenCalledWith(expect.objectContaining({ code: 'A00070' }));
    expect(gateway.requests('batchPlaceOrderApply')).toHaveLength(0);
  });

  it('a file placed before asks for confirmation; confirming places with confirmDuplicate (issue 4 §2)', async () => {
    const duplicateOf = { importId: 'I0', importedAt: '2026-02-12T10:00:00+08:00', batchSerialNo: 'B0' };
    const { gateway, hook } = setup({ batchPlaceOrderCheck: () => aCheck({ duplicateOf }) });
    act(() => hook.result.current.start('I1', true));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'duplicate');
    expect(gateway.requests('batchPlaceOrderApply')).toHaveLength(0);
    act(() => hook.result.current.confirmDuplicate());
    await toStep(hook, 'result');
    expect(gateway.requests('batchPlaceOrderApply')).toEqual([
      expect.objectContaining({ confirmDuplicate: true }),
    ]);
  });

  it('cancelling the duplicate confirmation places nothing', async () => {
    const duplicateOf = { importId: 'I0', importedAt: '2026-02-12T10:00:00+08:00', batchSerialNo: 'B0' };
    const { gateway, hook } = setup({ batchPlaceOrderCheck: () => aCheck({ duplicateOf }) });
    act(() => hook.result.current.start('I1', true));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'duplicate');
    act(() => hook.result.current.cancel());
    await toStep(hook, 'idle');
    expect(gateway.requests('batchPlaceOrderApply')).toHaveLength(0);
  });

  it('FD4706 at apply (placed meanwhile elsewhere) asks, then places again with confirmDuplicate', async () => {
    const { gateway, hook } = setup({
      batchPlaceOrderApply: (request) => {
        if (!(request as { confirmDuplicate: boolean }).confirmDuplicate) throw new GatewayError('FD4706');
        return { batchSerialNo: 'B1' };
      },
    });
    act(() => hook.result.current.start('I1', true));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'duplicate');
    act(() => hook.result.current.confirmDuplicate());
    await toStep(hook, 'result');
    expect(gateway.requests('batchPlaceOrderApply')).toHaveLength(2);
  });

  it('no successful line gives the failure dialog (spec 02 §4: success only when successSize > 0)', async () => {
    const { hook } = setup({
      batchTradeStatus: () => aStatus({ batchSerialNo: 'B1', successSize: 0, failSize: 2, failApplyNum: 2 }),
    });
    act(() => hook.result.current.start('I1', true));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'result');
    expect(hook.result.current.step).toMatchObject({ success: false });
  });

  it('a polling failure shows its error for 3 s and stops polling (spec 02 §8)', async () => {
    const { hook, notifier, gateway } = setup({
      batchTradeStatus: () => {
        throw new GatewayError('FD5000');
      },
    });
    act(() => hook.result.current.start('I1', true));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'idle');
    expect(notifier.error).toHaveBeenCalledWith(expect.any(String), 3000);
    expect(gateway.requests('batchTradeStatus')).toHaveLength(1);
  });

  it('cancel while processing asks first, then calls batchCancel and polls on to the result', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let cancelled = false;
    const { gateway, hook } = setup(
      {
        batchTradeStatus: () =>
          cancelled
            ? aStatus({ batchSerialNo: 'B1', successSize: 1, cancelledSize: 1, totalSize: 2 })
            : aStatus({ batchSerialNo: 'B1', progress: 50, orderStatus: 'processing', successSize: 1 }),
        batchCancel: () => {
          cancelled = true;
          return aStatus({ batchSerialNo: 'B1', successSize: 1, cancelledSize: 1 });
        },
      },
      { sleep: () => gate },
    );
    act(() => hook.result.current.start('I1', true));
    await toStep(hook, 'password');
    act(() => hook.result.current.submitPassword('135790'));
    await toStep(hook, 'progress');
    await waitFor(() => expect(hook.result.current.step).toMatchObject({ status: { progress: 50 } }));
    act(() => hook.result.current.askCancelBatch(true));
    expect(hook.result.current.step).toMatchObject({ kind: 'progress', askingCancel: true });
    expect(gateway.requests('batchCancel')).toHaveLength(0);
    act(() => hook.result.current.cancelBatch());
    await waitFor(() => expect(gateway.requests('batchCancel')).toEqual([{ batchSerialNo: 'B1' }]));
    expect(hook.result.current.step).toMatchObject({
      kind: 'progress',
      cancelling: true,
      askingCancel: false,
    });
    release();
    await toStep(hook, 'result');
    expect(hook.result.current.step).toMatchObject({ success: true, status: { cancelledSize: 1 } });
  });

  it('downloads the result spreadsheet and saves it under the server name (spec 02 §7 batch download)', async () => {
    const { hook, deps, gateway } = setup();
    act(() => hook.result.current.downloadResult('B1'));
    await waitFor(() => expect(deps.saveFile).toHaveBeenCalledTimes(1));
    expect(gateway.requests('batchResultDownload')).toEqual([{ batchSerialNo: 'B1' }]);
    expect(deps.saveFile).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: '批量交易结果_鼎元投资管理有限公司_20260213140008.xlsx' }),
    );
    await waitFor(() => expect(hook.result.current.downloading).toBe(false));
  });
});
