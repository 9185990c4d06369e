import { Button, NonIdealState } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { findMenuNode, t } from '@funddesk/core';
import { useMenu } from '../useMenu';

/**
 * What a route of the menu (or a fixed page of spec 01 §2.2, named by `title`) shows until its page is
 * built: a Chinese 功能建设中 state naming the page. A path that names no page says 页面不存在.
 * @see spec 01 §2.2
 */
export function BuildingPage({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { menu, isLoading } = useMenu();
  if (isLoading && title === undefined) return null;
  const name = title ?? findMenuNode(menu, pathname)?.title;
  if (name === undefined) return <NotFoundState onBack={() => void navigate('/redirect')} />;
  return (
    <div className="fd-page fd-page--center">
      <NonIdealState
        icon="build"
        title={t('web.building.title')}
        description={t('web.building.description', { title: name })}
        action={
          <Button icon="home" onClick={() => void navigate('/redirect')}>
            {t('web.common.backHome')}
          </Button>
        }
      />
    </div>
  );
}

/** 页面不存在 with a way back (spec 01 §2.2: /404). */
export function NotFoundState({ onBack }: { onBack: () => void }) {
  return (
    <div className="fd-page fd-page--center">
      <NonIdealState
        icon="search"
        title={t('web.notFound.title')}
        description={t('web.notFound.description')}
        action={
          <Button icon="home" onClick={onBack}>
            {t('web.common.backHome')}
          </Button>
        }
      />
    </div>
  );
}

/** The /404 page (spec 01 §2.2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundState onBack={() => void navigate('/redirect')} />;
}
