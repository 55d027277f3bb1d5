import {
  JobFailureMessages,
  JobName,
  type TranscribeVideoJob,
  type TranscriptDocument,
  type TranscriptionJobResult,
} from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { emptyTranscript, SPEECH_ENGINE, type SpeechEngine } from '../../transcription';
import type { JobContext, JobHandler, JobSource } from '../job-runner';
import { transcribeAudio, transcriptionResult, writeTranscript } from './transcription-steps';

/**
 * `transcribe-video`: the 16 kHz WAV that processing wrote, through the configured engine, into the
 * video's transcript JSON at `transcriptKey`. A video without audio gets an empty transcript, not a
 * failure. Every run writes the same key and nothing else, so a run picked up again leaves one file.
 */
@Injectable()
export class TranscribeVideoHandler implements JobHandler<JobName.TRANSCRIBE_VIDEO> {
  readonly name = JobName.TRANSCRIBE_VIDEO;
  private readonly logger = new Logger('TranscribeVideo');

  constructor(
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(SPEECH_ENGINE) private readonly engine: SpeechEngine,
  ) {}

  source(data: TranscribeVideoJob): JobSource | null {
    return data.audioKey === null ? null : { key: data.audioKey, missing: JobFailureMessages.audioMissing };
  }

  async run(data: TranscribeVideoJob, context: JobContext): Promise<TranscriptionJobResult> {
    const started = Date.now();
    const transcript: TranscriptDocument =
      data.audioKey === null
        ? emptyTranscript({ engine: this.engine.name, durationMs: data.durationMs })
        : await transcribeAudio(this.engine, context.source.path, {
            durationMs: data.durationMs,
            workDir: context.workDir,
            signal: context.signal,
            onProgress: (percent) => void context.progress.update(Math.min(99, percent)),
          });
    await writeTranscript(this.storage, data.transcriptKey, transcript);
    const result = transcriptionResult(transcript, data.transcriptKey, Date.now() - started);
    this.logger.log(
      `Video ${data.videoId} run ${data.run}: ${result.segmentCount} segments (${result.engine}, ${result.realtimeFactor}× real time)`,
    );
    return result;
  }
}
