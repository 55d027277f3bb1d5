/** Video-area constants (video-area.md §9 and the numbers of §2–§5). */

export const TAG_MAX_LENGTH = 60;
export const VIDEO_TITLE_MAX = 256;
export const VIDEO_DESCRIPTION_MAX = 5000;
export const MOMENT_TITLE_MAX = 256;
export const MOMENT_DESCRIPTION_MAX = 5000;
export const PROMO_LABEL_MAX = 25;
/** Promo cards at intro show during the first 5 s, at outro during the last 5 s. */
export const PROMO_CARD_DURATION_MS = 5000;

export const THUMBNAILS_MAX = 10;
export const THUMBNAIL_MAX_BYTES = 2.5 * 1024 * 1024;
/** Largest thumbnail accepted, either orientation of 4K UHD (ours; the spec gives the message only). */
export const THUMBNAIL_MAX_WIDTH = 4096;
export const THUMBNAIL_MAX_HEIGHT = 4096;
/**
 * The largest picture side a source may have: 8K (7680 or 8192 wide). Beyond it a decoded frame alone
 * takes hundreds of megabytes, and no rendition we make needs it.
 */
export const SOURCE_MAX_SIDE = 8192;
export const THUMBNAIL_CAROUSEL_VISIBLE = 3;

export const CAPTION_EXTENSIONS: readonly string[] = ['.vtt'];
export const UPLOAD_ACCEPTED_TYPES: readonly string[] = ['video/mp4', 'video/x-m4v', 'video/*'];

export const MOMENT_MIN_LENGTH_MS = 5000;
export const NEW_MOMENT_LENGTH_MS = 5000;
/** Keyboard steps on a timestamp field: arrow, shift+arrow, alt+arrow. */
export const TIMESTAMP_STEP_MS = 100;
export const TIMESTAMP_SHIFT_STEP_MS = 1000;
export const TIMESTAMP_ALT_STEP_MS = 16;
/** The copy made by a split starts this long after the playhead. */
export const SPLIT_OFFSET_MS = 100;
/** Play Moment stops and rewinds to the start plus this. */
export const MOMENT_REWIND_OFFSET_MS = 1;
export const MOMENT_RANGE_DEBOUNCE_MS = 1000;
export const TRANSCRIPT_SELECTION_DEBOUNCE_MS = 300;
export const TRANSCRIPTION_PAGE_SIZE = 30;

export const TIMELINE_DEFAULT_START_MS = 0;
export const TIMELINE_DEFAULT_END_MS = 50000;
export const TIMELINE_MIN_ZOOM_SPAN_MS = 10000;
export const TIMELINE_ZOOM_BUTTON_MIN_SPAN_MS = 1000;
export const TIMELINE_WHEEL_DEBOUNCE_MS = 200;
export const TIMELINE_SEEK_DEBOUNCE_MS = 200;
export const TIMELINE_HIGHLIGHT_MS = 500;

export const PUBLISH_POLL_MS = 3000;
export const MOMENT_DOWNLOAD_POLL_MS = 10000;
export const MOMENT_DOWNLOAD_ERROR_HIDE_MS = 4000;

export const PLAYLIST_PICKER_PAGE_SIZE = 999;
export const EDITOR_MOMENTS_PAGE_SIZE = 999;
export const WIDGET_PRESETS_PAGE_SIZE = 100;

/** Sortable columns of the videos table. */
export const VIDEO_ORDER_FIELDS: readonly string[] = [
  'title',
  'views',
  'status',
  'monetizationEnabled',
  'created',
];

export const PLAYBACK_SPEEDS: readonly number[] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3];
export const DEFAULT_PLAYBACK_SPEED = 1;
export const DEFAULT_VOLUME = 1;
export const VOLUME_SLIDER_STEP = 0.01;
export const VOLUME_KEY_STEP = 0.1;
export const SEEK_KEY_STEP_MS = 10000;

export const IMPORT_DIALOG_WIDTH = 600;

/** Embed defaults of a widget script. */
export const WIDGET_EMBED_DEFAULTS = {
  autoplay: true,
  thumbnailsSlider: true,
  momentsBelowVideo: false,
  socialIcons: false,
  verticalTheme: false,
} as const;

/** A direct upload not confirmed this long after it started is given up: its video and parts are deleted (ours). */
export const UPLOAD_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** AUTO ad density: midrolls spread evenly, at least this far apart and from the start and end (ours). */
export const AD_AUTO_MIDROLL_MIN_GAP_MS = 5 * 60 * 1000;
/** A scheduled midroll this close to the end is dropped: the postroll or the end follows at once (ours). */
export const AD_MIDROLL_END_GUARD_MS = 30 * 1000;
/** A SKIPPABLE ad whose VAST gives no skipoffset may be skipped after this (ours). */
export const AD_DEFAULT_SKIP_OFFSET_MS = 5000;
/** An ad tag that does not answer within this plays no ad: the content goes on (ours). */
export const AD_REQUEST_TIMEOUT_MS = 8000;
/** A preroll whose settings arrive after play was pressed still plays this early into the content (ours). */
export const AD_LATE_PREROLL_WINDOW_MS = 5000;

/** The largest file a remote import stores: far above any real upload, low enough to protect the disk. */
export const IMPORT_MAX_BYTES = 20 * 1024 ** 3;
/** Redirects a remote import follows, each checked like the first URL. */
export const IMPORT_MAX_REDIRECTS = 5;
