import { probedFixture } from './fixtures/probe-fixtures';
import { planStoryboard } from './image-commands';
import { planLadder, remuxRendition, type RemuxedRendition } from './ladder';
import {
  finalizedPlaylist,
  masterPlaylist,
  measureBandwidth,
  parseMediaPlaylist,
  storyboardVtt,
} from './playlists';

/** What ffmpeg 5.1 writes for a rendition while it is still encoding. */
const EVENT_PLAYLIST = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:6
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:EVENT
#EXT-X-INDEPENDENT-SEGMENTS
#EXTINF:6.006000,
segment-00000.ts
#EXTINF:6.006000,
segment-00001.ts
`;

const VOD_PLAYLIST = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:6
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXTINF:6.006000,
segment-00000.ts
#EXTINF:6.006000,
segment-00001.ts
#EXT-X-ENDLIST
`;

describe('masterPlaylist', () => {
  const info = probedFixture('h264-aac-1080p');
  const remux = remuxRendition(info) as RemuxedRendition;
  const [p360, p480, p720] = planLadder(info);

  it('lists the remux alone while it is the only rendition', () => {
    expect(masterPlaylist([remux])).toBe(`#EXTM3U
#EXT-X-VERSION:6
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=6015917,AVERAGE-BANDWIDTH=6015917,RESOLUTION=1920x1080,CODECS="avc1.640028,mp4a.40.2",FRAME-RATE=29.970
1080p/index.m3u8
`);
  });

  it('lists the lowest bandwidth first, so players start there', () => {
    expect(masterPlaylist([remux, p720, p360, p480])).toBe(`#EXTM3U
#EXT-X-VERSION:6
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=1240800,AVERAGE-BANDWIDTH=1020800,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",FRAME-RATE=29.970
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2065800,AVERAGE-BANDWIDTH=1680800,RESOLUTION=854x480,CODECS="avc1.64001f,mp4a.40.2",FRAME-RATE=29.970
480p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=3990800,AVERAGE-BANDWIDTH=3220800,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",FRAME-RATE=29.970
720p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=6015917,AVERAGE-BANDWIDTH=6015917,RESOLUTION=1920x1080,CODECS="avc1.640028,mp4a.40.2",FRAME-RATE=29.970
1080p/index.m3u8
`);
  });

  it('announces measured figures once the pipeline has them', () => {
    const measured = { ...p360, ...measureBandwidth([{ durationSeconds: 6, bytes: 750_000 }]) };
    expect(masterPlaylist([measured])).toContain('BANDWIDTH=1000000,AVERAGE-BANDWIDTH=1000000,');
  });

  it('announces a silent video without an audio codec', () => {
    const [silent] = planLadder(probedFixture('no-audio-720p'));
    expect(masterPlaylist([silent])).toContain(',CODECS="avc1.64001e",FRAME-RATE=30.000\n');
  });

  it('refuses to list nothing', () => {
    expect(() => masterPlaylist([])).toThrow(/at least one rendition/);
  });
});

describe('finalizedPlaylist', () => {
  it('turns a finished EVENT playlist into VOD, closing it', () => {
    expect(finalizedPlaylist(EVENT_PLAYLIST)).toBe(VOD_PLAYLIST);
  });

  it('keeps the end tag ffmpeg wrote, and changes nothing the second time', () => {
    expect(finalizedPlaylist(`${EVENT_PLAYLIST}#EXT-X-ENDLIST\n`)).toBe(VOD_PLAYLIST);
    expect(finalizedPlaylist(VOD_PLAYLIST)).toBe(VOD_PLAYLIST);
  });

  it('adds the type after the version when the playlist has none', () => {
    const untyped = EVENT_PLAYLIST.replace('#EXT-X-PLAYLIST-TYPE:EVENT\n', '');
    expect(finalizedPlaylist(untyped).split('\n').slice(0, 3)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-PLAYLIST-TYPE:VOD',
    ]);
  });

  it('refuses what is not a playlist', () => {
    expect(() => finalizedPlaylist('')).toThrow(/#EXTM3U/);
  });
});

describe('parseMediaPlaylist', () => {
  it('reads the segments, the type and whether it has ended', () => {
    expect(parseMediaPlaylist(EVENT_PLAYLIST)).toEqual({
      playlistType: 'EVENT',
      ended: false,
      segments: [
        { uri: 'segment-00000.ts', durationSeconds: 6.006 },
        { uri: 'segment-00001.ts', durationSeconds: 6.006 },
      ],
    });
    expect(parseMediaPlaylist(VOD_PLAYLIST)).toMatchObject({ playlistType: 'VOD', ended: true });
  });
});

describe('measureBandwidth', () => {
  it('is the peak segment rate and the overall rate', () => {
    expect(
      measureBandwidth([
        { durationSeconds: 6, bytes: 750_000 },
        { durationSeconds: 6, bytes: 1_500_000 },
        { durationSeconds: 3, bytes: 375_000 },
      ]),
    ).toEqual({ bandwidth: 2_000_000, averageBandwidth: 1_400_000 });
  });

  it('leaves a short tail out of the peak, unless it is all there is', () => {
    const tail = { durationSeconds: 0.5, bytes: 200_000 };
    expect(measureBandwidth([{ durationSeconds: 6, bytes: 750_000 }, tail])?.bandwidth).toBe(1_000_000);
    expect(measureBandwidth([tail])).toEqual({ bandwidth: 3_200_000, averageBandwidth: 3_200_000 });
  });

  it('has nothing to say before a segment exists', () => {
    expect(measureBandwidth([])).toBeNull();
  });
});

describe('storyboardVtt', () => {
  it('maps each interval to its tile in the sprite, the last one ending with the video', () => {
    const info = { ...probedFixture('h264-aac-1080p'), durationMs: 12_500 };
    const plan = planStoryboard(info);
    expect(plan).toMatchObject({ intervalSeconds: 1, tiles: 13, columns: 10, rows: 2 });
    const vtt = storyboardVtt(plan, info.durationMs, 'sprite.jpg');
    expect(
      vtt.startsWith(`WEBVTT

00:00:00.000 --> 00:00:01.000
sprite.jpg#xywh=0,0,160,90

00:00:01.000 --> 00:00:02.000
sprite.jpg#xywh=160,0,160,90
`),
    ).toBe(true);
    expect(
      vtt.endsWith(`
00:00:09.000 --> 00:00:10.000
sprite.jpg#xywh=1440,0,160,90

00:00:10.000 --> 00:00:11.000
sprite.jpg#xywh=0,90,160,90

00:00:11.000 --> 00:00:12.000
sprite.jpg#xywh=160,90,160,90

00:00:12.000 --> 00:00:12.500
sprite.jpg#xywh=320,90,160,90
`),
    ).toBe(true);
    expect(vtt.match(/-->/g)).toHaveLength(13);
  });

  it('writes hours for long videos', () => {
    const info = { ...probedFixture('h264-aac-1080p'), durationMs: 3_700_000 };
    const vtt = storyboardVtt(planStoryboard(info), info.durationMs, 'https://cdn.example/v1/sprite.jpg');
    expect(vtt).toContain(
      '01:00:00.000 --> 01:01:00.000\nhttps://cdn.example/v1/sprite.jpg#xywh=0,540,160,90',
    );
    expect(
      vtt
        .trimEnd()
        .endsWith('01:01:00.000 --> 01:01:40.000\nhttps://cdn.example/v1/sprite.jpg#xywh=160,540,160,90'),
    ).toBe(true);
  });
});
