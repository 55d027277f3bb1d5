import { EDITABLE_VIDEO_STATUSES, VideoStatus } from '@framehouse/domain';

/** Processed: the media exist (Draft, Scheduled, Published or Edited). */
export function isProcessed(status: VideoStatus): boolean {
  return EDITABLE_VIDEO_STATUSES.includes(status);
}

/** In the pipeline: the monitor applies the queue's events to these only. */
export const PIPELINE_STATUSES: readonly VideoStatus[] = [VideoStatus.UPLOADED, VideoStatus.PROCESSING];
