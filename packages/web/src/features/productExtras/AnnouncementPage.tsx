import { useState } from 'react';
import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import { productExtras, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { PagedList } from '../fundTools/PagedList';
import { announcementPath, categoryText } from './announcementLinks';
import '../product/product.css';
import './productExtras.css';

/** Announcements per page of the list. */
export const ANNOUNCEMENT_PAGE_SIZE = 20;

/** One announcement: title, kind, date and its paragraphs, with a link back to the list. */
function AnnouncementDetail({ id }: { id: string }) {
  const { data, isLoading } = useCall(productExtras.announcementDetail, { id });
  if (isLoading) return <Spinner size={24} />;
  return (
    <Card className="fd-px-card">
      <Link to="/product/announcementdetail">{t('productExtras.announcement.back')}</Link>
      {data ? (
        <article aria-labelledby="fd-px-ann-title" data-testid="announcement-detail">
          <h2 id="fd-px-ann-title">{data.title}</h2>
          <p className="fd-note">
            {categoryText(data.category)} ·{' '}
            {t('productExtras.announcement.published', { date: data.publishDate })}
          </p>
          {data.paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </article>
      ) : null}
    </Card>
  );
}

/** The list of announcements, newest first, paged. */
function AnnouncementList() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useCall(productExtras.announcementList, {
    pagination: { currentPage: page, pagesize: ANNOUNCEMENT_PAGE_SIZE },
  });
  const list = data?.list ?? [];
  return (
    <Card className="fd-px-card">
      <h2 id="fd-px-ann-list">{t('productExtras.announcement.title')}</h2>
      <PagedList
        loading={isLoading}
        rows={list.length}
        emptyIcon="notifications"
        emptyTitle={t('productExtras.announcement.none')}
        page={page}
        pageCount={data?.pagination.pageCount ?? 0}
        onPage={setPage}
      >
        <HTMLTable compact striped className="fd-table" aria-label={t('productExtras.announcement.table')}>
          <thead>
            <tr>
              <th scope="col">{t('productExtras.announcement.col.title')}</th>
              <th scope="col">{t('productExtras.announcement.col.category')}</th>
              <th scope="col">{t('productExtras.announcement.col.date')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={announcementPath(a.id)}>{a.title}</Link>
                </td>
                <td>{categoryText(a.category)}</td>
                <td className="fd-num">{a.publishDate}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </PagedList>
    </Card>
  );
}

/**
 * /product/announcementdetail (issue 14 §2; spec 03 §2 announcementdetail, §7 pc/announcement,
 * pc/fund/queryAnnouncements): FundDesk's announcements — the list (paged, newest first) without `?id=`, one
 * announcement with it.
 */
export function AnnouncementPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <div className="fd-px">{id ? <AnnouncementDetail id={id} /> : <AnnouncementList />}</div>;
}
