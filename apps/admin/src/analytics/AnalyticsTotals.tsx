import { formatCount, formatPercent, formatWatchTime } from '@framehouse/domain';
import { Box, Paper, Typography } from '@mui/material';

/** The figures every analytics screen leads with. */
export interface Totals {
  plays: number;
  uniqueViewers: number;
  watchTimeSeconds: number;
  averagePercentWatched: number | null;
  completes: number;
}

const FIGURES: ReadonlyArray<{ key: keyof Totals; label: string; format: (totals: Totals) => string }> = [
  { key: 'plays', label: 'Plays', format: (totals) => formatCount(totals.plays) },
  { key: 'uniqueViewers', label: 'Unique viewers', format: (totals) => formatCount(totals.uniqueViewers) },
  {
    key: 'watchTimeSeconds',
    label: 'Watch time',
    format: (totals) => formatWatchTime(totals.watchTimeSeconds),
  },
  {
    key: 'averagePercentWatched',
    label: 'Average percent watched',
    format: (totals) => formatPercent(totals.averagePercentWatched),
  },
  { key: 'completes', label: 'Completes', format: (totals) => formatCount(totals.completes) },
];

/** Plays, unique viewers, watch time, average percent watched and completes, as a row of cards. */
export function AnalyticsTotals({ totals }: { totals: Totals }) {
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{
        display: 'grid',
        gap: 2,
        m: 0,
        gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
      }}
    >
      {FIGURES.map(({ key, label, format }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }} data-testid={`total-${key}`}>
            {format(totals)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
