import { detectScenesContract, type DetectScenesResult } from '@framehouse/domain';
import { changesInside, parseDetectScenesJobId, sceneFailureText } from './scene-events';

const VIDEO = 'c5e1c1f0-1111-4222-8333-944445555666';

describe('scene detection events', () => {
  it('reads the video and run of a job id, and nothing else', () => {
    expect(parseDetectScenesJobId(`detect-scenes-${VIDEO}-3`)).toEqual({ videoId: VIDEO, run: 3 });
    expect(parseDetectScenesJobId(`detect-objects-${VIDEO}-3`)).toBeNull();
    expect(parseDetectScenesJobId(`detect-scenes-${VIDEO}`)).toBeNull();
  });

  it('keeps the well-formed changes inside the video, in order, once each', () => {
    const result = detectScenesContract.parseResult({
      threshold: 0.4,
      changes: [
        { timeMs: 8000.4, score: 0.9 },
        { timeMs: 3000, score: 1.5 },
        { timeMs: 0, score: 0.9 },
        { timeMs: 12_000, score: 0.9 },
        { timeMs: 5000, score: 'high' },
        { timeMs: 8000, score: 0.5 },
        'x',
      ],
    }) as DetectScenesResult;
    expect(changesInside(result, 12_000)).toEqual([
      { timeMs: 3000, score: 1 },
      { timeMs: 8000, score: 0.5 },
    ]);
  });

  it('keeps a failure reason short, with a fallback', () => {
    expect(sceneFailureText('ffmpeg exited with code 1\nmore')).toBe('ffmpeg exited with code 1');
    expect(sceneFailureText(undefined)).toBe('Scene detection failed.');
  });
});
