import { JobName, jobIdFor } from '@framehouse/domain';
import { failureReasonText, parseVideoJobId } from './processing-events';

const VIDEO = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';
describe('parseVideoJobId', () => {
  it('reads the ids jobIdFor makes', () => {
    expect(parseVideoJobId(jobIdFor(JobName.PROCESS_VIDEO, VIDEO, 0))).toEqual({
      name: JobName.PROCESS_VIDEO,
      videoId: VIDEO,
      run: 0,
    });
    expect(parseVideoJobId(jobIdFor(JobName.IMPORT_REMOTE_VIDEO, VIDEO, 12))).toEqual({
      name: JobName.IMPORT_REMOTE_VIDEO,
      videoId: VIDEO,
      run: 12,
    });
  });

  it('ignores other ids', () => {
    for (const id of ['1', `process-video-${VIDEO}`, `transcribe-${VIDEO}-0`, `process-video-x-0`]) {
      expect(parseVideoJobId(id)).toBeNull();
    }
  });
});

describe('failureReasonText', () => {
  it('keeps one bounded line of a failure reason', () => {
    expect(failureReasonText('The file has no video stream.\n    at probe (x.ts:1)')).toBe(
      'The file has no video stream.',
    );
    expect(failureReasonText(undefined)).toBe('Video processing failed');
    expect(failureReasonText('x'.repeat(5000))).toHaveLength(1000);
  });
});
