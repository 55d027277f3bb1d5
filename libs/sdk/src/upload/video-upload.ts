import { ContextMessages } from '@framehouse/domain';
import {
  PART_CONCURRENCY,
  PART_RETRIES,
  parseUploadTarget,
  UPLOAD_PART_SIZE,
  uploadPercent,
} from './upload-parts';
import { openUploadSource, type OpenedSource, type PathOpener, type UploadSource } from './upload-source';

/** The API calls of the direct upload (video-area §4), as the client makes them. Failures throw. */
export interface UploadApi<V> {
  /** uploadLocalVideo: the new video's id and the presigned URL of part 1. */
  requestUpload(filename: string): Promise<{ videoId?: string | null; uploadUrl?: string | null }>;
  /** newLocalVideoUploadPart: the presigned URL of a further part. */
  requestPartUrl(videoId: string, partNumber: number): Promise<string | null | undefined>;
  /** localVideoUploadParts: the parts storage already holds, to resume. */
  storedParts(videoId: string): Promise<ReadonlyArray<UploadedPart & { size: number }>>;
  confirm(videoId: string, key: string, parts: readonly UploadedPart[]): Promise<V>;
  cancel(videoId: string, key: string): Promise<void>;
  deleteVideo(videoId: string): Promise<void>;
}

/**
 * PUTs one part's bytes to its presigned URL and resolves to the `ETag` storage answered; reports the
 * bytes of this part sent so far; rejects at once when `signal` aborts.
 */
export type PartSender = (
  url: string,
  body: Blob | Uint8Array,
  onProgress: (sentBytes: number) => void,
  signal: AbortSignal,
) => Promise<string>;

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

/**
 * What resuming an upload needs: keep it (it is plain JSON) and pass it back as `resume` with the same
 * file to send only the parts storage does not hold yet.
 */
export interface ResumableUpload {
  videoId: string;
  /** The storage key the upload is confirmed with. */
  key: string;
  /** The part size the upload was cut with: a resume cuts the same way. */
  partSize: number;
  filename: string;
  /** The source's size in bytes, when it was known. */
  size?: number;
}

export interface UploadProgress {
  /**
   * Bytes sent so far, counted as they leave (a part sent again counts from zero again), parts storage
   * already held for a resumed upload included.
   */
  sentBytes: number;
  /** The source's size, when known (not for a stream of unknown size). */
  totalBytes?: number;
  /** Whole percent of `totalBytes`, when it is known. */
  percent?: number;
}

export interface UploadVideoOptions {
  /** The name the video's title is made from; the File's name or the path's base name unless given. */
  filename?: string;
  /** The source's size, for a stream (lets a stream over 80 GB get larger parts). */
  size?: number;
  onProgress?(progress: UploadProgress): void;
  /** The video exists and its upload can be resumed from here with `upload` (called on resume too). */
  onResumable?(upload: ResumableUpload): void;
  /** Aborting cancels the upload (see `onInterrupt`); the call rejects with UploadCanceledError. */
  signal?: AbortSignal;
  /** Parts in flight at once: 3 unless given. */
  concurrency?: number;
  /** Bytes per part, at least 5 MiB: 8 MiB unless given (a resume keeps the upload's own). */
  partSize?: number;
  /** Times a failed part is sent again before the upload fails: 3 unless given. */
  retries?: number;
  /** Waits before the n-th retry of a part (1-based): n seconds unless given. */
  retryDelay?(retry: number, signal: AbortSignal): Promise<void>;
  /** Resumes this interrupted upload of the same source instead of starting a new one. */
  resume?: ResumableUpload;
  /**
   * What a failure or an abort does to the upload on the server: `cancel` (the default) cancels it,
   * which deletes the video; `keep` leaves the video UPLOADING, and the error's `upload` resumes it.
   */
  onInterrupt?: 'cancel' | 'keep';
}

export interface UploadedVideo<V> {
  videoId: string;
  /** The video as confirmed: UPLOADED, and queued for processing. */
  video: V;
}

/** The upload failed; `reason` says why (the spec's internal messages where it has them). */
export class UploadFailedError extends Error {
  constructor(
    readonly reason: string,
    readonly videoId?: string,
    options?: {
      cause?: unknown;
      /** Set when the upload was kept on the server (`onInterrupt: 'keep'`): pass it as `resume`. */
      upload?: ResumableUpload;
    },
  ) {
    super(reason, { cause: options?.cause });
    this.name = 'UploadFailedError';
    this.upload = options?.upload;
  }

