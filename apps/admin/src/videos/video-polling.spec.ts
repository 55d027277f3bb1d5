import { VideoStatus } from '@framehouse/domain';
import { isPending, pollIntervalFor, VIDEO_POLL_MS, videoStatusOf } from './video-polling';

const video = (status: string | null) => ({ status });

describe('pollIntervalFor', () => {
  it('polls while any listed video is created, uploading, uploaded or processing', () => {
    for (const status of [
      VideoStatus.CREATED,
      VideoStatus.UPLOADING,
      VideoStatus.UPLOADED,
      VideoStatus.PROCESSING,
    ]) {
      expect(pollIntervalFor([video(VideoStatus.DRAFT), video(status)])).toBe(VIDEO_POLL_MS);
    }
  });

  it('stops when none is pending', () => {
    expect(
      pollIntervalFor([
        video(VideoStatus.DRAFT),
        video(VideoStatus.FAILED),
        video(VideoStatus.PUBLISHED),
        video(VideoStatus.SCHEDULED),
        video(VideoStatus.EDITED),
      ]),
    ).toBe(false);
  });

  it('does not poll an empty, missing or unknown list', () => {
    expect(pollIntervalFor([])).toBe(false);
    expect(pollIntervalFor(undefined)).toBe(false);
    expect(pollIntervalFor([null, video(null), video('ARCHIVED')])).toBe(false);
  });

  it('polls every few seconds', () => {
    expect(VIDEO_POLL_MS).toBeGreaterThanOrEqual(1000);
    expect(VIDEO_POLL_MS).toBeLessThanOrEqual(5000);
  });
});

describe('isPending and videoStatusOf', () => {
  it('reads the API status as the domain enum', () => {
    expect(videoStatusOf('PROCESSING')).toBe(VideoStatus.PROCESSING);
    expect(videoStatusOf('nope')).toBeUndefined();
    expect(isPending(video('PROCESSING'))).toBe(true);
    expect(isPending(video('DRAFT'))).toBe(false);
    expect(isPending(null)).toBe(false);
  });
});
