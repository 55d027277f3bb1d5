import { rewriteStoryboardVtt } from './storyboard';

describe('rewriteStoryboardVtt', () => {
  it('signs each cue image and keeps its fragment and everything else', async () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00.000 --> 00:01.000',
      'sprite.jpg#xywh=0,0,160,90',
      '',
      'NOTE a comment line',
      '',
      '2',
      '00:01.000 --> 00:02.000',
      'sprite.jpg#xywh=160,0,160,90',
      '',
    ].join('\r\n');
    expect(await rewriteStoryboardVtt(vtt, async (uri) => `https://s/${uri}?sig=1`)).toBe(
      [
        'WEBVTT',
        '',
        '00:00.000 --> 00:01.000',
        'https://s/sprite.jpg?sig=1#xywh=0,0,160,90',
        '',
        'NOTE a comment line',
        '',
        '2',
        '00:01.000 --> 00:02.000',
        'https://s/sprite.jpg?sig=1#xywh=160,0,160,90',
        '',
      ].join('\n'),
    );
  });
});
