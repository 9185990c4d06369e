import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  ButtonGroup,
  Card,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
} from '@blueprintjs/core';
import {
  DEFAULT_FAVOURITE_GROUP_ID,
  favourites,
  formatSignedRate,
  rateTrend,
  t,
  type FavouriteFund,
  type MessageKey,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { SortHeader, sortDirectionOf } from '../../components/SortHeader/SortHeader';
import { SimulatedLegend, SimulatedMark } from '../product/common/SimulatedMark';
import { FavouriteStar } from './FavouriteStar';

import '../product/product.css';
import './fundTools.css';
import './FavouriteTables.css';

/** A row of controls: wraps, 8px apart. */
const TOOLBAR = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 8 } as const;

type SortField = (typeof favourites.favouriteSortFields)[number];

/** Red up, green down (spec 03 §5 rates). */
const rateClass = (rate: string | null): string => {
  const trend = rateTrend(rate);
  return `fd-num${trend === 'up' ? ' fd-up' : trend === 'down' ? ' fd-down' : ''}`;
};

/** The sortable columns: header key, sort field, cell. */
const COLUMNS: {
  field: SortField;
  title: MessageKey;
  cell: (row: FavouriteFund) => ReactNode;
  numeric?: boolean;
}[] = [
  { field: 'fundId', title: 'favourites.col.fundId', cell: (r) => r.fundId },
  {
    field: 'nav',
    title: 'favourites.col.nav',
    numeric: true,
    cell: (r) => (
      <>
        {r.nav ?? t('display.none')}
        {r.navSimulated ? <SimulatedMark /> : null}
      </>
    ),
  },
  {
    field: 'dailyReturn',
    title: 'favourites.col.dailyReturn',
    numeric: true,
    cell: (r) => <span className={rateClass(r.dailyReturn)}>{formatSignedRate(r.dailyReturn)}</span>,
  },
  {
    field: 'rate1m',
    title: 'favourites.col.rate1m',
    numeric: true,
    cell: (r) => <span className={rateClass(r.rate1m)}>{formatSignedRate(r.rate1m)}</span>,
  },
  {
    field: 'rate1y',
    title: 'favourites.col.rate1y',
    numeric: true,
    cell: (r) => <span className={rateClass(r.rate1y)}>{formatSignedRate(r.rate1y)}</span>,
  },
  {
    field: 'rateYtd',
    title: 'favourites.col.rateYtd',
    numeric: true,
    cell: (r) => <span className={rateClass(r.rateYtd)}>{formatSignedRate(r.rateYtd)}</span>,
  },
  { field: 'addedAt', title: 'favourites.col.addedAt', cell: (r) => r.addedAt.slice(0, 10) },
];

/**
 * 我的自选 (/fundTools/customizeFund; spec 03 §2 fund tools; issue 14 §3): the person's groups as tabs (全部自选
 * first; create, rename, delete with confirmation), the group's funds with today's NAV and change (模拟 marked) and
 * 近1月 / 近1年 / 今年以来 over the real NAV, sortable on the server, each removable by its star (confirmation,
 * toasts per spec 02 §8) or added to a group, and the export to xlsx (exportFavouriteFund).
 */
