import { vi, type Mock } from 'vitest';
import type { DownloadDef, DownloadedFile, Order, OrgEntry, Position } from '@funddesk/core';
import { fakeGateway, type FakeGateway, type FakeHandler } from '../../product/testing/fakeGateway';

/** A fake gateway whose downloads are a vi.fn too. */
export interface ScreensGateway extends FakeGateway {
  downloadMock: Mock<(def: DownloadDef, request: unknown) => Promise<DownloadedFile>>;
}

/** The menu answer of a person holding these privilege codes (spec 01 §7.6 A/pc/person/menu). */
export function menuOf(privilegeCodes: string[]) {
  return () => ({ menuList: [], routeCodes: [], privilegeCodes });
}

/** The privileges of an operator (op01) that the trade screens look at: 撤单 needs cancelTrade's `subs`. */
export const OPERATOR_PRIVILEGES = ['subs', 'public_trans_detail', 'subs_forget_password'];
/** The privileges of an inquirer or checker (query01, chk01): they may look, not cancel. */
export const LOOK_ONLY_PRIVILEGES = ['public_trans_detail'];

/**
 * The product area's fake gateway plus `download`: answers calls by name from `handlers` (personMenu:
 * an operator's privileges unless given), downloads from `onDownload` (a small xlsx-looking file by
 * default).
 */
export function screensGateway(
  handlers: Record<string, FakeHandler>,
  onDownload: (def: DownloadDef, request: unknown) => Promise<DownloadedFile> = () =>
    Promise.resolve({
      bytes: new Uint8Array([80, 75, 3, 4]),
      fileName: '交易记录.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
): ScreensGateway {
  const base = fakeGateway({ personMenu: menuOf(OPERATOR_PRIVILEGES), ...handlers });
  const downloadMock = vi.fn(onDownload);
  return { ...base, download: downloadMock, downloadMock };
}

/** An account (organisation entry). */
export function anAccount(groupId: string, corpName: string, clientType = '2'): OrgEntry {
  return {
    corpName,
    groupId,
    gid: `g${groupId}`,
    orgName: corpName,
    managerOrgFlag: false,
    synthesizeState: 1,
    clientType,
    orgType: 1,
    status: 1,
  };
}

/** An order: an accepted purchase of 易方达蓝筹精选 by default. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    serialNo: 'T202605110001',
    batchSerialNo: 'B202605110001',
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    fundId: '005827',
    fundName: '易方达蓝筹精选混合',
    tradeType: 'purchase',
    status: 'accepted',
    amount: '100000.00',
    fee: '150.00',
    netAmount: '99850.00',
    feeRateE6: 15000,
    applyTime: '2026-05-11T10:23:45+08:00',
    tradeDay: '2026-05-11',
    confirmDay: '2026-05-12',
    confirmNav: null,
    confirmShares: null,
    navSource: null,
    failReason: null,
    operatorName: '张伟',
    cancellable: true,
    timeline: [{ status: 'accepted', time: '2026-05-11T10:23:45+08:00', note: '申请已受理' }],
    ...overrides,
  };
}

/** A holding. */
export function aPosition(overrides: Partial<Position> = {}): Position {
  return {
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    fundId: '005827',
    fundName: '易方达蓝筹精选混合',
    fundTypeCode: 'A',
    shares: '45123.45',
    cost: '99850.00',
    nav: '2.2345',
    navDate: '2026-05-12',
    marketValue: '100828.35',
    holdingProfit: '978.35',
    holdingProfitRate: '0.98',
    dayProfit: '-120.50',
    navSource: 'real',
    ...overrides,
  };
}

/** A page answer. */
export function aPage<T>(list: T[], pagesize = 20) {
  return {
    list,
    pagination: {
      currentPage: 1,
      pagesize,
      pageCount: Math.max(1, Math.ceil(list.length / pagesize)),
      totalRows: list.length,
    },
  };
}
