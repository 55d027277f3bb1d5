import { IN_PROGRESS_VIDEO_STATUSES } from '@framehouse/domain';
import { VideoStatus, type VideoFieldsFragment } from './generated/graphql';

export interface WaitForVideoOptions {
  /**
   * The status, or statuses, to wait for. Unless given: any status past processing (DRAFT, or a later
   * one if the video was already published).
   */
  status?: VideoStatus | readonly VideoStatus[];
  /** Stops waiting (the call rejects with the signal's reason). */
  signal?: AbortSignal;
  /** Gives up after this long (rejects with VideoWaitTimeoutError); no limit unless given. */
  timeoutMs?: number;
  /** The first pause between two looks: 1 s unless given; each next one is 1.5 times longer… */
  initialDelayMs?: number;
  /** …up to this: 10 s unless given. */
  maxDelayMs?: number;
  /** Called with the video at each look, e.g. to show `processingProgress`. */
  onPoll?(video: VideoFieldsFragment): void;
}

/** The video failed to process (FAILED, with its `failureReason`) while it was awaited. */
export class VideoProcessingFailedError extends Error {
  constructor(readonly video: VideoFieldsFragment) {
    super(`video ${video.id} failed: ${video.failureReason ?? 'no reason given'}`);
    this.name = 'VideoProcessingFailedError';
  }
}

/** The video did not reach the status in time. */
export class VideoWaitTimeoutError extends Error {
  constructor(readonly video: VideoFieldsFragment) {
    super(`video ${video.id} is still ${video.status}`);
    this.name = 'VideoWaitTimeoutError';
  }
}

const inProgress = new Set<string>(IN_PROGRESS_VIDEO_STATUSES);

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Looks at the video until it has the awaited status, pausing longer between looks as it goes (1 s,
 * 1.5 s, 2.25 s … up to 10 s by default). A FAILED video rejects with VideoProcessingFailedError unless
 * FAILED is awaited; a missing one rejects with the call's NOT_FOUND.
 */
export async function waitForVideoWith(
  look: (id: string, signal: AbortSignal | undefined) => Promise<VideoFieldsFragment | null>,
  id: string,
  options: WaitForVideoOptions = {},
): Promise<VideoFieldsFragment> {
  const wanted =
    options.status === undefined
      ? undefined
      : new Set<string>(typeof options.status === 'string' ? [options.status] : options.status);
  const deadline = options.timeoutMs === undefined ? Infinity : Date.now() + options.timeoutMs;
  let delay = options.initialDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 10_000;
  for (;;) {
    const video = await look(id, options.signal);
    if (!video) throw new Error(`video ${id} was not found`);
    options.onPoll?.(video);
    if (video.status === VideoStatus.Failed && !wanted?.has(VideoStatus.Failed)) {
      throw new VideoProcessingFailedError(video);
    }
    if (wanted ? wanted.has(video.status) : !inProgress.has(video.status)) return video;
    const left = deadline - Date.now();
    if (left <= 0) throw new VideoWaitTimeoutError(video);
    await sleep(Math.min(delay, left), options.signal);
    delay = Math.min(maxDelay, delay * 1.5);
  }
}
