import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { DirectoryPerson } from '../../../../../contract/directory';
import type { ListColumn } from '../../../../ui/list';
import { roleNameKey } from '../../users/admin/roleNames';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The directory's columns: picture, name, roles, and the address where the organisation shows it. */
export function directoryColumns(t: TFunction): readonly ListColumn<DirectoryPerson>[] {
  return [
    {
      id: 'picture',
      labelKey: 'directory.columns.picture',
      visuallyHiddenLabel: true,
      // The name stands beside the picture, so the picture itself says nothing more.
      render: (person) => (
        <Avatar
          src={person.pictureUrl ?? undefined}
          alt=""
          sx={{ width: 40, height: 40, fontSize: '0.95rem', bgcolor: 'grey.700', color: 'common.white' }}
        >
          {initialsOf(person.name)}
        </Avatar>
      ),
    },
    {
      id: 'name',
      labelKey: 'directory.columns.name',
      sortKey: 'name',
      render: (person) => <Box sx={{ fontWeight: 600 }}>{person.name}</Box>,
    },
    {
      id: 'roles',
      labelKey: 'directory.columns.roles',
      sortKey: 'role',
      render: (person) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {person.roleIds.map((roleId) => (
            <Chip key={roleId} size="small" variant="outlined" label={t(roleNameKey(roleId))} />
          ))}
        </Box>
      ),
    },
    {
      id: 'email',
      labelKey: 'directory.columns.email',
      render: (person) =>
        person.email === null ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('directory.emailHidden')}
          </Box>
        ) : (
          <a href={`mailto:${person.email}`}>{person.email}</a>
        ),
    },
  ];
}
