import { ContextMessages } from '@framehouse/domain';
import {
  PART_CONCURRENCY,
  PART_RETRIES,
  parseUploadTarget,
  planUploadParts,
  type PlannedPart,
  UPLOAD_PART_SIZE,
  uploadPercent,
} from './upload-parts';

/** The API calls of the local upload flow (spec §4), as the SDK answers them. Failures throw. */
export interface LocalUploadApi {
  /** uploadLocalVideo: the new video's id and the presigned URL of part 1. */
  requestUpload(filename: string): Promise<{ videoId?: string | null; uploadUrl?: string | null }>;
  /** newLocalVideoUploadPart: the presigned URL of a further part. */
  requestPartUrl(videoId: string, partNumber: number): Promise<string | null | undefined>;
  /** localVideoUploadParts: the parts storage already holds (ours, to resume after a reload). */
  storedParts(videoId: string): Promise<StoredPart[]>;
  confirm(videoId: string, key: string, parts: readonly UploadedPart[]): Promise<void>;
  cancel(videoId: string, key: string): Promise<void>;
  deleteVideo(videoId: string): Promise<void>;
}

/**
 * PUTs one part's bytes to its URL and resolves to the `ETag` the storage answered; reports the bytes
 * sent so far; rejects at once when `signal` aborts.
 */
export type PartSender = (
  url: string,
  body: Blob,
  onProgress: (sentBytes: number) => void,
  signal: AbortSignal,
) => Promise<string>;

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export interface StoredPart extends UploadedPart {
  size: number;
}

/**
 * What the admin keeps of an upload in progress so that, after a reload, the same file can be chosen
 * again and only its missing parts sent (a browser cannot reopen a file by itself).
 */
export interface UploadInProgress {
  videoId: string;
  key: string;
  filename: string;
  size: number;
  lastModified: number;
  partSize: number;
}

export interface UploadObserver {
  /** The server created the video: it is in the list from now on. */
  onVideoCreated?(videoId: string): void;
  /** The upload can be resumed from here on with these details. */
  onResumable?(upload: UploadInProgress): void;
  onProgress?(percent: number): void;
}

/** The upload failed; `reason` is for the log, the user sees "File upload has failed. Try again." */
export class UploadFailedError extends Error {
  constructor(
    readonly reason: string,
    readonly videoId?: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'UploadFailedError';
  }
}

/** The user cancelled, or the video was deleted while its upload ran. */
export class UploadCanceledError extends Error {
  constructor(readonly videoId?: string) {
    super('upload canceled');
    this.name = 'UploadCanceledError';
  }
}

/** Abort reason meaning the video is already deleted, so there is no upload left to cancel on the server. */
export const VIDEO_DELETED = 'video-deleted';

