import { planLadder } from '../../media';
import { probedFixture } from '../../media/fixtures/probe-fixtures';
import { playableRenditions, renditionInfo, renditionUploads } from './hls-sync';

function playlist(segments: string[], ended = false): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:6',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    ...segments.flatMap((uri) => ['#EXTINF:6.000000,', uri]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');
}

describe('renditionUploads', () => {
  it('puts nothing while the playlist lists no segment yet', () => {
    expect(renditionUploads(playlist([]), { segments: new Set(), playlist: null })).toEqual({
      segments: [],
      playlist: null,
    });
  });

  it('puts the newly listed segments, then the playlist that lists them', () => {
    const text = playlist(['segment-00000.ts', 'segment-00001.ts']);
    expect(renditionUploads(text, { segments: new Set(['segment-00000.ts']), playlist: null })).toEqual({
      segments: ['segment-00001.ts'],
      playlist: text,
    });
  });

  it('puts nothing again when storage holds this very playlist', () => {
    const text = playlist(['segment-00000.ts']);
    expect(renditionUploads(text, { segments: new Set(['segment-00000.ts']), playlist: text })).toEqual({
      segments: [],
      playlist: null,
    });
  });

  it('puts the playlist again when only its end changed (ffmpeg closed it)', () => {
    const growing = playlist(['segment-00000.ts']);
    const ended = playlist(['segment-00000.ts'], true);
    expect(
      renditionUploads(ended, { segments: new Set(['segment-00000.ts']), playlist: growing }).playlist,
    ).toBe(ended);
  });

  it('refuses a playlist that points outside its folder', () => {
    expect(() =>
      renditionUploads(playlist(['../../etc/passwd']), { segments: new Set(), playlist: null }),
    ).toThrow('Unexpected segment URI');
  });
});

describe('playableRenditions', () => {
  it('keeps the renditions with a stored segment, in plan order', () => {
    const renditions = [{ name: '1080p' }, { name: '360p' }, { name: '720p' }];
    const stored: Record<string, number> = { '1080p': 2, '360p': 0, '720p': 1 };
    expect(playableRenditions(renditions, (name) => stored[name]).map((r) => r.name)).toEqual([
      '1080p',
      '720p',
    ]);
  });
});

describe('renditionInfo', () => {
  it('describes a rendition as the API records it', () => {
    const [rendition] = planLadder(probedFixture('vp9-opus-1080p'));
    expect(renditionInfo(rendition, 'p/hls/360p/index.m3u8', false)).toEqual({
      name: '360p',
      width: 640,
      height: 360,
      bandwidth: rendition.bandwidth,
      averageBandwidth: rendition.averageBandwidth,
      codecs: rendition.codecs,
      frameRate: rendition.frameRate.value,
      playlistKey: 'p/hls/360p/index.m3u8',
      complete: false,
    });
  });
});
