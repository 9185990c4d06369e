import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect } from 'react';
import { t } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { checkAnnouncement } from '../serverClock';
import { useSession } from '../session';

/** How often the maintenance page asks whether the window is over, ms. */
export const MAINTAIN_RECHECK_MS = 30_000;

/**
 * /maintain: shown only inside the maintenance window (spec 01 §2.3; the guard sends everyone else to
 * /redirect). It names the window, checks again every 30 s and on 刷新; when the window is over the guard
 * moves on by itself.
 * @see spec 01 §2.3, §7.2; spec 03 §4 Maintenance
 */
export function MaintainPage() {
  const client = useGateway();
  const { maintainTime } = useSession();
  useEffect(() => {
    const timer = setInterval(() => void checkAnnouncement(client), MAINTAIN_RECHECK_MS);
    return () => clearInterval(timer);
  }, [client]);
  return (
    <div className="fd-page fd-page--center fd-public-page" data-testid="maintain-page">
      <NonIdealState
        icon="wrench"
        title={t('web.maintain.title')}
        description={
          <>
            <p>{t('web.maintain.description')}</p>
            {maintainTime ? (
              <p className="fd-maintain__window">
                {t('web.maintain.window', { dStart: maintainTime.dStart, dEnd: maintainTime.dEnd })}
              </p>
            ) : null}
          </>
        }
        action={
          <Button icon="refresh" onClick={() => void checkAnnouncement(client)}>
            {t('web.maintain.refresh')}
          </Button>
        }
      />
    </div>
  );
}
