import type { TranscriptDocument, TranscriptionJobResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { emptyTranscript, SPEECH_ENGINE, type SpeechEngine } from '../../transcription';
import { transcribeVideoJobData } from '../job-data';
import { localFile } from '../stored-file';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';
import { PercentProgressReporter } from '../percent-progress';
import { transcribeAudio, transcriptionResult, writeTranscript } from './transcription-steps';

/** What the API records when the audio the processing wrote is gone. */
export const AUDIO_MISSING_MESSAGE = "The video's audio track is missing; process the video again.";

/**
 * `transcribe-video`: the 16 kHz WAV that processing wrote, through the configured engine, into the
 * video's transcript JSON at `transcriptKey`. A video without audio gets an empty transcript, not a
 * failure. Every run writes the same key and nothing else, so a run picked up again leaves one file.
 */
@Injectable()
export class TranscribeVideoHandler {
  private readonly logger = new Logger('TranscribeVideo');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(SPEECH_ENGINE) private readonly engine: SpeechEngine,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<TranscriptionJobResult> {
    const data = transcribeVideoJobData(job.data);
    const progress = PercentProgressReporter.forJob(job, this.logger);
    const started = Date.now();
    await progress.update(0, true);
    let transcript: TranscriptDocument;
    if (data.audioKey === null) {
      transcript = emptyTranscript({ engine: this.engine.name, durationMs: data.durationMs });
    } else {
      const work = workDirFor(this.config.workDir, 'transcribe-video', data.videoId, data.run);
      try {
        await freshWorkDir(work);
        if (!(await this.storage.statObject(data.audioKey)))
          throw new UnrecoverableError(AUDIO_MISSING_MESSAGE);
        const wav = await localFile(this.storage, data.audioKey, join(work, 'audio.wav'), signal);
        transcript = await transcribeAudio(this.engine, wav, {
          durationMs: data.durationMs,
          workDir: work,
          signal,
          onProgress: (percent) => void progress.update(Math.min(99, percent)),
        });
      } finally {
        await removeWorkDir(work);
      }
    }
    await writeTranscript(this.storage, data.transcriptKey, transcript);
    await progress.update(100, true);
    const result = transcriptionResult(transcript, data.transcriptKey, Date.now() - started);
    this.logger.log(
      `Video ${data.videoId} run ${data.run}: ${result.segmentCount} segments (${result.engine}, ${result.realtimeFactor}× real time)`,
    );
    return result;
  }
}
