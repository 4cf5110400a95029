import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../../config/paths';
import { customerQueries } from './queries';
import { formRefusal } from '../../../../api';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { failureOf } from '../../../../api/query';
import { AuditTrail } from './AuditTrail';
import {
  CustomerFields,
  EMPTY_CUSTOMER,
  inputOf,
  TEXT_FIELD_HINTS,
  TEXT_FIELDS,
  valuesOf,
  type CustomerValues,
  type TextField,
} from './CustomerForm';
import { customerPath } from './CustomersPage';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** §2 Support › Customers: create an organisation, or edit one with every §3 flag; its audit trail below. */
export function CustomerEditPage({ organisationId }: { organisationId: number | null }) {
  const { t } = useTranslation();
  const loaded = customerQueries.useGetCustomerQuery(organisationId === null ? skipToken : { organisationId }, {
    refetchOnMountOrArgChange: true,
  }).data;
  const [createCustomer] = customerQueries.useCreateCustomerMutation();
  const [updateCustomer] = customerQueries.useUpdateCustomerMutation();
  const navigate = useNavigate();
  const headingId = useId();
  const [saved, setSaved] = useState<CustomerValues | null>(organisationId === null ? EMPTY_CUSTOMER : null);
  const [values, setValues] = useState<CustomerValues>(EMPTY_CUSTOMER);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [savedCount, setSavedCount] = useState(0);

  useEffect(() => {
    if (loaded === undefined) return;
    setSaved(valuesOf(loaded));
    setValues(valuesOf(loaded));
  }, [loaded]);

  const dirty = saved !== null && JSON.stringify(saved) !== JSON.stringify(values);
  useUnsavedChangesGuard(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    if (values.name.trim() === '') {
      setErrors({ name: t('customers.errors.name') });
      return;
    }
    setBusy(true);
    try {
      const input = inputOf(values);
      const answer = organisationId === null ? await createCustomer(input) : await updateCustomer({ ...input, organisationId });
      const refused = failureOf(answer.error);
      if (refused === null && answer.data !== undefined) {
        const stored = valuesOf(answer.data);
        setSaved(stored);
        setValues(stored);
        setSavedCount((count) => count + 1);
        if (organisationId === null) navigate(customerPath(answer.data.organisationId), { replace: true });
        return;
      }
      if (refused === null || refused.handled) return;
      const refusal = formRefusal(t, refused, TEXT_FIELDS, { hints: TEXT_FIELD_HINTS });
      setErrors(refusal.byField);
      setFailure(refusal.failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 900 }}>
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 2 }}>
        {organisationId === null ? t('customers.createTitle') : t('customers.editTitle', { name: saved?.name ?? '' })}
      </Typography>
      {saved === null ? null : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
          {savedCount > 0 && !dirty && (
            <Alert severity="success" role="status">
              {t('customers.saved')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <CustomerFields values={values} errors={errors} onChange={setValues} />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={busy || (!dirty && organisationId !== null)}>
              {organisationId === null ? t('customers.createSubmit') : t('customers.save')}
            </Button>
            <Button component={RouterLink} to={PATHS.superAdminCustomers}>
              {t('customers.back')}
            </Button>
          </Stack>
        </Stack>
      )}
      {organisationId !== null && <AuditTrail organisationId={organisationId} />}
    </Box>
  );
}
