import { useState } from 'react';
import { Alert, Button, Icon, PopoverNext } from '@blueprintjs/core';
import { Link } from 'react-router';
import { dismissNotice, noticeBanner, support, t, type NoticeBannerView } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { sessionStore, useSession } from '../session';
import { variant } from '../variant';

/** The banner's text, jump link and close control. */
function NoticeContent({
  banner,
  gated,
  onClose,
}: {
  banner: NoticeBannerView;
  gated: boolean;
  onClose: () => void;
}) {
  const { link } = banner;
  return (
    <>
      <Icon icon="notifications" size={14} className="fd-notice__icon" />
      <span className="fd-notice__label">{t('web.notice.label')}</span>
      <span className="fd-notice__text" title={banner.text}>
        {banner.text}
      </span>
      {link?.kind === 'url' ? (
        <a className="fd-notice__link" href={link.href} target="_blank" rel="noopener noreferrer">
          {t('web.notice.more')}
        </a>
      ) : null}
      {link?.kind === 'fund' && !gated ? (
        <Link className="fd-notice__link" to={link.path}>
          {t('web.notice.more')}
        </Link>
      ) : null}
      <Button
        variant="minimal"
        size="small"
        icon="small-cross"
        className="fd-notice__close"
        aria-label={t('web.notice.close')}
        onClick={onClose}
      />
    </>
  );
}

/**
 * The optional notice banner (spec 01 §2.1; core `noticeBanner`): the latest notice of the organisation
 * (homePage/notice/last) with its jump link (redirectType 1 a url in a new window, 2 a fund detail) and a
 * close control; closed and confirmed, it is remembered for the organisation (stored noticeIds, kept on
 * logout, and on the gateway). 36 px high in the institution variant; in the enterprise variant a 3 px
 * line in the brand colour whose notice opens on hover.
 * Held at 首次登录设置 (`gated`, spec 01 §4.2) a fund-detail link is left out: the guard would send it back.
 * @see spec 01 §2.1, §3 (noticeIds), §7.2; spec 03 §9 (banner height)
 */
export function NoticeBanner({ gated = false }: { gated?: boolean }) {
  const client = useGateway();
  const { token, groupId, noticeIds } = useSession();
  const { data } = useCall(support.noticeLast, token && groupId ? {} : null, { revalidateIfStale: false });
  const [confirming, setConfirming] = useState(false);
  const banner = noticeBanner({ notice: data?.notice, groupId, noticeIds, variant: variant.id });
  if (!banner || !groupId) return null;

  const close = () => {
    setConfirming(false);
    sessionStore.set({ noticeIds: dismissNotice(sessionStore.get().noticeIds, groupId, banner.id) });
    void client.call(support.noticeClose, { id: banner.id }, { hideResult: true }).catch(() => undefined);
  };

  const confirm = (
    <Alert
      isOpen={confirming}
      icon="notifications"
      confirmButtonText={t('web.common.confirm')}
      cancelButtonText={t('web.common.cancel')}
      onCancel={() => setConfirming(false)}
      onConfirm={close}
    >
      {t('web.notice.closeConfirm')}
    </Alert>
  );

  if (banner.height >= 36) {
    return (
      <div className="fd-notice" role="status" style={{ height: banner.height }} data-testid="notice-banner">
        <NoticeContent banner={banner} gated={gated} onClose={() => setConfirming(true)} />
        {confirm}
      </div>
    );
  }
  return (
    <>
      <PopoverNext
        interactionKind="hover"
        hoverCloseDelay={200}
        placement="bottom"
        fill
        content={
          <div className="fd-notice fd-notice--popover">
            <NoticeContent banner={banner} gated={gated} onClose={() => setConfirming(true)} />
          </div>
        }
      >
        <div
          className="fd-notice-line"
          role="status"
          aria-label={banner.text}
          tabIndex={0}
          style={{ height: banner.height }}
          data-testid="notice-banner"
        />
      </PopoverNext>
      {confirm}
    </>
  );
}
