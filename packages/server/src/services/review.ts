import { ErrorCode, GatewayError, REVIEW_SCENES, review } from '@funddesk/core';
import { decideOrders, reviewQueue, reviewTrailOf } from '../review/decisions.js';
import { checkersOf, saveSettings, settingHistory, settingOf, settingsOf } from '../review/settings.js';
import { groupSessionOf, route, type HandlerContext, type Route } from './types.js';

/**
 * The organisation a review-settings call is about: the requested one, which the person must act for
 * (FD1004 otherwise), else the session's.
 */
function targetGroup(ctx: HandlerContext, groupId: string | undefined): string {
  const session = groupSessionOf(ctx);
  const target = groupId ?? session.groupId;
  if (!session.groupIds.has(target)) throw new GatewayError(ErrorCode.OrgForbidden);
  return target;
}

const pageInfo = (page: { currentPage: number; pagesize: number }, totalRows: number) => ({
  currentPage: page.currentPage,
  pagesize: page.pagesize,
  pageCount: Math.ceil(totalRows / page.pagesize),
  totalRows,
});

/**
 * Handlers of the review process (issue 11 §1-§2; spec 01 §7.14 review process, 03 §2 reviewSetting):
 * settings (privileges review_setting / review_setting_edit, checked by the pipeline from the contract),
 * the queue and decisions (review_process), the approval trail of an order (public_trans_detail).
 */
export const reviewRoutes: Route[] = [
  route(review.queryReviewProcessScene, () => Promise.resolve({ list: [...REVIEW_SCENES] })),

  route(review.queryReviewProcessOrg, async (_req, ctx) => {
    const session = groupSessionOf(ctx);
    const ids = [...session.groupIds].sort();
    const orgs = await ctx.db.query<{ group_id: string; corp_name: string }>(
      'SELECT group_id, corp_name FROM organisations WHERE group_id = ANY($1::text[]) ORDER BY group_id',
      [ids],
    );
    const list = [];
    for (const org of orgs) {
      const checkers = await checkersOf(ctx.db, org.group_id);
      list.push({
        groupId: org.group_id,
        corpName: org.corp_name,
        checkers: checkers.map((c) => ({
          personId: c.person_id,
          personName: c.person_name,
          loginName: c.login_name,
        })),
      });
    }
    return { list };
  }),

  route(review.processSetQuery, async (req, ctx) => ({
    list: await settingsOf(ctx.db, targetGroup(ctx, req.groupId)),
  })),

  route(review.processSet, async (req, ctx) => {
    const groupId = targetGroup(ctx, req.groupId);
    const session = groupSessionOf(ctx);
    const list = await saveSettings(
      ctx.db,
      groupId,
      req.settings,
      { personId: session.personId, ip: ctx.ip },
      ctx.clock.now(),
    );
    return { list };
  }),

  route(review.updateReviewProcessPersons, async (req, ctx) => {
    const groupId = targetGroup(ctx, req.groupId);
    const session = groupSessionOf(ctx);
    const current = await settingOf(ctx.db, groupId, req.scene);
    // The other level keeps its explicit persons (none when it used the default).
    const keep = (level: 1 | 2) =>
      current.explicit ? (level === 1 ? current.level1 : current.level2).map((p) => p.personId) : [];
    const [saved] = await saveSettings(
      ctx.db,
      groupId,
      [
        {
          scene: req.scene,
          reviewType: current.reviewType,
          level1: req.level === 1 ? req.personIds : keep(1),
          level2: req.level === 2 ? req.personIds : keep(2),
        },
      ],
      { personId: session.personId, ip: ctx.ip },
      ctx.clock.now(),
    );
    return saved!;
  }),

  route(review.reviewSettingHistory, async (req, ctx) => {
    const { list, totalRows } = await settingHistory(ctx.db, targetGroup(ctx, req.groupId), req.pagination);
    return { list, pagination: pageInfo(req.pagination, totalRows) };
  }),

  route(review.queryProcessNode, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    const { list, totalRows, approvalDay, afterCutOff } = await reviewQueue(
      ctx.db,
      ctx.services.market,
      { personId: session.personId, ip: ctx.ip, groupId: session.groupId },
      { scene: req.scene, fundId: req.fundId, mine: req.mine },
      req.pagination,
      ctx.clock.now(),
    );
    return { list, pagination: pageInfo(req.pagination, totalRows), approvalDay, afterCutOff };
  }),

  route(review.dealProcess, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    return decideOrders(
      ctx.db,
      ctx.services.market,
      req.serialNos,
      { personId: session.personId, ip: ctx.ip, groupId: session.groupId },
      req.decision,
      req.comment,
      ctx.clock.now(),
    );
  }),

  route(review.reviewTrail, async (req, ctx) =>
    reviewTrailOf(ctx.db, req.serialNo, groupSessionOf(ctx).groupIds),
  ),
];
