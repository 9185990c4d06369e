import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { t } from '@funddesk/core';

/**
 * An open page of spec 01 §2.2 that is not built yet (help centre, double record, deep link …): shown
 * outside the shell, since it needs no login, with its name and a way to the landing page.
 * @see spec 01 §2.2, §2.3 (open paths and prefixes)
 */
export function PublicBuildingPage({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <div className="fd-page fd-page--center fd-public-page">
      <NonIdealState
        icon="build"
        title={t('web.building.title')}
        description={t('web.building.description', { title })}
        action={
          <Button icon="home" onClick={() => void navigate('/redirect')}>
            {t('web.common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
