import { JobName, jobEntityOf } from '@framehouse/domain';

/** Reading what arrives from the D2C jobs of the transcription queue (their contracts read the rest). */

export interface D2CJobRef {
  name: JobName.PROBE_MEDIA | JobName.TRANSCRIBE_MEDIA;
  transcriptionId: string;
}

/** The step and transcription of a job id made by `jobIdFor` (`probe-media-{transcriptionId}`). */
export function parseD2CJobId(jobId: string): D2CJobRef | null {
  for (const name of [JobName.PROBE_MEDIA, JobName.TRANSCRIBE_MEDIA] as const) {
    const transcriptionId = jobEntityOf(name, jobId);
    if (transcriptionId) return { name, transcriptionId };
  }
  return null;
}
