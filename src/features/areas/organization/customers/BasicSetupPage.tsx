import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerQueries } from './queries';
import { DEFAULT_LOGO_URL } from '../../../menu';
import { formRefusal } from '../../../../api';
import { failureOf } from '../../../../api/query';
import { PageHeading } from '../../PageHeading';
import { ImageUpload } from '../../uploading/ImageUpload';
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
import { StorageUsePanel } from './StorageUsePanel';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** §2 Organization › Basic Setup: the organisation's own name, address and logo, for its managers. */
export function BasicSetupPage() {
  const { t } = useTranslation();
  const setup = customerQueries.useGetBasicSetupQuery(undefined, { refetchOnMountOrArgChange: true });
  const [updateBasicSetup] = customerQueries.useUpdateBasicSetupMutation();
  const headingId = useId();
  const [saved, setSaved] = useState<CustomerValues | null>(null);
  const [values, setValues] = useState<CustomerValues>(EMPTY_CUSTOMER);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // Refused or failed (support reaching the page by its address has no organisation of its
  // own here and gets a 403): say so, rather than leave the page empty.
  const unavailable = setup.isError && saved === null;
  const loaded = setup.data;
  useEffect(() => {
    if (loaded === undefined) return;
    setSaved(valuesOf(loaded));
    setValues(valuesOf(loaded));
  }, [loaded]);

  const dirty = saved !== null && JSON.stringify(saved) !== JSON.stringify(values);
  useUnsavedChangesGuard(dirty);
  // §3 addnlLogoFile: an uploaded logo fills the logo address; Save stores it with the rest.
  const logoStored = useCallback(({ url }: { url: string }) => setValues((old) => ({ ...old, logoUrl: url })), []);

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
      const { name, city, state, zip, logoUrl } = inputOf(values);
      const answer = await updateBasicSetup({ name, city, state, zip, logoUrl });
      const refused = failureOf(answer.error);
      if (refused === null && answer.data !== undefined) {
        setSaved(valuesOf(answer.data));
        setValues(valuesOf(answer.data));
        setDone(true);
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
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
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
          <ImageUpload purpose="logo" src={values.logoUrl || null} fallbackSrc={DEFAULT_LOGO_URL} alt={values.name} onStored={logoStored} />
          <CustomerFields values={values} errors={errors} onChange={setValues} withFlags={false} />
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
