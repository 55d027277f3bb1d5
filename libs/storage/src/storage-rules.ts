import { StorageError } from './storage-error';
import type { ByteRange, CompletedPart } from './storage-driver';
import { MULTIPART_MAX_PARTS } from './storage-driver';

/** S3 refuses presigned URLs valid for longer than a week; both drivers keep that bound. */
export const MAX_PRESIGN_EXPIRY_SECONDS = 7 * 24 * 3600;

export function assertPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MULTIPART_MAX_PARTS) {
    throw new StorageError(
      'INVALID_ARGUMENT',
      `Part number must be an integer from 1 to ${MULTIPART_MAX_PARTS}, got ${partNumber}.`,
    );
  }
}

export function assertExpiresSeconds(expiresSeconds: number): void {
  if (
    !Number.isInteger(expiresSeconds) ||
    expiresSeconds < 1 ||
    expiresSeconds > MAX_PRESIGN_EXPIRY_SECONDS
  ) {
    throw new StorageError(
      'INVALID_ARGUMENT',
      `A presigned URL expires after 1 to ${MAX_PRESIGN_EXPIRY_SECONDS} seconds, got ${expiresSeconds}.`,
    );
  }
}

/** Browsers read the ETag header quoted (`"abc"`); S3's listings and our API carry it bare. */
export function unquoteEtag(etag: string): string {
  return etag.replace(/^(W\/)?"/, '').replace(/"$/, '');
}

/** The parts a complete names: at least one, part numbers strictly ascending (S3's InvalidPartOrder). */
export function assertCompletedParts(parts: readonly CompletedPart[]): void {
  if (parts.length === 0) {
    throw new StorageError('INVALID_ARGUMENT', 'A multipart upload is completed with at least one part.');
  }
  parts.forEach((part, index) => {
    assertPartNumber(part.partNumber);
    const previous = parts[index - 1];
    if (previous && previous.partNumber >= part.partNumber) {
      throw new StorageError(
        'INVALID_PART_ORDER',
        `Parts must be listed in ascending part number order: ${part.partNumber} follows ${previous.partNumber}.`,
      );
    }
  });
}

/** The inclusive byte bounds a range asks of an object of `size` bytes, as S3 reads them. */
export function resolveByteRange(range: ByteRange, size: number): { start: number; end: number } {
  const { start, end } = range;
  if (
    !Number.isInteger(start) ||
    start < 0 ||
    (end !== undefined && (!Number.isInteger(end) || end < start))
  ) {
    throw new StorageError('INVALID_ARGUMENT', `Invalid byte range ${start}-${end ?? ''}.`);
  }
  if (start >= size) {
    throw new StorageError('INVALID_RANGE', `Range starting at ${start} is past the end of ${size} bytes.`);
  }
  return { start, end: Math.min(end ?? size - 1, size - 1) };
}
