import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { DirectoryPerson } from '../../../../../contract/directory';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '../../../../../contract/lists';
import { INVITABLE_ROLES } from '../../../../../contract/roles';
import { listRequested, PagedList, selectListRequest, useListState, type ListParams } from '../../../../ui/list';
import { PageHeading } from '../../PageHeading';
import { roleNameKey } from '../../users/admin/roleNames';
import { directoryColumns } from './directoryColumns';
import { directoryQueries } from './queries';

const LIST_ID = 'people.directory';
const DEFAULT_SORT = { sort: 'name', direction: 'asc' } as const;
const ANY_ROLE = 'any';

/** §2 Organization › Directory: the people of the caller's organisation, searched, filtered by role, sorted and paged. */
export function DirectoryPage() {
  useListState();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const headingId = useId();
  const stored = useSelector((state: unknown) => selectListRequest(state, LIST_ID));
  const current: PageRequest = stored ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, ...DEFAULT_SORT };
  const [search, setSearch] = useState(stored?.search ?? '');
  const [role, setRole] = useState<string>(ANY_ROLE);
  const columns = useMemo(() => directoryColumns(t), [t]);
  const params = useMemo((): ListParams => (role === ANY_ROLE ? {} : { roleId: Number(role) }), [role]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(listRequested({ listId: LIST_ID, request: { ...current, page: 1, search: search.trim() } }));
  };
  const chooseRole = (next: string) => {
    setRole(next);
    // A narrower list starts again at its first page.
    dispatch(listRequested({ listId: LIST_ID, request: { ...current, page: 1 } }));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1100 }}>
      <PageHeading id={headingId} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit} sx={{ flex: 1, minWidth: 320 }}>
          <TextField
            type="search"
            size="small"
            label={t('directory.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="outlined">
            {t('directory.searchSubmit')}
          </Button>
        </Stack>
        <TextField
          select
          size="small"
          label={t('directory.role')}
          value={role}
          onChange={(event) => chooseRole(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ANY_ROLE}>{t('directory.anyRole')}</MenuItem>
          {INVITABLE_ROLES.map((roleId) => (
            <MenuItem key={roleId} value={String(roleId)}>
              {t(roleNameKey(roleId))}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PagedList<DirectoryPerson>
        listId={LIST_ID}
        query={directoryQueries.endpoints.listDirectory}
        params={params}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        rowKey={(person) => person.userId}
        labelKey="directory.listLabel"
        empty={{ titleKey: 'directory.empty.title', bodyKey: 'directory.empty.body' }}
      />
    </Box>
  );
}
