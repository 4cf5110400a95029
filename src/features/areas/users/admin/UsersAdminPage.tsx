import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '../../../../../contract/lists';
import type { AdminMembership, AdminUser } from '../../../../../contract/users';
import { listRequested, PagedList, selectListRequest, useListState, type ListColumn } from '../../../../ui/list';
import { PageHeading } from '../../PageHeading';
import { roleNameKey } from './roleNames';
import { userPath, type UsersMode } from './usersBase';
import { userAdminQueries } from './queries';

const DEFAULT_SORT = { sort: 'displayName', direction: 'asc' } as const;

function MembershipSummary({ membership, showOrganisation }: { membership: AdminMembership; showOrganisation: boolean }) {
  const { t } = useTranslation();
  const roles = membership.roleIds.map((id) => t(roleNameKey(id))).join(', ');
  const locked = membership.isLocked ? ` ${t('userAdmin.locked')}` : '';
  return <div>{showOrganisation ? `${membership.organisationName}: ${roles}${locked}` : `${roles}${locked}`}</div>;
}

function columnsFor(mode: UsersMode): readonly ListColumn<AdminUser>[] {
  return [
    {
      id: 'displayName',
      labelKey: 'userAdmin.columns.name',
      sortKey: 'displayName',
      render: (user) => (
        <RouterLink to={userPath(mode, user.userId)} style={{ color: 'inherit', fontWeight: 600 }}>
          {user.displayName}
        </RouterLink>
      ),
    },
    { id: 'username', labelKey: 'userAdmin.columns.username', sortKey: 'username', render: (user) => user.username },
    {
      id: 'roles',
      labelKey: mode === 'support' ? 'userAdmin.columns.memberships' : 'userAdmin.columns.roles',
      render: (user) =>
        user.memberships.length === 0
          ? '—'
          : user.memberships.map((m) => <MembershipSummary key={m.organisationId} membership={m} showOrganisation={mode === 'support'} />),
    },
    { id: 'status', labelKey: 'userAdmin.columns.status', render: (user) => <ActiveLabel active={user.isActive} /> },
    {
      id: 'lastLoginAt',
      labelKey: 'userAdmin.columns.lastSignIn',
      sortKey: 'lastLoginAt',
      render: (user) => (user.lastLoginAt === null ? '—' : new Date(user.lastLoginAt).toLocaleString()),
    },
  ];
}

export function ActiveLabel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <>{active ? t('userAdmin.active') : t('userAdmin.inactive')}</>;
}

/**
 * §2 Support › Users (every user, every membership) and Audience › Users (the organisation's
 * members): searched by name or username, paged and sorted.
 */
export function UsersAdminPage({ mode }: { mode: UsersMode }) {
  useListState();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const headingId = useId();
  const listId = `${mode}.users`;
  const stored = useSelector((state: unknown) => selectListRequest(state, listId));
  const [search, setSearch] = useState(stored?.search ?? '');
  const current: PageRequest = stored ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, ...DEFAULT_SORT };
  const columns = useMemo(() => columnsFor(mode), [mode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(listRequested({ listId, request: { ...current, page: 1, search: search.trim() } }));
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId} />
      <Stack direction="row" spacing={2} sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit} sx={{ flex: 1, minWidth: 320 }}>
          <TextField
            type="search"
            size="small"
            label={t('userAdmin.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="outlined">
            {t('userAdmin.searchSubmit')}
          </Button>
        </Stack>
        <Button component={RouterLink} to={userPath(mode, 'new')} variant="contained">
          {t('userAdmin.create')}
        </Button>
      </Stack>
      <PagedList<AdminUser>
        listId={listId}
        query={userAdminQueries.endpoints.listUsers}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        rowKey={(user) => user.userId}
        labelKey="userAdmin.listLabel"
        empty={{ titleKey: 'userAdmin.empty.title', bodyKey: 'userAdmin.empty.body' }}
      />
    </Box>
  );
}
