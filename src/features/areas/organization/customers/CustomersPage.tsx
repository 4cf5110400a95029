import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { CUSTOMER_FLAGS, type CustomerRecord } from '../../../../../contract/customers';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '../../../../../contract/lists';
import { PATHS } from '../../../../config/paths';
import { listRequested, PagedList, selectListRequest, useListState, type ListColumn } from '../../../../ui/list';
import { PageHeading } from '../../PageHeading';
import { customerQueries } from './queries';

const LIST_ID = 'support.customers';
const DEFAULT_SORT = { sort: 'name', direction: 'asc' } as const;
export const customerPath = (id: number | 'new') => `${PATHS.superAdminCustomers}/${id}`;

const COLUMNS: readonly ListColumn<CustomerRecord>[] = [
  {
    id: 'name',
    labelKey: 'customers.columns.name',
    sortKey: 'name',
    render: (item) => (
      <RouterLink to={customerPath(item.organisationId)} style={{ color: 'inherit', fontWeight: 600 }}>
        {item.name}
      </RouterLink>
    ),
  },
  { id: 'city', labelKey: 'customers.columns.city', sortKey: 'city', render: (item) => item.city ?? '—' },
  { id: 'state', labelKey: 'customers.columns.state', sortKey: 'state', render: (item) => item.state ?? '—' },
  { id: 'zip', labelKey: 'customers.columns.zip', sortKey: 'zip', render: (item) => item.zip ?? '—' },
  { id: 'members', labelKey: 'customers.columns.members', align: 'right', render: (item) => item.members },
  { id: 'flags', labelKey: 'customers.columns.flags', render: (item) => <FlagSummary item={item} /> },
];

function FlagSummary({ item }: { item: CustomerRecord }) {
  const { t } = useTranslation();
  const on = CUSTOMER_FLAGS.filter((flag) => item[flag]).map((flag) => t(`customers.flags.${flag}`));
  return <>{on.length > 0 ? on.join(' · ') : '—'}</>;
}

/** §2 Support › Customers: every organisation, searched as the profile switcher searches (§5), paged and sorted. */
export function CustomersPage() {
  useListState();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const headingId = useId();
  const stored = useSelector((state: unknown) => selectListRequest(state, LIST_ID));
  const [search, setSearch] = useState(stored?.search ?? '');
  const current: PageRequest = stored ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, ...DEFAULT_SORT };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(listRequested({ listId: LIST_ID, request: { ...current, page: 1, search: search.trim() } }));
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId} />
      <Stack direction="row" spacing={2} sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit} sx={{ flex: 1, minWidth: 320 }}>
          <TextField
            type="search"
            size="small"
            label={t('customers.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="outlined">
            {t('customers.searchSubmit')}
          </Button>
        </Stack>
        <Button component={RouterLink} to={customerPath('new')} variant="contained">
          {t('customers.create')}
        </Button>
      </Stack>
      <PagedList<CustomerRecord>
        listId={LIST_ID}
        query={customerQueries.endpoints.getCustomers}
        columns={COLUMNS}
        defaultSort={DEFAULT_SORT}
        rowKey={(item) => item.organisationId}
        labelKey="customers.listLabel"
        empty={{ titleKey: 'customers.empty.title', bodyKey: 'customers.empty.body' }}
      />
    </Box>
  );
}
