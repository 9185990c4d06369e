import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Icon, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import {
  addSearchHistory,
  autoChooseOnBlur,
  FUND_SEARCH_MAX_LENGTH,
  formatRate,
  fundTypeCodes,
  fundTypeText,
  isHighestRisk,
  parseSearchHistory,
  product,
  rateTrend,
  riskLevelText,
  SEARCH_BLUR_DELAY_MS,
  t,
  templateRoute,
  type FundSearchItem,
  type FundTypeCode,
  type SearchHistoryItem,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { isLoggedIn, sessionStore, useSession } from '../../app/session';
import { useFundSearch } from './useFundSearch';

/** Which list the dropdown shows while the box is empty. */
type EmptyTab = 'history' | 'favourites';

/** One row of the dropdown: a search result or favourite (full data) or a history entry (code and name). */
type Row = { kind: 'fund'; item: FundSearchItem } | { kind: 'history'; item: SearchHistoryItem };

/** Props of {@link FundSearch}. */
export interface FundSearchProps {
  /** spec 01 §5: on blur a 6-character text with exactly one match selects it, when this is on. */
  autoChoose?: boolean;
}

/** The period label of a result's rate: the server's Chinese label, or 近3月 (spec 03 §2). */
function periodLabel(item: FundSearchItem): string {
  return /[\u4e00-\u9fff]/.test(item.ratePeriod) ? item.ratePeriod : t('display.ratePeriod.default');
}

/** The type label of a history entry; codes outside the public set (private funds) show as stored. */
function historyTypeText(code: string): string {
  return (fundTypeCodes as readonly string[]).includes(code) ? fundTypeText(code as FundTypeCode) : '';
}

/** Chinese market colours: red up, green down (spec 03 §5 rates). */
function rateClass(rate: string | null): string {
  const trend = rateTrend(rate);
  return trend === 'up' ? 'fd-up' : trend === 'down' ? 'fd-down' : '';
}

function FundRow({ item }: { item: FundSearchItem }) {
  return (
    <>
      <span className="fd-fs__name" title={item.fundName}>
        {item.shortName || item.fundName}
      </span>
      <span className="fd-fs__code">{item.fundId}</span>
      <span className="fd-fs__type">{item.fundTypeText}</span>
      <span className={`fd-fs__risk${isHighestRisk(item.fundRiskLevel) ? ' is-high' : ''}`}>
        {item.fundRiskLevelText || riskLevelText(item.fundRiskLevel)}
      </span>
      <span className={`fd-fs__rate ${rateClass(item.rate)}`}>{formatRate(item.rate)}</span>
      <span className="fd-fs__period">{periodLabel(item)}</span>
    </>
  );
}

/**
 * The header's fund search: a Blueprint input (at most 25 characters) searching by code, name or pinyin
 * with a 600 ms throttle; the dropdown lists name, code, type, risk level and the rate with its period
 * (2 decimals, else `--`), 暂无数据 when nothing matches, more pages on scroll. With an empty box it shows
 * 浏览历史 (the local history, 20 items, newest first) and 我的自选 (favourites, logged in only).
 * Choosing a fund asks fetchProductDetail for its template and opens its detail page; the pick goes to
 * the history. Arrow keys move, Enter chooses, Escape closes. The header renders it only with the
 * privilege fund_search.
 * @see spec 01 §2.1, §5; spec 03 §2 "Other shell elements", §5, §9
 */
export function FundSearch({ autoChoose = false }: FundSearchProps) {
  const client = useGateway();
  const navigate = useNavigate();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const { state, search, loadMore, hasMore } = useFundSearch(client);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<EmptyTab>('history');
  const [highlight, setHighlight] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const history = useMemo(() => parseSearchHistory(session.searchData), [session.searchData]);
  const showingResults = state.keyword !== '';
  const favourites = useCall(
    product.queryFavouriteFund,
    open && !showingResults && tab === 'favourites' && loggedIn
      ? { pagination: { currentPage: 1, pagesize: 50 } }
      : null,
  );

  const rows: Row[] = useMemo(() => {
    if (showingResults) return state.items.map((item) => ({ kind: 'fund', item }));
    if (tab === 'favourites')
      return (favourites.data?.r.favouriteFundInfoVOS ?? []).map((item) => ({ kind: 'fund', item }));
    return history.map((item) => ({ kind: 'history', item }));
  }, [showingResults, state.items, tab, favourites.data, history]);

  useEffect(() => setHighlight(0), [rows.length, showingResults, tab]);
  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  const choose = async (row: Row) => {
    if (choosing) return;
    const fundId = row.item.fundId;
    setChoosing(true);
    try {
      const detail = await client.call(product.fetchProductDetail, { fundId });
      const entry: SearchHistoryItem = {
        fundId,
        shortName: row.kind === 'fund' ? row.item.shortName || row.item.fundName : row.item.shortName,
        fundTypeCode: row.kind === 'fund' ? row.item.fundTypeCode : row.item.fundTypeCode,
        template: detail.template,
      };
      sessionStore.set({
        searchData: addSearchHistory(parseSearchHistory(sessionStore.get().searchData), entry),
      });
      setOpen(false);
      setText('');
      search('');
      void navigate(`${templateRoute[detail.template]}/${fundId}`);
    } catch {
      // The notifier shows the failure (spec 03 §8: non-0000 on search and detail calls toasts retMessage).
    } finally {
      setChoosing(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (highlight + step + rows.length) % rows.length;
      setHighlight(next);
      listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const row = rows[highlight];
      if (row) void choose(row);
    } else if (event.key === 'Escape') {
      setOpen(false);
      event.currentTarget.blur();
    }
  };

  const onBlur = () => {
    blurTimer.current = setTimeout(() => {
      // spec 01 §5: after 150 ms, a 6-character text with auto-choose on and exactly one match selects it.
      const match = autoChooseOnBlur(text, state.items, autoChoose);
      if (match) void choose({ kind: 'fund', item: match });
      setOpen(false);
    }, SEARCH_BLUR_DELAY_MS);
  };
  const onFocus = () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    setOpen(true);
  };

  const onScroll = () => {
    const el = listRef.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - 24) loadMore();
  };

  let body: ReactNode;
  const loading = showingResults
    ? state.loading && state.items.length === 0
    : tab === 'favourites' && favourites.isLoading;
  if (loading) {
    body = (
      <div className="fd-fs__status">
        <Spinner size={16} />
      </div>
    );
  } else if (rows.length === 0) {
    body = <div className="fd-fs__status">{t('common.empty')}</div>;
  } else {
    body = rows.map((row, index) => (
      <div
        key={`${row.kind}-${row.item.fundId}`}
        data-index={index}
        role="option"
        aria-selected={index === highlight}
        className={`fd-fs__row${index === highlight ? ' is-active' : ''}`}
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => setHighlight(index)}
        onClick={() => void choose(row)}
      >
        {row.kind === 'fund' ? (
          <FundRow item={row.item} />
        ) : (
          <>
            <span className="fd-fs__name">{row.item.shortName}</span>
            <span className="fd-fs__code">{row.item.fundId}</span>
            <span className="fd-fs__type">{historyTypeText(row.item.fundTypeCode)}</span>
          </>
        )}
      </div>
    ));
  }

  return (
    <div
      className="fd-fs"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => !document.activeElement?.closest('.fd-fs') && setOpen(false)}
    >
      <InputGroup
        className="fd-fs__input"
        size="small"
        leftIcon="search"
        placeholder={t('web.fundSearch.placeholder')}
        maxLength={FUND_SEARCH_MAX_LENGTH}
        value={text}
        role="combobox"
        aria-expanded={open}
        aria-autocomplete="list"
        aria-label={t('web.fundSearch.placeholder')}
        onValueChange={(value) => {
          setText(value);
          setOpen(true);
          search(value);
        }}
        onFocus={onFocus}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        rightElement={
          choosing || (state.loading && state.items.length > 0) ? <Spinner size={14} /> : undefined
        }
      />
      {open ? (
        <div className="fd-fs__panel" onMouseDown={(e) => e.preventDefault()}>
          {showingResults ? (
            <div className="fd-fs__head">
              <span>{t('web.fundSearch.results')}</span>
              {state.total > 0 ? <span className="fd-fs__total">{state.total}</span> : null}
            </div>
          ) : (
            <div className="fd-fs__tabs" role="tablist">
              <Button
                role="tab"
                size="small"
                variant="minimal"
                active={tab === 'history'}
                aria-selected={tab === 'history'}
                onClick={() => setTab('history')}
              >
                <Icon icon="history" size={12} /> {t('web.fundSearch.history')}
              </Button>
              {loggedIn ? (
                <Button
                  role="tab"
                  size="small"
                  variant="minimal"
                  active={tab === 'favourites'}
                  aria-selected={tab === 'favourites'}
                  onClick={() => setTab('favourites')}
                >
                  <Icon icon="star" size={12} /> {t('web.fundSearch.favourites')}
                </Button>
              ) : null}
              {tab === 'history' && history.length > 0 ? (
                <Tag
                  minimal
                  interactive
                  className="fd-fs__clear"
                  onClick={() => sessionStore.set({ searchData: undefined })}
                >
                  {t('web.fundSearch.clearHistory')}
                </Tag>
              ) : null}
            </div>
          )}
          <div className="fd-fs__list" role="listbox" ref={listRef} onScroll={onScroll}>
            {body}
            {showingResults && state.items.length > 0 ? (
              <div className="fd-fs__more">
                {state.loading ? t('web.fundSearch.loadingMore') : hasMore ? '' : t('web.fundSearch.noMore')}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
