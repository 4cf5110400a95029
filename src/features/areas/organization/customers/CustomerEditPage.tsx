import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CustomerInputSchema, CustomerUpdateRequestSchema } from '../../../../../contract/schemas/customers';
import { PATHS } from '../../../../config/paths';
import { failureOf } from '../../../../api/query';
import { useServiceForm } from '../../../../ui/form';
import { AuditTrail } from './AuditTrail';
import { CustomerFields, EMPTY_CUSTOMER, inputOf, TEXT_FIELD_HINTS, valuesOf, type CustomerValues } from './CustomerForm';
import { customerPath } from './CustomersPage';
import { customerQueries } from './queries';
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
  const [savedCount, setSavedCount] = useState(0);
  const customerForm = useServiceForm({
    schema: organisationId === null ? CustomerInputSchema : CustomerUpdateRequestSchema,
    defaultValues: EMPTY_CUSTOMER,
    toRequest: (values: CustomerValues) => ({ ...inputOf(values), ...(organisationId === null ? {} : { organisationId }) }),
    hints: TEXT_FIELD_HINTS,
  });
  const { form, submit, failure, busy, dirty } = customerForm;

  useEffect(() => {
    if (loaded === undefined) return;
    setSaved(valuesOf(loaded));
    form.reset(valuesOf(loaded));
  }, [loaded, form]);
  useUnsavedChangesGuard(dirty);

  const onSubmit = submit(async (request) => {
    const answer = 'organisationId' in request ? await updateCustomer(request) : await createCustomer(request);
    const refused = failureOf(answer.error);
    if (refused !== null || answer.data === undefined) return refused;
    const stored = valuesOf(answer.data);
    setSaved(stored);
    form.reset(stored);
    setSavedCount((count) => count + 1);
    if (organisationId === null) navigate(customerPath(answer.data.organisationId), { replace: true });
    return null;
  });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 900 }}>
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 2 }}>
        {organisationId === null ? t('customers.createTitle') : t('customers.editTitle', { name: saved?.name ?? '' })}
      </Typography>
      {saved === null ? null : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={busy}>
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
          <CustomerFields form={customerForm} />
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
