import { Client, S3Error, type ClientOptions } from 'minio';
import type { Readable } from 'node:stream';
import { attachmentContentDisposition, DEFAULT_CONTENT_TYPE } from './content-type';
import { StorageError, type StorageErrorCode } from './storage-error';
import { assertValidKey, assertValidPrefix } from './storage-key';
import type {
  ByteRange,
  CompletedPart,
  ListedObject,
  ObjectStat,
  PresignGetOptions,
  PutObjectOptions,
  StorageDriver,
  UploadedPart,
} from './storage-driver';
import {
  assertCompletedParts,
  assertExpiresSeconds,
  assertPartNumber,
  presignTime,
  SignedUrlMemo,
  resolveByteRange,
  unquoteEtag,
} from './storage-rules';

export interface S3StorageOptions {
  /** `http(s)://host:port` of MinIO or any S3 (S3_ENDPOINT), as this process reaches it. */
  endpoint: string;
  /**
   * Where browsers reach the same server, when that differs (docker-compose's `http://minio:9000` is
   * not reachable from a browser). Presigned URLs are signed for this host; without it, for `endpoint`.
   */
  publicEndpoint?: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** Defaults to us-east-1, MinIO's own default. */
  region?: string;
  /** Milliseconds since the epoch, the signing time of presigned URLs; tests move it to make URLs expire. */
  now?: () => number;
}

/** minio keeps ListParts protected (it serves its own uploads); resuming a browser's upload needs it. */
class MinioClient extends Client {
  async listUploadedParts(bucket: string, key: string, uploadId: string): Promise<UploadedPart[]> {
    const parts = await this.listParts(bucket, key, uploadId);
    return parts.map((part) => ({ partNumber: part.part, etag: part.etag, size: part.size }));
  }
}

