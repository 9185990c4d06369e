import type { ReactNode } from 'react';
import { Card, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import {
  asset,
  favourites,
  formatNumber,
  noticeBanner,
  review,
  support,
  t,
  trade,
  visibleMenu,
  type MenuNode,
  type MessageKey,
  type Order,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { useSession } from '../../app/session';
import { useMenu } from '../../app/useMenu';
import { variant } from '../../app/variant';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';
import { ProfitText } from '../asset/assetFormat';
import { SimulatedLegend, SimulatedMark } from '../product/common/SimulatedMark';
import { RecentAnnouncements } from '../productExtras/RecentAnnouncements';
import { usePendingTradeNum } from '../trade/usePendingTrades';
import './home.css';

/** How many favourite funds the home page lists. */
export const HOME_FAVOURITES = 8;

/** How many recent trade records the home page lists. */
export const HOME_RECENT_TRADES = 5;

/** A card of the home page with its heading (its region is named by the heading). */
function HomeCard({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: MessageKey;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="fd-home__card" role="region" aria-labelledby={`fd-home-${id}`}>
      <div className="fd-home__card-head">
        <h3 className="fd-home__card-title" id={`fd-home-${id}`}>
          {t(title)}
        </h3>
        {extra}
      </div>
      {children}
    </Card>
  );
}

/**
 * The latest notice of the organisation (homePage/notice/last, the shell banner's call: the answer is shared,
 * not fetched twice). A notice closed for the organisation is not answered by the server (spec 02 §4
 * dismissed notices per group), so it does not show here either.
 */
function NoticeCard() {
  const { token, groupId, noticeIds } = useSession();
  const { data } = useCall(support.noticeLast, token && groupId ? {} : null, { revalidateIfStale: false });
  // The banner's own rule: a notice closed here (the session's noticeIds) is gone at once, before any refetch.
  const banner = noticeBanner({ notice: data?.notice, groupId, noticeIds, variant: variant.id });
  const notice = banner ? data?.notice : null;
  return (
    <HomeCard id="notice" title="home.notice.title">
      {banner && notice ? (
        <p className="fd-home__notice" data-testid="home-notice">
          {banner.text}
          <span className="fd-note"> {t('home.notice.since', { date: notice.startTime.slice(0, 10) })}</span>
        </p>
      ) : (
        <p className="fd-note">{t('home.notice.none')}</p>
      )}
    </HomeCard>
  );
}

/** The menu's groups with their visible leaves that have a fixed path, 首页 itself left out. */
export function quickEntryGroups(menu: readonly MenuNode[]): MenuNode[] {
  return visibleMenu(menu)
    .filter((group) => !group.path.startsWith('/home'))
    .map((group) => ({
      ...group,
      children: (group.children.length > 0 ? group.children : [group]).filter(
        (leaf) => !leaf.path.includes(':'),
      ),
    }))
    .filter((group) => group.children.length > 0);
}

/** Quick entries: only what the person's menu grants (spec 01 §6), never an entry that would be refused. */
function EntriesCard({ menu }: { menu: readonly MenuNode[] }) {
  const groups = quickEntryGroups(menu);
  return (
    <HomeCard
      id="entries"
      title="home.entries.title"
      extra={<Link to="/home/introduce">{t('home.introduce.link')}</Link>}
    >
      {groups.length === 0 ? (
        <p className="fd-note">{t('home.entries.none')}</p>
      ) : (
        <nav aria-label={t('home.entries.label')} className="fd-home__entries" data-testid="home-entries">
          {groups.map((group) => (
            <div key={group.code + group.path} className="fd-home__entry-group">
              <div className="fd-home__entry-group-title">{group.title}</div>
              {group.children.map((leaf) => (
                <Link key={leaf.path} to={leaf.path} className="fd-home__entry">
                  {leaf.title}
                </Link>
              ))}
            </div>
          ))}
        </nav>
      )}
    </HomeCard>
  );
}

/** One to-do count with its link. */
function TodoItem({
  label,
  count,
  to,
  testId,
}: {
  label: MessageKey;
  count: number | null;
  to: string;
  testId: string;
}) {
  return (
    <Link to={to} className="fd-home__todo" data-testid={testId}>
      <span className="fd-home__todo-label">{t(label)}</span>
      <span className="fd-home__todo-count fd-num">
        {count === null ? <Spinner size={14} /> : count}
        <span className="fd-note"> {t('home.todo.unit')}</span>
      </span>
    </Link>
  );
}

/** The review queue's size: the first page of one row answers the total (queryProcessNode/list). */
function useReviewCount(enabled: boolean): number | null {
  const { data } = useCall(
    review.queryProcessNode,
    enabled ? { mine: false, pagination: { currentPage: 1, pagesize: 1 } } : null,
    { hideResult: true },
  );
  return data ? data.pagination.totalRows : null;
}

/** Pending trades and review queue counts, each only with its privilege. */
function TodoCard({ pending, reviewing }: { pending: boolean; reviewing: boolean }) {
  const pendingNum = usePendingTradeNum(pending);
  const reviewNum = useReviewCount(reviewing);
  return (
    <HomeCard id="todo" title="home.todo.title">
      <div className="fd-home__todos">
        {pending ? (
          <TodoItem
            label="home.todo.pending"
            count={pendingNum}
            to="/trade/stayTrade"
            testId="home-pending"
          />
        ) : null}
        {reviewing ? (
          <TodoItem label="home.todo.review" count={reviewNum} to="/trade/reviewQueue" testId="home-review" />
        ) : null}
      </div>
    </HomeCard>
  );
}

/** The default account's assets at a glance (queryBasicAssetsInfo; the asset overview's default account). */
function AssetCard() {
  const selection = useAccountSelection('asset_mgt', 'single');
  const request = selection.groupIds === null ? null : { groupIds: selection.groupIds };
  const { data } = useCall(asset.queryBasicAssetsInfo, request);
  const account = selection.accounts.find((a) => selection.groupIds?.[0] === a.groupId);
  const figures: readonly (readonly [MessageKey, ReactNode])[] = [
    ['home.asset.total', <span className="fd-num">{formatNumber(data?.totalAsset, 2)}</span>],
    ['home.asset.holdingProfit', <ProfitText value={data?.holdingProfit} />],
    ['home.asset.dayProfit', <ProfitText value={data?.dayProfit} />],
    ['home.asset.onWay', <span className="fd-num">{formatNumber(data?.onWayAmount, 2)}</span>],
  ];
  return (
    <HomeCard
      id="asset"
      title="home.asset.title"
      extra={<Link to="/asset/index">{t('home.asset.more')}</Link>}
    >
      {!selection.loading && selection.accounts.length === 0 ? (
        <p className="fd-note">{t('home.asset.noAccount')}</p>
      ) : (
        <>
          <div className="fd-note">
            {account?.corpName}
            {data?.asOf ? ` · ${t('home.asset.asOf', { date: data.asOf })}` : null}
          </div>
          <dl className="fd-home__figures" data-testid="home-asset">
            {figures.map(([label, value]) => (
              <div key={label} className="fd-home__figure">
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </HomeCard>
  );
}

/**
 * The first favourites of 全部自选 with today's NAV and change (favouriteFundList; red up, green down). A NAV the
 * model supplies (money funds, after the real data ends) marks the column 模拟 with the legend.
 */
function FavouritesCard() {
  const { data, isLoading } = useCall(favourites.favouriteFundList, {});
  const rows = (data?.rows ?? []).slice(0, HOME_FAVOURITES);
  const simulated = rows.some((r) => r.navSimulated);
  return (
    <HomeCard
      id="favourites"
      title="home.favourites.title"
      extra={<Link to="/fundTools/customizeFund">{t('home.favourites.more')}</Link>}
    >
      {isLoading ? <Spinner size={20} /> : null}
      {!isLoading && rows.length === 0 ? <p className="fd-note">{t('home.favourites.none')}</p> : null}
      {rows.length > 0 ? (
        <>
          <HTMLTable compact className="fd-home__table" aria-label={t('home.favourites.table')}>
            <thead>
              <tr>
                <th scope="col">{t('home.favourites.fund')}</th>
                <th scope="col" className="fd-num">
                  {t('home.favourites.nav')}
                  {simulated ? <SimulatedMark /> : null}
                </th>
                <th scope="col" className="fd-num">
                  {t('home.favourites.navDate')}
                </th>
                <th scope="col" className="fd-num">
                  {t('home.favourites.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.fundId}>
                  <td>
                    <Link to={`/product/equality/${row.fundId}`}>{row.fundName}</Link>{' '}
                    <span className="fd-num">{row.fundId}</span>
                  </td>
                  <td className="fd-num">{row.nav ?? '--'}</td>
                  <td className="fd-num">{row.navDate ?? '--'}</td>
                  <td className="fd-num">
                    {row.dailyReturn === null ? '--' : <ProfitText value={row.dailyReturn} />}
                    {row.dailyReturn === null ? null : '%'}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {simulated ? <SimulatedLegend /> : null}
        </>
      ) : null}
    </HomeCard>
  );
}

/** The amount of an order as listed: shares for a redemption not yet confirmed, else yuan. */
function orderAmount(order: Order): string {
  if (order.tradeType === 'redemption' && order.shares) return formatNumber(order.shares, 2);
  return formatNumber(order.amount, 2);
}

/** The latest trade records of all permitted accounts (tradeList, first page). */
function TradesCard() {
  const selection = useAccountSelection('trade_record', 'all');
  const request =
    selection.groupIds === null
      ? null
      : { groupIds: selection.groupIds, pagination: { currentPage: 1, pagesize: HOME_RECENT_TRADES } };
  const { data, isLoading } = useCall(trade.tradeList, request);
  const list = data?.list ?? [];
  return (
    <HomeCard
      id="trades"
      title="home.trades.title"
      extra={<Link to="/dataService/tradeRecord">{t('home.trades.more')}</Link>}
    >
      {isLoading || selection.loading ? <Spinner size={20} /> : null}
      {!isLoading && !selection.loading && list.length === 0 ? (
        <NonIdealState icon="th-list" title={t('home.trades.none')} />
      ) : null}
      {list.length > 0 ? (
        <HTMLTable compact striped className="fd-home__table" aria-label={t('home.trades.table')}>
          <thead>
            <tr>
              <th scope="col" className="fd-num">
                {t('home.trades.applyTime')}
              </th>
              <th scope="col">{t('home.trades.account')}</th>
              <th scope="col">{t('home.trades.fund')}</th>
              <th scope="col">{t('home.trades.type')}</th>
              <th scope="col" className="fd-num">
                {t('home.trades.amount')}
              </th>
              <th scope="col">{t('home.trades.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((order) => (
              <tr key={order.serialNo}>
                <td className="fd-num">{order.applyTime.slice(0, 16).replace('T', ' ')}</td>
                <td>{order.corpName}</td>
                <td>
                  {order.fundName} <span className="fd-num">{order.fundId}</span>
                </td>
                <td>{t(`tradeType.${order.tradeType}`)}</td>
                <td className="fd-num">{orderAmount(order)}</td>
                <td>
                  <Tag minimal>{t(`tradeStatus.${order.status}`)}</Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </HomeCard>
  );
}

/**
 * 首页 (/home/index; menu home_page): what every role sees first — the organisation's latest notice, quick
 * entries from the person's own menu, the pending-trade and review-queue counts (only with pending_trans /
 * review_process), the default account's assets at a glance (asset_mgt), the first favourites with today's NAV
 * change (fund_search) and the latest trade records (trade_record). A card whose privilege is missing is not shown at all (never shown then refused).
 * @see spec 03 §2 home; spec 01 §6 menu visibility; spec 02 §2 stayTrade, §4 dismissed notices; issue 14 §1
 */
export function HomePage() {
  const { menu, can, loaded } = useMenu();
  if (!loaded) return <Spinner size={24} />;
  const pending = can('pending_trans');
  const reviewing = can('review_process');
  return (
    <div className="fd-home">
      <h2 className="fd-page-title">{t('home.title')}</h2>
      <NoticeCard />
      <div className="fd-home__grid">
        <EntriesCard menu={menu} />
        {pending || reviewing ? <TodoCard pending={pending} reviewing={reviewing} /> : null}
        {can('asset_mgt') ? <AssetCard /> : null}
      </div>
      {can('fund_search') ? <FavouritesCard /> : null}
      {can('trade_record') ? <TradesCard /> : null}
      {can('financial_products') ? (
        <HomeCard
          id="announcements"
          title="productExtras.announcement.home"
          extra={<Link to="/product/announcementdetail">{t('productExtras.announcement.more')}</Link>}
        >
          <RecentAnnouncements />
        </HomeCard>
      ) : null}
    </div>
  );
}
