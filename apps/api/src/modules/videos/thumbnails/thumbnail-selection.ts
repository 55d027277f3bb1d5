import type { Video } from '../video.entity';

/** A transcoder candidate's id: `{videoId}:thumbnail:{position from 1}`. */
export function candidateThumbnailId(videoId: string, index: number): string {
  return `${videoId}:thumbnail:${index + 1}`;
}

/** The position in `thumbnailKeys` a candidate id names for this video, or null. */
export function candidateIndexOf(video: Pick<Video, 'id' | 'thumbnailKeys'>, id: string): number | null {
  const prefix = `${video.id}:thumbnail:`;
  if (!id.startsWith(prefix)) return null;
  const position = id.slice(prefix.length);
  if (!/^[1-9][0-9]*$/.test(position)) return null;
  const index = Number(position) - 1;
  return index < video.thumbnailKeys.length ? index : null;
}

/** The selected thumbnail's id as the API shows it: uploaded, candidate, or null for the poster. */
export function selectedThumbnailId(
  video: Pick<Video, 'id' | 'thumbnailId' | 'thumbnailCandidate' | 'thumbnailKeys'>,
): string | null {
  if (video.thumbnailId) return video.thumbnailId;
  const index = video.thumbnailCandidate;
  return index !== null && index < video.thumbnailKeys.length ? candidateThumbnailId(video.id, index) : null;
}
