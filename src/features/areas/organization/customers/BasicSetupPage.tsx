import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerBasicsSchema } from '../../../../../contract/schemas/customers';
import { customerQueries } from './queries';
import { DEFAULT_LOGO_URL } from '../../../menu';
import { failureOf } from '../../../../api/query';
import { useServiceForm } from '../../../../ui/form';
import { PageHeading } from '../../PageHeading';
import { ImageUpload } from '../../uploading/ImageUpload';
import { CustomerFields, EMPTY_CUSTOMER, inputOf, TEXT_FIELD_HINTS, valuesOf, type CustomerValues } from './CustomerForm';
import { StorageUsePanel } from './StorageUsePanel';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** §2 Organization › Basic Setup: the organisation's own name, address and logo, for its managers. */
export function BasicSetupPage() {
  const { t } = useTranslation();
  const setup = customerQueries.useGetBasicSetupQuery(undefined, { refetchOnMountOrArgChange: true });
  const [updateBasicSetup] = customerQueries.useUpdateBasicSetupMutation();
  const headingId = useId();
  const [saved, setSaved] = useState<CustomerValues | null>(null);
  const [done, setDone] = useState(false);
  const basicsForm = useServiceForm({
    schema: CustomerBasicsSchema,
    defaultValues: EMPTY_CUSTOMER,
    toRequest: (values: CustomerValues) => {
      const { name, city, state, zip, logoUrl } = inputOf(values);
      return { name, city, state, zip, logoUrl };
    },
    hints: TEXT_FIELD_HINTS,
  });
  const { form, submit, failure, busy, dirty } = basicsForm;
  // Refused or failed (support reaching the page by its address has no organisation of its
  // own here and gets a 403): say so, rather than leave the page empty.
  const unavailable = setup.isError && saved === null;
  const loaded = setup.data;
  useEffect(() => {
    if (loaded === undefined) return;
    setSaved(valuesOf(loaded));
    form.reset(valuesOf(loaded));
  }, [loaded, form]);

  useUnsavedChangesGuard(dirty);
  // §3 addnlLogoFile: an uploaded logo fills the logo address; Save stores it with the rest.
  const logoStored = useCallback(({ url }: { url: string }) => form.setValue('logoUrl', url, { shouldDirty: true }), [form]);
  const [logoUrl, name] = form.watch(['logoUrl', 'name']);

  const onSubmit = submit(async (request) => {
    const answer = await updateBasicSetup(request);
    const refused = failureOf(answer.error);
    if (refused !== null || answer.data === undefined) return refused;
    setSaved(valuesOf(answer.data));
    form.reset(valuesOf(answer.data));
    setDone(true);
    return null;
  });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 900 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('customers.basicSetup.intro')}
      </Typography>
      {unavailable && (
        <Alert severity="info" role="alert">
          {t('customers.basicSetup.unavailable')}
        </Alert>
      )}
      {saved !== null && (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={busy}>
          {done && !dirty && (
            <Alert severity="success" role="status">
              {t('customers.saved')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <ImageUpload purpose="logo" src={logoUrl || null} fallbackSrc={DEFAULT_LOGO_URL} alt={name} onStored={logoStored} />
          <CustomerFields form={basicsForm} withFlags={false} />
          <Box>
            <Button type="submit" variant="contained" disabled={busy || !dirty}>
              {t('customers.save')}
            </Button>
          </Box>
        </Stack>
      )}
      {saved !== null && <StorageUsePanel />}
    </Box>
  );
}
