import { JobFailureMessages, type TranscriptDocument, type TranscriptionJobResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { SpeechEngineError, type SpeechEngine, type TranscribeOptions } from '../../transcription';

/** The engine over the WAV; its failure says what the engine said, a cancellation stays a cancellation. */
export async function transcribeAudio(
  engine: SpeechEngine,
  wavPath: string,
  options: TranscribeOptions,
): Promise<TranscriptDocument> {
  try {
    return await engine.transcribe(wavPath, options);
  } catch (error) {
    if (error instanceof SpeechEngineError && !options.signal.aborted) {
      throw new Error(JobFailureMessages.notTranscribed(error.message));
    }
    throw error;
  }
}

/** The transcript as JSON at its key: the same key on every run, so a job run again replaces it. */
export async function writeTranscript(
  storage: StorageDriver,
  key: string,
  transcript: TranscriptDocument,
): Promise<void> {
  const body = Buffer.from(JSON.stringify(transcript));
  await storage.putObject(key, body, { contentType: 'application/json', size: body.length });
}

/** What the job returns (the API records it): processing time over media duration as the realtime factor. */
export function transcriptionResult(
  transcript: TranscriptDocument,
  transcriptKey: string,
  elapsedMs: number,
): TranscriptionJobResult {
  return {
    transcriptKey,
    languageCode: transcript.languageCode,
    engine: transcript.engine,
    durationMs: transcript.durationMs,
    segmentCount: transcript.segments.length,
    realtimeFactor: transcript.durationMs > 0 ? round3(elapsedMs / transcript.durationMs) : 0,
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
