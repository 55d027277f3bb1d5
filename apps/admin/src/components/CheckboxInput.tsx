import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, type Validator } from 'react-admin';

/** A required-agreement checkbox of react-admin's form (react-admin's BooleanInput is a switch). */
export function CheckboxInput({
  source,
  label,
  validate,
}: {
  source: string;
  label: ReactNode;
  validate?: Validator;
}) {
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: false });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl error={!!error} margin="none" required={isRequired}>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
        label={label}
      />
      {error && <FormHelperText sx={{ mt: -0.5 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
