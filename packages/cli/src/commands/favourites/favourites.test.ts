import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, type CallDef } from '@funddesk/core';
import type { CommandDeps } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import {
  favouritesEdit,
  favouritesList,
  printFavouritesEdit,
  printFavouritesList,
  type FavouritesListResult,
} from './favourites.js';
import { sink } from '../fakeDeps.testing.js';

const groups = {
  groups: [
    { groupId: 0, name: '全部自选', isDefault: true, count: 2 },
    { groupId: 7, name: '长期持有', isDefault: false, count: 1 },
  ],
  total: 2,
  max: 500,
};

/** Deps whose gateway answers by call name and records the requests. */
function fakeDeps(answers: Record<string, unknown>) {
  const calls: [string, unknown][] = [];
  const connection = {
    requireSession: vi.fn(),
    call: vi.fn((def: CallDef, request: unknown) => {
      calls.push([def.name, request]);
      return Promise.resolve(answers[def.name]);
    }),
  };
  const deps = { connect: vi.fn(() => Promise.resolve(connection)) } as unknown as CommandDeps;
  return { deps, calls };
}

describe('funddesk favourites (issue 14 §3, §6)', () => {
  it('add resolves --group by name and sends the distinct codes to editFavouriteFund', async () => {
    const { deps, calls } = fakeDeps({
      queryAllFavouriteIndex: groups,
      editFavouriteFund: { action: 'add', groupId: 7, changed: ['000001'], total: 3 },
    });
    const result = await favouritesEdit('add', ['000001', '000001'], { group: '长期持有' }, deps);
    expect(calls.at(-1)).toEqual(['editFavouriteFund', { action: 'add', fundIds: ['000001'], groupId: 7 }]);
    const out = { stdout: sink(), stderr: sink() };
    printFavouritesEdit(result, out);
    expect(out.stdout.chunks.join('')).toBe('已加入自选：000001（共 3 只）\n');
  });

  it('an unknown group exits 1 with FD3044; a malformed code is a usage error before any call', async () => {
    const { deps } = fakeDeps({ queryAllFavouriteIndex: groups });
    const failure = await favouritesList({ group: '不存在' }, deps).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).code).toBe(ErrorCode.FavouriteGroupNotFound);
    expect((failure as CliError).exitCode).toBe(ExitCode.Failed);
    const never = fakeDeps({});
    await expect(favouritesEdit('remove', ['12345'], {}, never.deps)).rejects.toThrow(UsageError);
    expect(never.deps.connect).not.toHaveBeenCalled();
  });

  it('list prints one row per fund with signed returns and 模拟 on a simulated NAV; --json the answer', async () => {
    const result: FavouritesListResult = {
      groupId: 0,
      groupName: '全部自选',
      rows: [
        {
          fundId: '000001',
          fundName: '华夏成长混合',
          fundTypeText: '混合型',
          nav: '1.2345',
          navDate: '2026-02-12',
          dailyReturn: '0.52',
          navSimulated: true,
          rate1m: '1.20',
          rate1y: '-3.40',
          rateYtd: null,
          returnsAsOf: '2026-02-12',
          addedAt: '2026-02-13T06:00:00.000Z',
        },
      ],
    };
    const out = { stdout: sink(), stderr: sink() };
    printFavouritesList(result, false, out);
    const text = out.stdout.chunks.join('');
    expect(text).toContain('1.2345 模拟');
    expect(text).toContain('+1.20%');
    expect(text).toContain('-3.40%');
    const json = { stdout: sink(), stderr: sink() };
    printFavouritesList(result, true, json);
    expect(JSON.parse(json.stdout.chunks.join(''))).toEqual(result);
    const { deps, calls } = fakeDeps({ favouriteFundList: result });
    await favouritesList({}, deps);
    expect(calls).toEqual([['favouriteFundList', { groupId: 0 }]]);
  });
});
