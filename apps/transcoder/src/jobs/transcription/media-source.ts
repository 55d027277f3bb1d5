import type { StorageDriver } from '@framehouse/storage';
import { Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { extname, join } from 'node:path';
import { FfmpegRunner, SOUND_PROBLEM_MESSAGES, SoundProblemCode, type SoundInfo } from '../../media';
import { localFile } from '../stored-file';

/** What the D2C plugin's user reads when the media a job names is not in storage. */
export const MEDIA_MISSING_MESSAGE = 'The media file is missing.';

const logger = new Logger('TranscriptionMedia');

/**
 * The stored media of a D2C transcription as a local file, with its stored size. A missing or empty
 * object fails the job for good: no retry brings it back.
 */
export async function storedMedia(
  storage: StorageDriver,
  key: string,
  workDir: string,
  signal: AbortSignal,
): Promise<{ path: string; size: number }> {
  const stored = await storage.statObject(key);
  if (!stored) throw new UnrecoverableError(MEDIA_MISSING_MESSAGE);
  if (stored.size === 0) throw new UnrecoverableError(SOUND_PROBLEM_MESSAGES[SoundProblemCode.UNREADABLE]);
  const download = join(workDir, `source${extname(key).toLowerCase()}`);
  return { path: await localFile(storage, key, download, signal), size: stored.size };
}

/** The media's sound; a file ffprobe cannot read, or without audio, fails for good with a readable reason. */
export async function soundOf(runner: FfmpegRunner, path: string, signal: AbortSignal): Promise<SoundInfo> {
  const result = await runner.probeSound(path, { signal });
  if (!result.ok) {
    logger.warn(`Probe refused ${path}: ${result.problem.code} ${result.problem.detail ?? ''}`);
    throw new UnrecoverableError(result.problem.message);
  }
  return result.info;
}
