import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRecord } from '../../../../../contract/customers';
import { MAX_PAGE_SIZE } from '../../../../../contract/lists';
import { useAreaRuntime } from '../../../../ui/areaRuntime';
import * as endpoints from './api';

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
  const { run } = useAreaRuntime();
  const [organisations, setOrganisations] = useState<CustomerRecord[]>([]);
  useEffect(() => {
    void run(endpoints.getOrganisations, { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name', direction: 'asc' }).then((answer) => {
      if (answer?.status === 'Ok' && answer.clientResponse !== null) setOrganisations(answer.clientResponse.items);
    });
  }, [run]);
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
