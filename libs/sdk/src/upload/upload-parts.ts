import { ContextMessages } from '@framehouse/domain';

/**
 * Bytes per part of a direct upload, unless the caller chooses. S3 (and our fs storage, which keeps its
 * rules) refuses parts under 5 MiB except the last; 8 MiB keeps a part's retry cheap and a 1 GiB file at
 * 128 parts, far below S3's 10 000. The API accepts any size from 5 MiB, so this is the client's choice.
 */
export const UPLOAD_PART_SIZE = 8 * 1024 * 1024;
/** S3's smallest part other than the last. */
export const MIN_UPLOAD_PART_SIZE = 5 * 1024 * 1024;
/** S3's most parts in one upload. */
export const MAX_UPLOAD_PARTS = 10_000;
/** A part that fails is sent again this many times before the upload fails, unless the caller chooses. */
export const PART_RETRIES = 3;
/** Parts in flight at once, unless the caller chooses. */
export const PART_CONCURRENCY = 3;

/** One part of a file: bytes [start, end). */
export interface PlannedPart {
  partNumber: number;
  start: number;
  end: number;
}

/**
 * The size of each part but the last: `partSize`, or larger (whole MiB) for a file too large for
 * 10 000 parts of that size.
 */
export function partSizeFor(fileSize: number, partSize = UPLOAD_PART_SIZE): number {
  if (partSize < MIN_UPLOAD_PART_SIZE)
    throw new RangeError(`parts must be at least ${MIN_UPLOAD_PART_SIZE} bytes`);
  const mib = 1024 * 1024;
  return Math.max(partSize, Math.ceil(fileSize / MAX_UPLOAD_PARTS / mib) * mib);
}

/**
 * The parts a file is sent in: `partSize` bytes each, the last one shorter (see partSizeFor). An empty
 * file is one empty part, so the server still sees an upload to complete (and fails the video with its
 * own reason).
 */
export function planUploadParts(fileSize: number, partSize = UPLOAD_PART_SIZE): PlannedPart[] {
  if (!Number.isInteger(fileSize) || fileSize < 0) throw new RangeError(`invalid file size ${fileSize}`);
  const size = partSizeFor(fileSize, partSize);
  const count = Math.max(1, Math.ceil(fileSize / size));
  return Array.from({ length: count }, (_, index) => ({
    partNumber: index + 1,
    start: index * size,
    end: Math.min(fileSize, (index + 1) * size),
  }));
}

export type UploadTarget =
  | { ok: true; key: string; uploadId: string }
  | { ok: false; reason: (typeof ContextMessages)['uploadMissingKey' | 'uploadMissingUploadId'] };

/**
 * The storage key and upload id a part URL carries. Both storage drivers address an object as
 * `/<root>/<key>`: the fs driver's `/storage/<key>` and S3's path-style `/<bucket>/<key>`; the upload
 * id is the `uploadId` query parameter. Anything else is the spec's "missing key" or "missing upload
 * id" (§4), after which the half-created video is deleted.
 */
export function parseUploadTarget(url: string): UploadTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return { ok: false, reason: ContextMessages.uploadMissingKey };
  }
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
  let key: string;
  try {
    key = segments.slice(1).map(decodeURIComponent).join('/');
  } catch {
    return { ok: false, reason: ContextMessages.uploadMissingKey };
  }
  if (!key) return { ok: false, reason: ContextMessages.uploadMissingKey };
  const uploadId = parsed.searchParams.get('uploadId');
  if (!uploadId) return { ok: false, reason: ContextMessages.uploadMissingUploadId };
  return { ok: true, key, uploadId };
}

/** Whole percent of bytes sent, 0–100 (0 for an empty file: its one part carries no bytes). */
export function uploadPercent(sentBytes: number, totalBytes: number): number {
  if (totalBytes <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((sentBytes / totalBytes) * 100)));
}
