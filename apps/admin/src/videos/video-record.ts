import type { VideoByIdQuery, VideosQuery } from '@framehouse/sdk';

/** A row of the videos table, as the `videos` query answers it. */
export type VideoRow = VideosQuery['videos']['nodes'][number];

/** The video page's video, as `videoById` answers it. */
export type VideoDetails = NonNullable<VideoByIdQuery['videoById']>;

export type VideoStream = VideoDetails['videoStreams'][number];
