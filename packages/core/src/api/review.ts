/**
 * The four-eyes review process (issue 11 §1-§2): review settings per organisation and scene, the review
 * queue and decisions, the settings history. Service `account` (spec 01 §7.14 lists the review process
 * among the account calls, A/pc/...). Paths are the spec's names under `pc/` (spec 01 §7.14, 03 §7
 * "Review settings"); the history call is FundDesk's (docs/api.md).
 *
 * Privileges (docs/permissions.md): reading settings `review_setting` (FD; administrators), changing them
 * `review_setting_edit` (spec 03 §2); the queue and decisions `review_process` (FD; checkers).
 */
import { z } from 'zod';
import { orderSchema } from '../domain/trade.js';
import { REVIEW_DECISIONS, REVIEW_SCENES, REVIEW_TYPES } from '../rules/review.js';
import { defineCall, pageInfoSchema, paginationSchema } from './contract.js';

/** A review scene code (rules/review.ts REVIEW_SCENES). */
export const reviewSceneSchema = z.enum(REVIEW_SCENES);
/** A review type code (spec 03 §3). */
export const reviewTypeSchema = z.enum(REVIEW_TYPES);

const groupId = z.string().min(1).max(32);
const personId = z.string().min(1).max(32);
const serialNo = z.string().min(1).max(64);
/** A review comment: at most 200 characters, no control characters (DESIGN §7 strings at the contract). */
const comment = z
  .string()
  .max(200)
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'comment');

/** A person as the review screens show them: id, name and login name. */
export const reviewPersonSchema = z.object({
  personId: z.string(),
  personName: z.string(),
  loginName: z.string(),
});
/** A person of a review level. */
export type ReviewPerson = z.infer<typeof reviewPersonSchema>;

/**
 * The review setting of one organisation and scene: the type, the persons of each level (when a level has
 * no explicit persons, its default persons are the organisation's members holding the level's checker role:
 * `explicit` false), the last change (ISO, Asia/Shanghai; null when never changed) and who made it.
 */
export const reviewSettingSchema = z.object({
  groupId: z.string(),
  scene: reviewSceneSchema,
  reviewType: reviewTypeSchema,
  level1: z.array(reviewPersonSchema),
  level2: z.array(reviewPersonSchema),
  explicit: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
/** A review setting. */
export type ReviewSetting = z.infer<typeof reviewSettingSchema>;

/**
 * A/pc/queryReviewProcessScene/list (spec 01 §7.14): the scenes a setting may be made for (cart purchase,
 * single purchase, redemption, conversion, batch purchase, batch redemption). Clients render the names
 * from the catalogue (`review.scene.*`).
 */
export const queryReviewProcessScene = defineCall({
  name: 'queryReviewProcessScene/list',
  service: 'account',
  path: 'pc/queryReviewProcessScene/list',
  privilege: 'review_setting',
  request: z.object({}),
  response: z.object({ list: z.array(reviewSceneSchema) }),
});

/**
 * A/pc/queryReviewProcessOrg/list (spec 01 §7.14): the organisations the caller may set the review of
 * (those the person acts for), each with the persons who may be named at a level (its checkers).
 */
export const queryReviewProcessOrg = defineCall({
  name: 'queryReviewProcessOrg/list',
  service: 'account',
  path: 'pc/queryReviewProcessOrg/list',
  privilege: 'review_setting',
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({ groupId: z.string(), corpName: z.string(), checkers: z.array(reviewPersonSchema) }),
    ),
  }),
});

/**
 * A/pc/processSetQuery (spec 01 §7.14): the settings of every scene of an organisation (the session's when
 * `groupId` is absent; FD1004 for one the person does not act for).
 */
export const processSetQuery = defineCall({
  name: 'processSetQuery',
  service: 'account',
  path: 'pc/processSetQuery',
  privilege: 'review_setting',
  request: z.object({ groupId: groupId.optional() }),
  response: z.object({ list: z.array(reviewSettingSchema) }),
});

/** One scene's new setting: type and the person ids of both levels. */
const settingChange = z.object({
  scene: reviewSceneSchema,
  reviewType: reviewTypeSchema,
  level1: z.array(personId).max(20).default([]),
  level2: z.array(personId).max(20).default([]),
});

/**
 * A/pc/processSet (spec 01 §7.14; the reviewSettingUpdate screen, spec 03 §2, multi-select of scenes):
 * sets the type and persons of one or more scenes of an organisation, in one transaction, each change
 * recorded in the history (who, when, from where, before, after). Privilege review_setting_edit.
 * @throws GatewayError FD1003 without the privilege; FD1004 for another organisation; FD4907 a level
 *   without persons; FD4908 a person who is not a checker of the organisation; FD4909 two levels with one
 *   person
 */
export const processSet = defineCall({
  name: 'processSet',
  service: 'account',
  path: 'pc/processSet',
  privilege: 'review_setting_edit',
  request: z.object({ groupId: groupId.optional(), settings: z.array(settingChange).min(1).max(6) }),
  response: z.object({ list: z.array(reviewSettingSchema) }),
});

/**
 * A/pc/updateReviewProcessPersons (spec 01 §7.14): replaces the persons of one level of one scene (the type
 * stays). Privilege review_setting_edit; the same checks and history as {@link processSet}.
 */
export const updateReviewProcessPersons = defineCall({
  name: 'updateReviewProcessPersons',
  service: 'account',
  path: 'pc/updateReviewProcessPersons',
  privilege: 'review_setting_edit',
  request: z.object({
    groupId: groupId.optional(),
    scene: reviewSceneSchema,
    level: z.union([z.literal(1), z.literal(2)]),
    personIds: z.array(personId).max(20),
  }),
  response: reviewSettingSchema,
});

