import type { ReactNode } from 'react';
import { t } from '@funddesk/core';

/**
 * The frame of the institution login pages (spec 01 §2.2): the red brand panel on the left, the form
 * card on the right, the risk notice at the bottom.
 * @see spec 01 §1 (institution variant, red theme)
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <div className="fd-login">
      <div className="fd-login__brand">
        <div className="fd-login__logo">
          <span className="fd-logo-mark">FD</span>
          <span className="fd-login__brand-name">{t('web.app.brand')}</span>
          <span className="fd-variant-tag">{t('web.variant.institution')}</span>
        </div>
        <div className="fd-login__slogan">{t('web.app.subtitle')}</div>
        <div className="fd-login__hotline">
          {t('web.hotline.label')} {t('web.hotline.number')} · {t('web.hotline.hours')}
        </div>
      </div>
      <div className="fd-login__panel">
        <div className="fd-login__card">{children}</div>
        <div className="fd-login__footer">{t('web.login.footer')}</div>
      </div>
    </div>
  );
}
