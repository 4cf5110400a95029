import type { SerializedError } from '@reduxjs/toolkit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest, type SortDirection } from '../../../contract/lists';
import { failureOf, type ApiFailure, type ListArgs } from '../../api/query';
import { ListPager } from './ListPager';
import { listRequested, selectListRequest, type ListParams } from './listSlice';

export interface ListColumn<Item> {
  id: string;
  labelKey: string;
  /** A sort key the list call declares; the header becomes a sort button. */
  sortKey?: string;
  align?: 'left' | 'right';
  /** Hidden from sight, read by screen readers (a thumbnail column). */
  visuallyHiddenLabel?: boolean;
  render: (item: Item) => ReactNode;
}

/** What the list needs of a list endpoint of the query layer (`queryApi.endpoints.x`, src/api/query). */
export interface ListQuery<Item> {
  useQuery(
    args: ListArgs,
    options: { refetchOnMountOrArgChange: boolean },
  ): {
    data?: Page<Item>;
    error?: ApiFailure | SerializedError;
    isError: boolean;
    isFetching: boolean;
    refetch(): unknown;
  };
}

export interface PagedListProps<Item> {
  /** Names the list in the store: its page and sort survive leaving and coming back. */
  listId: string;
  /** The list call; its tags say when it is read again (a count moved, a customer switch). */
  query: ListQuery<Item>;
  /** The call's own clientRequest properties beside the paging. */
  params?: ListParams;
  columns: readonly ListColumn<Item>[];
  defaultSort: { sort: string; direction: SortDirection };
  rowKey: (item: Item) => string | number;
  /** The table's accessible name. */
  labelKey: string;
  /** The empty state: what will appear here, and why it is not here yet. */
  empty: { titleKey: string; bodyKey: string };
}

const NO_PARAMS: ListParams = {};

export const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, 100] as const;

/**
 * A paged, sortable table over one list call (contract/lists.ts), with its loading, failed and
 * empty states. The user's request lives in the store (useListState() in the area's page);
 * the answer comes from the query layer, which reads the list again when its tags go stale.
 */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { listId, query, params = NO_PARAMS, columns, defaultSort, rowKey, labelKey, empty } = props;
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const stored = useSelector((state: unknown) => selectListRequest(state, listId));
  const emptyId = useId();
  const current: PageRequest = stored ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, ...defaultSort };
  // Read on every arrival, as a list always was; while shown, stale tags read it again.
  const answer = query.useQuery({ ...params, ...current }, { refetchOnMountOrArgChange: true });

  const load = (request: PageRequest) => dispatch(listRequested({ listId, request }));

  const page = answer.data ?? null;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  useEffect(() => {
    // Items left the list (opened, approved) and this page ran past the end: show the last one.
    if (!answer.isFetching && page && page.items.length === 0 && page.total > 0 && page.page > lastPage) {
      load({ ...current, page: lastPage });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer.isFetching, page, lastPage]);

  const sortBy = (sortKey: string) => {
    const direction: SortDirection = current.sort === sortKey && current.direction === 'asc' ? 'desc' : 'asc';
    load({ ...current, sort: sortKey, direction, page: 1 });
  };

  const loading = answer.isFetching || page === null;
  if (answer.isError && !answer.isFetching) {
    return (
      <Box
        role="alert"
        sx={{ ...panel, borderColor: 'error.main', display: 'flex', alignItems: 'center', gap: 2 }}
        data-testid="list-failed"
      >
        <Box sx={{ flexGrow: 1 }}>{failureOf(answer.error)?.errorMessage ?? t('ui.list.failed')}</Box>
        <Button variant="outlined" color="error" size="small" onClick={() => answer.refetch()}>
          {t('ui.list.retry')}
        </Button>
      </Box>
    );
  }
  if (!loading && page && page.total === 0) {
    return (
      <Box component="section" aria-labelledby={emptyId} sx={panel} data-testid="list-empty">
        <Typography id={emptyId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t(empty.titleKey)}
        </Typography>
        <Typography color="text.secondary">{t(empty.bodyKey)}</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', overflow: 'hidden' }}>
      <Box
        sx={{ height: 3, bgcolor: loading ? 'primary.main' : 'transparent', opacity: 0.6 }}
        role={loading ? 'progressbar' : undefined}
        aria-label={loading ? t('ui.list.loading') : undefined}
      />
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-label={t(labelKey)} aria-busy={loading} sx={tableSx} data-testid="paged-list">
          <thead>
            <tr>
              {columns.map((column) => {
                const active = column.sortKey !== undefined && column.sortKey === current.sort;
                const label = t(column.labelKey);
                return (
                  <Box
                    component="th"
                    key={column.id}
                    scope="col"
                    aria-sort={active ? (current.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    sx={{ textAlign: column.align ?? 'left' }}
                  >
                    {column.sortKey === undefined ? (
                      column.visuallyHiddenLabel ? (
                        <Box component="span" sx={visuallyHidden}>
                          {label}
                        </Box>
                      ) : (
                        label
                      )
                    ) : (
                      <Box component="button" type="button" onClick={() => sortBy(column.sortKey as string)} sx={sortButtonSx}>
                        {label}
                        <Box component="span" aria-hidden="true" sx={{ opacity: active ? 1 : 0.35, ml: 0.5 }}>
                          {active && current.direction === 'desc' ? '↓' : '↑'}
                        </Box>
                      </Box>
                    )}
                  </Box>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {page === null
              ? [0, 1, 2].map((row) => (
                  <tr key={row}>
                    <td colSpan={columns.length}>
                      <Box sx={{ height: 20 }} />
                    </td>
                  </tr>
                ))
              : page.items.map((item) => (
                  <tr key={rowKey(item)}>
                    {columns.map((column) => (
                      <Box component="td" key={column.id} sx={{ textAlign: column.align ?? 'left' }}>
                        {column.render(item)}
                      </Box>
                    ))}
                  </tr>
                ))}
          </tbody>
        </Box>
      </Box>
      <ListPager
        page={current.page}
        pageSize={current.pageSize}
        total={page?.total ?? 0}
        sizes={PAGE_SIZES}
        onPage={(next) => load({ ...current, page: next })}
        onPageSize={(pageSize) => load({ ...current, pageSize, page: 1 })}
        listLabel={t(labelKey)}
      />
    </Box>
  );
}

const panel = { p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' } as const;

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { px: 2, py: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'middle' },
  '& th': { fontWeight: 600, whiteSpace: 'nowrap', color: 'text.secondary', fontSize: '0.875rem' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
} as const;

const sortButtonSx = {
  font: 'inherit',
  fontWeight: 600,
  color: 'inherit',
  background: 'none',
  border: 0,
  p: 0,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  '&:hover': { color: 'text.primary' },
} as const;

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
