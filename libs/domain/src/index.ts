// @framehouse/domain: enums, constants, validation rules and their messages, permissions, error codes,
// time and range logic. Pure TypeScript, no runtime dependencies.

export * from './errors/error-code';
export * from './errors/error-messages';
export * from './errors/crash-messages';
export * from './errors/message-templates';
export * from './errors/job-failure-messages';

export * from './auth/permission';
export * from './auth/organization-role';
export * from './auth/role-permissions';
export * from './auth/navigation';

export * from './enums/subscription';
export * from './enums/organization';
export * from './enums/toggle-action';
export * from './enums/limits';
export * from './enums/d2c';
export * from './enums/video';
export * from './enums/publishing';
export * from './enums/monetization';
export * from './enums/transcript';
export * from './enums/tags';
export * from './enums/end-card';
export * from './enums/cta';
export * from './enums/widget';
export * from './enums/playlist';
export * from './enums/microsite';
export * from './enums/fonts';
export * from './enums/object-category';
export * from './enums/analytics';

export * from './constants/platform';
export * from './constants/video';
export * from './constants/overlays';
export * from './constants/queues';
export * from './constants/chapters';

export * from './validation/validator';
export * from './validation/validation-messages';
export * from './validation/common';
export * from './validation/account';
export * from './validation/password';
export * from './validation/sequence-matcher';
export * from './validation/picture';
export * from './validation/range';
export * from './validation/video';
export * from './validation/overlays';
export * from './validation/caption';
export * from './validation/object-annotation';
export * from './validation/publishing';
export * from './validation/social-media';
export * from './validation/storage-key';
export * from './validation/chapters';

export * from './time/time-format';
export * from './time/time-range';

export * from './listing/order-by';
export * from './listing/pagination';

export * from './billing/usage';
export * from './billing/trial';
export * from './billing/session-permissions';
export * from './billing/payments';
export * from './media/video-upload';
export * from './media/video-editing';
export * from './media/transcription';
export * from './media/transcript-document';
export * from './media/transcript-formats';
export * from './media/d2c-media';
export * from './media/object-detection';
export * from './media/scene-detection';
export * from './media/public-urls';
export * from './media/public-player';
export * from './media/share-links';
export * from './media/chapters';
export * from './distribution/public-widget';
export * from './distribution/public-playlist';
export * from './distribution/widgets';
export * from './distribution/playlists';
export * from './distribution/microsites';
export * from './billing/plan-limits';

export * from './jobs/job-values';
export * from './jobs/job-contract';
export * from './jobs/job-contracts';
export * from './jobs/video-processing';
export * from './jobs/transcription';
export * from './jobs/object-detection';
export * from './jobs/moment-download';
export * from './jobs/moment-frame';
export * from './jobs/scene-detection';
export * from './jobs/mp4-export';
export * from './jobs/publishing';
export * from './jobs/billing';
export * from './jobs/microsite-health';
export * from './jobs/analytics';

export * from './overlays/json-parts';
export * from './overlays/end-card-design';
export * from './overlays/button-cta-design';
export * from './overlays/cta-placement';
export * from './overlays/player-overlays';

export * from './analytics/player-events';
export * from './analytics/analytics-range';
export * from './analytics/analytics-display';
