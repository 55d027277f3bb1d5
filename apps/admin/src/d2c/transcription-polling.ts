import { TranscriptionStatus } from '@framehouse/domain';
import { enumMember } from '../enum-member';

/** How often the Service Usage table asks again while a listed job is still on its way. */
export const TRANSCRIPTION_POLL_MS = 3000;
/**
 * How often it asks otherwise: jobs arrive from the plugin, in another application, so a page left open
 * shows them without a reload (react-query pauses this while the browser tab is hidden).
 */
export const TRANSCRIPTION_IDLE_POLL_MS = 30_000;

const PENDING: readonly TranscriptionStatus[] = [
  TranscriptionStatus.VALIDATION,
  TranscriptionStatus.QUEUED,
  TranscriptionStatus.IN_PROGRESS,
];

export function transcriptionStatusOf(status: string | null | undefined): TranscriptionStatus | undefined {
  return enumMember(TranscriptionStatus, status);
}

/** A job whose status will still change by itself: VALIDATION, QUEUED or IN_PROGRESS. */
export function isTranscriptionPending(job: { status?: string | null } | null | undefined): boolean {
  const status = transcriptionStatusOf(job?.status);
  return status !== undefined && PENDING.includes(status);
}

/**
 * react-query's `refetchInterval` for the transcriptions list: TRANSCRIPTION_POLL_MS while any job shown
 * is pending, TRANSCRIPTION_IDLE_POLL_MS once all are COMPLETED or FAILED (or there are none yet). Each
 * poll also refreshes the meters, which come with the same query.
 */
export function transcriptionPollInterval(
  jobs: ReadonlyArray<{ status?: string | null } | null | undefined> | null | undefined,
): number {
  return (jobs ?? []).some(isTranscriptionPending) ? TRANSCRIPTION_POLL_MS : TRANSCRIPTION_IDLE_POLL_MS;
}
