import { TRANSCRIPTION_STATUS_LABELS, TranscriptionStatus } from '@framehouse/domain';
import { Chip, Tooltip, type ChipProps } from '@mui/material';
import { transcriptionStatusOf } from './transcription-polling';

const STATUS_COLORS: Record<TranscriptionStatus, ChipProps['color']> = {
  [TranscriptionStatus.VALIDATION]: 'default',
  [TranscriptionStatus.QUEUED]: 'default',
  [TranscriptionStatus.IN_PROGRESS]: 'info',
  [TranscriptionStatus.COMPLETED]: 'success',
  [TranscriptionStatus.FAILED]: 'error',
};

/** The spec's badges (COMPLETE, IN PROGRESS, …); a failure shows its reason on hover. */
export function TranscriptionStatusBadge({
  transcription,
}: {
  transcription: { status: string; failureReason?: string | null };
}) {
  const status = transcriptionStatusOf(transcription.status);
  const chip = (
    <Chip
      size="small"
      label={status ? TRANSCRIPTION_STATUS_LABELS[status] : transcription.status}
      color={status ? STATUS_COLORS[status] : 'default'}
      data-status={transcription.status}
      sx={{ fontWeight: 700, letterSpacing: '0.03em' }}
    />
  );
  if (status === TranscriptionStatus.FAILED && transcription.failureReason) {
    return <Tooltip title={transcription.failureReason}>{chip}</Tooltip>;
  }
  return chip;
}
