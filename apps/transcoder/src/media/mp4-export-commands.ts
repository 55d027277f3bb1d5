import type { FfmpegCommand } from './ffmpeg-command';

/**
 * An MP4 of one HLS rendition, remuxed: the media playlist is read by ffmpeg's HLS demuxer (segments
 * resolved beside it, local files only), the first video and audio streams are copied as they are, the
 * ADTS AAC of MPEG-TS becomes MP4's raw AAC, and the index goes to the front (`+faststart`) so a reader of
 * the file (YouTube's ingest, a browser) needs no second pass.
 */
export function mp4ExportCommand(playlist: string, output: string): FfmpegCommand {
  return {
    // Our segments are local files next to the playlist; nothing else may be opened through it.
    inputOptions: ['-protocol_whitelist', 'file', '-allowed_extensions', 'ALL'],
    input: playlist,
    outputOptions: [
      ...['-map', '0:v:0?', '-map', '0:a:0?', '-sn', '-dn'],
      ...['-c', 'copy', '-bsf:a', 'aac_adtstoasc'],
      ...['-movflags', '+faststart', '-f', 'mp4'],
    ],
    output,
  };
}

/** The segment URIs of a media playlist, in order (every line that is neither a tag nor blank). */
export function playlistSegments(playlist: string): string[] {
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
