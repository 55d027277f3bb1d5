import type { RenditionInfo } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  finalizedPlaylist,
  masterPlaylist,
  measureBandwidth,
  parseMediaPlaylist,
  RENDITION_PLAYLIST_NAME,
  type MediaPlaylistSegment,
  type Rendition,
} from '../../media';
import { playableRenditions, renditionInfo, renditionUploads } from './hls-sync';
import type { MediaKeys } from './media-keys';

/** How often the output folder is looked at while ffmpeg writes. */
export const HLS_POLL_INTERVAL_MS = 300;
/** Until the master playlist is out, a closer look: each tick is time before the video can play. */
export const HLS_FIRST_POLL_INTERVAL_MS = 50;
/** Segments put at once (S3 gains from a few requests in flight; fs does not mind). */
const UPLOAD_CONCURRENCY = 4;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';

export interface HlsUploaderOptions {
  storage: StorageDriver;
  keys: MediaKeys;
  /** ffmpeg's output folder: `<dir>/<rendition>/index.m3u8` and its segments. */
  dir: string;
  /** Every rendition the plan makes, in plan order. */
  renditions: readonly Rendition[];
  /** Called after the master playlist in storage changed: another rendition became playable. */
  onPlayable: (renditions: RenditionInfo[], masterKey: string) => void;
  /** Called once when a copy fails; the uploader stops polling and `stop()` rethrows the error. */
  onError: (error: unknown) => void;
}

interface RenditionState {
  rendition: Rendition;
  segments: Set<string>;
  playlist: string | null;
}

/**
 * Copies a growing HLS folder to storage while ffmpeg writes it: every ~300 ms (50 ms until the first
 * rendition is playable) it reads each rendition's playlist, puts the segments it newly lists, then the
 * playlist, then the master playlist of the renditions that have a segment. Storage therefore always holds a playable, consistent set, and a player
 * can start on the first rendition seconds after the upload. `finalize()` ends with VOD playlists and a
 * master playlist carrying the measured bandwidths.
 */
export class HlsUploader {
  private readonly states: RenditionState[];
  private master: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private masterWrites: Promise<void> = Promise.resolve();
  private stopped = false;
  private failure: { error: unknown } | null = null;

  constructor(private readonly options: HlsUploaderOptions) {
    this.states = options.renditions.map((rendition) => ({ rendition, segments: new Set(), playlist: null }));
  }

  start(): void {
    this.schedule();
  }

  /** Stops polling and copies what ffmpeg wrote last; rethrows a failed copy. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    if (!this.failure) await this.sync();
    if (this.failure) throw this.failure.error;
  }

  /**
   * After ffmpeg has finished: each playlist as VOD, the master with each rendition's measured
   * bandwidth. Returns the complete renditions.
   */
  async finalize(): Promise<RenditionInfo[]> {
    const { keys } = this.options;
    const measured: Rendition[] = [];
    for (const state of this.states) {
      const folder = join(this.options.dir, state.rendition.name);
      const text = await readFile(join(folder, RENDITION_PLAYLIST_NAME), 'utf8');
      const { segments } = parseMediaPlaylist(text);
      if (segments.length === 0) throw new Error(`ffmpeg wrote no segment for ${state.rendition.name}`);
      await this.copySegments(state, renditionUploads(text, state).segments);
      const sizes = await Promise.all(
        segments.map(async (segment) => ({
          durationSeconds: segment.durationSeconds,
          bytes: (await stat(join(folder, segment.uri))).size,
        })),
      );
      await this.put(keys.playlist(state.rendition.name), finalizedPlaylist(text), PLAYLIST_TYPE);
      measured.push({ ...state.rendition, ...measureBandwidth(sizes) });
    }
    await this.put(keys.master, masterPlaylist(measured), PLAYLIST_TYPE);
    return measured.map((rendition) => renditionInfo(rendition, keys.playlist(rendition.name), true));
  }

  private schedule(): void {
    if (this.stopped || this.failure) return;
    this.timer = setTimeout(
      () => {
        this.running = this.sync().finally(() => this.schedule());
      },
      this.master === null ? HLS_FIRST_POLL_INTERVAL_MS : HLS_POLL_INTERVAL_MS,
    );
  }

  /**
   * The renditions side by side, the master after each new playlist: a remux that has written a minute of
   * 1080p in a second must not keep the lead rung's first small segment, and the master, waiting.
   */
  private async sync(): Promise<void> {
    try {
      const synced = await Promise.allSettled(this.states.map((state) => this.syncRendition(state)));
      const failed = synced.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (error) {
      if (!this.failure) {
        this.failure = { error };
        this.options.onError(error);
      }
    }
  }

  private async syncRendition(state: RenditionState): Promise<void> {
    const text = await this.readPlaylist(state.rendition.name);
    if (text === null) return;
    const uploads = renditionUploads(text, state);
    await this.copySegments(state, uploads.segments);
    if (uploads.playlist === null) return;
    await this.put(this.options.keys.playlist(state.rendition.name), uploads.playlist, PLAYLIST_TYPE);
    state.playlist = uploads.playlist;
    // One master write at a time, each from the playlists stored by then.
    const master = this.masterWrites.then(() => this.syncMaster());
    this.masterWrites = master.catch(() => undefined);
    await master;
  }

  private async syncMaster(): Promise<void> {
    const playable = playableRenditions(this.options.renditions, (name) => this.storedPlaylistSegments(name));
    if (playable.length === 0) return;
    const text = masterPlaylist(playable);
    if (text === this.master) return;
    const { keys } = this.options;
    await this.put(keys.master, text, PLAYLIST_TYPE);
    this.master = text;
    this.options.onPlayable(
      playable.map((rendition) => renditionInfo(rendition, keys.playlist(rendition.name), false)),
      keys.master,
    );
  }

  /** Segments the stored playlist lists (a segment put before its playlist does not count yet). */
  private storedPlaylistSegments(name: string): MediaPlaylistSegment[] {
    const state = this.states.find((candidate) => candidate.rendition.name === name);
    return state?.playlist ? parseMediaPlaylist(state.playlist).segments : [];
  }

  private async readPlaylist(name: string): Promise<string | null> {
    try {
      return await readFile(join(this.options.dir, name, RENDITION_PLAYLIST_NAME), 'utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async copySegments(state: RenditionState, uris: readonly string[]): Promise<void> {
    const folder = join(this.options.dir, state.rendition.name);
    await eachLimited(uris, UPLOAD_CONCURRENCY, async (uri) => {
      const path = join(folder, uri);
      const { size } = await stat(path);
      await this.options.storage.putObject(
        this.options.keys.segment(state.rendition.name, uri),
        createReadStream(path),
        { contentType: SEGMENT_TYPE, size },
      );
      state.segments.add(uri);
    });
  }

  private async put(key: string, text: string, contentType: string): Promise<void> {
    const body = Buffer.from(text, 'utf8');
    await this.options.storage.putObject(key, body, { contentType, size: body.length });
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/** Runs `task` over `items`, at most `limit` at a time; rejects with the first failure once all settle. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await task(item);
    }
  });
  const results = await Promise.allSettled(workers);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
