import { Button, PopoverNext } from '@blueprintjs/core';
import { t } from '@funddesk/core';

/**
 * The customer hotline popover with its working hours (spec 01 §1: 09:00-18:00 on working days).
 * @see spec 01 §1, §2.1
 */
export function Hotline() {
  return (
    <PopoverNext
      interactionKind="hover"
      hoverCloseDelay={200}
      placement="bottom"
      content={
        <div className="fd-hotline">
          <div className="fd-hotline__label">{t('web.hotline.label')}</div>
          <div className="fd-hotline__number">{t('web.hotline.number')}</div>
          <div className="fd-hotline__hours">{t('web.hotline.hours')}</div>
        </div>
      }
    >
      <Button variant="minimal" icon="headset" aria-label={t('web.hotline.label')}>
        <span className="fd-header__hotline-text">{t('web.hotline.label')}</span>
      </Button>
    </PopoverNext>
  );
}
