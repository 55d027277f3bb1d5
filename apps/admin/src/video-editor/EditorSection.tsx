import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One titled block of the editor's side panel, a named region for assistive technology. */
export function EditorSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
