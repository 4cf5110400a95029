import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CustomerRecord } from '../../../../../contract/customers';
import { MAX_PAGE_SIZE } from '../../../../../contract/lists';
import { userAdminQueries } from './queries';

const ALL_BY_NAME = { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name', direction: 'asc' } as const;
const NONE: readonly CustomerRecord[] = [];

/** The support role picks the organisation a user joins, by name (Customers' list, first page by name). */
export function OrganisationSelect({
  value,
  onChange,
  error,
  exclude = [],
}: {
  value: number | '';
  onChange: (id: number) => void;
  error?: string;
  exclude?: readonly number[];
}) {
  const { t } = useTranslation();
  const organisations = userAdminQueries.useGetOrganisationsQuery(ALL_BY_NAME, { refetchOnMountOrArgChange: true }).data?.items ?? NONE;
  return (
    <TextField
      select
      required
      label={t('userAdmin.fields.organisation')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={error !== undefined}
      helperText={error}
      sx={{ minWidth: 280 }}
    >
      {organisations
        .filter((o) => !exclude.includes(o.organisationId))
        .map((o) => (
          <MenuItem key={o.organisationId} value={o.organisationId}>
            {o.name}
          </MenuItem>
        ))}
    </TextField>
  );
}
