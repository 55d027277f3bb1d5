import { StorageError } from './storage-error';
import type { ByteRange, CompletedPart } from './storage-driver';
import { MULTIPART_MAX_PARTS } from './storage-driver';

/** S3 refuses presigned URLs valid for longer than a week; both drivers keep that bound. */
export const MAX_PRESIGN_EXPIRY_SECONDS = 7 * 24 * 3600;

/** A read URL is signed as of its window's start, and the window is at most this share of its life. */
const SIGNING_WINDOW_SHARE = 10;
const MAX_SIGNING_WINDOW_SECONDS = 3600;

export interface PresignTime {
  /** When the URL says it was signed: the start of the current window. */
  signedAtMs: number;
  /** Its life from `signedAtMs`, so it stays valid at least the asked `expiresSeconds` from now. */
  expiresSeconds: number;
}

/**
 * When a read URL is signed and for how long. The same file signed again within one window gets the same
 * URL, so browsers keep it in their cache (a list read twice shows the same thumbnails) instead of
 * downloading it again; the window is a tenth of the life asked, at most an hour, so a short-lived URL
 * stays short-lived.
 */
export function presignTime(nowMs: number, expiresSeconds: number): PresignTime {
  const windowSeconds = Math.min(
    Math.floor(expiresSeconds / SIGNING_WINDOW_SHARE),
    MAX_SIGNING_WINDOW_SECONDS,
    MAX_PRESIGN_EXPIRY_SECONDS - expiresSeconds,
  );
  if (windowSeconds < 1) return { signedAtMs: Math.floor(nowMs / 1000) * 1000, expiresSeconds };
  const windowMs = windowSeconds * 1000;
  return {
    signedAtMs: Math.floor(nowMs / windowMs) * windowMs,
    expiresSeconds: expiresSeconds + windowSeconds,
  };
}

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

/**
 * Read URLs already signed, by everything a URL depends on (the key, its window, its life, its download
 * name): within a window the same request signs the same URL (presignTime), so it is computed once. A list
 * of 25 videos asks for some 150 of them at every load and a signature costs tens of microseconds (an S3
 * one several HMACs). The oldest are dropped beyond `maxEntries`; a window's URLs stop being asked for
 * when the next window starts, and age out the same way.
 */
export class SignedUrlMemo {
  private readonly urls = new Map<string, string>();

  constructor(private readonly maxEntries = 20_000) {}

  get size(): number {
    return this.urls.size;
  }

  async get(
    request: { key: string; signed: PresignTime; filename?: string },
    sign: () => Promise<string> | string,
  ): Promise<string> {
    const { key, signed, filename } = request;
    // Keys and download names hold no NUL (keys are checked, request bodies refused with one).
    const id = `${signed.signedAtMs}\0${signed.expiresSeconds}\0${key}\0${filename === undefined ? '' : `=${filename}`}`;
    const known = this.urls.get(id);
    if (known !== undefined) return known;
    const url = await sign();
    this.urls.set(id, url);
    if (this.urls.size > this.maxEntries) {
      const oldest = this.urls.keys().next();
      if (!oldest.done) this.urls.delete(oldest.value);
    }
    return url;
  }
}
