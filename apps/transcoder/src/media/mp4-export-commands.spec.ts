import { ffmpegArgs } from './ffmpeg-command';
import { mp4ExportCommand, playlistSegments } from './mp4-export-commands';

describe('mp4ExportCommand', () => {
  it('copies the first video and audio streams of the playlist into a fast-start MP4', () => {
    const command = mp4ExportCommand('/work/720p/index.m3u8', '/work/export.mp4');
    expect(command.inputOptions).toEqual(['-protocol_whitelist', 'file', '-allowed_extensions', 'ALL']);
    expect(command.input).toBe('/work/720p/index.m3u8');
    expect(command.outputOptions).toEqual([
      ...['-map', '0:v:0?', '-map', '0:a:0?', '-sn', '-dn'],
      ...['-c', 'copy', '-bsf:a', 'aac_adtstoasc'],
      ...['-movflags', '+faststart', '-f', 'mp4'],
    ]);
    expect(command.output).toBe('/work/export.mp4');
  });

  it('never re-encodes', () => {
    const args = ffmpegArgs(mp4ExportCommand('index.m3u8', 'out.mp4'));
    expect(args).not.toContain('libx264');
    expect(args).not.toContain('aac');
    expect(args.slice(-1)).toEqual(['out.mp4']);
  });

  it('keeps a relative output starting with a dash a file', () => {
    expect(ffmpegArgs(mp4ExportCommand('-in.m3u8', '-out.mp4')).slice(-1)).toEqual(['./-out.mp4']);
  });
});

describe('playlistSegments', () => {
  it('lists the segment URIs in order, skipping tags and blank lines', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXTINF:6.000000,',
      'segment-00000.ts',
      '',
      '#EXTINF:2.500000,',
      'segment-00001.ts\r',
      '#EXT-X-ENDLIST',
    ].join('\n');
    expect(playlistSegments(playlist)).toEqual(['segment-00000.ts', 'segment-00001.ts']);
  });
});
