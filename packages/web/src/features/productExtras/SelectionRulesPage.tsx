import { Card } from '@blueprintjs/core';
import { Link } from 'react-router';
import { t, type MessageKey } from '@funddesk/core';
import './productExtras.css';

/** The sections of the page: heading and paragraphs (catalogue keys). */
const sections: readonly (readonly [heading: MessageKey, items: readonly MessageKey[], list: boolean])[] = [
  ['productExtras.rules.h1', ['productExtras.rules.p1'], false],
  [
    'productExtras.rules.h2',
    [
      'productExtras.rules.p2a',
      'productExtras.rules.p2b',
      'productExtras.rules.p2c',
      'productExtras.rules.p2d',
    ],
    true,
  ],
  ['productExtras.rules.h3', ['productExtras.rules.p3'], false],
  ['productExtras.rules.h4', ['productExtras.rules.p4'], false],
];

/**
 * /product/twentySelectIntroduct 了解选基规则 (issue 14 §2; spec 03 §2 twentySelectIntroduct): the catalogue's
 * static text explaining how the solutions' funds are selected.
 */
export function SelectionRulesPage() {
  return (
    <div className="fd-px">
      <Card className="fd-px-card">
        <article aria-labelledby="fd-px-rules">
          <h2 id="fd-px-rules">{t('productExtras.rules.title')}</h2>
          <p>{t('productExtras.rules.intro')}</p>
          {sections.map(([heading, items, list]) => (
            <section key={heading}>
              <h3>{t(heading)}</h3>
              {list ? (
                <ol>
                  {items.map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ol>
              ) : (
                items.map((key) => <p key={key}>{t(key)}</p>)
              )}
            </section>
          ))}
          <Link to="/product/solutionDetail">{t('productExtras.solution.title')}</Link>
        </article>
      </Card>
    </div>
  );
}
