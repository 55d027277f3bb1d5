/**
 * Where a video's media live in storage. Everything of one media is under its root, so the last video
 * using it deletes it with one prefix delete:
 *   media/{organizationId}/{mediaId}/source/original[.ext]   the upload or the imported file
 *   media/{organizationId}/{mediaId}/processed/…             what the transcoder writes (the job's
 *                                                            mediaPrefix; it may clear it and start over)
 *   media/{organizationId}/{mediaId}/processed/transcripts/{videoId}-{run}.json
 *                                                            a video's transcript (TranscriptDocument)
 *   media/{organizationId}/{mediaId}/captions/{captionId}.vtt a caption of one video (duplicates share the
 *                                                            media, not the captions)
 */
export function mediaRoot(organizationId: string, mediaId: string): string {
  return `media/${organizationId}/${mediaId}/`;
}

/** The original's key; `extension` ("" or ".mp4", lowercase, from a validated video file name). */
export function sourceKeyFor(organizationId: string, mediaId: string, extension: string): string {
  return `${mediaRoot(organizationId, mediaId)}source/original${extension}`;
}

/** The prefix every output of processing goes under (ends with "/"). */
export function processedPrefixFor(organizationId: string, mediaId: string): string {
  return `${mediaRoot(organizationId, mediaId)}processed/`;
}

/** Where the transcoder writes the transcript of a video's processing run. */
export function transcriptKeyFor(
  video: { organizationId: string; mediaId: string; id: string },
  run: number,
): string {
  return `${processedPrefixFor(video.organizationId, video.mediaId)}transcripts/${video.id}-${run}.json`;
}

/** A caption's file: a new id (so a new key) for every new file, so a row never points at a half-written one. */
export function captionKeyFor(
  video: { organizationId: string; mediaId: string },
  captionFileId: string,
): string {
  return `${mediaRoot(video.organizationId, video.mediaId)}captions/${captionFileId}.vtt`;
}

const PROCESSED_PREFIX = /^media\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/processed\/$/;

/** The organization and media a job's mediaPrefix names, or null when it is not one of ours. */
export function mediaOfProcessedPrefix(prefix: string): { organizationId: string; mediaId: string } | null {
  const match = PROCESSED_PREFIX.exec(prefix);
  return match ? { organizationId: match[1] as string, mediaId: match[2] as string } : null;
}
