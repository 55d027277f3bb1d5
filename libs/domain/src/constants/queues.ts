/**
 * BullMQ queue and job names, shared by the API (producer) and the transcoder (consumer). A new job gets
 * its name here and its contract (queue, payload, result, progress) in jobs/, registered in
 * jobs/job-contracts.ts.
 */
export enum QueueName {
  VIDEO_PROCESSING = 'video-processing',
  /** Speech to text: video transcripts after processing, and the D2C service's jobs. */
  TRANSCRIPTION = 'transcription',
  /** AI object detection on a processed video (see jobs/object-detection.ts). */
  OBJECT_DETECTION = 'object-detection',
  /** Moments' media work: cuts for download (jobs/moment-download.ts), start frames (jobs/moment-frame.ts). */
  MOMENT_DOWNLOAD = 'moment-download',
  /** Scene changes of a processed video, for suggested moments (see jobs/scene-detection.ts). */
  SCENE_DETECTION = 'scene-detection',
  /** Scheduled publishing: delayed jobs consumed by the API itself (see the publishing module). */
  PUBLISHING = 'publishing',
  /** Uploads to and removals from YouTube of publications (youtube module's worker). */
  YOUTUBE_PUBLISHING = 'youtube-publishing',
  /** MP4 files of processed videos, for YouTube uploads (see jobs/mp4-export.ts). */
  MP4_EXPORT = 'mp4-export',
  /** Reports of metered use to the payment provider, consumed by the API itself (billing module). */
  BILLING = 'billing',
  /** Health checks of new microsites, consumed by the API itself (see jobs/microsite-health.ts). */
  MICROSITES = 'microsites',
  /** Viewer analytics: the scheduled roll-up of player events, consumed by the API itself (jobs/analytics.ts). */
  ANALYTICS = 'analytics',
}

export enum JobName {
  /** Probe, transcode to HLS, poster, thumbnails, storyboard and the audio track; ends in DRAFT. */
  PROCESS_VIDEO = 'process-video',
  /** Fetch a remote URL, YouTube or Vimeo source into storage, then process it. */
  IMPORT_REMOTE_VIDEO = 'import-remote-video',
  /** The system transcript of a processed video (queued by the API once the video is processed). */
  TRANSCRIBE_VIDEO = 'transcribe-video',
  /** D2C VALIDATION: fetch a URL if given, probe the media for its duration. */
  PROBE_MEDIA = 'probe-media',
  /** D2C: transcribe media that passed validation and metering. */
  TRANSCRIBE_MEDIA = 'transcribe-media',
  /** COCO objects of a processed video, with time ranges and crops (queued by the API after processing). */
  DETECT_OBJECTS = 'detect-objects',
  /** An MP4 of a moment's range, cut from the original (queued by the API's download request). */
  CUT_MOMENT = 'cut-moment',
  /** The frame at a moment's start, its public picture while it has no thumbnail (queued by the public pages). */
  CAPTURE_MOMENT_FRAME = 'capture-moment-frame',
  /** The scene changes of a processed video (queued by the API after processing, as transcription is). */
  DETECT_SCENES = 'detect-scenes',
  /** A scheduled publish firing at its date (delayed job on the PUBLISHING queue). */
  PUBLISH_SCHEDULED_VIDEO = 'publish-scheduled-video',
  /** Upload a publication's video to YouTube (resumable), data { publicationId }. */
  UPLOAD_TO_YOUTUBE = 'upload-to-youtube',
  /** Delete a publication's video from YouTube, then its row, data { publicationId }. */
  REMOVE_FROM_YOUTUBE = 'remove-from-youtube',
  /** An MP4 remux of a processed video's best rendition (queued by the YouTube upload). */
  EXPORT_MP4 = 'export-mp4',
  /** Report one recorded overage of a metered limit to the payment provider, data { usageReportId }. */
  REPORT_METERED_USAGE = 'report-metered-usage',
  /** Check that a microsite's subdomain answers on this server, then mark it healthy (data { micrositeId }). */
  CHECK_MICROSITE_HEALTH = 'check-microsite-health',
  /** Roll the player events appended since the last roll-up into the analytics tables (a repeating job). */
  ROLL_UP_ANALYTICS = 'roll-up-analytics',
}

/**
 * A deterministic job id, so the same work is not queued twice. BullMQ refuses ids containing ":" and
 * ignores an add whose id it still holds, so a deliberate re-run (retry of a failed video) passes `run`.
 */
export function jobIdFor(job: JobName, entityId: string, run?: number): string {
  return run === undefined ? `${job}-${entityId}` : `${job}-${entityId}-${run}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The entity and run of a job id `jobIdFor(job, entityId, run)` made for a UUID; null for any other id. */
export function jobRunOf(job: JobName, jobId: string): { entityId: string; run: number } | null {
  const match = new RegExp(`^${job}-(${UUID})-(\\d{1,9})$`).exec(jobId);
  return match ? { entityId: match[1] as string, run: Number(match[2]) } : null;
}

/** The entity of a job id `jobIdFor(job, entityId)` made (no run) for a UUID; null for any other id. */
export function jobEntityOf(job: JobName, jobId: string): string | null {
  return new RegExp(`^${job}-(${UUID})$`).exec(jobId)?.[1] ?? null;
}
