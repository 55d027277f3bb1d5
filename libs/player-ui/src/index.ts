export { VideoPlayer, type VideoPlayerHandle, type VideoPlayerProps } from './VideoPlayer';
export { ShadowRootProviders } from './ShadowRootProviders';
export type {
  AdSettings,
  PlayerOverlayProps,
  PromotedContentSettings,
  PromotedObject,
} from './overlay-props';
export { ButtonCta, CTA_ICONS } from './ButtonCta';
export { CtaOverlay } from './CtaOverlay';
export { EndCardOverlay, END_CARD_FRAME_SANDBOX, type EndCardOverlayProps } from './EndCardOverlay';
export { useOverlayFonts } from './use-overlay-fonts';
export { renderWidgetView, type WidgetView, type WidgetViewData, type WidgetViewHandlers } from './dom';
export type { ViewerEvent, ViewerEventHandler } from './viewer-events';
