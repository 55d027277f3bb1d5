import type { Readable } from 'node:stream';

/** A remote video on its way into storage. */
export interface FetchedVideo {
  /** The bytes; errors (too large, the server gone quiet) surface as the stream's error. */
  body: Readable;
  /** Bytes announced in advance, when known (lets the S3 driver send one request). */
  size: number | null;
  contentType: string;
  /** The source's own title: the page's for YouTube and Vimeo, the file name for a plain file. */
  title: string | null;
  /** Releases what the fetch holds (a socket, a downloaded file) once the body was read or given up. */
  dispose(): Promise<void>;
}

export interface FetchOptions {
  signal: AbortSignal;
  /** The job's scratch folder, for fetchers that download to a file first. */
  workDir: string;
}

/**
 * One way of getting a video from a URL: a plain http(s) file, or a video site through yt-dlp. A failure
 * is an error whose message the member can read (UnrecoverableError when retrying cannot help).
 */
export interface RemoteVideoFetcher {
  fetch(url: string, options: FetchOptions): Promise<FetchedVideo>;
}
