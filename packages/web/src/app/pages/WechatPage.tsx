import { NonIdealState } from '@blueprintjs/core';
import { t } from '@funddesk/core';

/**
 * /wechat: the page of in-app browsers (spec 01 §2.3: pushed when the app opens in one). The product is
 * a desktop back office; it asks to open the address in a full browser.
 * @see spec 01 §2.3, §4.8 (downloads are refused in in-app browsers)
 */
export function WechatPage() {
  return (
    <div className="fd-page fd-page--center fd-public-page">
      <NonIdealState
        icon="mobile-phone"
        title={t('web.wechat.title')}
        description={t('web.wechat.description')}
      />
    </div>
  );
}
