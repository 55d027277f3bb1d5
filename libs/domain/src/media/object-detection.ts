/** Where a video's object detection stands on the API's side (the job's contract: jobs/object-detection.ts). */

/**
 * Where a video's object detection is, as the API records it: QUEUED once the video is processed, then
 * IN_PROGRESS, COMPLETED or FAILED (a failure leaves the video usable, with no SYSTEM objects).
 */
export enum ObjectDetectionStatus {
  QUEUED = 'QUEUED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}

/** The detection still to come: the Objects tab shows "Processing objects" and polls. */
export const PENDING_OBJECT_DETECTION_STATUSES: readonly ObjectDetectionStatus[] = [
  ObjectDetectionStatus.QUEUED,
  ObjectDetectionStatus.IN_PROGRESS,
];

export function isObjectDetectionPending(status: ObjectDetectionStatus | null | undefined): boolean {
  return status != null && PENDING_OBJECT_DETECTION_STATUSES.includes(status);
}
