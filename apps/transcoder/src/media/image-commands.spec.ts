import { probedFixture } from './fixtures/probe-fixtures';
import {
  frameCommand,
  planStoryboard,
  planThumbnails,
  posterCommand,
  storyboardCommand,
  thumbnailPaths,
  thumbnailsCommand,
} from './image-commands';
import type { MediaInfo } from './probe';

const SOURCE = '/data/v1/source.mp4';

function lasting(durationMs: number): MediaInfo {
  return { ...probedFixture('h264-aac-1080p'), durationMs };
}

describe('posterCommand', () => {
  it('takes one frame at a tenth of the duration, 1280 wide at most', () => {
    expect(posterCommand(probedFixture('h264-aac-1080p'), SOURCE, '/data/v1/poster.jpg')).toEqual({
      inputOptions: ['-ss', '3.000'],
      input: SOURCE,
      outputOptions: [
        '-map',
        '0:0',
        '-frames:v',
        '1',
        '-vf',
        'scale=1280:720,setsar=1',
        '-q:v',
        '3',
        '-f',
        'image2',
      ],
      output: '/data/v1/poster.jpg',
    });
  });

  it('keeps a portrait poster upright and a small one at its size', () => {
    expect(posterCommand(probedFixture('rotated-phone'), SOURCE, 'p.jpg').outputOptions).toContain(
      'scale=1080:1920,setsar=1',
    );
    expect(posterCommand(probedFixture('tiny-320x240'), SOURCE, 'p.jpg').outputOptions).toContain(
      'scale=320:240,setsar=1',
    );
    expect(posterCommand(probedFixture('odd-853x481'), SOURCE, 'p.jpg')).toMatchObject({
      inputOptions: ['-ss', '1.000'],
      outputOptions: expect.arrayContaining(['scale=852:480,setsar=1']),
    });
  });
});

describe('frameCommand', () => {
  it("takes the frame at a moment's start, exactly, as large as the poster", () => {
    expect(frameCommand(probedFixture('h264-aac-1080p'), SOURCE, 18_250, '/w/frame.jpg')).toEqual({
      ...posterCommand(probedFixture('h264-aac-1080p'), SOURCE, '/w/frame.jpg'),
      inputOptions: ['-ss', '18.250'],
    });
    expect(frameCommand(probedFixture('rotated-phone'), SOURCE, 0, 'f.jpg')).toMatchObject({
      inputOptions: ['-ss', '0.000'],
      outputOptions: expect.arrayContaining(['scale=1080:1920,setsar=1', '-frames:v', '1']),
    });
  });
});

describe('thumbnails', () => {
  it('plans ten candidates in the middles of ten equal parts', () => {
    expect(planThumbnails(probedFixture('h264-aac-1080p'))).toEqual({
      count: 10,
      firstAtMs: 1500,
      intervalMs: 3000,
      width: 640,
      height: 360,
    });
  });

  it('takes at most one a second of a short video, and one of a very short one', () => {
    expect(planThumbnails(lasting(4000))).toMatchObject({ count: 4, firstAtMs: 500, intervalMs: 1000 });
    expect(planThumbnails(lasting(600))).toMatchObject({ count: 1, firstAtMs: 300, intervalMs: 600 });
  });

  it('writes them in one process: a seek to the first, then one frame an interval', () => {
    expect(thumbnailsCommand(probedFixture('h264-aac-1080p'), SOURCE, '/data/v1/thumbnails')).toEqual({
      inputOptions: ['-ss', '1.500'],
      input: SOURCE,
      outputOptions: [
        '-map',
        '0:0',
        '-vf',
        'fps=1000/3000:start_time=0:round=up,scale=640:360,setsar=1',
        '-frames:v',
        '10',
        '-q:v',
        '3',
        '-f',
        'image2',
      ],
      output: '/data/v1/thumbnails/thumbnail-%02d.jpg',
    });
  });

  it('sizes portrait candidates 640 wide', () => {
    expect(planThumbnails(probedFixture('rotated-phone'))).toMatchObject({ width: 640, height: 1138 });
  });

  it('names the files it writes', () => {
    expect(thumbnailPaths('/t', planThumbnails(lasting(3000)))).toEqual([
      '/t/thumbnail-01.jpg',
      '/t/thumbnail-02.jpg',
      '/t/thumbnail-03.jpg',
    ]);
  });
});

describe('storyboard', () => {
  it.each([
    [30_000, 1, 30, 10, 3],
    [100_000, 1, 100, 10, 10],
    [100_001, 2, 51, 10, 6],
    [600_000, 10, 60, 10, 6],
    [3_600_000, 60, 60, 10, 6],
    [4_000, 1, 4, 4, 1],
    [36_000_000, 600, 60, 10, 6],
    // Longer than the longest interval allows: an interval of its own.
    [72_000_000, 720, 100, 10, 10],
  ])(
    'a %p ms video: a tile every %p s, %p tiles, %p x %p',
    (durationMs, intervalSeconds, tiles, columns, rows) => {
      expect(planStoryboard(lasting(durationMs))).toEqual({
        intervalSeconds,
        tiles,
        columns,
        rows,
        tileWidth: 160,
        tileHeight: 90,
      });
    },
  );

  it('keeps tiles 160 wide in any shape', () => {
    expect(planStoryboard(probedFixture('rotated-phone'))).toMatchObject({ tileWidth: 160, tileHeight: 284 });
    expect(planStoryboard(probedFixture('tiny-320x240'))).toMatchObject({ tileWidth: 160, tileHeight: 120 });
  });

  it('lays the tiles out in one sprite', () => {
    expect(storyboardCommand(probedFixture('h264-aac-1080p'), SOURCE, '/data/v1/sprite.jpg')).toEqual({
      inputOptions: [],
      input: SOURCE,
      outputOptions: [
        '-map',
        '0:0',
        '-vf',
        'fps=1/1:start_time=0:round=up,scale=160:90,setsar=1,tile=10x3',
        '-frames:v',
        '1',
        '-q:v',
        '5',
        '-f',
        'image2',
      ],
      output: '/data/v1/sprite.jpg',
    });
  });
});
