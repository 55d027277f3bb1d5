import type { TranscriptDocument } from '@framehouse/domain';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { normalizeTranscript } from './normalize-transcript';
import {
  parsePocketsphinxLine,
  parsePocketsphinxOutput,
  pocketsphinxArgs,
  pocketsphinxModelFiles,
  pocketsphinxReason,
  POCKETSPHINX_PROGRAM,
} from './pocketsphinx-command';
import { percentOf, type SpeechEngine, type TranscribeOptions } from './speech-engine';
import { runSpeechProcess } from './speech-process';

export interface PocketsphinxEngineOptions {
  modelDir: string;
  launcher?: readonly string[];
  program?: string;
}

/**
 * CMU pocketsphinx, as Debian ships it (`pocketsphinx` and its US English model `pocketsphinx-en-us`):
 * no punctuation, lowercase words with timings and confidences. Progress follows the end time of the
 * words of each utterance as pocketsphinx prints them.
 */
export class PocketsphinxEngine implements SpeechEngine {
  readonly name = 'pocketsphinx';
  private readonly program: string;

  constructor(private readonly options: PocketsphinxEngineOptions) {
    this.program = options.program ?? POCKETSPHINX_PROGRAM;
  }

  assertReady(): void {
    // pocketsphinx_continuous has no option that exits 0; only a missing program fails to spawn.
    const check = spawnSync(this.program, [], { stdio: 'ignore', timeout: 10_000 });
    if ((check.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
      throw new Error(`${this.program} is not installed or not on the PATH (apt-get install pocketsphinx)`);
    }
    const missing = Object.values(pocketsphinxModelFiles(this.options.modelDir)).filter(
      (path) => !existsSync(path),
    );
    if (missing.length > 0) {
      throw new Error(
        `The pocketsphinx model is missing (${missing.join(', ')}): apt-get install pocketsphinx-en-us, or set POCKETSPHINX_MODEL_DIR`,
      );
    }
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<TranscriptDocument> {
    const stdout = await runSpeechProcess(this.program, pocketsphinxArgs(wavPath, this.options.modelDir), {
      launcher: this.options.launcher,
      signal: options.signal,
      reason: pocketsphinxReason,
      onStdoutLine: (line) => {
        const word = parsePocketsphinxLine(line);
        if (word) options.onProgress?.(percentOf(word.endMs, options.durationMs));
      },
    });
    return normalizeTranscript(parsePocketsphinxOutput(stdout), {
      engine: this.name,
      durationMs: options.durationMs,
    });
  }
}
