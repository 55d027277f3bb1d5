import { MediaKeys } from './media-keys';

describe('MediaKeys', () => {
  const keys = new MediaKeys('media/org/m1/processed/');

  it('lays every output out under the media prefix, the same way each run', () => {
    expect({
      master: keys.master,
      playlist: keys.playlist('720p'),
      segment: keys.segment('720p', 'segment-00003.ts'),
      poster: keys.poster,
      thumbnail: keys.thumbnail('thumbnail-01.jpg'),
      sprite: keys.storyboardSprite,
      vtt: keys.storyboardVtt,
      audio: keys.audio,
    }).toEqual({
      master: 'media/org/m1/processed/hls/master.m3u8',
      playlist: 'media/org/m1/processed/hls/720p/index.m3u8',
      segment: 'media/org/m1/processed/hls/720p/segment-00003.ts',
      poster: 'media/org/m1/processed/images/poster.jpg',
      thumbnail: 'media/org/m1/processed/images/thumbnail-01.jpg',
      sprite: 'media/org/m1/processed/storyboard/storyboard.jpg',
      vtt: 'media/org/m1/processed/storyboard/storyboard.vtt',
      audio: 'media/org/m1/processed/audio/audio.wav',
    });
  });

  it('refuses a prefix that is not a folder', () => {
    expect(() => new MediaKeys('media/org/m1')).toThrow('A media prefix ends with "/"');
  });
});
