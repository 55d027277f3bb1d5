/**
 * The first frame before the player: a `<video>` and hls.js (or the browser's own HLS), in plain DOM, no
 * React or MUI. The public player's loaders import this through `@framehouse/player-ui/start` (one file
 * with hls.js) on play, so that the picture starts while the full player (controls, menus, ads, storyboard,
 * promo cards, CTAs, end card) loads after it; the player then adopts this very element and hls.js
 * instance. `VideoPlayer` starts its own streams with the same `newHls`.
 */
export {
  detectPlaybackEngine,
  firstFrame,
  newHls,
  START_CONTROLS_HEIGHT_PX,
  startPlayback,
  type StartedPlayback,
  type StartOptions,
} from './start-playback';
export type { PrefetchedPlaylists } from './prefetched-playlists';
