import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, InputGroup, NonIdealState, SegmentedControl, Switch } from '@blueprintjs/core';
import {
  FUND_SEARCH_MAX_LENGTH,
  fundListSortFields,
  fundTypeCodes,
  fundTypeText,
  MONEY_FUND_TYPE_CODE,
  product,
  t,
  type FundTypeCode,
} from '@funddesk/core';
import { useCall, useGateway } from '../../../api/hooks';
import { useSession } from '../../../app/session';
import { fundDetailPath } from '../common/openFundDetail';
import { Pager } from '../common/Pager';
import { useFavouriteToggle } from '../common/useFavouriteToggle';
import { FundListTable, type FundListRow, type FundListSortField, type SortOrder } from './FundListTable';
import { ScreeningPanel, type PanelFilters } from './ScreeningPanel';
import '../product.css';

/** Rows per page of the public fund list (spec 03 §9: search page size 20). */
export const PUBLIC_INDEX_PAGE_SIZE = 20;

/**
 * The type filter's options in display order: 全部 then the spec's codes (spec 03 §3: 0 stock, A mixed,
 * E bond, 5 QDII, 2 money) and FundDesk's additions. `I` (index) is left out: index funds are filed under
 * what they track (core rules fundTypeCodeOf).
 */
export const typeFilterCodes: readonly FundTypeCode[] = [
  '0',
  'A',
  'E',
  '5',
  'F',
  'R',
  'C',
  MONEY_FUND_TYPE_CODE,
  'X',
];
const ALL = 'all';

function isFundTypeCode(value: string | null): value is FundTypeCode {
  return value !== null && (fundTypeCodes as readonly string[]).includes(value);
}
function isSortField(value: string | null): value is FundListSortField {
  return value !== null && (fundListSortFields as readonly string[]).includes(value);
}

/** The list's state, kept in the URL query so that going back from a detail restores it. */
interface ListQuery {
  type: FundTypeCode | undefined;
  keyword: string;
  /** Only funds with NAV data (default on: most of the catalogue has none). */
  withNavOnly: boolean;
  sortField: FundListSortField;
  sortOrder: SortOrder;
  page: number;
  /** The screening filters besides the type (issue 14 §2), as JSON in the `f` parameter. */
  filters: PanelFilters;
}

/** The screening filters of the `f` parameter; anything that is not the contract's shape is ignored. */
function readFilters(text: string | null): PanelFilters {
  if (!text) return {};
  try {
    const parsed = product.screeningFiltersSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return {};
    const { fundTypeCode: _type, ...rest } = parsed.data;
    return rest;
  } catch {
    return {};
  }
}

function readQuery(params: URLSearchParams): ListQuery {
  const type = params.get('type');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    type: isFundTypeCode(type) ? type : undefined,
    keyword: (params.get('q') ?? '').slice(0, FUND_SEARCH_MAX_LENGTH),
    withNavOnly: params.get('all') !== '1',
    sortField: isSortField(sort) ? sort : 'fundId',
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    filters: readFilters(params.get('f')),
  };
}

function writeQuery(q: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.type) out.type = q.type;
  if (q.keyword) out.q = q.keyword;
  if (!q.withNavOnly) out.all = '1';
  if (q.sortField !== 'fundId' || q.sortOrder !== 'asc') {
    out.sort = q.sortField;
    out.order = q.sortOrder;
  }
  if (q.page > 1) out.page = String(q.page);
  if (Object.keys(q.filters).length > 0) out.f = JSON.stringify(q.filters);
  return out;
}

/**
 * /product/publicIndex — 公募基金: the paged public fund list over pc/searchByPage with a type filter,
 * keyword, the screener ({@link ScreeningPanel}: risk, company, size, return ranges, open-day state, saved
 * schemes with a default applied on opening, export), server-side sorting by any column header, a pager of at
 * most 7 numbers, favourites and buy status.
 * Row click opens the fund's detail by its product template (fetchProductDetail).
 * @see spec 03 §2 (product section, publicIndex), §5 (display rules, pagination), §7 (pc/searchByPage,
 *   fetchProductDetail, choiceFund), §9 (page size 20)
 */
