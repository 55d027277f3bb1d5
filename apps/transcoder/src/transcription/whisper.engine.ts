import type { TranscriptDocument } from '@framehouse/domain';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { LineTail } from '../media';
import { normalizeTranscript } from './normalize-transcript';
import { type SpeechEngine, type TranscribeOptions } from './speech-engine';
import { runSpeechProcess, SpeechEngineError } from './speech-process';
import { parseWhisperJson, whisperArgs, whisperProgressPercent, whisperReason } from './whisper-command';

const STDERR_TAIL_LINES = 50;

export interface WhisperEngineOptions {
  /** The whisper.cpp CLI (`whisper-cli`). */
  cli: string;
  /** A ggml model file (`ggml-base.en.bin`). */
  model: string;
  threads: number | null;
  launcher?: readonly string[];
}

/**
 * whisper.cpp through its CLI, when the operator configures a model (WHISPER_MODEL): punctuated,
 * cased text with token timings and probabilities, read from its full JSON output.
 */
export class WhisperEngine implements SpeechEngine {
  readonly name: string;

  constructor(private readonly options: WhisperEngineOptions) {
    this.name = `whisper.cpp:${basename(options.model)}`;
  }

  assertReady(): void {
    const check = spawnSync(this.options.cli, ['-h'], { stdio: 'ignore', timeout: 10_000 });
    if ((check.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
      throw new Error(
        `${this.options.cli} (whisper.cpp) is not installed or not on the PATH (set WHISPER_CLI)`,
      );
    }
    if (!existsSync(this.options.model)) {
      throw new Error(`The whisper.cpp model is missing: ${this.options.model}`);
    }
  }

  async transcribe(wavPath: string, options: TranscribeOptions): Promise<TranscriptDocument> {
    const outputStem = join(options.workDir, 'whisper');
    const args = whisperArgs({
      model: this.options.model,
      wavPath,
      outputStem,
      threads: this.options.threads,
    });
    const log = new LineTail(STDERR_TAIL_LINES);
    await runSpeechProcess(this.options.cli, args, {
      launcher: this.options.launcher,
      signal: options.signal,
      reason: whisperReason,
      onStderrLine: (line) => {
        log.push(`${line}\n`);
        const percent = whisperProgressPercent(line);
        if (percent !== null) options.onProgress?.(percent);
      },
    });
    let output: Buffer;
    try {
      output = await readFile(`${outputStem}.json`);
    } catch {
      // whisper.cpp exits 0 when it cannot read the audio: the missing JSON is the sign.
      const reason = whisperReason(log.lines()) ?? 'no output file';
      throw new SpeechEngineError(`whisper.cpp wrote no transcript: ${reason}`, log.lines());
    }
    options.onProgress?.(100);
    return normalizeTranscript(parseWhisperJson(output), {
      engine: this.name,
      durationMs: options.durationMs,
    });
  }
}
