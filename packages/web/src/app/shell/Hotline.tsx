import { Button, PopoverNext, Tag } from '@blueprintjs/core';
import { hotlineStatus, t } from '@funddesk/core';
import { serverClock, useServerClock } from '../serverClock';

/**
 * The customer hotline popover with its working hours and whether it is staffed now (core
 * `hotlineStatus`: 09:00-18:00 on working days, by the gateway's clock and calendar). Closes 200 ms after
 * the pointer leaves (spec 01 §9 popover close delay).
 * @see spec 01 §1, §2.1, §9
 */
export function Hotline() {
  const { workingDay } = useServerClock();
  const status = workingDay === null ? null : hotlineStatus(serverClock.now(), workingDay);
  return (
    <PopoverNext
      interactionKind="hover"
      hoverCloseDelay={200}
      placement="bottom"
      content={
        <div className="fd-hotline" data-testid="hotline">
          <div className="fd-hotline__label">{t('web.hotline.label')}</div>
          <div className="fd-hotline__number">{t('web.hotline.number')}</div>
          <div className="fd-hotline__hours">{t('web.hotline.hours')}</div>
          {status ? (
            <Tag minimal round intent={status.open ? 'success' : 'none'} className="fd-hotline__status">
              {t(status.statusKey)}
            </Tag>
          ) : null}
        </div>
      }
    >
      <Button variant="minimal" icon="headset" aria-label={t('web.hotline.label')}>
        <span className="fd-header__hotline-text">{t('web.hotline.label')}</span>
      </Button>
    </PopoverNext>
  );
}
