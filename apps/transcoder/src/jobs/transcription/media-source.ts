import { JobFailureMessages } from '@framehouse/domain';
import { Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { FfmpegRunner, type SoundInfo } from '../../media';
import type { JobSource } from '../job-runner';

const logger = new Logger('TranscriptionMedia');

/** The stored media of a D2C transcription: a missing or empty file fails for good, no retry brings it back. */
export function d2cMedia(sourceKey: string): JobSource {
  return { key: sourceKey, missing: JobFailureMessages.mediaMissing, empty: JobFailureMessages.notMedia };
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