/** One change of a review setting: who, when (ISO, Asia/Shanghai), from where, before and after. */
export const reviewSettingChangeSchema = z.object({
  changeId: z.number().int(),
  groupId: z.string(),
  scene: reviewSceneSchema,
  changedAt: z.string(),
  personName: z.string(),
  loginName: z.string(),
  ip: z.string().nullable(),
  before: reviewSettingSchema,
  after: reviewSettingSchema,
});
/** One change of a review setting. */
export type ReviewSettingChange = z.infer<typeof reviewSettingChangeSchema>;

/** A/pc/reviewSetting/history (FundDesk; issue 11 §1 "every change is recorded and shown as a history"). */
export const reviewSettingHistory = defineCall({
  name: 'reviewSettingHistory',
  service: 'account',
  path: 'pc/reviewSetting/history',
  privilege: 'review_setting',
  request: z.object({
    groupId: groupId.optional(),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(reviewSettingChangeSchema), pagination: pageInfoSchema }),
});

/** One decision taken on an order: level, checker, decision, comment and time (ISO, Asia/Shanghai). */
export const reviewDecisionSchema = z.object({
  level: z.number().int(),
  personName: z.string(),
  loginName: z.string(),
  decision: z.enum(REVIEW_DECISIONS),
  comment: z.string(),
  decidedAt: z.string(),
});
/** A decision taken on an order. */
export type ReviewDecisionEntry = z.infer<typeof reviewDecisionSchema>;

/**
 * An order in the review queue: the order, its scene, the levels it needs and the one awaiting, its
 * earlier decisions, whether the caller may decide it now (else the refusal's code), and whether it has
 * rolled past the trade day it was placed for (rules/review.ts reviewRolled).
 */
export const processNodeSchema = z.object({
  order: orderSchema,
  scene: reviewSceneSchema,
  levels: z.number().int(),
  level: z.number().int(),
  decisions: z.array(reviewDecisionSchema),
  canDecide: z.boolean(),
  refusalCode: z.string().nullable(),
  rolled: z.boolean(),
});
/** An order in the review queue. */
export type ProcessNode = z.infer<typeof processNodeSchema>;

/**
 * A/pc/queryProcessNode/list (spec 01 §7.14): the session organisation's orders pending review, oldest
 * first, with filters (scene, fund code, only those the caller may decide now), one page; plus the
 * application day an approval now would give (`approvalDay`, `afterCutOff`: after 15:00 on a trading day
 * or on a non-trading day it is the next trading day — the screen says so before approving).
 */
export const queryProcessNode = defineCall({
  name: 'queryProcessNode/list',
  service: 'account',
  path: 'pc/queryProcessNode/list',
  privilege: 'review_process',
  request: z.object({
    scene: reviewSceneSchema.optional(),
    fundId: z.string().max(6).optional(),
    mine: z.boolean().default(false),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({
    list: z.array(processNodeSchema),
    pagination: pageInfoSchema,
    approvalDay: z.string(),
    afterCutOff: z.boolean(),
  }),
});

/** The outcome of one order of a {@link dealProcess}: its new state, or the refusal's code and message. */
export const dealResultSchema = z.object({
  serialNo: z.string(),
  ok: z.boolean(),
  status: z.enum(['accepted', 'pendingReview', 'cancelled', 'confirmed', 'failed']).nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
/** The outcome of one order of a decision. */
export type DealResult = z.infer<typeof dealResultSchema>;

/**
 * A/pc/dealProcess (spec 01 §7.14; on success the client refreshes the pending trade count): approves or
 * rejects up to 100 orders (multi-select) with one comment. Each order is decided in its own transaction
 * by a conditional update (exactly one of two concurrent decisions wins); each answers its outcome: the new
 * state, or a refusal code — FD4005 unknown or of another organisation, FD4901 own order, FD4902 already
 * decided, FD4903 cancelled, FD4904 not a person of the current level, FD4905 decided an earlier level.
 * The last approval makes the order `accepted` with the application day of that moment; a rejection ends
 * it `failed` with the reason. Answers the pending trade count after the decisions.
 * @throws GatewayError FD4906 for a rejection without a comment (nothing decided)
 */
export const dealProcess = defineCall({
  name: 'dealProcess',
  service: 'account',
  path: 'pc/dealProcess',
  privilege: 'review_process',
  request: z.object({
    serialNos: z.array(serialNo).min(1).max(100),
    decision: z.enum(REVIEW_DECISIONS),
    comment: comment.optional(),
  }),
  response: z.object({ results: z.array(dealResultSchema), pendingNum: z.number().int() }),
});

/**
 * A/pc/queryProcessNode/detail (FundDesk): the review decisions of one order of the caller's organisations
 * (the trade detail's approval trail: maker, each checker, time, comment); an empty list for an order that
 * needed no review. FD4005 for an unknown order or one of another organisation.
 */
export const reviewTrail = defineCall({
  name: 'reviewTrail',
  service: 'account',
  path: 'pc/queryProcessNode/detail',
  privilege: 'public_trans_detail',
  request: z.object({ serialNo }),
  response: z.object({
    serialNo: z.string(),
    scene: reviewSceneSchema.nullable(),
    levels: z.number().int(),
    makerName: z.string(),
    makerLoginName: z.string(),
    placedAt: z.string(),
    decisions: z.array(reviewDecisionSchema),
  }),
});
