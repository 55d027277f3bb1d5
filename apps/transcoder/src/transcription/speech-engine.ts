import type { TranscriptDocument } from '@framehouse/domain';

export interface TranscribeOptions {
  /** The media's duration: the transcript's times are clamped inside it, progress is measured against it. */
  durationMs: number;
  /** The job's scratch folder, for an engine that writes its result to a file (whisper.cpp). */
  workDir: string;
  /** Aborting kills the engine. */
  signal: AbortSignal;
  /** How far the engine is through the audio, 0–100. */
  onProgress?: (percent: number) => void;
}

/**
 * One speech-to-text engine over a 16 kHz mono 16-bit WAV file. Every engine returns the normalized
 * transcript (normalizeTranscript), so the jobs, the API and the captions never see an engine's format.
 */
export interface SpeechEngine {
  /** Stored with each transcript: "pocketsphinx", "whisper.cpp:ggml-base.en.bin". */
  readonly name: string;
  /** Throws a readable error when the engine's program or model is missing: checked at start. */
  assertReady(): void;
  transcribe(wavPath: string, options: TranscribeOptions): Promise<TranscriptDocument>;
}

/** A percent from a position in the media: whole, 0–100, never NaN. */
export function percentOf(positionMs: number, durationMs: number): number {
  if (!(durationMs > 0) || !Number.isFinite(positionMs)) return 0;
  return Math.min(100, Math.max(0, Math.floor((positionMs / durationMs) * 100)));
}