export function PublicIndexPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [draft, setDraft] = useState(query.keyword);
  const navigate = useNavigate();
  const client = useGateway();
  const { clienttype } = useSession();

  const update = (patch: Partial<ListQuery>): void => setParams(writeQuery({ ...query, ...patch }));

  const listQuery = {
    ...query.filters,
    fundTypeCode: query.type,
    keyword: query.keyword || undefined,
    withNavOnly: query.withNavOnly,
    sortField: query.sortField,
    sortOrder: query.sortOrder,
  };
  const request = {
    ...listQuery,
    pagination: { currentPage: query.page, pagesize: PUBLIC_INDEX_PAGE_SIZE },
  };

  // The default scheme applies when the page opens without filters of its own (issue 14 §2).
  const schemes = useCall(product.queryScreeningSchemes, {});
  const openedWithFilters = useRef(params.has('f') || params.has('type'));
  useEffect(() => {
    if (openedWithFilters.current || !schemes.data) return;
    openedWithFilters.current = true;
    const scheme = schemes.data.list.find((s) => s.isDefault);
    if (!scheme) return;
    const { fundTypeCode, ...filters } = scheme.filters;
    setParams(writeQuery({ ...readQuery(params), type: fundTypeCode, filters, page: 1 }), { replace: true });
  }, [schemes.data, params, setParams]);
  const { data, error, isLoading, isValidating, mutate } = useCall(product.searchByPage, request, {
    keepPreviousData: true,
  });

  const reload = useCallback(() => mutate(), [mutate]);
  const favourites = useFavouriteToggle(reload);
  /** The row whose 取消自选 waits for the confirmation. */
  const [removing, setRemoving] = useState<FundListRow | null>(null);

  const open = (row: FundListRow): void => {
    fundDetailPath(client, row.fundId, row.fundTypeCode).then(
      (path) => void navigate(path),
      () => undefined, // the notifier has shown the catalogue message
    );
  };

  const onSort = (field: FundListSortField): void => {
    const sortOrder: SortOrder =
      field === query.sortField ? (query.sortOrder === 'asc' ? 'desc' : 'asc') : 'desc';
    update({ sortField: field, sortOrder, page: 1 });
  };

  const onSearch = (e: FormEvent): void => {
    e.preventDefault();
    update({ keyword: draft.trim(), page: 1 });
  };

  const rows = data?.list ?? [];
  const pageCount = data?.pagination.pageCount ?? 0;
  const total = data?.pagination.totalRows ?? 0;

  return (
    <div className="fd-product fd-public-index">
      <Card compact className="fd-toolbar">
        <SegmentedControl
          size="small"
          aria-label={t('product.filter.type')}
          value={query.type ?? ALL}
          onValueChange={(value) => update({ type: isFundTypeCode(value) ? value : undefined, page: 1 })}
          options={[
            { label: t('product.filter.all'), value: ALL },
            ...typeFilterCodes.map((code) => ({ label: fundTypeText(code), value: code })),
          ]}
        />
        <form className="fd-search" onSubmit={onSearch} role="search">
          <InputGroup
            size="small"
            type="search"
            leftIcon="search"
            placeholder={t('product.filter.keyword')}
            aria-label={t('product.filter.keyword')}
            maxLength={FUND_SEARCH_MAX_LENGTH}
            value={draft}
            onValueChange={setDraft}
          />
          <Button size="small" type="submit" intent="primary" text={t('product.filter.search')} />
          {query.keyword && (
            <Button
              size="small"
              variant="minimal"
              text={t('product.filter.reset')}
              onClick={() => {
                setDraft('');
                update({ keyword: '', page: 1 });
              }}
            />
          )}
        </form>
        <Switch
          className="fd-switch"
          checked={query.withNavOnly}
          label={t('product.filter.withNavOnly')}
          onChange={(e) => update({ withNavOnly: e.currentTarget.checked, page: 1 })}
        />
        {isLoading && <span className="fd-total">{t('product.list.loading')}</span>}
        <ScreeningPanel
          filters={query.filters}
          fundTypeCode={query.type}
          onApply={(filters, fundTypeCode) =>
            update(
              fundTypeCode === undefined ? { filters, page: 1 } : { filters, type: fundTypeCode, page: 1 },
            )
          }
          exportQuery={listQuery}
          canExport={(data?.pagination.totalRows ?? 0) > 0}
        />
      </Card>

      {error && !data ? (
        <NonIdealState
          icon="error"
          title={error.message}
          action={<Button text={t('product.detail.retry')} onClick={() => void mutate()} />}
        />
      ) : data && rows.length === 0 ? (
        <NonIdealState icon="search" title={t('common.empty')} className="fd-empty" />
      ) : (
        <div className={isValidating && data ? 'fd-stale' : undefined} aria-busy={isValidating}>
          <FundListTable
            rows={rows}
            loading={isLoading}
            sortField={query.sortField}
            sortOrder={query.sortOrder}
            onSort={onSort}
            onOpen={open}
            isFavourite={(row) => favourites.isFavourite(row.fundId, row.favourite)}
            isFavouritePending={(row) => favourites.isPending(row.fundId)}
            onToggleFavourite={(row) =>
              // Adding is at once; a removal asks first, as everywhere else (issue 14 §3).
              favourites.isFavourite(row.fundId, row.favourite)
                ? setRemoving(row)
                : void favourites.toggle(row.fundId, false)
            }
            clientType={clienttype ?? '2'}
          />
        </div>
      )}

      <Alert
        isOpen={removing !== null}
        icon="star-empty"
        intent="danger"
        cancelButtonText={t('favourites.cancel')}
        confirmButtonText={t('favourites.remove.action')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void favourites.toggle(removing.fundId, true);
          setRemoving(null);
        }}
      >
        <h4>{t('favourites.remove.title')}</h4>
        <p>
          {removing
            ? t('favourites.remove.confirm', {
                name: removing.shortName,
                code: removing.fundId,
                group: t('favourites.defaultGroup'),
              })
            : null}
        </p>
      </Alert>

      <div className="fd-footer">
        <span className="fd-total fd-num" aria-live="polite">
          {data ? t('product.list.total', { total }) : ''}
        </span>
        <Pager
          page={query.page}
          pageCount={pageCount}
          onChange={(page) => update({ page })}
          disabled={isValidating && !data}
        />
      </div>
    </div>
  );
}
