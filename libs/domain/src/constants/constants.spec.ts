import {
  AVATAR_MAX_DIMENSION,
  AVATAR_STORED_SIZE,
  BRAND_PRIMARY_COLOR,
  DEFAULT_PAGE_SIZE,
  LOGO_MAX_DIMENSION,
  LOGO_STORED_SIZE,
  PAGE_SIZES,
  PASSWORD_MIN_LENGTH,
  PICTURE_MAX_BYTES,
  TOAST_AUTO_HIDE_MS,
  TOAST_MAX,
} from './platform';
import { BUTTON_CTA_DEFAULTS, DEFAULT_PRESET_MAIN_COLOR, END_CARD_IMAGE_MAX_BYTES } from './overlays';
import { jobIdFor, JobName, QueueName } from './queues';
import { MOMENT_MIN_LENGTH_MS, THUMBNAIL_MAX_BYTES } from './video';

describe('constants', () => {
  it('holds the platform numbers', () => {
    expect(PAGE_SIZES).toEqual([25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PICTURE_MAX_BYTES).toBe(2.5 * 1024 * 1024);
    expect(THUMBNAIL_MAX_BYTES).toBe(PICTURE_MAX_BYTES);
    expect([AVATAR_MAX_DIMENSION, AVATAR_STORED_SIZE, LOGO_MAX_DIMENSION, LOGO_STORED_SIZE]).toEqual([
      5000, 256, 5000, 1024,
    ]);
    expect([TOAST_AUTO_HIDE_MS, TOAST_MAX]).toEqual([5000, 3]);
    expect(MOMENT_MIN_LENGTH_MS).toBe(5000);
    expect(END_CARD_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('uses the brand colour for CTA buttons and presets', () => {
    expect(BRAND_PRIMARY_COLOR).toBe('#CE0000');
    expect(BUTTON_CTA_DEFAULTS.backgroundColor).toBe('#CE0000');
    expect(DEFAULT_PRESET_MAIN_COLOR).toBe('#CE0000');
  });
});

describe('queues', () => {
  it('names the video-processing queue and builds deterministic job ids without ":"', () => {
    expect(QueueName.VIDEO_PROCESSING).toBe('video-processing');
    expect(jobIdFor(JobName.PROCESS_VIDEO, 'abc')).toBe('process-video-abc');
    expect(jobIdFor(JobName.PROCESS_VIDEO, 'abc', 2)).toBe('process-video-abc-2');
    expect(jobIdFor(JobName.IMPORT_REMOTE_VIDEO, 'abc')).not.toContain(':');
  });
});
