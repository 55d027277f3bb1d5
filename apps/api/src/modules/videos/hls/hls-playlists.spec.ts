import type { RenditionInfo } from '@framehouse/domain';
import {
  masterPlaylist,
  MPEGTS_MEDIA_START,
  resolvePlaylistUri,
  rewriteMediaPlaylist,
  subtitlePlaylist,
  subtitleSegment,
} from './hls-playlists';

const rendition = (overrides: Partial<RenditionInfo>): RenditionInfo => ({
  name: '360p',
  width: 640,
  height: 360,
  bandwidth: 1_000_000,
  codecs: 'avc1.64001e,mp4a.40.2',
  playlistKey: 'media/o/m/processed/hls/360p/index.m3u8',
  complete: true,
  ...overrides,
});

describe('masterPlaylist', () => {
  it('lists the renditions lowest bandwidth first, each under its name', () => {
    const master = masterPlaylist([
      rendition({ name: '720p', width: 1280, height: 720, bandwidth: 3_000_000, frameRate: 25 }),
      rendition({ averageBandwidth: 800_000 }),
    ]);
    expect(master).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=1000000,AVERAGE-BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720,CODECS="avc1.64001e,mp4a.40.2",FRAME-RATE=25.000',
        '720p/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('leaves out a rendition whose name cannot be a path segment', () => {
    expect(masterPlaylist([rendition({ name: '../x' })])).not.toContain('x/index.m3u8');
  });

  it('lists captions as one subtitles group that every variant names', () => {
    const track = (id: string, name: string, languageCode: string) => ({
      id,
      name,
      languageCode,
      fileKey: 'k',
    });
    const master = masterPlaylist(
      [rendition({})],
      [
        track('c1', 'English (United States)', 'en-US'),
        track('c2', 'Deu"tsch', 'de'),
        track('../x', 'X', 'fr'),
      ],
    );
    expect(master.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English (United States)",LANGUAGE="en-US",DEFAULT=NO,AUTOSELECT=YES,URI="subtitles/c1.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",LANGUAGE="de",DEFAULT=NO,AUTOSELECT=YES,URI="subtitles/c2.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1000000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",SUBTITLES="subs"',
      '360p/index.m3u8',
      '',
    ]);
  });
});

describe('subtitles', () => {
  it('serves a caption as one segment lasting the video', () => {
    expect(subtitlePlaylist(3040, 'c1.vtt')).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXTINF:3.040,',
        'c1.vtt',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it("maps cue times onto the renditions' MPEG-TS timestamps, replacing a map the file had", () => {
    const map = `X-TIMESTAMP-MAP=MPEGTS:${MPEGTS_MEDIA_START},LOCAL:00:00:00.000`;
    expect(subtitleSegment('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n')).toBe(
      `WEBVTT\n${map}\n\n00:00.000 --> 00:01.000\nHi\n`,
    );
    expect(
      subtitleSegment(
        '\uFEFFWEBVTT\r\nKind: captions\r\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\r\n\r\n1\r\n00:00.000 --> 00:01.000\r\nHi',
      ),
    ).toBe(`WEBVTT\n${map}\nKind: captions\n\n1\n00:00.000 --> 00:01.000\nHi`);
  });
});

describe('resolvePlaylistUri', () => {
  const key = 'media/o/m/processed/hls/360p/index.m3u8';

  it('resolves relative URIs against the playlist', () => {
    expect(resolvePlaylistUri(key, 'segment-00001.ts')).toBe('media/o/m/processed/hls/360p/segment-00001.ts');
    expect(resolvePlaylistUri(key, '../init.mp4?x=1')).toBe('media/o/m/processed/hls/init.mp4');
  });

  it('names nothing for absolute URLs or a path out of the storage', () => {
    expect(resolvePlaylistUri(key, 'https://cdn.example.com/a.ts')).toBeNull();
    expect(resolvePlaylistUri(key, '/etc/passwd')).toBeNull();
    expect(resolvePlaylistUri(key, '../../../../../../../x.ts')).toBeNull();
  });
});

describe('rewriteMediaPlaylist', () => {
  it('signs every segment and URI attribute, keeping the rest', async () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-PLAYLIST-TYPE:EVENT',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:6.000000,',
      'segment-00000.ts',
      '#EXTINF:2.5,',
      'segment-00001.ts',
      '',
    ].join('\r\n');
    const signed = await rewriteMediaPlaylist(playlist, async (uri) => `https://s/${uri}?sig`);
    expect(signed).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-TARGETDURATION:6',
        '#EXT-X-PLAYLIST-TYPE:EVENT',
        '#EXT-X-MAP:URI="https://s/init.mp4?sig"',
        '#EXTINF:6.000000,',
        'https://s/segment-00000.ts?sig',
        '#EXTINF:2.5,',
        'https://s/segment-00001.ts?sig',
        '',
      ].join('\n'),
    );
  });
});
