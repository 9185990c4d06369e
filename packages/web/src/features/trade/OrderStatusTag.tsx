import { Tag } from '@blueprintjs/core';
import type { OrderStatus } from '@funddesk/core';
import { orderStatusText, statusIntents } from './orderText';

/**
 * An order state as a small tag (已受理, 待复核, 已撤单, 已确认, 失败).
 * @see issue 3 order states
 */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag minimal intent={statusIntents[status]} data-status={status} className="fd-status-tag">
      {orderStatusText(status)}
    </Tag>
  );
}
