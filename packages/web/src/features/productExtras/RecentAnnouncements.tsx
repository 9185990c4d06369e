import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router';
import { productExtras, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { announcementPath, categoryText } from './announcementLinks';

/** How many announcements the home card lists. */
export const HOME_ANNOUNCEMENTS = 5;

/**
 * The latest FundDesk announcements (the first page of pc/fund/queryAnnouncements) for the home page's 最新公告
 * card (issue 14 §1 "recent announcements"): title linked to its detail, kind, date.
 */
export function RecentAnnouncements() {
  const { data, isLoading } = useCall(productExtras.announcementList, {
    pagination: { currentPage: 1, pagesize: HOME_ANNOUNCEMENTS },
  });
  const list = data?.list ?? [];
  if (isLoading) return <Spinner size={20} />;
  if (list.length === 0)
    return <NonIdealState icon="notifications" title={t('productExtras.announcement.none')} />;
  return (
    <HTMLTable compact className="fd-home__table" aria-label={t('productExtras.announcement.table')}>
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
  );
}