  readonly upload?: ResumableUpload;
}

/** The signal aborted the upload. */
export class UploadCanceledError extends Error {
  constructor(
    readonly videoId?: string,
    /** Set when the upload was kept on the server (`onInterrupt: 'keep'`): pass it as `resume`. */
    readonly upload?: ResumableUpload,
  ) {
    super('upload canceled');
    this.name = 'UploadCanceledError';
  }
}

/** Where the client runs: how it sends a part and opens a path. */
export interface UploadPlatform {
  sendPart: PartSender;
  openPath?: PathOpener;
}

function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const defaultRetryDelay = (retry: number, signal: AbortSignal) => abortableDelay(1000 * retry, signal);

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The direct upload of one source (video-area §4): request the upload, send the parts straight to
 * storage, several at once and each retried, then confirm with the storage key and the parts' ETags.
 * With `resume`, asks which parts storage holds and sends only the others. A response without a usable
 * upload URL deletes the half-created video.
 */
export async function uploadVideoWith<V>(
  api: UploadApi<V>,
  platform: UploadPlatform,
  source: UploadSource,
  options: UploadVideoOptions = {},
): Promise<UploadedVideo<V>> {
  const opened = await openUploadSource(source, { size: options.size, openPath: platform.openPath });
  if (options.resume) return resume(api, platform, opened, options.resume, options);

  const filename = options.filename ?? opened.name ?? 'video';
  let created: { videoId?: string | null; uploadUrl?: string | null };
  try {
    created = await api.requestUpload(filename);
  } catch (error) {
    throw new UploadFailedError(ContextMessages.uploadFailedOnCreateMultipartUpload, undefined, {
      cause: error,
    });
  }
  const { videoId, uploadUrl } = created;
  if (!videoId || !uploadUrl) {
    if (videoId) await api.deleteVideo(videoId).catch(() => undefined);
    throw new UploadFailedError(ContextMessages.uploadMissingVideoUrl, videoId ?? undefined);
  }
  const target = parseUploadTarget(uploadUrl);
  if (!target.ok) {
    await api.deleteVideo(videoId).catch(() => undefined);
    throw new UploadFailedError(target.reason, videoId);
  }
  const upload: ResumableUpload = {
    videoId,
    key: target.key,
    partSize: options.partSize ?? UPLOAD_PART_SIZE,
    filename,
    ...(opened.size !== undefined ? { size: opened.size } : {}),
  };
  return sendAndConfirm({
    api,
    platform,
    opened,
    upload,
    firstPartUrl: uploadUrl,
    stored: new Map(),
    options,
  });
}

async function resume<V>(
  api: UploadApi<V>,
  platform: UploadPlatform,
  opened: OpenedSource,
  upload: ResumableUpload,
  options: UploadVideoOptions,
): Promise<UploadedVideo<V>> {
  if (upload.size !== undefined && opened.size !== undefined && upload.size !== opened.size) {
    throw new UploadFailedError(
      `the source has ${opened.size} bytes, the interrupted upload ${upload.size}: not the same file`,
      upload.videoId,
    );
  }
  let stored: ReadonlyArray<UploadedPart & { size: number }>;
  try {
    stored = await api.storedParts(upload.videoId);
  } catch (error) {
    throw new UploadFailedError('the stored parts could not be listed', upload.videoId, { cause: error });
  }
  return sendAndConfirm({
    api,
    platform,
    opened,
    upload,
    firstPartUrl: null,
    stored: new Map(stored.map((part) => [part.partNumber, part])),
    options,
  });
}

/** One upload under way: the video's, from its source, with what storage already holds of it. */
interface UploadRun<V> {
  api: UploadApi<V>;
  platform: UploadPlatform;
  opened: OpenedSource;
  upload: ResumableUpload;
  /** Part 1's URL, answered with the new upload; a resume asks for every part's. */
  firstPartUrl: string | null;
  stored: ReadonlyMap<number, UploadedPart & { size: number }>;
  options: UploadVideoOptions;
}

