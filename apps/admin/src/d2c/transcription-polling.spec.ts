import { TranscriptionStatus } from '@framehouse/domain';
import {
  isTranscriptionPending,
  TRANSCRIPTION_IDLE_POLL_MS,
  TRANSCRIPTION_POLL_MS,
  transcriptionPollInterval,
} from './transcription-polling';

const job = (status: string | null) => ({ status });

describe('transcriptionPollInterval', () => {
  it('polls while any listed job is in VALIDATION, QUEUED or IN_PROGRESS', () => {
    for (const status of [
      TranscriptionStatus.VALIDATION,
      TranscriptionStatus.QUEUED,
      TranscriptionStatus.IN_PROGRESS,
    ]) {
      expect(transcriptionPollInterval([job(TranscriptionStatus.COMPLETED), job(status)])).toBe(
        TRANSCRIPTION_POLL_MS,
      );
    }
  });

  it('slows down once every job is COMPLETED or FAILED', () => {
    expect(
      transcriptionPollInterval([job(TranscriptionStatus.COMPLETED), job(TranscriptionStatus.FAILED)]),
    ).toBe(TRANSCRIPTION_IDLE_POLL_MS);
  });

  it('only looks for new jobs on an empty or absent list, or for a status it does not know', () => {
    expect(transcriptionPollInterval([])).toBe(TRANSCRIPTION_IDLE_POLL_MS);
    expect(transcriptionPollInterval(undefined)).toBe(TRANSCRIPTION_IDLE_POLL_MS);
    expect(transcriptionPollInterval([job('SOMETHING_NEW'), job(null), null])).toBe(
      TRANSCRIPTION_IDLE_POLL_MS,
    );
  });

  it('asks again much sooner while a job runs than while none does', () => {
    expect(TRANSCRIPTION_POLL_MS).toBeLessThan(TRANSCRIPTION_IDLE_POLL_MS);
  });
});

describe('isTranscriptionPending', () => {
  it('reads only the in-flight statuses as pending', () => {
    expect(isTranscriptionPending(job(TranscriptionStatus.QUEUED))).toBe(true);
    expect(isTranscriptionPending(job(TranscriptionStatus.COMPLETED))).toBe(false);
    expect(isTranscriptionPending(undefined)).toBe(false);
  });
});
