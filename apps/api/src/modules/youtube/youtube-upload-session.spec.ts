import type { RenditionInfo } from '@framehouse/domain';
import { bestRendition } from './mp4-exports.service';
import { sessionState } from './youtube-upload-session';

describe('sessionState', () => {
  it('reads the committed bytes of a 308', () => {
    expect(sessionState(308, 'bytes=0-262143', '')).toEqual({ kind: 'incomplete', committed: 262_144 });
    expect(sessionState(308, null, '')).toEqual({ kind: 'incomplete', committed: 0 });
  });

  it('reads the video id of a finished upload', () => {
    expect(sessionState(201, null, '{"kind":"youtube#video","id":"abc123"}')).toEqual({
      kind: 'done',
      videoId: 'abc123',
    });
    expect(sessionState(200, null, { id: 'xyz' })).toEqual({ kind: 'done', videoId: 'xyz' });
  });

  it('refuses anything else', () => {
    expect(() => sessionState(201, null, '{}')).toThrow('without a video id');
    expect(() => sessionState(400, null, '')).toThrow('400');
  });
});

describe('bestRendition', () => {
  const rendition = (name: string, width: number, height: number, bandwidth: number, complete = true) =>
    ({
      name,
      width,
      height,
      bandwidth,
      codecs: '',
      playlistKey: `${name}/index.m3u8`,
      complete,
    }) satisfies RenditionInfo;

  it('takes the complete rendition with the most pixels, then the highest bit rate', () => {
    expect(
      bestRendition([rendition('360p', 640, 360, 900_000), rendition('720p', 1280, 720, 3_000_000, false)])
        ?.name,
    ).toBe('360p');
    expect(
      bestRendition([
        rendition('360p', 640, 360, 900_000),
        rendition('source', 640, 360, 1_500_000),
        rendition('240p', 426, 240, 500_000),
      ])?.name,
    ).toBe('source');
    expect(bestRendition([])).toBeUndefined();
  });
});
