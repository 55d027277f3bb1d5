import type { TranscriptionConfig } from '../config/worker-config';
import { PocketsphinxEngine } from './pocketsphinx.engine';
import type { SpeechEngine } from './speech-engine';
import { WhisperEngine } from './whisper.engine';

/** The engine TRANSCRIBE_ENGINE names, set up from the validated configuration. */
export function createSpeechEngine(
  config: TranscriptionConfig,
  launcher: readonly string[] = [],
): SpeechEngine {
  if (config.engine === 'whisper' && config.whisperModel !== null) {
    return new WhisperEngine({
      cli: config.whisperCli,
      model: config.whisperModel,
      threads: config.whisperThreads,
      launcher,
    });
  }
  return new PocketsphinxEngine({ modelDir: config.pocketsphinxModelDir, launcher });
}

/** The engine's injection token in the worker module. */
export const SPEECH_ENGINE = Symbol('SPEECH_ENGINE');