export interface UploadOptions {
  partSize?: number;
  concurrency?: number;
  /** Wait before the n-th retry of a part (1-based). */
  retryDelay?: (retry: number, signal: AbortSignal) => Promise<void>;
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

/**
 * The direct upload of one file (spec §4): request the upload, send the parts straight to storage
 * (each retried up to PART_RETRIES times), confirm with the storage key and the parts' ETags. On a
 * failure or a cancel the upload is cancelled on the server; a response without a usable upload URL
 * deletes the half-created video instead.
 */
export async function uploadLocalVideo(
  file: File,
  api: LocalUploadApi,
  sendPart: PartSender,
  signal: AbortSignal,
  observer: UploadObserver = {},
  options: UploadOptions = {},
): Promise<{ videoId: string }> {
  let created: { videoId?: string | null; uploadUrl?: string | null };
  try {
    created = await api.requestUpload(file.name);
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
  observer.onVideoCreated?.(videoId);
  const partSize = options.partSize ?? UPLOAD_PART_SIZE;
  const upload: UploadInProgress = {
    videoId,
    key: target.key,
    filename: file.name,
    size: file.size,
    lastModified: file.lastModified,
    partSize,
  };
  return sendAndConfirm(file, upload, uploadUrl, new Map(), api, sendPart, signal, observer, options);
}

/** True when `file` is, by all a browser can tell, the file of the interrupted upload. */
export function isSameFile(upload: UploadInProgress, file: File): boolean {
  return (
    file.name === upload.filename && file.size === upload.size && file.lastModified === upload.lastModified
  );
}

/**
 * Resumes an upload interrupted by a reload (ours, beyond §4): asks the API which parts storage holds,
 * keeps those of the expected size, sends the others, then confirms as a fresh upload would. A failure
 * cancels the upload on the server like any other.
 */
export async function resumeLocalVideoUpload(
  file: File,
  upload: UploadInProgress,
  api: LocalUploadApi,
  sendPart: PartSender,
  signal: AbortSignal,
  observer: UploadObserver = {},
  options: UploadOptions = {},
): Promise<{ videoId: string }> {
  if (!isSameFile(upload, file)) {
    throw new UploadFailedError(`${file.name} is not the file of the interrupted upload`, upload.videoId);
  }
  let stored: StoredPart[];
  try {
    stored = await api.storedParts(upload.videoId);
  } catch (error) {
    throw new UploadFailedError('the stored parts could not be listed', upload.videoId, { cause: error });
  }
  const plan = planUploadParts(file.size, upload.partSize);
  const kept = new Map<number, UploadedPart>();
  for (const part of stored) {
    const planned = plan[part.partNumber - 1];
    if (planned && planned.end - planned.start === part.size) {
      kept.set(part.partNumber, { partNumber: part.partNumber, etag: part.etag });
    }
  }
  observer.onVideoCreated?.(upload.videoId);
  return sendAndConfirm(file, upload, null, kept, api, sendPart, signal, observer, {
    ...options,
    partSize: upload.partSize,
  });
}

async function sendAndConfirm(
  file: File,
  upload: UploadInProgress,
  firstPartUrl: string | null,
  kept: ReadonlyMap<number, UploadedPart>,
  api: LocalUploadApi,
  sendPart: PartSender,
  signal: AbortSignal,
  observer: UploadObserver,
  options: UploadOptions,
): Promise<{ videoId: string }> {
  const { videoId, key } = upload;
  observer.onResumable?.(upload);
  try {
    if (signal.aborted) throw new UploadCanceledError(videoId);
    const parts = await sendParts(
      file,
      videoId,
      firstPartUrl,
      kept,
      api,
      sendPart,
      signal,
      observer,
      options,
    );
    if (signal.aborted) throw new UploadCanceledError(videoId);
    await api.confirm(videoId, key, parts);
    observer.onProgress?.(100);
    return { videoId };
  } catch (error) {
    if (signal.reason !== VIDEO_DELETED) {
      await api.cancel(videoId, key).catch(() => undefined);
    }
    if (signal.aborted) throw new UploadCanceledError(videoId);
    if (error instanceof UploadFailedError) throw error;
    throw new UploadFailedError(error instanceof Error ? error.message : String(error), videoId, {
      cause: error,
    });
  }
}

async function sendParts(
  file: File,
  videoId: string,
  firstPartUrl: string | null,
  kept: ReadonlyMap<number, UploadedPart>,
  api: LocalUploadApi,
  sendPart: PartSender,
  signal: AbortSignal,
  observer: UploadObserver,
  options: UploadOptions,
): Promise<UploadedPart[]> {
  const plan = planUploadParts(file.size, options.partSize ?? UPLOAD_PART_SIZE);
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  // Stops the parts still in flight when the user cancels or another part has failed for good.
  const inFlight = new AbortController();
  const stop = () => inFlight.abort();
  signal.addEventListener('abort', stop, { once: true });

  const sentPerPart = new Map<number, number>();
  let lastPercent = -1;
  const report = (partNumber: number, sent: number) => {
    sentPerPart.set(partNumber, sent);
    let total = 0;
    for (const bytes of sentPerPart.values()) total += bytes;
    const percent = uploadPercent(total, file.size);
    if (percent !== lastPercent) {
      lastPercent = percent;
      observer.onProgress?.(percent);
    }
  };

  const partUrl = async (partNumber: number): Promise<string> => {
    if (partNumber === 1 && firstPartUrl) return firstPartUrl;
    const url = await api.requestPartUrl(videoId, partNumber);
    if (!url) {
      throw new UploadFailedError(`${ContextMessages.uploadMissingVideoUrl} (part ${partNumber})`, videoId);
    }
    return url;
  };

  const sendOne = async (part: PlannedPart): Promise<UploadedPart> => {
    const url = await partUrl(part.partNumber);
    const body = file.slice(part.start, part.end);
    for (let attempt = 0; ; attempt++) {
      if (inFlight.signal.aborted) throw new UploadCanceledError(videoId);
      try {
        const etag = await sendPart(url, body, (sent) => report(part.partNumber, sent), inFlight.signal);
        report(part.partNumber, part.end - part.start);
        return { partNumber: part.partNumber, etag };
      } catch (error) {
        if (inFlight.signal.aborted || attempt >= PART_RETRIES) {
          throw new UploadFailedError(
            `part ${part.partNumber} failed after ${attempt + 1} attempts`,
            videoId,
            {
              cause: error,
            },
          );
        }
        report(part.partNumber, 0);
        await retryDelay(attempt + 1, inFlight.signal);
      }
    }
  };

  const uploaded: UploadedPart[] = [];
  for (const part of plan) {
    const stored = kept.get(part.partNumber);
    if (!stored) continue;
    uploaded.push(stored);
    report(part.partNumber, part.end - part.start);
  }
  const pending = plan.filter((part) => !kept.has(part.partNumber));
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (!inFlight.signal.aborted && next < pending.length) {
      const part = pending[next++];
      try {
        uploaded.push(await sendOne(part));
      } catch (error) {
        failure ??= error;
        inFlight.abort();
      }
    }
  };
  try {
    const workers = Math.max(1, Math.min(options.concurrency ?? PART_CONCURRENCY, pending.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    signal.removeEventListener('abort', stop);
  }
  if (signal.aborted) throw new UploadCanceledError(videoId);
  if (failure !== undefined) throw failure;
  return uploaded.sort((a, b) => a.partNumber - b.partNumber);
}