export function FavouritePage() {
  const client = useGateway();
  const [groupId, setGroupId] = useState(DEFAULT_FAVOURITE_GROUP_ID);
  const [sortField, setSortField] = useState<SortField>('addedAt');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const groups = useCall(favourites.queryAllFavouriteIndex, {});
  const request = { groupId, sortField, sortOrder };
  const list = useCall(favourites.favouriteFundList, request, { keepPreviousData: true });
  const all = groups.data?.groups ?? [];
  const current = all.find((g) => g.groupId === groupId) ?? all[0];
  const others = all.filter((g) => !g.isDefault);

  const reload = () => Promise.all([groups.mutate(), list.mutate()]);

  const editGroup = async (
    change: Parameters<typeof client.call<typeof favourites.editFavouriteIndex>>[1],
    done: MessageKey,
  ): Promise<number | null> => {
    try {
      const answer = await client.call(favourites.editFavouriteIndex, change);
      notifier.success(t(done));
      await reload();
      return answer.groupId;
    } catch {
      return null; // the gateway's notifier has shown the refusal (FD3041 …)
    }
  };

  const createNow = async () => {
    const created = await editGroup({ action: 'create', name: newName }, 'favourites.group.created');
    if (created !== null) {
      setNewName('');
      setGroupId(created);
    }
  };

  const renameNow = async (id: number, name: string) => {
    const done = await editGroup({ action: 'rename', groupId: id, name }, 'favourites.group.renamed');
    if (done !== null) setRenaming(null);
  };

  const deleteNow = async (id: number) => {
    const done = await editGroup({ action: 'delete', groupId: id }, 'favourites.group.deleted');
    if (done !== null) setGroupId(DEFAULT_FAVOURITE_GROUP_ID);
  };

  const sortBy = (field: SortField) => {
    if (field === sortField) setSortOrder(sortOrder === 'asc' ? 'desc' : 'asc');
    else {
      setSortField(field);
      setSortOrder('desc');
    }
  };

  const exportList = async () => {
    setExporting(true);
    try {
      saveDownloadedFile(await client.download(favourites.exportFavouriteFund, request));
      notifier.success(t('favourites.exported'));
    } catch {
      // shown by the notifier
    } finally {
      setExporting(false);
    }
  };

  const addToGroup = async (fundId: string, target: number) => {
    try {
      await client.call(favourites.editFavouriteFund, { action: 'add', fundIds: [fundId], groupId: target });
      notifier.success(
        t('favourites.group.addedTo', { group: all.find((g) => g.groupId === target)?.name ?? '' }),
      );
      await reload();
    } catch {
      // shown by the notifier
    }
  };

  const rows = list.data?.rows ?? [];
  return (
    <div className="fd-product fd-ft">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('favourites.title')}</h2>
        {groups.data ? (
          <span className="fd-note">
            {t('favourites.count', { total: groups.data.total, max: groups.data.max })}
          </span>
        ) : null}
      </Card>
      <Card>
        <ButtonGroup role="group" aria-label={t('favourites.groups')}>
          {all.map((g) => (
            <Button
              key={g.groupId}
              text={`${g.name}（${g.count}）`}
              active={g.groupId === current?.groupId}
              aria-pressed={g.groupId === current?.groupId}
              intent={g.groupId === current?.groupId ? 'primary' : 'none'}
              onClick={() => {
                setGroupId(g.groupId);
                setRenaming(null);
              }}
            />
          ))}
        </ButtonGroup>
        <div style={TOOLBAR}>
          <InputGroup
            aria-label={t('favourites.group.name')}
            placeholder={t('favourites.group.namePlaceholder')}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
          />
          <Button icon="add" text={t('favourites.group.create')} onClick={() => void createNow()} />
          {current && !current.isDefault ? (
            <>
              {renaming === null ? (
                <Button
                  icon="edit"
                  text={t('favourites.group.rename')}
                  onClick={() => setRenaming(current.name)}
                />
              ) : (
                <>
                  <InputGroup
                    aria-label={t('favourites.group.rename')}
                    value={renaming}
                    onChange={(e) => setRenaming(e.currentTarget.value)}
                  />
                  <Button
                    intent="primary"
                    text={t('favourites.group.save')}
                    onClick={() => void renameNow(current.groupId, renaming)}
                  />
                </>
              )}
              <Button
                icon="trash"
                intent="danger"
                text={t('favourites.group.delete')}
                onClick={() => setDeleting(true)}
              />
            </>
          ) : null}
          <Button
            icon="export"
            text={t('favourites.export')}
            loading={exporting}
            disabled={rows.length === 0}
            onClick={() => void exportList()}
          />
        </div>
      </Card>
      <Card>
        {list.isLoading && !list.data ? <Spinner size={24} /> : null}
        {list.data && rows.length === 0 ? <p className="fd-note">{t('favourites.empty')}</p> : null}
        {rows.length > 0 ? (
          <div className="fd-ft-scroll">
            <HTMLTable compact striped className="fd-fav-table">
              <caption className="fd-visually-hidden">{t('favourites.table')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('favourites.col.fundName')}</th>
                  {COLUMNS.map((c) => (
                    <SortHeader
                      key={c.field}
                      label={t(c.title)}
                      numeric={c.numeric}
                      direction={sortDirectionOf(c.field === sortField, sortOrder)}
                      onSort={() => sortBy(c.field)}
                    />
                  ))}
                  <th scope="col">{t('favourites.col.action')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.fundId}>
                    <th scope="row">
                      {r.fundName}
                      <span className="fd-note">（{r.fundTypeText}）</span>
                    </th>
                    {COLUMNS.map((c) => (
                      <td key={c.field} className={c.numeric ? 'fd-num' : undefined}>
                        {c.cell(r)}
                      </td>
                    ))}
                    <td>
                      <span className="fd-actions">
                        <FavouriteStar
                          fundId={r.fundId}
                          fundName={r.fundName}
                          favourite
                          groupId={current?.groupId ?? DEFAULT_FAVOURITE_GROUP_ID}
                          groupName={current?.name ?? t('favourites.defaultGroup')}
                          onChanged={() => reload()}
                        />
                        {current?.isDefault && others.length > 0 ? (
                          <HTMLSelect
                            minimal
                            aria-label={t('favourites.group.addToLabel', { name: r.fundName })}
                            value=""
                            onChange={(e) => void addToGroup(r.fundId, Number(e.currentTarget.value))}
                            options={[
                              { value: '', label: t('favourites.group.addTo') },
                              ...others.map((g) => ({ value: String(g.groupId), label: g.name })),
                            ]}
                          />
                        ) : null}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ) : null}
        <p className="fd-note">{t('favourites.returnsAsOf')}</p>
        {rows.some((r) => r.navSimulated) ? <SimulatedLegend /> : null}
      </Card>
      <Alert
        isOpen={deleting}
        intent="danger"
        icon="trash"
        cancelButtonText={t('favourites.cancel')}
        confirmButtonText={t('favourites.group.delete')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          if (current) void deleteNow(current.groupId);
        }}
      >
        <p>{t('favourites.group.deleteConfirm', { name: current?.name ?? '' })}</p>
      </Alert>
    </div>
  );
}
