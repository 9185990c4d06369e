import { Card } from '@blueprintjs/core';
import { t } from '@funddesk/core';

/**
 * 持仓 (重仓股, 行业配置, 资产配置): an honest empty state — the data has no holdings (shared/data README), so no
 * figure is shown and none is invented; no call is made.
 * @see spec 03 §7 (heavyAssetFund, pc/ins/heavyFund, heavyStock, industry); issue 14 §2 (holdings)
 */
export function HoldingsSection() {
  return (
    <Card compact className="fd-section" aria-labelledby="fd-holdings-title" data-testid="holdings-section">
      <div className="fd-section-head">
        <h4 id="fd-holdings-title">{t('fundDetail.holdings.title')}</h4>
      </div>
      <p>
        <strong>{t('fundDetail.holdings.empty')}</strong>
      </p>
      <ul className="fd-note">
        {(['heavyStocks', 'industry', 'assets'] as const).map((part) => (
          <li key={part}>{t('fundDetail.holdings.item', { part: t(`fundDetail.holdings.${part}`) })}</li>
        ))}
      </ul>
      <p className="fd-note">{t('fundDetail.holdings.reason')}</p>
    </Card>
  );
}
