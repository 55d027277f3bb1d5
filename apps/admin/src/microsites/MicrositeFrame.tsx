import { Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBanner } from '../components/ErrorBanner';

/** The create flow's steps (§2). */
export const MICROSITE_STEPS = ['Site details', 'Complete'] as const;

/**
 * The create and success pages (§2): the title "Microsite", the stepper on `step`, the page's content
 * and its footer.
 */
export function MicrositeStepsFrame({
  step,
  error,
  footer,
  children,
}: {
  step: (typeof MICROSITE_STEPS)[number];
  error?: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Microsite
      </Typography>
      <Stepper activeStep={MICROSITE_STEPS.indexOf(step)} sx={{ mb: 4 }} aria-label="Steps">
        {MICROSITE_STEPS.map((label) => (
          <Step key={label} completed={MICROSITE_STEPS.indexOf(label) < MICROSITE_STEPS.indexOf(step)}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <ErrorBanner message={error} />
      {children}
      <Stack
        direction="row"
        spacing={2}
        justifyContent="flex-end"
        sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}
      >
        {footer}
      </Stack>
    </Paper>
  );
}

/** "Fields marked with an asterisk (*) are required" (§2). */
export function RequiredFieldsNote() {
  return (
    <Typography variant="body2" color="text.secondary">
      Fields marked with an asterisk (*) are required
    </Typography>
  );
}
