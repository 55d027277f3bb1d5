import type { VideoByIdQuery, VideosQuery } from '@framehouse/sdk';

/** A row of the videos table, as the `videos` query answers it. */
export type VideoRow = VideosQuery['videos']['nodes'][number];

/** The video page's video, as `videoById` answers it. */
export type VideoDetails = NonNullable<VideoByIdQuery['videoById']>;

export type VideoStream = VideoDetails['videoStreams'][number];

/** Another video on the same media (the original or a copy), as a row and the editor list it. */
export type VideoCopy = VideoRow['duplicates'][number];

/** What the row actions read of a video: a dashboard row or one of its copies. */
export type VideoActionsRecord = Pick<VideoRow, 'id' | 'title' | 'status' | 'platforms'>;
