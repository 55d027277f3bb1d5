import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A chart or table of an analytics screen: a titled figure (its caption names it for assistive
 * technology) with a line saying how to read it.
 */
export function ChartPanel({
  title,
  description,
  children,
  action,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ m: 0, p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography component="figcaption" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="span" variant="h6" id={`${id}-title`} sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
