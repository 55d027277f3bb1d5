import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An honest "nothing here yet", with an optional icon above the text; `dense` in a small panel. */
export function EmptyMessage({
  message,
  icon,
  dense,
}: {
  message: string;
  icon?: ReactNode;
  dense?: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ py: dense ? 2 : 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
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
