/**
 * BullMQ queue and job names, shared by the API (producer) and the transcoder (consumer).
 * More queues and jobs are added here as their areas are written.
 */
export enum QueueName {
  VIDEO_PROCESSING = 'video-processing',
}

export enum JobName {
  /** Probe, transcode to HLS, poster and thumbnails, transcription, captions, objects; ends in DRAFT. */
  PROCESS_VIDEO = 'process-video',
  /** Fetch a remote URL, YouTube or Vimeo source into storage, then process it. */
  IMPORT_REMOTE_VIDEO = 'import-remote-video',
}

/**
 * A deterministic job id, so the same work is not queued twice. BullMQ refuses ids containing ":" and
 * ignores an add whose id it still holds, so a deliberate re-run (retry of a failed video) passes `run`.
 */
export function jobIdFor(job: JobName, entityId: string, run?: number): string {
  return run === undefined ? `${job}-${entityId}` : `${job}-${entityId}-${run}`;
}
