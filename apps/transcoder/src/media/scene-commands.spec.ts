import { ffmpegArgs } from './ffmpeg-command';
import { parseSceneScores, sceneDetectionCommand } from './scene-commands';

describe('sceneDetectionCommand', () => {
  it('scores the first video stream at a low rate and size and prints the changes to a file', () => {
    const command = sceneDetectionCommand('/work/source', '/work/scenes.txt', { threshold: 0.4, fps: 5 });
    expect(ffmpegArgs(command).slice(-12)).toEqual([
      '-i',
      '/work/source',
      ...['-map', '0:v:0', '-an', '-sn', '-dn', '-vf'],
      "setpts=PTS-STARTPTS,fps=5,scale=160:-2,select='gt(scene,0.4)',metadata=print:file='/work/scenes.txt'",
      ...['-f', 'null', '/dev/null'],
    ]);
  });

  it('refuses a scores file whose name the filter graph would read as syntax', () => {
    for (const path of ["/w/it's.txt", '/w/a:b.txt', '/w/a,b.txt', 'C:\\w\\s.txt']) {
      expect(() => sceneDetectionCommand('/s', path, { threshold: 0.4, fps: 5 })).toThrow(/plain path/);
    }
  });
});

describe('parseSceneScores', () => {
  const file = [
    'frame:0    pts:15      pts_time:3',
    'lavfi.scene_score=0.584556',
    'frame:1    pts:41      pts_time:8.2',
    'lavfi.scene_score=1.000000',
    'frame:2    pts:50      pts_time:10',
    'lavfi.scene_score=0.2',
    'frame:3    pts:60      pts_time:12',
    'frame:4    pts:0       pts_time:0',
    'lavfi.scene_score=0.9',
    'frame:5    pts:99      pts_time:19.8',
    'lavfi.scene_score=0.95',
    'lavfi.scene_score=0.99',
    'garbage',
  ].join('\n');

  it('keeps scored frames above the threshold, inside the video, in order, in ms with two decimals', () => {
    expect(parseSceneScores(file, 15_000, 0.4)).toEqual([
      { timeMs: 3000, score: 0.58 },
      { timeMs: 8200, score: 1 },
    ]);
  });

  it('reads nothing from an empty or foreign file', () => {
    expect(parseSceneScores('', 10_000, 0.4)).toEqual([]);
    expect(parseSceneScores('lavfi.scene_score=0.9\nhello', 10_000, 0.4)).toEqual([]);
  });

  it('sorts changes printed out of order', () => {
    const text = 'pts_time:5\nlavfi.scene_score=0.5\npts_time:2.0004\nlavfi.scene_score=0.7\n';
    expect(parseSceneScores(text, 10_000, 0.4).map((change) => change.timeMs)).toEqual([2000, 5000]);
  });
});
