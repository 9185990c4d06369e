import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Button, Icon, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { QueryList, type ItemListRendererProps, type QueryListRendererProps } from '@blueprintjs/select';
import { useNavigate } from 'react-router';
import {
  addSearchHistory,
  autoChooseOnBlur,
  FUND_SEARCH_MAX_LENGTH,
  normaliseSearchKeyword,
  parseSearchHistory,
  product,
  SEARCH_BLUR_DELAY_MS,
  t,
  templateRoute,
  type SearchHistoryItem,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { isLoggedIn, sessionStore, useSession } from '../../app/session';
import { FUND_SEARCH_INPUT_ID } from '../../app/shell/a11y';
import { FavouriteAdderContext, useFavouriteAdder } from '../../features/fundTools/FavouriteStar';
import { renderRow, sameRow, type Row } from './FundSearchRow';
import { useFundSearch } from './useFundSearch';
import './FundSearch.css';

/** Which list the dropdown shows while the box is empty. */
type EmptyTab = 'history' | 'favourites';

/** Props of {@link FundSearch}. */
export interface FundSearchProps {
  /** spec 01 §5: on blur a 6-character text with exactly one match selects it, when this is on. */
  autoChoose?: boolean;
}

/** Page size of the 我的自选 list in the dropdown (spec 03 §9). */
const FAVOURITES_PAGE_SIZE = 50;

/** Passes one element to a React ref of either kind (QueryList's items-parent ref and our scroll ref). */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The header's fund search, a combobox built on Blueprint's `QueryList` (`@blueprintjs/select`): a
 * Blueprint input (at most 25 characters, `role="combobox"`, `aria-controls` naming the listbox,
 * `aria-activedescendant` the active row) searching by code, name or pinyin with a 600 ms throttle; the
 * listbox lists name, code, type, risk level and the rate with its period (2 decimals, else `--`),
 * 暂无数据 when nothing matches, more pages on scroll. With an empty box it shows 浏览历史 (the local
 * history, 20 items, newest first) and 我的自选 (favourites, logged in only). ArrowDown/ArrowUp move the
 * active row (QueryList; it scrolls into view and stays on its fund when the next page loads), Enter opens
 * the active fund, Escape closes. A spinner in the box shows while a search request (or the chosen fund's
 * detail request) runs. Choosing a fund asks fetchProductDetail for its template and opens its detail
 * page; the pick goes to the history. The header renders it only with the privilege fund_search.
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
  const [choosing, setChoosing] = useState(false);
  const [activeRow, setActiveRow] = useState<Row | null>(null);
  const adder = useFavouriteAdder();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const history = useMemo(() => parseSearchHistory(session.searchData), [session.searchData]);
  const typedKeyword = normaliseSearchKeyword(text);
  // issue 17 §2: from the first keystroke the panel is the results list, with a spinner until this text's
  // answer arrives (the 600 ms throttle used to leave it empty, or on the old rows, meanwhile).
  const showingResults = state.keyword !== '' || typedKeyword !== '';
  const awaitingAnswer =
    typedKeyword !== '' && (state.loading || state.keyword !== typedKeyword || !state.answered);
  const favourites = useCall(
    product.queryFavouriteFund,
    open && !showingResults && tab === 'favourites' && loggedIn
      ? { pagination: { currentPage: 1, pagesize: FAVOURITES_PAGE_SIZE } }
      : null,
  );

  const rows: Row[] = useMemo(() => {
    if (showingResults)
      return awaitingAnswer && state.keyword !== typedKeyword
        ? []
        : state.items.map((item) => ({ kind: 'fund', item }));
    if (tab === 'favourites')
      return (favourites.data?.r.favouriteFundInfoVOS ?? []).map((item) => ({ kind: 'fund', item }));
    return history.map((item) => ({ kind: 'history', item }));
  }, [
    showingResults,
    awaitingAnswer,
    state.keyword,
    typedKeyword,
    state.items,
    tab,
    favourites.data,
    history,
  ]);

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
        fundTypeCode: row.item.fundTypeCode,
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

  /** After QueryList's own keys (arrows move, Enter chooses on key-up): arrows open, Escape closes. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true);
    else if (event.key === 'Escape') {
      setOpen(false);
      event.currentTarget.blur();
    }
  };

  const onBlur = () => {
    blurTimer.current = setTimeout(() => {
      // The focus moved into the list (it scrolls, so it is focusable): the search is still in use.
      if (document.activeElement?.closest('.fd-fs')) return;
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

  const listLoading = showingResults
    ? awaitingAnswer && rows.length === 0
    : tab === 'favourites' && favourites.isLoading;
  const requestRunning = state.loading || awaitingAnswer || choosing || (!showingResults && listLoading);
  const listLabel = showingResults
    ? t('web.fundSearch.results')
    : tab === 'favourites'
      ? t('web.fundSearch.favourites')
      : t('web.fundSearch.history');

  const renderList = (props: ItemListRendererProps<Row>) => (
    <ul
      className="fd-fs__list"
      role="listbox"
      id={props.menuProps?.id}
      aria-label={listLabel}
      aria-busy={requestRunning}
      // A scroll region a keyboard can reach (WCAG 2.1.1; axe scrollable-region-focusable).
      tabIndex={0}
      onBlur={onBlur}
      onFocus={onFocus}
      ref={(el) => {
        listRef.current = el;
        assignRef(props.itemsParentRef, el);
      }}
      onScroll={onScroll}
    >
      {props.filteredItems.map((row, index) => props.renderItem(row, index))}
    </ul>
  );

  const renderBox = (list: QueryListRendererProps<Row>) => (
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
        aria-haspopup="listbox"
        aria-autocomplete="list"
        id={FUND_SEARCH_INPUT_ID}
        // The / key focuses it from anywhere but a field (app/shell/a11y useSearchShortcut).
        aria-keyshortcuts="/ Control+Enter"
        // Only while the named listbox is in the page (an id reference must point at an element).
        aria-controls={open ? list.listId : undefined}
        aria-activedescendant={open ? list.activeItemId : undefined}
        aria-label={t('web.fundSearch.placeholder')}
        onValueChange={(value) => {
          setText(value);
          setOpen(true);
          search(value);
        }}
        onFocus={onFocus}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          // Ctrl+Enter (⌘+Enter) adds the active fund to 全部自选: the keyboard way to the rows' stars.
          if (isStarKey(event)) {
            event.preventDefault();
            if (open && activeRow?.kind === 'fund' && !activeRow.item.favourite)
              void adder.add(activeRow.item.fundId);
            return;
          }
          list.handleKeyDown(event);
        }}
        onKeyUp={(event) => {
          if (!isStarKey(event)) list.handleKeyUp(event);
        }}
        rightElement={
          requestRunning ? (
            <Spinner size={14} className="fd-fs__spinner" aria-label={t('web.fundSearch.searching')} />
          ) : undefined
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
          {listLoading ? (
            <div className="fd-fs__status" role="status">
              <Spinner size={16} className="fd-fs__status-spinner" />
              {t('web.fundSearch.searching')}
            </div>
          ) : rows.length === 0 ? (
            <div className="fd-fs__status">{t('common.empty')}</div>
          ) : null}
          {list.itemList}
          {showingResults && state.items.length > 0 ? (
            <div className="fd-fs__more">
              {state.loading ? t('web.fundSearch.loadingMore') : hasMore ? '' : t('web.fundSearch.noMore')}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );

  return (
    <FavouriteAdderContext.Provider value={adder}>
      <QueryList<Row>
        items={rows}
        itemsEqual={sameRow}
        itemRenderer={renderRow}
        itemListRenderer={renderList}
        // A new page keeps the active row; a new keyword or tab replaces the rows, so the first one is active.
        resetOnQuery={false}
        onItemSelect={(row) => {
          if (open) void choose(row);
        }}
        onKeyDown={onKeyDown}
        onActiveItemChange={(row) => setActiveRow(row)}
        renderer={renderBox}
      />
    </FavouriteAdderContext.Provider>
  );
}

/** Ctrl+Enter or ⌘+Enter: add the active fund to 我的自选. */
function isStarKey(event: KeyboardEvent<HTMLElement>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
