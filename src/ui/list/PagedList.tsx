import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_PAGE_SIZE, type PageRequest, type SortDirection } from '../../../contract/lists';
import { ListPager } from './ListPager';
import { listRequested, selectListEntry, type ListParams } from './listSlice';

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

export interface PagedListProps<Item> {
  /** Names the list in the store: its page and sort survive leaving and coming back. */
  listId: string;
  /** The §7 service path of the list call. */
  path: string;
  /** The call's own clientRequest properties beside the paging; keep the object stable (a constant). */
  params?: ListParams;
  columns: readonly ListColumn<Item>[];
  defaultSort: { sort: string; direction: SortDirection };
  rowKey: (item: Item) => string | number;
  /** The table's accessible name. */
  labelKey: string;
  /** The empty state: what will appear here, and why it is not here yet. */
  empty: { titleKey: string; bodyKey: string };
  /** When it changes the list loads again (the badge it matches moved, the organisation changed). */
  reloadKey?: string | number;
}

const NO_PARAMS: ListParams = {};

export const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, 100] as const;

/**
 * A paged, sortable table over one list call (contract/lists.ts), with its loading, failed and
 * empty states. The request lives in the store and the call goes through the lists saga
 * (listSaga.ts), so the area using it must have called useListState().
 */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { listId, path, params = NO_PARAMS, columns, defaultSort, rowKey, labelKey, empty, reloadKey } = props;
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const entry = useSelector((state: unknown) => selectListEntry(state, listId));
  const emptyId = useId();
  const current: PageRequest = entry?.request ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, ...defaultSort };

  const load = (request: PageRequest) => dispatch(listRequested({ listId, path, request, params }));

  useEffect(() => {
    load(current);
    // Loads on arrival and when reloadKey moves; the user's own choices dispatch directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listId, path, params, reloadKey]);

  const page = entry?.page ?? null;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  useEffect(() => {
    // Items left the list (opened, approved) and this page ran past the end: show the last one.
    if (entry?.status === 'ready' && page && page.items.length === 0 && page.total > 0 && page.page > lastPage) {
      load({ ...current, page: lastPage });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry?.status, page, lastPage]);

  const sortBy = (sortKey: string) => {
    const direction: SortDirection = current.sort === sortKey && current.direction === 'asc' ? 'desc' : 'asc';
    load({ ...current, sort: sortKey, direction, page: 1 });
  };

  const loading = entry === undefined || entry.status === 'loading' || entry.status === 'idle';
  if (entry?.status === 'failed') {
    return (
      <Box
        role="alert"
        sx={{ ...panel, borderColor: 'error.main', display: 'flex', alignItems: 'center', gap: 2 }}
        data-testid="list-failed"
      >
        <Box sx={{ flexGrow: 1 }}>{entry.failure ?? t('ui.list.failed')}</Box>
        <Button variant="outlined" color="error" size="small" onClick={() => load(current)}>
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
              : (page.items as Item[]).map((item) => (
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