async function sendAndConfirm<V>(run: UploadRun<V>): Promise<UploadedVideo<V>> {
  const { api, upload, options } = run;
  const { videoId, key } = upload;
  const signal = options.signal ?? new AbortController().signal;
  const keep = options.onInterrupt === 'keep';
  options.onResumable?.(upload);
  try {
    if (signal.aborted) throw new UploadCanceledError(videoId);
    const parts = await sendParts(run, signal);
    if (signal.aborted) throw new UploadCanceledError(videoId);
    const video = await api.confirm(videoId, key, parts);
    return { videoId, video };
  } catch (error) {
    if (!keep) await api.cancel(videoId, key).catch(() => undefined);
    const kept = keep ? upload : undefined;
    if (signal.aborted) throw new UploadCanceledError(videoId, kept);
    const reason = error instanceof UploadFailedError ? error.reason : failure(error);
    const cause = error instanceof UploadFailedError ? error.cause : error;
    throw new UploadFailedError(reason, videoId, { cause, upload: kept });
  }
}

async function sendParts<V>(
  { api, platform, opened, upload, firstPartUrl, stored, options }: UploadRun<V>,
  signal: AbortSignal,
): Promise<UploadedPart[]> {
  const { videoId } = upload;
  const retries = options.retries ?? PART_RETRIES;
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  // Stops the parts still in flight when the caller aborts or another part has failed for good.
  const inFlight = new AbortController();
  const stop = () => inFlight.abort();
  signal.addEventListener('abort', stop, { once: true });

  const sentPerPart = new Map<number, number>();
  const totalBytes = opened.size;
  const report = (partNumber: number, sent: number) => {
    sentPerPart.set(partNumber, sent);
    if (!options.onProgress) return;
    let sentBytes = 0;
    for (const bytes of sentPerPart.values()) sentBytes += bytes;
    options.onProgress(
      totalBytes === undefined
        ? { sentBytes }
        : { sentBytes, totalBytes, percent: uploadPercent(sentBytes, totalBytes) },
    );
  };

  const partUrl = async (partNumber: number): Promise<string> => {
    if (partNumber === 1 && firstPartUrl) return firstPartUrl;
    const url = await api.requestPartUrl(videoId, partNumber);
    if (!url) {
      throw new UploadFailedError(`${ContextMessages.uploadMissingVideoUrl} (part ${partNumber})`, videoId);
    }
    return url;
  };

  const sendOne = async (
    partNumber: number,
    body: Blob | Uint8Array,
    size: number,
  ): Promise<UploadedPart> => {
    const url = await partUrl(partNumber);
    for (let attempt = 0; ; attempt++) {
      if (inFlight.signal.aborted) throw new UploadCanceledError(videoId);
      try {
        const etag = await platform.sendPart(url, body, (sent) => report(partNumber, sent), inFlight.signal);
        report(partNumber, size);
        return { partNumber, etag };
      } catch (error) {
        if (inFlight.signal.aborted || attempt >= retries) {
          throw new UploadFailedError(
            `part ${partNumber} failed after ${attempt + 1} attempts: ${failure(error)}`,
            videoId,
            { cause: error },
          );
        }
        report(partNumber, 0);
        await retryDelay(attempt + 1, inFlight.signal);
      }
    }
  };

  // Parts are read in order (a stream can only be read so); each worker takes the next one.
  const parts = opened.parts(upload.partSize);
  let reading: Promise<unknown> = Promise.resolve();
  const nextPart = () => {
    const next = reading.then(() => parts.next());
    reading = next.catch(() => undefined);
    return next;
  };
  const uploaded: UploadedPart[] = [];
  let firstFailure: unknown;
  const worker = async () => {
    while (!inFlight.signal.aborted) {
      try {
        const next = await nextPart();
        if (next.done) return;
        const { partNumber, body, size } = next.value;
        const kept = stored.get(partNumber);
        if (kept && kept.size === size) {
          uploaded.push({ partNumber, etag: kept.etag });
          report(partNumber, size);
          continue;
        }
        uploaded.push(await sendOne(partNumber, body, size));
      } catch (error) {
        firstFailure ??= error;
        inFlight.abort();
      }
    }
  };
  try {
    const workers = Math.max(1, options.concurrency ?? PART_CONCURRENCY);
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    signal.removeEventListener('abort', stop);
    await parts.return(undefined).catch(() => undefined);
  }
  if (signal.aborted) throw new UploadCanceledError(videoId);
  if (firstFailure !== undefined) throw firstFailure;
  return uploaded.sort((a, b) => a.partNumber - b.partNumber);
}
