import { Callout, Card, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { cockpit, t, type MessageKey } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';
import '../product/product.css';
import '../trade/screens.css';
import './cockpit.css';

/**
 * 关联机构 (/cockpit/affiliatedOrg; spec 03 §2 "Cockpit" affiliatedOrg, §6 related_institutions, §7
 * cockpit/relation/list/query and cockpit/user/self/detail): the cockpit user (name and mobile masked) and every
 * relation — institution, relation date, state (有效 counted in the cockpit, 已解除 not), the institution's
 * contact with the masked mobile. Read-only: relations are maintained by the platform (docs/decisions.md).
 */
export function AffiliatedOrgPage() {
  const relations = useCall(cockpit.cockpitRelationList, {});
  const self = useCall(cockpit.cockpitUserSelfDetail, {});
  const list = relations.data?.cockpitRelationList ?? [];
  const effective = list.filter((r) => r.state === '1').length;

  return (
    <div className="fd-product fd-screens fd-cockpit">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('menu.cockpit.affiliatedOrg')}</h2>
        {self.data ? (
          <>
            <span className="fd-note">{t('cockpit.relation.user', { name: self.data.cUserName })}</span>
            {self.data.mobilePhone ? (
              <span className="fd-note">
                {t('cockpit.relation.mobile', { mobile: self.data.mobilePhone })}
              </span>
            ) : null}
          </>
        ) : null}
        {relations.data ? (
          <span className="fd-note">{t('cockpit.relation.count', { n: list.length, effective })}</span>
        ) : null}
        {relations.isLoading ? <Spinner size={14} /> : null}
      </Card>
      <Callout compact icon="info-sign">
        {t('cockpit.relation.readOnly')}
      </Callout>
      <Card>
        <div className={`fd-table-wrap${relations.isLoading ? ' is-loading' : ''}`}>
          <HTMLTable compact striped className="fd-dense-table" aria-label={t('cockpit.relation.table')}>
            <thead>
              <tr>
                <th scope="col">{t('cockpit.col.groupId')}</th>
                <th scope="col">{t('cockpit.col.corpName')}</th>
                <th scope="col">{t('cockpit.relation.col.relationDate')}</th>
                <th scope="col">{t('cockpit.relation.col.state')}</th>
                <th scope="col">{t('cockpit.relation.col.managerName')}</th>
                <th scope="col">{t('cockpit.relation.col.managerMobilePhone')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.groupId} data-group={r.groupId}>
                  <td className="fd-code">{r.groupId}</td>
                  <td className="fd-cockpit-name" title={r.corpName}>
                    {r.corpName}
                  </td>
                  <td className="fd-code">{r.relationDate}</td>
                  <td>
                    <Tag minimal intent={r.state === '1' ? 'success' : 'none'}>
                      {t(`cockpit.relation.state.${r.state}` as MessageKey)}
                    </Tag>
                  </td>
                  <td>{r.managerName}</td>
                  <td className="fd-code">{r.managerMobilePhone}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {list.length === 0 ? <TableEmpty loading={relations.isLoading} /> : null}
        </div>
      </Card>
    </div>
  );
}
