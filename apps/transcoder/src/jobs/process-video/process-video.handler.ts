import {
  JobFailureMessages,
  JobName,
  type ProcessVideoJob,
  type ProcessVideoProgress,
  type ProcessVideoResult,
  type RenditionInfo,
} from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import {
  assertMediaToolsInstalled,
  FfmpegError,
  FfmpegRunner,
  planHls,
  planStoryboard,
  planThumbnails,
  posterCommand,
  progressPercent,
  storyboardCommand,
  storyboardVtt,
  thumbnailPaths,
  thumbnailsCommand,
  transcriptionAudioCommand,
  withThreads,
  type FfmpegCommand,
  type FfmpegProgress,
  type MediaInfo,
  type Rendition,
} from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import type { JobContext, JobHandler, JobSource } from '../job-runner';
import { HlsUploader } from './hls-uploader';
import { MediaKeys } from './media-keys';
import { overallPercent, ProgressReporter, transcodingPercent } from './processing-progress';

const JPEG = 'image/jpeg';

/**
 * `process-video`: the stored source becomes HLS (growing playlists copied to storage as ffmpeg writes
 * them, so the video plays within seconds), then a poster, thumbnail candidates, the seek-bar storyboard
 * and the audio for transcription. It never touches the database: the API follows the job's progress and
 * result through BullMQ. Every step writes the same keys on every run, and a run starts by clearing the
 * media prefix, so a job picked up again after its worker died leaves exactly one set of outputs.
 */
