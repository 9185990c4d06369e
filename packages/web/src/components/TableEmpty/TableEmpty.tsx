import { NonIdealState, Spinner } from '@blueprintjs/core';
import { t } from '@funddesk/core';

/**
 * What a table shows under its header when it has no rows: a spinner while loading, else 暂无数据
 * (spec 01 §8, 03 §8: empty list).
 */
export function TableEmpty({ loading }: { loading: boolean }) {
  return loading ? (
    <div className="fd-table-empty">
      <Spinner size={20} />
    </div>
  ) : (
    <NonIdealState className="fd-table-empty" icon="inbox" description={t('common.empty')} />
  );
}
