import {
  JobName,
  type ProbeMediaResult,
  type TranscriptionJobResult,
  type TranscriptionProgress,
} from '@framehouse/domain';
import { isCount, isObject, isString, parsed } from '../../../common/queue/job-values';

/** Reading what arrives from the D2C jobs of the transcription queue; every value is checked. */

export interface D2CJobRef {
  name: JobName.PROBE_MEDIA | JobName.TRANSCRIBE_MEDIA;
  transcriptionId: string;
}

const JOB_ID =
  /^(probe-media|transcribe-media)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The step and transcription of a job id made by `jobIdFor` (`probe-media-{transcriptionId}`). */
export function parseD2CJobId(jobId: string): D2CJobRef | null {
  const match = JOB_ID.exec(jobId);
  if (!match) return null;
  const name = match[1] === JobName.PROBE_MEDIA ? JobName.PROBE_MEDIA : JobName.TRANSCRIBE_MEDIA;
  return { name, transcriptionId: match[2] as string };
}

export function parseProbeMediaResult(value: unknown): ProbeMediaResult | null {
  const data = parsed(value);
  if (!isObject(data) || !isCount(data.durationMs) || !isCount(data.size)) return null;
  return { durationMs: Math.round(data.durationMs), size: Math.round(data.size) };
}

export function parseTranscriptionJobResult(value: unknown): TranscriptionJobResult | null {
  const data = parsed(value);
  if (!isObject(data) || !isString(data.transcriptKey)) return null;
  const { languageCode, engine, durationMs, segmentCount, realtimeFactor } = data;
  return {
    transcriptKey: data.transcriptKey,
    languageCode: isString(languageCode) ? languageCode.slice(0, 35) : '',
    engine: isString(engine) ? engine.slice(0, 255) : '',
    durationMs: isCount(durationMs) ? Math.round(durationMs) : 0,
    segmentCount: isCount(segmentCount) ? Math.round(segmentCount) : 0,
    realtimeFactor: isCount(realtimeFactor) ? realtimeFactor : 0,
  };
}

export function parseTranscriptionProgress(value: unknown): TranscriptionProgress | null {
  const data = parsed(value);
  return isObject(data) && isCount(data.percent) ? { percent: Math.min(100, data.percent) } : null;
}
