import {
  Box,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
  type LinearProgressProps,
} from '@mui/material';
import type { MeterTone, TranscriptionUsageMeter, UsageBar } from './usage-meters';

const TONE_COLORS: Record<MeterTone, LinearProgressProps['color']> = {
  normal: 'primary',
  warning: 'warning',
  full: 'error',
};

export function Meter({ label, bar, detail }: { label: string; bar: UsageBar; detail?: string }) {
  return (
    <Box role="group" aria-label={label}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 0.5 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="subtitle2" data-testid="usage-percent">
          {bar.percent}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={bar.progress}
        color={TONE_COLORS[bar.tone]}
        // A neutral track, so a little use does not read as a full bar of the light brand colour.
        sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.200' }}
        aria-label={`${label} used`}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {bar.used} of {bar.of} used{detail ? ` · ${detail}` : ''}
      </Typography>
    </Box>
  );
}

/**
 * The usage meters of Service Usage (spec §9): the plan's transcription time used, and on plans with
 * metering the billed time beyond it with its cost.
 */
export function UsageMeters({
  meter,
  loading,
}: {
  meter: TranscriptionUsageMeter | undefined;
  loading: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label="Usage">
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          Transcription time
        </Typography>
        {meter && (
          <Typography variant="body2" color="text.secondary">
            {meter.period}
          </Typography>
        )}
      </Stack>
      {loading ? (
        <Skeleton variant="rounded" height={48} />
      ) : !meter ? (
        <Typography color="text.secondary">Your plan has no limit on transcription time.</Typography>
      ) : (
        <Stack spacing={2}>
          <Meter label="Included in your plan" bar={meter.included} />
          {meter.metered && (
            <>
              <Meter
                label="Metered"
                bar={meter.metered}
                detail={`${meter.metered.cost} at ${meter.metered.ratePerHour} per hour`}
              />
              <Typography variant="body2" color="text.secondary">
                Up to {meter.metered.totalLimit} in all: the included time, then metered time billed per
                second of media.
              </Typography>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
