import type { CallResponse } from '@funddesk/core';
import type { account } from '@funddesk/core';
import type { AgreementItem } from './AgreementList';

/** An agreement item as the batch query answers it (test fixture). */
export function agreementItem(signType: number, version = 1, upgraded = false): AgreementItem {
  const names: Record<number, string> = {
    1: '客户维护费告知书',
    2: '基金投资风险揭示书',
    3: '开放式基金电子交易服务协议',
    4: '超级转换用户服务协议',
    25: '法律声明及用户协议',
  };
  const name = names[signType] ?? `协议${signType}`;
  return {
    id: `AG${signType}-F2-V${version}`,
    agreementId: `AG${signType}-F2`,
    agreementName: name,
    title: `《${name}》`,
    fileName: `${name}.pdf`,
    url: `/agreement/AG${signType}-F2-V${version}`,
    signType,
    agreementType: signType === 25 ? null : signType - 1,
    version,
    publishedAt: '2025-01-01T00:00:00.000Z',
    upgraded,
  };
}

/** A batch query answer (test fixture). */
export function batchAnswer(
  items: AgreementItem[],
  upgrade = false,
): CallResponse<typeof account.custAgreementBatchQuery> {
  return {
    signFlag: items.length === 0,
    jgtOrgProdFlag: 2,
    agreementList: items,
    alterMsgDto: upgrade ? { title: '协议更新提示', content: '我们更新了《基金投资风险揭示书》。' } : null,
    alterMsgDtoTwo: upgrade ? { title: '协议签署', content: '请阅读并签署更新后的协议。' } : null,
  };
}
