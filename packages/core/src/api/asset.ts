import { z } from 'zod';
import { decimalString } from '../domain/money.js';
import { orderSchema, positionSchema } from '../domain/trade.js';
import { defineCall, defineDownload } from './contract.js';

const groupIds = z.array(z.string().min(1).max(32)).max(200).optional();

/** Generated-file status (spec 01 §3, §4.8: status, docId, serialNo). */
export const documentStatusSchema = z.object({
  serialNo: z.string(),
  status: z.enum(['processing', 'done', 'failed']),
  docId: z.string().nullable(),
  fileName: z.string().nullable(),
});

/** Asset overview of the chosen accounts (spec 03 §7 pc/queryBasicAssetsInfo). Yuan strings. */
export const queryBasicAssetsInfo = defineCall({
  name: 'queryBasicAssetsInfo',
  service: 'asset',
  path: 'pc/queryBasicAssetsInfo',
  privilege: 'asset_mgt',
  request: z.object({ groupIds }),
  response: z.object({
    totalAsset: decimalString,
    holdingProfit: decimalString,
    dayProfit: decimalString,
    onWayAmount: decimalString,
    asOf: z.string().nullable(),
    allocation: z.array(
      z.object({ fundTypeCode: z.string(), fundTypeText: z.string(), marketValue: decimalString }),
    ),
  }),
});

/** Holdings of the chosen accounts (spec 03 §7 pc/queryHoldFundListPC). */
export const queryHoldFundList = defineCall({
  name: 'queryHoldFundListPC',
  service: 'asset',
  path: 'pc/queryHoldFundListPC',
  privilege: 'asset_mgt',
  request: z.object({ groupIds }),
  response: z.object({ list: z.array(positionSchema) }),
});

/** One holding with its confirmed orders (spec 03 §2 positionDetails/:fundId, §7 pc/queryFundDetail). */
export const queryFundPositionDetail = defineCall({
  name: 'queryFundDetail',
  service: 'asset',
  path: 'pc/queryFundDetail',
  privilege: 'public_fund_position_detail',
  request: z.object({ fundId: z.string().regex(/^\d{6}$/) }),
  response: z.object({ position: positionSchema.nullable(), orders: z.array(orderSchema) }),
});

/** Generated-file status poll (spec 01 §4.8: every 3000 ms, give up after 40 polls). */
export const documentResult = defineCall({
  name: 'documentResult',
  service: 'asset',
  path: 'pc/document/result',
  auth: 'group',
  request: z.object({ serialNo: z.string().min(1).max(64) }),
  response: documentStatusSchema,
});

/** GET pc/document/download: the generated file (spec 03 §7; 5-minute timeout). */
export const documentDownload = defineDownload({
  name: 'documentDownload',
  service: 'asset',
  path: 'pc/document/download',
  request: z.object({ serialNo: z.string().min(1).max(64) }),
});
