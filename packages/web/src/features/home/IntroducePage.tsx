import { Card } from '@blueprintjs/core';
import { Link } from 'react-router';
import { t, type MessageKey } from '@funddesk/core';
import './home.css';

/** The sections of the introduction: catalogue name and text keys, in menu order. */
export const INTRODUCE_SECTIONS = [
  'product',
  'fundTools',
  'trade',
  'asset',
  'dataService',
  'permission',
  'account',
  'user',
] as const;

/**
 * 功能介绍 (/home/introduce): a short Chinese overview of what each section of FundDesk does (static catalogue
 * text, `home.introduce.*`), and how real and simulated figures are told apart.
 * @see spec 03 §2 home; issue 14 §1
 */
export function IntroducePage() {
  return (
    <div className="fd-home">
      <h2 className="fd-page-title">{t('home.introduce.title')}</h2>
      <Card className="fd-home__card">
        <p>{t('home.introduce.lead')}</p>
        <dl className="fd-home__introduce" data-testid="introduce-list">
          {INTRODUCE_SECTIONS.map((section) => (
            <div key={section} className="fd-home__introduce-item">
              <dt>{t(`home.introduce.${section}.name` as MessageKey)}</dt>
              <dd>{t(`home.introduce.${section}.text` as MessageKey)}</dd>
            </div>
          ))}
        </dl>
        <p className="fd-note">{t('home.introduce.simulated')}</p>
        <Link to="/home/index">{t('home.title')}</Link>
      </Card>
    </div>
  );
}