function clientOptions(endpoint: string, options: S3StorageOptions, region: string): ClientOptions {
  const url = new URL(endpoint);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The S3 endpoint must be an http(s) URL, got ${JSON.stringify(endpoint)}.`);
  }
  const useSSL = url.protocol === 'https:';
  return {
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    // Known region: presigning is computed here, with no request to the server.
    region,
    // Bucket in the path, not the host name: what MinIO on one host name and IP addresses need.
    pathStyle: true,
  };
}

/** S3's error codes, as MinIO and AWS answer them, in our words. */
const S3_ERROR_CODES: Readonly<Record<string, StorageErrorCode>> = {
  NoSuchKey: 'NOT_FOUND',
  NotFound: 'NOT_FOUND',
  NoSuchUpload: 'NO_SUCH_UPLOAD',
  InvalidPart: 'INVALID_PART',
  InvalidPartOrder: 'INVALID_PART_ORDER',
  EntityTooSmall: 'ENTITY_TOO_SMALL',
  EntityTooLarge: 'ENTITY_TOO_LARGE',
  InvalidRange: 'INVALID_RANGE',
  IncompleteBody: 'INCOMPLETE_BODY',
};

function translated(error: unknown): unknown {
  if (!(error instanceof S3Error) || error.code === undefined) return error;
  const code = S3_ERROR_CODES[error.code];
  return code ? new StorageError(code, `${error.code}: ${error.message}`) : error;
}

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

/** MinIO or any S3, through the `minio` client: what operators run, and what several machines share. */
export class S3Storage implements StorageDriver {
  readonly driver = 's3' as const;
  private readonly client: MinioClient;
  /** Signs the URLs browsers use: the same client, or one for the public endpoint. */
  private readonly presigner: MinioClient;
  private readonly bucket: string;
  private readonly region: string;
  private readonly now: () => number;
  private readonly signedUrls = new SignedUrlMemo();
  private bucketReady: Promise<void> | null = null;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.region = options.region ?? 'us-east-1';
    this.now = options.now ?? Date.now;
    this.client = new MinioClient(clientOptions(options.endpoint, options, this.region));
    this.presigner = options.publicEndpoint
      ? new MinioClient(clientOptions(options.publicEndpoint, options, this.region))
      : this.client;
  }

  async checkReady(): Promise<void> {
    await this.ensureBucket();
  }

  async putObject(
    key: string,
    body: Buffer | Readable,
    options: PutObjectOptions,
  ): Promise<{ etag: string }> {
    assertValidKey(key);
    const { etag } = await this.call(() =>
      this.client.putObject(this.bucket, key, body, options.size, { 'Content-Type': options.contentType }),
    );
    return { etag: unquoteEtag(etag) };
  }

  async getObject(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    if (!range) return this.call(() => this.client.getObject(this.bucket, key));
    // Checked here as well so a bad range is the same error on both drivers.
    resolveByteRange(range, Number.MAX_SAFE_INTEGER);
    const { start, end } = range;
    return this.call(() =>
      this.client.getPartialObject(this.bucket, key, start, end === undefined ? undefined : end - start + 1),
    );
  }

  async statObject(key: string): Promise<ObjectStat | null> {
    assertValidKey(key);
    try {
      const stat = await this.call(() => this.client.statObject(this.bucket, key));
      const contentType: unknown = stat.metaData['content-type'];
      return {
        size: stat.size,
        etag: unquoteEtag(stat.etag),
        contentType: typeof contentType === 'string' ? contentType : DEFAULT_CONTENT_TYPE,
      };
    } catch (error) {
      if (error instanceof StorageError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    assertValidKey(key);
    await this.call(() => this.client.removeObject(this.bucket, key));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix, { allowEmpty: false });
    const keys = (await this.listPrefix(prefix)).map((object) => object.key);
    if (keys.length === 0) return;
    // removeObjects sends them 1000 at a time, S3's limit for one Multi-Object Delete.
    const results = await this.call(() => this.client.removeObjects(this.bucket, keys));
    const failed = results.filter((result) => result?.Error);
    if (failed.length > 0) {
      const first = failed[0]?.Error;
      throw new Error(
        `Deleting ${prefix}* left ${failed.length} object(s), first ${first?.Key}: ${first?.Code} ${first?.Message}`,
      );
    }
  }

  async listPrefix(prefix: string): Promise<ListedObject[]> {
    assertValidPrefix(prefix, { allowEmpty: true });
    const items = await this.call(() => collect(this.client.listObjectsV2(this.bucket, prefix, true)));
    const objects: ListedObject[] = [];
    for (const item of items) if (item.name !== undefined) objects.push({ key: item.name, size: item.size });
    return objects;
  }

  async createMultipartUpload(key: string, contentType: string): Promise<string> {
    assertValidKey(key);
    return this.call(() =>
      this.client.initiateNewMultipartUpload(this.bucket, key, { 'Content-Type': contentType }),
    );
  }

  async presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresSeconds: number,
  ): Promise<string> {
    assertValidKey(key);
    assertPartNumber(partNumber);
    assertExpiresSeconds(expiresSeconds);
    return this.call(() =>
      this.presigner.presignedUrl(
        'PUT',
        this.bucket,
        key,
        expiresSeconds,
        { uploadId, partNumber: String(partNumber) },
        new Date(this.now()),
      ),
    );
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    assertValidKey(key);
    const parts = await this.call(() => this.client.listUploadedParts(this.bucket, key, uploadId));
    return parts.map((part) => ({ ...part, etag: unquoteEtag(part.etag) }));
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly CompletedPart[],
  ): Promise<string> {
    assertValidKey(key);
    assertCompletedParts(parts);
    const etags = parts.map((part) => ({ part: part.partNumber, etag: unquoteEtag(part.etag) }));
    const { etag } = await this.call(() =>
      this.client.completeMultipartUpload(this.bucket, key, uploadId, etags),
    );
    return unquoteEtag(etag);
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.call(() => this.client.abortMultipartUpload(this.bucket, key, uploadId));
    } catch (error) {
      if (error instanceof StorageError && error.code === 'NO_SUCH_UPLOAD') return;
      throw error;
    }
  }

  async presignGet(key: string, expiresSeconds: number, options: PresignGetOptions = {}): Promise<string> {
    assertExpiresSeconds(expiresSeconds);
    const signed = presignTime(this.now(), expiresSeconds);
    // A key in the memo was checked when it was signed.
    return this.signedUrls.get({ key, signed, filename: options.filename }, () => {
      assertValidKey(key);
      const responseHeaders: Record<string, string> = {};
      if (options.filename !== undefined) {
        responseHeaders['response-content-disposition'] = attachmentContentDisposition(options.filename);
      }
      return this.call(() =>
        this.presigner.presignedGetObject(
          this.bucket,
          key,
          signed.expiresSeconds,
          responseHeaders,
          new Date(signed.signedAtMs),
        ),
      );
    });
  }

  /** Every call first makes sure the bucket exists (once per process), then speaks our error codes. */
  private async call<T>(operation: () => Promise<T>): Promise<T> {
    await this.ensureBucket();
    try {
      return await operation();
    } catch (error) {
      throw translated(error);
    }
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (await this.client.bucketExists(this.bucket)) return;
      try {
        await this.client.makeBucket(this.bucket, this.region);
      } catch (error) {
        // Another process (the API and the transcoder start together) created it first: servers answer
        // that as BucketAlreadyOwnedByYou or BucketAlreadyExists, so the bucket itself is asked again.
        if (!(await this.client.bucketExists(this.bucket))) throw error;
      }
    })().catch((error: unknown) => {
      // Not remembered: the next call tries again (MinIO may still be starting).
      this.bucketReady = null;
      throw error;
    });
    return this.bucketReady;
  }
}
