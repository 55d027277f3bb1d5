import { Box, Button, Stack, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Form } from 'react-admin';
import { ErrorBanner } from './ErrorBanner';
import type { FormValues } from './form-values';

/**
 * The form of a settings tab (Settings' Account, Password and E-mail tabs, the organization's name):
 * the refusal's banner on top, then what comes before the form (`intro`), the inputs and Save. Inputs
 * say what is wrong under themselves (no "The form is not valid" toast), and what `onSubmit` returns
 * goes under the inputs it names. Save is disabled while `pending`, and when `canSave` is false.
 */
export function SettingsForm({
  error,
  pending,
  canSave = true,
  defaultValues,
  onSubmit,
  intro,
  formSx,
  children,
}: {
  error: string | undefined;
  pending: boolean;
  canSave?: boolean;
  defaultValues?: FormValues;
  onSubmit: (values: FormValues) => unknown;
  intro?: ReactNode;
  formSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <ErrorBanner message={error} />
      {intro}
      <Form onSubmit={onSubmit} defaultValues={defaultValues} noValidate disableInvalidFormNotification>
        <Stack sx={formSx}>
          {children}
          <Box>
            <Button type="submit" variant="contained" disabled={!canSave || pending} sx={{ mt: 1 }}>
              Save
            </Button>
          </Box>
        </Stack>
      </Form>
    </Box>
  );
}
