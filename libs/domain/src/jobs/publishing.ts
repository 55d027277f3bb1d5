import { JobName, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import { payload, text, wholeNumber } from './job-values';

/**
 * The contracts of the publishing jobs, which the API adds and consumes itself: the database holds the
 * truth (the schedule, the publication), the job only carries which row to act on and when.
 */

/** Data of a scheduled publish: the video, and which of its schedules the job is for. */
export interface ScheduledPublishJob {
  videoId: string;
  run: number;
}

/** Data of both YouTube publishing jobs: the publication row says everything else. */
export interface YouTubePublicationJob {
  publicationId: string;
}

export const publishScheduledVideoContract = jobContract({
  name: JobName.PUBLISH_SCHEDULED_VIDEO,
  queue: QueueName.PUBLISHING,
  parseData(value): ScheduledPublishJob {
    const json = payload(value);
    return { videoId: text(json, 'videoId'), run: wholeNumber(json, 'run') };
  },
});

function youtubePublicationData(value: unknown): YouTubePublicationJob {
  return { publicationId: text(payload(value), 'publicationId') };
}

export const uploadToYouTubeContract = jobContract({
  name: JobName.UPLOAD_TO_YOUTUBE,
  queue: QueueName.YOUTUBE_PUBLISHING,
  parseData: youtubePublicationData,
});

export const removeFromYouTubeContract = jobContract({
  name: JobName.REMOVE_FROM_YOUTUBE,
  queue: QueueName.YOUTUBE_PUBLISHING,
  parseData: youtubePublicationData,
});
