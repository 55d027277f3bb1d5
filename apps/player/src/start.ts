/**
 * The first frame's entry (`/player/chunks/start-[hash].js`, hls.js in the same file): a `<video>` and
 * hls.js started at once, imported by the loaders on play before the player, which adopts them.
 */
export { firstFrame, startPlayback } from '@framehouse/player-ui/start';
