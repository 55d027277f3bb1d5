import Hls from 'hls.js';
import { canPlayAnswer, choosePlaybackEngine, type PlaybackEngine } from '../player-rules';
import { prefetchedPlaylistLoader, type PrefetchedPlaylists } from './prefetched-playlists';

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
/** Fatal network or media errors hls.js is asked to recover from before the player gives up. */
const MAX_RECOVERIES = 3;

/**
 * The height of the player's control rows (seek bar, then buttons) under the picture: the first frame
 * keeps that room free so that nothing below the player moves when the controls arrive.
 */
export const START_CONTROLS_HEIGHT_PX = 70;

export function detectPlaybackEngine(): PlaybackEngine {
  const probe = document.createElement('video');
  return choosePlaybackEngine({
    hlsJs: Hls.isSupported(),
    nativeHls: canPlayAnswer(probe.canPlayType(HLS_MIME_TYPE)),
  });
}

/**
 * hls.js as the player uses it, not yet loading: a fast first frame (the first segment loads while the
 * media source opens, at the level the default estimate picks rather than after a throwaway segment of
 * the lowest one; ABR takes over), captions off until chosen (hls.js would otherwise turn on a track marked
 * DEFAULT), and up to MAX_RECOVERIES recoveries from fatal errors before `onFailed`.
 */
export function newHls(
  video: HTMLVideoElement,
  startPosition: number,
  onFailed: () => void,
  playlists?: PrefetchedPlaylists,
): Hls {
  const hls = new Hls({
    // An EVENT playlist (still being transcoded) starts at its beginning, not at its live edge.
    startPosition,
    startFragPrefetch: true,
    testBandwidth: false,
    ...(playlists ? { pLoader: prefetchedPlaylistLoader(playlists) } : {}),
  });
  hls.subtitleDisplay = false;
  let recoveries = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (recoveries < MAX_RECOVERIES && data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      recoveries++;
      hls.startLoad(video.currentTime);
    } else if (recoveries < MAX_RECOVERIES && data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      recoveries++;
      hls.recoverMediaError();
    } else {
      console.warn('Playback failed:', data.details, data.error);
      onFailed();
      hls.destroy();
    }
  });
  return hls;
}

export interface StartOptions {
  /** Where the picture goes (the player's mount). */
  container: HTMLElement;
  /** The HLS master playlist. */
  src: string;
  poster?: string | null;
  /** Where playback starts (a moment's start), in seconds. */
  startSeconds?: number;
  /** The playlists the loader is already asking for. */
  playlists?: PrefetchedPlaylists;
}

/** A stream started before the player: `VideoPlayer` adopts the element and hls.js as they are. */
export interface StartedPlayback {
  video: HTMLVideoElement;
  engine: PlaybackEngine;
  /** The hls.js instance playing into `video`; null with the browser's own HLS (or none). */
  hls: Hls | null;
  /** Resolves if playback failed for good (the player then says so). */
  failure: Promise<void>;
  /** Whether it did already. */
  failed(): boolean;
  /** The player took the element: the start's own wrapper and listeners go. */
  release(): void;
}

/**
 * Starts `src` in a new `<video>` in `container` at once: the picture is 16:9 over the room the controls
 * will take, black with the poster until the first frame; a click on it pauses or plays. Call it from the
 * viewer's click (or soon after: the browser lets a page play with sound for a few seconds after one).
 */
export function startPlayback({
  container,
  src,
  poster,
  startSeconds = 0,
  playlists,
}: StartOptions): StartedPlayback {
  const wrapper = document.createElement('div');
  wrapper.style.cssText = 'border-radius:4px;overflow:hidden;background:#000';
  const video = document.createElement('video');
  // As `VideoPlayer` styles its own <video>: the adopted element keeps these.
  video.style.cssText = 'display:block;width:100%;aspect-ratio:16/9;background-color:#000';
  video.playsInline = true;
  if (poster) video.poster = poster;
  const controls = document.createElement('div');
  controls.style.cssText = `height:${START_CONTROLS_HEIGHT_PX}px;background:rgba(0,0,0,0.85)`;
  wrapper.append(video, controls);
  container.append(wrapper);

  const toggle = () => {
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  };
  video.addEventListener('click', toggle);

  let failed = false;
  let fail!: () => void;
  const failure = new Promise<void>((resolve) => {
    fail = () => {
      failed = true;
      resolve();
    };
  });
  video.addEventListener('error', () => fail(), { once: true });

  const engine = detectPlaybackEngine();
  let hls: Hls | null = null;
  if (engine === 'hls.js') {
    hls = newHls(video, startSeconds, fail, playlists);
    hls.loadSource(src);
    hls.attachMedia(video);
  } else if (engine === 'native') {
    if (startSeconds > 0)
      video.addEventListener('loadedmetadata', () => (video.currentTime = startSeconds), { once: true });
    video.src = src;
  } else fail();
  if (engine !== 'unsupported') video.play().catch(() => undefined);

  return {
    video,
    engine,
    hls,
    failure,
    failed: () => failed,
    release() {
      video.removeEventListener('click', toggle);
      wrapper.remove();
    },
  };
}

/**
 * Resolves once the first frame is presented, or playback failed, or the viewer paused before it: the
 * full player may load then without slowing the picture down.
 */
export function firstFrame(started: StartedPlayback): Promise<void> {
  const { video } = started;
  return new Promise<void>((resolve) => {
    if (started.failed()) return resolve();
    void started.failure.then(resolve);
    video.addEventListener('pause', () => resolve(), { once: true });
    if (typeof video.requestVideoFrameCallback === 'function')
      video.requestVideoFrameCallback(() => resolve());
    else video.addEventListener('playing', () => resolve(), { once: true });
  });
}
