import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An honest "nothing here yet", with an optional icon above the text. */
export function EmptyMessage({ message, icon }: { message: string; icon?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      {icon && <Box sx={{ fontSize: 48, mb: 1 }}>{icon}</Box>}
      <Typography>{message}</Typography>
    </Paper>
  );
}

/** A screen's heading above an honest "nothing here yet". */
export function EmptyState({ title, message, icon }: { title: string; message: string; icon: ReactNode }) {
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <EmptyMessage message={message} icon={icon} />
    </Box>
  );
}
