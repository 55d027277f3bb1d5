import { detectObjectsContract, JobName, jobIdFor, type DetectObjectsResult } from '@framehouse/domain';
import { detectionFailureText, parseDetectObjectsJobId, storedDetections } from './detection-events';

const VIDEO = '3f2b8c4e-1d2a-4b5c-8d7e-9f0a1b2c3d4e';
const PREFIX = `media/o/m/processed/objects/${VIDEO}-0/`;

describe('object detection events', () => {
  it("reads the video and run of a video's detection job, and of no other job", () => {
    expect(parseDetectObjectsJobId(jobIdFor(JobName.DETECT_OBJECTS, VIDEO, 2))).toEqual({
      videoId: VIDEO,
      run: 2,
    });
    expect(parseDetectObjectsJobId(jobIdFor(JobName.PROCESS_VIDEO, VIDEO, 0))).toBeNull();
    expect(parseDetectObjectsJobId(`detect-objects-${VIDEO}`)).toBeNull();
  });

  it('keeps the objects that fit the video, crops only under the prefix, ordered by time', () => {
    const box = { x: 0, y: 0, width: 0.5, height: 0.5 };
    const result = detectObjectsContract.parseResult({
      objects: [
        {
          category: 'DOG',
          startMs: 3000,
          endMs: 99_000,
          score: 0.9,
          box,
          thumbnailKey: `${PREFIX}002-dog.jpg`,
        },
        {
          category: 'STOP_SIGN',
          startMs: 1000,
          endMs: 2000,
          score: 0.8,
          box,
          thumbnailKey: 'media/x/secret.jpg',
        },
        {
          category: 'CAT',
          startMs: 0,
          endMs: 1000,
          score: 0.7,
          box,
          thumbnailKey: `${PREFIX}../../escape.jpg`,
        },
        { category: 'UNICORN', startMs: 0, endMs: 1000, score: 0.9, box, thumbnailKey: `${PREFIX}003.jpg` },
        { category: 'CAR', startMs: 9000, endMs: 9000, score: 0.9, box, thumbnailKey: `${PREFIX}004.jpg` },
        {
          category: 'BUS',
          startMs: 12_000,
          endMs: 13_000,
          score: 0.9,
          box,
          thumbnailKey: `${PREFIX}005.jpg`,
        },
        'nonsense',
      ],
    }) as DetectObjectsResult;
    expect(storedDetections(result, { durationMs: 10_000, outputPrefix: PREFIX })).toEqual([
      { category: 'CAT', startMs: 0, endMs: 1000, score: 0.7, thumbnailKey: '' },
      { category: 'STOP_SIGN', startMs: 1000, endMs: 2000, score: 0.8, thumbnailKey: '' },
      { category: 'DOG', startMs: 3000, endMs: 10_000, score: 0.9, thumbnailKey: `${PREFIX}002-dog.jpg` },
    ]);
  });

  it("words a failure with the worker's first line, or ours", () => {
    expect(detectionFailureText('Source missing.\n  at stack')).toBe('Source missing.');
    expect(detectionFailureText(undefined)).toBe('Object detection failed');
  });
});
