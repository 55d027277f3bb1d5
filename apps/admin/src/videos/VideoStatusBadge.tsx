import { ContextMessages, VIDEO_STATUS_LABELS, VideoStatus } from '@framehouse/domain';
import { Box, Chip, LinearProgress, Stack, Tooltip, Typography, type ChipProps } from '@mui/material';
import type { ReactElement } from 'react';
import { isPending, videoStatusOf } from './video-polling';

const STATUS_COLORS: Record<VideoStatus, ChipProps['color']> = {
  [VideoStatus.CREATED]: 'default',
  [VideoStatus.UPLOADING]: 'info',
  [VideoStatus.UPLOADED]: 'info',
  [VideoStatus.PROCESSING]: 'info',
  [VideoStatus.DRAFT]: 'default',
  [VideoStatus.FAILED]: 'error',
  [VideoStatus.PUBLISHED]: 'success',
  [VideoStatus.SCHEDULED]: 'warning',
  [VideoStatus.EDITED]: 'success',
};

/** processingProgress is a percent (0–100); anything else is shown clamped. */
export function clampPercent(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(100, Math.max(0, value));
}

export interface VideoStatusBadgeProps {
  video: { status: string; processingProgress?: number | null; failureReason?: string | null };
  /** The percent of this tab's own direct upload of the video, when it is the one uploading. */
  uploadPercent?: number;
}

/**
 * The status badge (spec §4): EDITED reads PUBLISHED* with its tooltip, a failure shows its reason on
 * hover; an in-progress video gets a progress bar, determinate for an upload from this tab and for
 * processing (processingProgress), indeterminate otherwise.
 */
export function VideoStatusBadge({ video, uploadPercent }: VideoStatusBadgeProps) {
  const status = videoStatusOf(video.status);
  const label = status ? VIDEO_STATUS_LABELS[status] : video.status;
  let chip: ReactElement = (
    <Chip
      size="small"
      label={label}
      color={status ? STATUS_COLORS[status] : 'default'}
      variant={status === VideoStatus.DRAFT ? 'outlined' : 'filled'}
      sx={{ fontWeight: 700, letterSpacing: '0.03em' }}
    />
  );
  if (status === VideoStatus.EDITED)
    chip = <Tooltip title={ContextMessages.editedStatusTooltip}>{chip}</Tooltip>;
  if (status === VideoStatus.FAILED && video.failureReason) {
    chip = <Tooltip title={video.failureReason}>{chip}</Tooltip>;
  }

  const percent =
    status === VideoStatus.PROCESSING
      ? clampPercent(video.processingProgress)
      : uploadPercent !== undefined
        ? clampPercent(uploadPercent)
        : undefined;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 120 }} data-status={video.status}>
      <Box>{chip}</Box>
      {isPending(video) && (
        <Stack direction="row" spacing={1} alignItems="center">
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
            aria-label={`${label} progress`}
          />
          {percent !== undefined && (
            <Typography variant="caption" color="text.secondary" sx={{ minWidth: 32, textAlign: 'right' }}>
              {Math.floor(percent)}%
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
