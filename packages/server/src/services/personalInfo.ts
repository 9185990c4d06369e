import { ErrorCode, GatewayError, isRiskAssessmentExpired, personalInfo, shanghaiDate } from '@funddesk/core';
import { imageTypeOf, readIdCard } from '../account/ocr.js';
import { confirmIdCard, personalInfoBase, storeIdImage, updatePersonalInfo } from '../account/person.js';
import { riskAssessmentOf } from '../trade/risk.js';
import { route, sessionOf, uploadRoute, type HandlerContext, type Route, type UploadRoute } from './types.js';

/** The caller as the person module needs it: their own person id and address. */
function actorOf(ctx: HandlerContext): { personId: string; ip: string } {
  return { personId: sessionOf(ctx).personId, ip: ctx.ip };
}

/**
 * Handlers of 个人信息 and 身份证影像 (issue 15 §1; spec 01 §7.8, §7.9). The pipeline has checked the session
 * and the privilege (user_info, card_record) and decrypted name, mobile and number; every call acts on the
 * caller's own person only, whatever organisation the session acts for.
 */
export const personalInfoRoutes: Route[] = [
  route(personalInfo.queryPersonalInfoBase, (_req, ctx) => {
    const session = sessionOf(ctx);
    return personalInfoBase(ctx.db, ctx.clock, session.personId, session.groupId);
  }),
  route(personalInfo.queryPersonalInfoInvest, async (_req, ctx) => {
    const assessment = await riskAssessmentOf(ctx.db, sessionOf(ctx).personId);
    const riskExpireDate = assessment.level === null ? null : assessment.expireDate;
    return {
      riskLevel: assessment.level,
      riskExpireDate,
      riskExpired:
        assessment.level === null || isRiskAssessmentExpired(riskExpireDate, shanghaiDate(ctx.clock.now())),
    };
  }),
  route(personalInfo.updatePersonalInfo, (req, ctx) =>
    updatePersonalInfo(ctx.db, ctx.clock, actorOf(ctx), {
      name: req.name,
      mobile: req.mobilePhone,
      credType: req.credType,
      credNumber: req.credNumber,
      credExpiryDate: req.credExpiryDate,
    }),
  ),
  route(personalInfo.confirmIdCard, (req, ctx) => confirmIdCard(ctx.db, ctx.clock, actorOf(ctx), req)),
];

/**
 * A/pc/card/ocr (spec 01 §7.8): the image checked by its content (FD1201), read by tesseract, kept for the
 * confirmation with what was read. The size limit (FD1202) is the upload's, enforced while streaming.
 */
export const personalInfoUploads: UploadRoute[] = [
  uploadRoute(personalInfo.cardOcr, async (fields, file, ctx) => {
    const mediaType = imageTypeOf(file.bytes);
    if (mediaType === null) throw new GatewayError(ErrorCode.IdImageType);
    const reading = await readIdCard(file.bytes, fields.ocrCardType, () => performance.now());
    const front = reading.side === 'front' ? reading.front : null;
    const back = reading.side === 'back' ? reading.back : null;
    const imageId = await storeIdImage(ctx.db, ctx.clock, actorOf(ctx), {
      type: fields.ocrCardType,
      mediaType,
      bytes: file.bytes,
      ocr: front ?? back,
    });
    return { imageId, ocrCardType: fields.ocrCardType, front, back, elapsedMs: reading.elapsedMs };
  }),
];
