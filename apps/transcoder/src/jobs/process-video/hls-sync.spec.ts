import { planLadder, type MediaPlaylistSegment } from '../../media';
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
  const renditions = [{ name: '1080p' }, { name: '360p' }, { name: '720p' }];
  /** Stored segments of these durations, by rendition. */
  const stored =
    (durations: Record<string, number[]>) =>
    (name: string): MediaPlaylistSegment[] =>
      (durations[name] ?? []).map((durationSeconds, i) => ({ uri: `segment-${i}.ts`, durationSeconds }));
  const names = (list: { name: string }[]) => list.map((rendition) => rendition.name);

  it('keeps the renditions with a stored segment, in plan order', () => {
    expect(names(playableRenditions(renditions, stored({ '1080p': [6, 6], '720p': [1] })))).toEqual([
      '1080p',
      '720p',
    ]);
  });

  it('counts a remux cut at 8.3 s (x264 keyframes at 30 frames a second) as a quick start', () => {
    expect(names(playableRenditions(renditions, stored({ '1080p': [8.333333] })))).toEqual(['1080p']);
  });

  it('holds a remux with a 10 s first segment back until a quick rendition has a segment', () => {
    expect(playableRenditions(renditions, stored({ '1080p': [10, 10] }))).toEqual([]);
    expect(names(playableRenditions(renditions, stored({ '1080p': [10, 10], '360p': [1] })))).toEqual([
      '1080p',
      '360p',
    ]);
  });

  it('lists slow starters once every rendition has a segment: nothing quicker is coming', () => {
    expect(names(playableRenditions([{ name: '1080p' }], stored({ '1080p': [10] })))).toEqual(['1080p']);
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
