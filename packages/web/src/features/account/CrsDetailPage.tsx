import { Card, Classes, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';
import { riskCrs, t, type CrsDeclarationRecord } from '@funddesk/core';
import { CallStatus } from '../../components/CallStatus/CallStatus';
import { useCall } from '../../api/hooks';
import { Facts } from '../../components/Facts/Facts';
import { PageHead } from '../../components/PageHead/PageHead';
import { formatDateTime } from '../trade/orderText';
import '../product/product.css';
import '../trade/screens.css';
import './riskCrs.css';

/** The jurisdictions of one declaration as a table (the TIN, or the reason for none). */
function CrsRowsTable({ declaration, label }: { declaration: CrsDeclarationRecord; label: string }) {
  if (declaration.rows.length === 0) return <span>{t('crs.rowsNone')}</span>;
  return (
    <HTMLTable compact striped className="fd-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('crs.country')}</th>
          <th scope="col">{t('crs.tin')}</th>
          <th scope="col">{t('crs.noTinReason')}</th>
          <th scope="col">{t('crs.explanation')}</th>
        </tr>
      </thead>
      <tbody>
        {declaration.rows.map((row) => (
          <tr key={row.country}>
            <td>{t(`crs.country.${row.country as 'US'}`)}</td>
            <td>{row.tin ?? t('display.none')}</td>
            <td>{row.noTinReason ? t(`crs.noTin.${row.noTinReason}`) : t('display.none')}</td>
            <td>{row.explanation ?? t('display.none')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** A person's or an institution's jurisdictions in one cell: 美国 123456789、开曼群岛 原因A… (none: 无). */
function rowsText(rows: CrsDeclarationRecord['rows']): string {
  if (rows.length === 0) return t('crs.rowsNone');
  return rows
    .map(
      (r) =>
        `${t(`crs.country.${r.country as 'US'}`)} ${r.tin ?? (r.noTinReason ? t(`crs.noTin.${r.noTinReason}`) : '')}`,
    )
    .join('、');
}

/**
 * The controlling persons of a passive non-financial institution's declaration (spec 01 §7.9): name, date of
 * birth, residency type and jurisdictions; nothing when the declaration lists none.
 */
function ControllingPersonsTable({ declaration }: { declaration: CrsDeclarationRecord }) {
  const persons = declaration.controllingPersons ?? [];
  if (persons.length === 0) return null;
  return (
    <>
      <h3 className="fd-section-title">{t('crs.controllingPersons')}</h3>
      <HTMLTable compact striped className="fd-table" aria-label={t('crs.controllingPersons')}>
        <thead>
          <tr>
            <th scope="col">{t('crs.person.name')}</th>
            <th scope="col">{t('crs.person.birthDate')}</th>
            <th scope="col">{t('crs.person.residencyType')}</th>
            <th scope="col">{t('crs.rows')}</th>
          </tr>
        </thead>
        <tbody>
          {persons.map((person, index) => (
            <tr key={index}>
              <td>{person.name}</td>
              <td>{person.birthDate}</td>
              <td>{t(`crs.residency.${person.residencyType as '1'}`)}</td>
              <td>{rowsText(person.rows)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/**
 * 税收居民身份声明详情 (/account/crsDetail; spec 03 §2 crsDetail, spec 01 §7.9 queryPersonalOrgCrs; issue 15 §4):
 * the organisation's current declaration (residency type, category, jurisdictions with TIN or reason, who
 * declared and when), a passive non-financial institution's controlling persons, and every earlier version,
 * newest first; 修改声明 opens the form.
 */
export function CrsDetailPage() {
  const crs = useCall(riskCrs.queryPersonalOrgCrs, {});
  const current = crs.data?.declaration ?? null;
  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <PageHead title={t('crs.detailTitle')}>
        {crs.data ? <span className="fd-note">{crs.data.corpName}</span> : null}
        <Link to="/account/crs" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          {t('crs.edit')}
        </Link>
      </PageHead>
      <Card>
        <CallStatus loading={crs.isLoading} error={crs.error} />
        {crs.data && !current ? <NonIdealState title={t('crs.none')} /> : null}
        {current ? (
          <>
            <Facts
              className="fd-risk-crs__facts"
              label={t('crs.detailTitle')}
              facts={[
                { label: t('crs.residencyType'), value: t(`crs.residency.${current.residencyType}`) },
                { label: t('crs.entityType'), value: t(`crs.entity.${current.entityType}`) },
                { label: t('crs.version'), value: current.version },
                { label: t('crs.declaredBy'), value: current.declaredBy },
                { label: t('crs.declaredAt'), value: formatDateTime(current.declaredAt) },
              ]}
            />
            <h3 className="fd-section-title">{t('crs.rows')}</h3>
            <CrsRowsTable declaration={current} label={t('crs.rows')} />
            <ControllingPersonsTable declaration={current} />
          </>
        ) : null}
      </Card>
      {crs.data && crs.data.history.length > 0 ? (
        <Card>
          <h3 className="fd-section-title">{t('crs.history')}</h3>
          <HTMLTable compact striped className="fd-table" aria-label={t('crs.history')}>
            <thead>
              <tr>
                <th scope="col" className="fd-num">
                  {t('crs.version')}
                </th>
                <th scope="col">{t('crs.residencyType')}</th>
                <th scope="col">{t('crs.entityType')}</th>
                <th scope="col">{t('crs.country')}</th>
                <th scope="col">{t('crs.declaredBy')}</th>
                <th scope="col">{t('crs.declaredAt')}</th>
              </tr>
            </thead>
            <tbody>
              {crs.data.history.map((h) => (
                <tr key={h.version}>
                  <td className="fd-num">{h.version}</td>
                  <td>{t(`crs.residency.${h.residencyType}`)}</td>
                  <td>{t(`crs.entity.${h.entityType}`)}</td>
                  <td>
                    {h.rows.length === 0
                      ? t('crs.rowsNone')
                      : h.rows.map((r) => t(`crs.country.${r.country as 'US'}`)).join('、')}
                  </td>
                  <td>{h.declaredBy}</td>
                  <td>{formatDateTime(h.declaredAt)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
    </div>
  );
}
