import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITABLE_ROLES, type RoleId } from '../../../../../contract/roles';
import { roleNameKey } from './roleNames';

/** The roles of one membership as a group of checkboxes (§6 ids), with the server's refusal beneath. */
export function RoleChoice({ value, onChange, error }: { value: readonly RoleId[]; onChange: (next: RoleId[]) => void; error?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const toggle = (role: RoleId, on: boolean) =>
    onChange(on ? INVITABLE_ROLES.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role));
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend" id={labelId}>
        {t('userAdmin.fields.roles')}
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {INVITABLE_ROLES.map((role) => (
          <FormControlLabel
            key={role}
            control={<Checkbox checked={value.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />}
            label={t(roleNameKey(role))}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
