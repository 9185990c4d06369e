import { batch, checkHostingUserMayBuy, ErrorCode, GatewayError, type BatchTradeType } from '@funddesk/core';
import { refuseExpiredIdDocument } from '../account/person.js';
import { batchResultWorkbook, batchTemplateWorkbook } from '../documents/batchSheets.js';
import {
  applyImport,
  importBatch,
  importDetail,
  importTradeType,
  placeCheck,
  type BatchActor,
} from '../trade/batchImport.js';
import {
  batchOutcomes,
  batchStatus,
  batchTradeTypeOf,
  cancelBatch,
  listBatches,
} from '../trade/batchStatus.js';
import { engineFor } from '../trade/engine.js';
import { verifyTradePassword } from '../trade/password.js';
import { shanghaiStamp } from '../trade/time.js';
import { recordBatchOrigin } from '../trade/trail.js';
import {
  downloadRoute,
  route,
  sessionOf,
  uploadRoute,
  type DownloadRoute,
  type HandlerContext,
  type Route,
  type SessionInfo,
  type UploadRoute,
} from './types.js';

/**
 * Handlers of batch trading by spreadsheet (spec 02 §7 "batch Excel"; issue 4). The pipeline has already
 * checked the session, the organisation and the privilege `public_trans`; each handler also requires the
 * trade type's own privilege (`subs` to buy, `redemption` to redeem) and refuses hosting users.
 */

/** The privilege code of a trade type (spec 02 §2: buy needs subs, sell needs redemption). */
const PRIVILEGE: Record<BatchTradeType, string> = { purchase: 'subs', redemption: 'redemption' };

/** The session of a `group` call as a batch actor; FD1003 without the trade type's privilege. */
function actorFor(ctx: HandlerContext, tradeType: BatchTradeType): BatchActor & { session: SessionInfo } {
  const session = ctx.session;
  if (!session?.groupId) throw new GatewayError(ErrorCode.OrgForbidden);
  if (!session.privileges.has(PRIVILEGE[tradeType])) throw new GatewayError(ErrorCode.Forbidden);
  const hosting = checkHostingUserMayBuy(session.roles);
  if (!hosting.ok) throw new GatewayError(hosting.code);
  return { personId: session.personId, groupId: session.groupId, groupIds: session.groupIds, session };
}

/** The calls of batch trading. */
export const batchRoutes: Route[] = [
  route(batch.batchImportDetail, async (req, ctx) => {
    const actor = actorFor(ctx, await importTradeType(ctx.db, req.importId, sessionOf(ctx).personId));
    return importDetail(ctx.db, actor, req.importId);
  }),

  route(batch.batchPlaceOrderCheck, async (req, ctx) => {
    const actor = actorFor(ctx, await importTradeType(ctx.db, req.importId, sessionOf(ctx).personId));
    return placeCheck(ctx.db, ctx.services.market, actor, req.importId, req.onlyValid);
  }),

  route(batch.batchPlaceOrderApply, async (req, ctx) => {
    const tradeType = await importTradeType(ctx.db, req.importId, sessionOf(ctx).personId);
    const actor = actorFor(ctx, tradeType);
    // The trade password first, as the cart does (FD1100 with the attempts left, A00070, A00076).
    await verifyTradePassword(ctx, actor.personId, req.tradePassword);
    // spec 02 §5 expired ID document blocks a purchase (core idDocumentPurchaseRefusal), as the cart does.
    if (tradeType === 'purchase')
      await refuseExpiredIdDocument(ctx.db, actor.personId, ctx.services.market.today());
    const { batchSerialNo } = await applyImport(
      ctx.db,
      ctx.services.market,
      actor,
      { importId: req.importId, onlyValid: req.onlyValid, confirmDuplicate: req.confirmDuplicate },
      ctx.clock.now(),
    );
    await recordBatchOrigin(ctx.db, batchSerialNo, ctx.ip); // the trail's address of its orders (DESIGN §7)
    // Kicked on every answer: a retry after a restart resumes the batch here too (a no-op when running).
    engineFor(ctx.db)?.kick(batchSerialNo);
    return { batchSerialNo };
  }),

  route(batch.batchTradeStatus, async (req, ctx) => {
    const personId = sessionOf(ctx).personId;
    actorFor(ctx, await batchTradeTypeOf(ctx.db, req.batchSerialNo, personId));
    return batchStatus(ctx.db, req.batchSerialNo, personId);
  }),

  route(batch.batchCancel, async (req, ctx) => {
    const personId = sessionOf(ctx).personId;
    actorFor(ctx, await batchTradeTypeOf(ctx.db, req.batchSerialNo, personId));
    return cancelBatch(ctx.db, req.batchSerialNo, personId, ctx.clock.now());
  }),

  route(batch.batchList, async (req, ctx) => {
    const actor = actorFor(ctx, req.tradeType ?? 'purchase');
    const { currentPage, pagesize } = req.pagination;
    const { list, totalRows } = await listBatches(
      ctx.db,
      { personId: actor.personId, groupId: actor.groupId },
      req.tradeType,
      req.pagination,
    );
    return {
      list,
      pagination: { currentPage, pagesize, pageCount: Math.ceil(totalRows / pagesize), totalRows },
    };
  }),
];

/** The files of batch trading: the template and the result. */
export const batchDownloads: DownloadRoute[] = [
  downloadRoute(batch.batchTemplate, async (req, ctx) => {
    actorFor(ctx, req.tradeType);
    return batchTemplateWorkbook(req.tradeType);
  }),

  downloadRoute(batch.batchResultDownload, async (req, ctx) => {
    const personId = sessionOf(ctx).personId;
    const tradeType = await batchTradeTypeOf(ctx.db, req.batchSerialNo, personId);
    actorFor(ctx, tradeType);
    const { groupId, outcomes } = await batchOutcomes(ctx.db, req.batchSerialNo, personId);
    const [org] = await ctx.db.query<{ corp_name: string }>(
      'SELECT corp_name FROM organisations WHERE group_id = $1',
      [groupId],
    );
    return batchResultWorkbook(
      tradeType,
      outcomes,
      org?.corp_name ?? groupId,
      shanghaiStamp(ctx.clock.now()),
    );
  }),
];

/** The upload of batch trading: importExcel. */
export const batchUploads: UploadRoute[] = [
  uploadRoute(batch.importExcel, async (fields, file, ctx) => {
    const actor = actorFor(ctx, fields.tradeType);
    return importBatch(
      ctx.db,
      ctx.services.market,
      actor,
      { tradeType: fields.tradeType, defaultGroupId: fields.defaultGroupId },
      { fileName: file.fileName, bytes: file.bytes },
      ctx.clock.now(),
    );
  }),
];
