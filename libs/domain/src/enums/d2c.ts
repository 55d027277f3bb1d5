/** D2C transcription status; the spec's order (VALIDATION, QUEUED, IN_PROGRESS, then COMPLETED or FAILED). */
export enum TranscriptionStatus {
  FAILED = 'FAILED',
  VALIDATION = 'VALIDATION',
  QUEUED = 'QUEUED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
}

export const TRANSCRIPTION_STATUS_LABELS: Record<TranscriptionStatus, string> = {
  [TranscriptionStatus.FAILED]: 'FAILED',
  [TranscriptionStatus.VALIDATION]: 'VALIDATION',
  [TranscriptionStatus.QUEUED]: 'QUEUED',
  [TranscriptionStatus.IN_PROGRESS]: 'IN PROGRESS',
  [TranscriptionStatus.COMPLETED]: 'COMPLETE',
};

/** Allowed next statuses of a D2C transcription (inferred from the list order; ours). */
export const TRANSCRIPTION_STATUS_TRANSITIONS: Record<TranscriptionStatus, readonly TranscriptionStatus[]> = {
  [TranscriptionStatus.VALIDATION]: [TranscriptionStatus.QUEUED, TranscriptionStatus.FAILED],
  [TranscriptionStatus.QUEUED]: [TranscriptionStatus.IN_PROGRESS, TranscriptionStatus.FAILED],
  [TranscriptionStatus.IN_PROGRESS]: [TranscriptionStatus.COMPLETED, TranscriptionStatus.FAILED],
  [TranscriptionStatus.COMPLETED]: [],
  [TranscriptionStatus.FAILED]: [],
};

/** An API key is active until revoked. */
export function apiKeyStatusLabel(revoked: boolean): 'active' | 'inactive' {
  return revoked ? 'inactive' : 'active';
}