@Injectable()
export class ProcessVideoHandler implements JobHandler<JobName.PROCESS_VIDEO>, OnModuleInit {
  readonly name = JobName.PROCESS_VIDEO;
  private readonly logger = new Logger('ProcessVideo');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    private readonly runner: FfmpegRunner,
  ) {}

  onModuleInit(): void {
    assertMediaToolsInstalled();
  }

  /**
   * The source is made local once the run has cleared the prefix and told the API it started (a large
   * original takes a while to download from S3). What the uploader reads when it is gone (deleted, or
   * never completed), or empty.
   */
  private original(data: ProcessVideoJob): JobSource {
    return {
      key: data.sourceKey,
      missing: JobFailureMessages.sourceMissing,
      empty: JobFailureMessages.notAVideo,
    };
  }

  async run(data: ProcessVideoJob, context: JobContext): Promise<ProcessVideoResult> {
    const { job, workDir: work } = context;
    // Ends whatever still runs when one part fails (the other ffmpeg, the uploader) or the worker stops.
    const stop = new AbortController();
    const signal = AbortSignal.any([context.signal, stop.signal]);
    const progress = new ProgressReporter(
      { updateProgress: (value: ProcessVideoProgress) => job.updateProgress(value) },
      (error) => this.logger.warn(`Progress of job ${job.id} not sent: ${String(error)}`),
    );
    const started = Date.now();
    try {
      await this.storage.deletePrefix(data.mediaPrefix);
      await progress.update({ stage: 'probing', percent: 0 }, true);
      const input = (await context.localSource(this.original(data))).path;
      const info = await this.probe(input, signal);
      await progress.update(
        {
          stage: 'transcoding',
          durationMs: info.durationMs,
          width: info.video.displayWidth,
          height: info.video.displayHeight,
        },
        true,
      );
      const keys = new MediaKeys(data.mediaPrefix);
      const renditions = await this.transcode(info, input, work, keys, progress, stop, signal);
      await progress.update({ stage: 'images', percent: overallPercent('images', 0), renditions }, true);
      const images = await this.pictures(info, input, work, keys, progress, signal);
      await progress.update({ stage: 'audio', percent: overallPercent('audio', 0) });
      const audioKey = await this.audio(info, input, work, keys, signal);
      await progress.update({ stage: 'finishing', percent: overallPercent('finishing', 0) });
      this.logger.log(
        `Video ${data.videoId} run ${data.run}: ${renditions.map((r) => r.name).join(', ')} in ${Date.now() - started} ms`,
      );
      return {
        durationMs: info.durationMs,
        width: info.video.displayWidth,
        height: info.video.displayHeight,
        masterKey: keys.master,
        renditions,
        ...images,
        audioKey,
      };
    } finally {
      stop.abort();
    }
  }

  /** A file ffprobe finds no video in fails for good, with the reason the uploader reads. */
  private async probe(input: string, signal: AbortSignal): Promise<MediaInfo> {
    const result = await this.runner.probe(input, { signal });
    if (!result.ok) {
      this.logger.warn(`Probe refused ${input}: ${result.problem.code} ${result.problem.detail ?? ''}`);
      throw new UnrecoverableError(result.problem.message);
    }
    return result.info;
  }

  /**
   * The remux (when the source allows it), the lead rung and the encoded ladder run at once, as planned;
   * the uploader copies what they write as it appears. When all are done the playlists become VOD.
   */
  private async transcode(
    info: MediaInfo,
    input: string,
    work: string,
    keys: MediaKeys,
    progress: ProgressReporter,
    stop: AbortController,
    signal: AbortSignal,
  ): Promise<RenditionInfo[]> {
    const hlsDir = join(work, 'hls');
    await mkdir(hlsDir, { recursive: true });
    const plan = planHls(info, input, hlsDir);
    const renditions: Rendition[] = [
      ...(plan.remux ? [plan.remux.rendition] : []),
      ...(plan.lead ? [plan.lead.rendition] : []),
      ...(plan.ladder?.renditions ?? []),
    ];
    const uploader = new HlsUploader({
      storage: this.storage,
      keys,
      dir: hlsDir,
      renditions,
      onPlayable: (playable, masterKey) => void progress.update({ masterKey, renditions: playable }, true),
      onError: () => stop.abort(),
    });
    const parts: { remux: number | null; ladder: number | null } = { remux: null, ladder: null };
    const track = (part: keyof typeof parts) => (block: FfmpegProgress) => {
      parts[part] = progressPercent(block.outTimeMs, info.durationMs);
      void progress.update({ percent: overallPercent('transcoding', transcodingPercent(parts)) });
    };
    const runs: Promise<void>[] = [];
    if (plan.remux) runs.push(this.ffmpeg(plan.remux.command, signal, track('remux')));
    // The lead rung finishes well before the ladder, whose progress is the one reported.
    if (plan.lead) runs.push(this.ffmpeg(plan.lead.command, signal));
    if (plan.ladder) runs.push(this.ffmpeg(plan.ladder.command, signal, track('ladder')));
    uploader.start();
    try {
      await Promise.all(runs);
    } catch (error) {
      stop.abort();
      const [upload] = await Promise.allSettled([uploader.stop(), ...runs]);
      // A failed copy aborted ffmpeg: the copy's error is the cause.
      throw upload.status === 'rejected' ? upload.reason : transcodingError(error);
    }
    await uploader.stop();
    const complete = await uploader.finalize();
    await progress.update(
      { percent: overallPercent('transcoding', 100), masterKey: keys.master, renditions: complete },
      true,
    );
    return complete;
  }

  /** Poster, thumbnail candidates and the storyboard, side by side (each reads the source once). */
  private async pictures(
    info: MediaInfo,
    input: string,
    work: string,
    keys: MediaKeys,
    progress: ProgressReporter,
    signal: AbortSignal,
  ): Promise<Pick<ProcessVideoResult, 'posterKey' | 'thumbnailKeys' | 'storyboard'>> {
    const dir = join(work, 'images');
    await mkdir(dir, { recursive: true });
    let done = 0;
    const step = async <T>(task: Promise<T>): Promise<T> => {
      const value = await task;
      done += 1;
      void progress.update({ percent: overallPercent('images', (done / 3) * 100) });
      return value;
    };
    const [posterKey, thumbnailKeys, storyboard] = await Promise.all([
      step(this.poster(info, input, dir, keys, signal)),
      step(this.thumbnails(info, input, dir, keys, signal)),
      step(this.storyboard(info, input, dir, keys, signal)),
    ]);
    return { posterKey, thumbnailKeys, storyboard };
  }

  private async poster(
    info: MediaInfo,
    input: string,
    dir: string,
    keys: MediaKeys,
    signal: AbortSignal,
  ): Promise<string> {
    const path = join(dir, 'poster.jpg');
    await this.ffmpeg(posterCommand(info, input, path), signal);
    await this.putFile(keys.poster, path, JPEG);
    return keys.poster;
  }

  private async thumbnails(
    info: MediaInfo,
    input: string,
    dir: string,
    keys: MediaKeys,
    signal: AbortSignal,
  ): Promise<string[]> {
    const thumbnailsDir = join(dir, 'thumbnails');
    await mkdir(thumbnailsDir, { recursive: true });
    await this.ffmpeg(thumbnailsCommand(info, input, thumbnailsDir), signal);
    // ffmpeg may make one fewer than planned when the last falls on the very end of the video.
    const paths = thumbnailPaths(thumbnailsDir, planThumbnails(info)).filter((path) => existsSync(path));
    const thumbnailKeys: string[] = [];
    for (const path of paths) {
      const key = keys.thumbnail(basename(path));
      await this.putFile(key, path, JPEG);
      thumbnailKeys.push(key);
    }
    return thumbnailKeys;
  }

  private async storyboard(
    info: MediaInfo,
    input: string,
    dir: string,
    keys: MediaKeys,
    signal: AbortSignal,
  ): Promise<{ spriteKey: string; vttKey: string }> {
    const sprite = join(dir, MediaKeys.STORYBOARD_SPRITE);
    await this.ffmpeg(storyboardCommand(info, input, sprite), signal);
    await this.putFile(keys.storyboardSprite, sprite, JPEG);
    const vtt = Buffer.from(
      storyboardVtt(planStoryboard(info), info.durationMs, MediaKeys.STORYBOARD_SPRITE),
    );
    await this.storage.putObject(keys.storyboardVtt, vtt, {
      contentType: 'text/vtt; charset=utf-8',
      size: vtt.length,
    });
    return { spriteKey: keys.storyboardSprite, vttKey: keys.storyboardVtt };
  }

  /** The sound track for transcription; null for a silent video. */
  private async audio(
    info: MediaInfo,
    input: string,
    work: string,
    keys: MediaKeys,
    signal: AbortSignal,
  ): Promise<string | null> {
    const path = join(work, 'audio.wav');
    const command = transcriptionAudioCommand(info, input, path);
    if (!command) return null;
    await this.ffmpeg(command, signal);
    await this.putFile(keys.audio, path, 'audio/wav');
    return keys.audio;
  }

  private ffmpeg(
    command: FfmpegCommand,
    signal: AbortSignal,
    onProgress?: (progress: FfmpegProgress) => void,
  ): Promise<void> {
    return this.runner.run(withThreads(command, this.config.ffmpegThreads), { signal, onProgress });
  }

  private async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    await this.storage.putObject(key, createReadStream(path), { contentType, size });
  }
}

/** ffmpeg's own words are kept (the API shows the first line); a cancelled run stays a cancellation. */
function transcodingError(error: unknown): unknown {
  if (error instanceof FfmpegError && !error.aborted) {
    return new Error(JobFailureMessages.transcodingFailed(error.message));
  }
  return error;
}
