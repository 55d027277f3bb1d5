import type { Readable } from 'node:stream';

export type StorageDriverName = 'fs' | 's3';

/** S3's rules for multipart uploads, kept by the fs driver too so a browser that works on one works on both. */
export const MULTIPART_MIN_PART_SIZE = 5 * 1024 * 1024;
export const MULTIPART_MAX_PART_SIZE = 5 * 1024 * 1024 * 1024;
export const MULTIPART_MAX_PARTS = 10_000;

export interface PutObjectOptions {
  contentType: string;
  /** Lets the S3 driver send a stream in one request instead of buffering it into parts. */
  size?: number;
}

/** Bytes `start` to `end` inclusive, as in an HTTP `Range` header; no `end` reads to the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectStat {
  size: number;
  /** Without quotes, as S3 lists it. */
  etag: string;
  contentType: string;
}

export interface ListedObject {
  key: string;
  size: number;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

/** What the browser reports for each part it sent: the number and the `ETag` the part's PUT answered. */
export interface CompletedPart {
  partNumber: number;
  etag: string;
}

export interface PresignGetOptions {
  /** Served as an attachment under this name (downloads); without it the media plays inline. */
  filename?: string;
}

/**
 * Object storage for media, one interface over two drivers. Both speak S3's HTTP to the browser: a part
 * is a PUT of its raw bytes to a presigned URL carrying the key in its path and `uploadId` and
 * `partNumber` in its query, answered with an `ETag`; media are read through presigned, expiring URLs.
 */
export interface StorageDriver {
  readonly driver: StorageDriverName;

  /** Storage answers: the fs root can be written, the S3 bucket exists (created when missing). */
  checkReady(): Promise<void>;

  putObject(key: string, body: Buffer | Readable, options: PutObjectOptions): Promise<{ etag: string }>;
  /** Rejects with NOT_FOUND for a missing object and INVALID_RANGE for a range past its end. */
  getObject(key: string, range?: ByteRange): Promise<Readable>;
  /** Null when there is no such object. */
  statObject(key: string): Promise<ObjectStat | null>;
  /** Deleting a missing object is not an error (as on S3). */
  deleteObject(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (never empty). */
  deletePrefix(prefix: string): Promise<void>;
  /** The objects whose key starts with `prefix`, sorted by key. */
  listPrefix(prefix: string): Promise<ListedObject[]>;

  createMultipartUpload(key: string, contentType: string): Promise<string>;
  /** The URL the browser PUTs one part's bytes to. */
  presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresSeconds: number,
  ): Promise<string>;
  /** The parts stored so far, by part number: what a reloaded page resumes from. */
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  /** Joins the parts (ascending part numbers, each ETag as the part's PUT answered it) and returns the ETag. */
  completeMultipartUpload(key: string, uploadId: string, parts: readonly CompletedPart[]): Promise<string>;
  /** Drops the stored parts; aborting an upload that is already gone is not an error. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;

  /** A URL that reads the object (GET and HEAD, with ranges) until it expires. */
  presignGet(key: string, expiresSeconds: number, options?: PresignGetOptions): Promise<string>;

  /** fs only: the object's file, for ffmpeg to read in place. With S3 the caller downloads it first. */
  localPath?(key: string): string;
}
