/**
 * Where a video's media live in storage. Everything of one media is under its root, so the last video
 * using it deletes it with one prefix delete:
 *   media/{organizationId}/{mediaId}/source/original[.ext]   the upload or the imported file
 *   media/{organizationId}/{mediaId}/processed/…             what the transcoder writes (the job's
 *                                                            mediaPrefix; it may clear it and start over)
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

const PROCESSED_PREFIX = /^media\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/processed\/$/;

/** The organization and media a job's mediaPrefix names, or null when it is not one of ours. */
export function mediaOfProcessedPrefix(prefix: string): { organizationId: string; mediaId: string } | null {
  const match = PROCESSED_PREFIX.exec(prefix);
  return match ? { organizationId: match[1] as string, mediaId: match[2] as string } : null;
}
