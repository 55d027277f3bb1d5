import { meteredSeconds, type TranscriptionStatus } from '@framehouse/domain';
import type { D2CTranscription } from '../d2c-transcription.entity';

/** Where the plugin's REST API lives, under the API's origin. */
export const D2C_API_PATH = '/d2c/api';

/** A transcription job as the REST API answers it (the `TranscriptionJob` schema of the OpenAPI document). */
export interface D2CJobView {
  id: string;
  status: TranscriptionStatus;
  inputName: string;
  jobName: string;
  source: 'UPLOAD' | 'URL';
  /** Seconds of media metered (rounded up), once validated. */
  duration: number | null;
  durationMs: number | null;
  /** 0–100 while IN_PROGRESS; 100 once COMPLETED. */
  progress: number;
  failureReason: string | null;
  languageCode: string | null;
  created: string;
  completedAt: string | null;
  /** Where the result is fetched once COMPLETED (`?format=json|srt|vtt`). */
  resultUrl: string;
}

export function presentJob(transcription: D2CTranscription, publicUrl: string): D2CJobView {
  return {
    id: transcription.id,
    status: transcription.status,
    inputName: transcription.inputName,
    jobName: transcription.jobName,
    source: transcription.sourceUrl === null ? 'UPLOAD' : 'URL',
    duration: transcription.durationMs === null ? null : meteredSeconds(transcription.durationMs),
    durationMs: transcription.durationMs,
    progress: transcription.progress,
    failureReason: transcription.failureReason,
    languageCode: transcription.languageCode,
    created: transcription.created.toISOString(),
    completedAt: transcription.completedAt?.toISOString() ?? null,
    resultUrl: `${publicUrl}${D2C_API_PATH}/transcriptions/${transcription.id}/result`,
  };
}
