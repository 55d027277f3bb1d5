/**
 * Product rules of media processing (the video-ingest issue's targets). They live beside the commands
 * that apply them; only the transcoder needs them so far. The thumbnail count is shared with the admin,
 * so it comes from libs/domain (THUMBNAILS_MAX).
 */

/** HLS segment length; keyframes are forced on these boundaries so every rendition switches cleanly. */
export const HLS_SEGMENT_SECONDS = 6;
/**
 * The encoded ladder starts with two 1 s segments, then 6 s ones: a source that must be encoded (VP9,
 * HEVC…) is playable once 1 s of it is encoded in every rung instead of 6, for two extra keyframes.
 */
export const HLS_FIRST_SEGMENT_SECONDS = 1;
export const HLS_FIRST_SEGMENT_COUNT = 2;

/** The rungs of the adaptive ladder, by the short side of a 16:9 box (360p = 640x360). */
export const LADDER_HEIGHTS: readonly number[] = [360, 480, 720, 1080, 1440, 2160];

/** AAC in every rendition we encode: stereo, 128 kb/s. */
export const AUDIO_BITRATE = 128_000;
export const AUDIO_CHANNELS = 2;

/** File names inside a video's HLS folder: `master.m3u8`, then `<rendition>/index.m3u8`, `segment-NNNNN.ts`. */
export const MASTER_PLAYLIST_NAME = 'master.m3u8';
export const RENDITION_PLAYLIST_NAME = 'index.m3u8';
export const SEGMENT_FILE_PATTERN = 'segment-%05d.ts';

/** The poster is taken at this fraction of the duration, at most this wide. */
export const POSTER_POSITION = 0.1;
export const POSTER_MAX_WIDTH = 1280;

/** Thumbnail candidates: at most one a second of video, this wide. */
export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_FILE_PATTERN = 'thumbnail-%02d.jpg';

/** Seek-bar storyboard: tiles this wide, a grid of at most this many tiles, this many a row. */
export const STORYBOARD_TILE_WIDTH = 160;
export const STORYBOARD_MAX_TILES = 100;
export const STORYBOARD_COLUMNS = 10;
/** Tile intervals to choose from, shortest first; a longer video takes the first that fits the grid. */
export const STORYBOARD_INTERVALS_SECONDS: readonly number[] = [
  1, 2, 3, 5, 10, 15, 20, 30, 60, 120, 300, 600,
];

/** Speech-to-text engines (pocketsphinx, whisper.cpp) read 16 kHz mono 16-bit PCM. */
export const TRANSCRIPTION_SAMPLE_RATE = 16_000;
