import { Button, Tag } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import { FundSearch } from '../../components/FundSearch/FundSearch';
import { variant } from '../variant';
import { Hotline } from './Hotline';
import { OrgSwitcher } from './OrgSwitcher';
import { UserMenu } from './UserMenu';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Whether the fund search shows (spec 01 §2.1: only with privilege fund_search). */
  canSearch: boolean;
  /** Mobile mode: the menu button opens the sidebar drawer. */
  mobile: boolean;
  onMenu: () => void;
  /**
   * Held at 首次登录设置 (spec 01 §4.2): no sidebar to open and no personal pages in the user menu, only the
   * organisation bar and 安全退出.
   */
  gated?: boolean;
}

/**
 * The header: brand with the variant's name and tag (机构版 / 企业版), the fund search, the hotline, the
 * organisation bar and the user menu with 安全退出.
 * @see spec 01 §2.1 layout, §1 (variant titles, hotline)
 */
export function Header({ canSearch, mobile, onMenu, gated = false }: HeaderProps) {
  return (
    <header className="fd-header">
      {mobile && !gated ? (
        <Button variant="minimal" icon="menu" aria-label={t('web.sidebar.expand')} onClick={onMenu} />
      ) : null}
      <div className="fd-header__brand">
        <span className="fd-logo-mark">FD</span>
        <span className="fd-header__title">{t(variant.subtitleKey)}</span>
        <Tag minimal className="fd-variant-tag">
          {t(variant.tagKey)}
        </Tag>
      </div>
      <div className="fd-header__search">{canSearch ? <FundSearch /> : null}</div>
      <div className="fd-header__spacer" />
      <Hotline />
      <span className="fd-header__divider" />
      <OrgSwitcher />
      <span className="fd-header__divider" />
      <UserMenu gated={gated} />
    </header>
  );
}
