import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: ReactNode;
}

/**
 * An outlined text field assembled from MUI's parts, as TextField renders it. TextField also
 * imports Select (with Menu, Popover and Modal) for its `select` mode, which these forms never
 * use; leaving it out keeps ~11 KB gzip off the reset-password page's chunk.
 */
export function OutlinedField({ label, helperText, required, fullWidth, error, id, inputProps, ...input }: OutlinedFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        // The notch leaves room for the label, asterisk included, as TextField does.
        label={required ? `${label} *` : label}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
