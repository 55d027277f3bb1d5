import { PublishingTargetType, VideoStatus } from '@framehouse/domain';
import {
  bulkUnpublishResult,
  canBulkUnpublish,
  isShareable,
  unpublishActionFor,
  unpublishResultLines,
  unpublishTargetTypes,
} from './unpublish';

describe('unpublish', () => {
  it('offers unpublish for Published and Edited, cancelling for Scheduled, nothing otherwise', () => {
    expect(unpublishActionFor(VideoStatus.PUBLISHED)).toBe('unpublish');
    expect(unpublishActionFor(VideoStatus.EDITED)).toBe('unpublish');
    expect(unpublishActionFor(VideoStatus.SCHEDULED)).toBe('cancelSchedule');
    expect(unpublishActionFor(VideoStatus.DRAFT)).toBeUndefined();
  });

  it('takes the video off every type it is on', () => {
    expect(unpublishTargetTypes([])).toEqual([PublishingTargetType.SelfPublication]);
    expect(unpublishTargetTypes([PublishingTargetType.YouTube])).toEqual([
      PublishingTargetType.SelfPublication,
      PublishingTargetType.YouTube,
    ]);
  });

  it('says the result, with the YouTube note when YouTube is included', () => {
    expect(unpublishResultLines(true, false)).toEqual(['Video Unpublished!']);
    expect(unpublishResultLines(true, true)).toEqual([
      'Video Unpublished!',
      'Unpublishing from YouTube has been scheduled, it make take a while before changes are visible.',
    ]);
    expect(unpublishResultLines(false, true)).toEqual(['Unpublishing Failed']);
  });

  it('shares published-type statuses only', () => {
    expect(isShareable(VideoStatus.PUBLISHED)).toBe(true);
    expect(isShareable(VideoStatus.EDITED)).toBe(true);
    expect(isShareable(VideoStatus.SCHEDULED)).toBe(false);
    expect(isShareable(undefined)).toBe(false);
  });

  it('offers the bulk unpublish only when every selected video is Published', () => {
    expect(canBulkUnpublish([VideoStatus.PUBLISHED, VideoStatus.PUBLISHED])).toBe(true);
    expect(canBulkUnpublish([VideoStatus.PUBLISHED, VideoStatus.EDITED])).toBe(false);
    expect(canBulkUnpublish([])).toBe(false);
  });

  it('counts the bulk result', () => {
    expect(bulkUnpublishResult([true, true])).toEqual({
      message: '2 video(s) has been unpublished.',
      failed: false,
    });
    expect(bulkUnpublishResult([true, false]).message).toBe('1 video(s) has been unpublished with warnings.');
    expect(bulkUnpublishResult([false])).toEqual({
      message: 'No videos were unpublished. Try again.',
      failed: true,
    });
  });
});
