import { describe, expect, it, vi } from 'vitest';
import type { TradeInfoRow } from '@funddesk/core';
import type { CommandDeps } from '../../context.js';
import { UsageError } from '../../errors.js';
import { printTradeInfoList, printTradeInfoShow, tradeInfoSet } from './tradeInfo.js';

const row: TradeInfoRow = {
  groupId: '10000001',
  corpName: '华夏测试科技有限公司',
  blacklisted: true,
  blacklistReason: '涉嫌违规交易',
  registerProgress: '2',
  job: true,
  lcs: false,
  feeDiscount: null,
  maintained: true,
  updatedAt: '2026-11-27T02:03:00.000Z',
  updatedBy: '林审',
};

/** Deps whose connection answers `answers[call.name]`. */
function depsAnswering(answers: Record<string, unknown>) {
  const call = vi.fn((def: { name: string }, _request?: unknown) => Promise.resolve(answers[def.name]));
  const deps = {
    connect: () => Promise.resolve({ requireSession: () => ({ groupId: '10000090' }), call }),
  } as unknown as CommandDeps;
  return { deps, call };
}

const streams = () => ({ stdout: { write: vi.fn() }, stderr: { write: vi.fn() } });

describe('funddesk admin trade-info (spec 02 §5 blacklist and registration progress, §7 fee discount; back office)', () => {
  it('set keeps what is not given: lifting the blacklist sends the current progress, occupation, adviser', async () => {
    const { deps, call } = depsAnswering({ tradeInfoShow: { info: row, history: [] }, tradeInfoSet: row });
    await tradeInfoSet({ groupId: '10000001', blacklist: 'off' }, deps);
    expect(call.mock.calls[1]?.[1]).toEqual({
      groupId: '10000001',
      blacklisted: false,
      registerProgress: '2',
      job: true,
      lcs: false,
    });
  });

  it('set keeps the reason of a blacklisted organisation and sends a new progress', async () => {
    const { deps, call } = depsAnswering({ tradeInfoShow: { info: row, history: [] }, tradeInfoSet: row });
    await tradeInfoSet({ groupId: '10000001', progress: '4', lcs: 'yes' }, deps);
    expect(call.mock.calls[1]?.[1]).toEqual({
      groupId: '10000001',
      blacklisted: true,
      blacklistReason: '涉嫌违规交易',
      registerProgress: '4',
      job: true,
      lcs: true,
    });
  });

  it('refuses a flag other than on|off or yes|no before any call (exit 2)', async () => {
    const { deps, call } = depsAnswering({});
    await expect(tradeInfoSet({ groupId: '10000001', blacklist: 'yes' }, deps)).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(tradeInfoSet({ groupId: '10000001', job: 'on' }, deps)).rejects.toBeInstanceOf(UsageError);
    expect(call).not.toHaveBeenCalled();
  });

  it('prints the list and an organisation with its history', () => {
    const out = streams();
    printTradeInfoList([row], false, out);
    const printed = String(out.stdout.write.mock.calls[0]?.[0]);
    expect(printed).toContain('已列入（涉嫌违规交易）');
    expect(printed).toContain('2 已实名，未绑卡');
    const shown = streams();
    printTradeInfoShow(
      {
        info: row,
        history: [
          {
            changeId: 'T1',
            at: '2026-11-27T02:03:00.000Z',
            byPersonId: 'P90',
            byName: '林审',
            ip: '127.0.0.1',
            before: {
              blacklisted: false,
              blacklistReason: null,
              registerProgress: '4',
              job: true,
              lcs: true,
              feeDiscount: null,
            },
            after: {
              blacklisted: true,
              blacklistReason: '涉嫌违规交易',
              registerProgress: '2',
              job: true,
              lcs: false,
              feeDiscount: '0.8',
            },
          },
        ],
      },
      false,
      shown,
    );
    const text = shown.stdout.write.mock.calls.map((c) => String(c[0])).join('');
    expect(text).toContain('2026-11-27 10:03');
    expect(text).toContain('127.0.0.1');
    expect(text).toContain(
      '黑名单：未列入；注册进度：4 已完成；职业：已填写；客户经理：已填写；私募认购费折扣：不打折',
    );
    expect(text).toContain('私募认购费折扣：0.8（8.0折）');
  });

  it('set --fee-discount sends the discount as typed; without it the discount is left out (the server keeps it)', async () => {
    const { deps, call } = depsAnswering({ tradeInfoShow: { info: row, history: [] }, tradeInfoSet: row });
    await tradeInfoSet({ groupId: '10000001', feeDiscount: '0.8' }, deps);
    expect(call.mock.calls[1]?.[1]).toMatchObject({ groupId: '10000001', feeDiscount: '0.8', lcs: false });
    await tradeInfoSet({ groupId: '10000001', feeDiscount: '' }, deps);
    expect(call.mock.calls[3]?.[1]).toMatchObject({ feeDiscount: '' });
    await tradeInfoSet({ groupId: '10000001', job: 'no' }, deps);
    expect(call.mock.calls[5]?.[1]).not.toHaveProperty('feeDiscount');
  });

  it('prints the fee discount column of the list (0.8（8.0折）, 不打折 for none)', () => {
    const out = streams();
    printTradeInfoList([row, { ...row, groupId: '10000002', feeDiscount: '0.85' }], false, out);
    const printed = String(out.stdout.write.mock.calls[0]?.[0]);
    expect(printed).toContain('私募认购费折扣');
    expect(printed).toContain('不打折');
    expect(printed).toContain('0.85（8.5折）');
  });
});
