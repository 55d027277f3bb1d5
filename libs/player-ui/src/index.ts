export { VideoPlayer, type VideoPlayerHandle, type VideoPlayerProps } from './VideoPlayer';
export { ShadowRootProviders } from './ShadowRootProviders';
export type {
  AdSettings,
  PlayerOverlayProps,
  PromotedContentSettings,
  PromotedObject,
} from './overlay-props';
