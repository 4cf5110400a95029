import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TObject } from '@sinclair/typebox';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_FLAGS, type CustomerInput } from '../../../../../contract/customers';
import type { ServiceForm } from '../../../../ui/form';

export type TextField = 'name' | 'city' | 'state' | 'zip' | 'logoUrl';
/** Each field's own words for whatever the server refused in it (they state its rule). */
export const TEXT_FIELD_HINTS: Readonly<Record<TextField, string>> = {
  name: 'customers.errors.name',
  city: 'customers.errors.city',
  state: 'customers.errors.state',
  zip: 'customers.errors.zip',
  logoUrl: 'customers.errors.logoUrl',
};
export type CustomerValues = Record<TextField, string> & Record<(typeof CUSTOMER_FLAGS)[number], boolean>;

export const EMPTY_CUSTOMER: CustomerValues = {
  name: '',
  city: '',
  state: '',
  zip: '',
  logoUrl: '',
  allowZoomIntegration: false,
  allowYoutubeIntegration: false,
  youTubeIntegrated: false,
  storyboardEnabled: false,
  campaignManagerEnabled: false,
  proEditVendor: false,
  hideOrganisation: false,
};

/** The form's values of a record: exactly the editable fields, so a save sends nothing else. */
export const valuesOf = (record: CustomerInput): CustomerValues => ({
  name: record.name,
  city: record.city ?? '',
  state: record.state ?? '',
  zip: record.zip ?? '',
  logoUrl: record.logoUrl ?? '',
  ...(Object.fromEntries(CUSTOMER_FLAGS.map((flag) => [flag, record[flag]])) as Record<(typeof CUSTOMER_FLAGS)[number], boolean>),
});

export const inputOf = (values: CustomerValues): CustomerInput => ({
  ...values,
  city: values.city || null,
  state: values.state || null,
  zip: values.zip || null,
  logoUrl: values.logoUrl.trim() || null,
});

/** The organisation's name, address, logo and (for the support role) every flag of §3. */
export function CustomerFields({
  form,
  withFlags = true,
}: {
  withFlags?: boolean;
  form: Pick<ServiceForm<TObject, CustomerValues>, 'field' | 'checkbox'>;
}) {
  const { t } = useTranslation();
  const text = (name: TextField, required = false) => (
    <TextField
      key={name}
      label={t(`customers.fields.${name}`)}
      required={required}
      {...form.field(name, name === 'logoUrl' ? t('customers.fields.logoHelp') : undefined)}
      fullWidth
    />
  );
  return (
    <Stack spacing={2.5}>
      {text('name', true)}
      <Stack direction="row" spacing={2}>
        {text('city')}
        {text('state')}
        {text('zip')}
      </Stack>
      {text('logoUrl')}
      {withFlags && (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1 }}>
          <FormLabel component="legend" sx={{ px: 0.5 }}>
            {t('customers.fields.flags')}
          </FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {CUSTOMER_FLAGS.map((flag) => (
              <FormControlLabel key={flag} control={<Checkbox {...form.checkbox(flag)} />} label={t(`customers.flags.${flag}`)} />
            ))}
          </FormGroup>
        </Box>
      )}
    </Stack>
  );
}
