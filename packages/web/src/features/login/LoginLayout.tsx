import type { ReactNode } from 'react';
import { t } from '@funddesk/core';
import { variant } from '../../app/variant';

/**
 * The frame of the login pages (spec 01 §2.2): the brand panel in the variant's colour on the left
 * (red institution, orange enterprise, spec 01 §1), the form card on the right, the risk notice at the
 * bottom.
 * @see spec 01 §1 (variants: colour theme, titles, login pages)
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <div className="fd-login" data-variant={variant.id}>
      <div className="fd-login__brand">
        <div className="fd-login__logo">
          <span className="fd-logo-mark">FD</span>
          <span className="fd-login__brand-name">{t('web.app.brand')}</span>
          <span className="fd-variant-tag">{t(variant.tagKey)}</span>
        </div>
        <h1 className="fd-login__slogan">{t(variant.subtitleKey)}</h1>
        <div className="fd-login__hotline">
          {t('web.hotline.label')} {t('web.hotline.number')} · {t('web.hotline.hours')}
        </div>
      </div>
      <main className="fd-login__panel">
        <div className="fd-login__card">{children}</div>
        <div className="fd-login__footer">{t('web.login.footer')}</div>
      </main>
    </div>
  );
}
