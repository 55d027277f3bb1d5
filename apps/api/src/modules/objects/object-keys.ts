import { mediaRoot, processedPrefixFor } from '../videos/video-media-keys';
import type { Video } from '../videos/video.entity';

/**
 * Where an object's files live, under its video's media root (so the media's deletion takes them):
 *   media/{organizationId}/{mediaId}/objects/thumbnails/{uuid}.jpg        a member's upload
 *   media/{organizationId}/{mediaId}/processed/objects/{videoId}-{run}/   the detector's crops of one run
 * Duplicates share the media, so the crops are per video and run: a run empties its own folder only.
 */
export function objectThumbnailFolder(video: Pick<Video, 'organizationId' | 'mediaId'>): string {
  return `${mediaRoot(video.organizationId, video.mediaId)}objects/thumbnails/`;
}

export function detectionOutputPrefix(
  video: Pick<Video, 'organizationId' | 'mediaId' | 'id'>,
  run: number,
): string {
  return `${processedPrefixFor(video.organizationId, video.mediaId)}objects/${video.id}-${run}/`;
}

const OUTPUT_PREFIX = /^media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/processed\/objects\/[0-9a-f-]{36}-\d{1,9}\/$/;

/** A job's outputPrefix is one of ours (so it may be deleted when its video is gone). */
export function isDetectionOutputPrefix(prefix: string): boolean {
  return OUTPUT_PREFIX.test(prefix);
}
