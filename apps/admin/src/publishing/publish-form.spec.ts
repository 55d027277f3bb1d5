import { PublicationUploadStatus, PublishingTargetType, VideoOrigin, VideoStatus } from '@framehouse/domain';
import {
  canSubmitPublish,
  publishMessages,
  resultsHeadline,
  scheduledDateOf,
  scheduleFieldState,
  shouldPollResults,
  targetOptions,
  refusedCaptionMessages,
  youtubeResult,
} from './publish-form';

const self = { id: 't-self', name: 'Our pages', type: PublishingTargetType.SelfPublication };
const youtube = { id: 't-yt', name: 'Channel', type: PublishingTargetType.YouTube };

describe('targetOptions', () => {
  it('offers a YouTube entry asking for a linked account when none is linked', () => {
    const rows = targetOptions({ targets: [self], publications: [], origin: VideoOrigin.DIRECT });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ id: null, type: PublishingTargetType.YouTube, needsLink: true });
    expect(rows[0]?.lockedReason).toBeUndefined();
  });

  it('locks a target whose publication shows the newest version', () => {
    const rows = targetOptions({
      targets: [self, youtube],
      publications: [
        { publishingTargetId: 't-self', stale: false },
        { publishingTargetId: 't-yt', stale: true, uploadStatus: PublicationUploadStatus.COMPLETED },
      ],
      origin: VideoOrigin.DIRECT,
    });
    expect(rows[0]?.lockedReason).toBe('Most recent video version is already published');
    expect(rows[1]).toMatchObject({ label: 'YouTube', accountName: 'Channel' });
    expect(rows[1]?.lockedReason).toBeUndefined();
  });

  it('lets a failed YouTube publication be published again', () => {
    const rows = targetOptions({
      targets: [youtube],
      publications: [
        { publishingTargetId: 't-yt', stale: false, uploadStatus: PublicationUploadStatus.FAILED },
      ],
      origin: VideoOrigin.DIRECT,
    });
    expect(rows[0]?.lockedReason).toBeUndefined();
  });

  it('does not let a YouTube-origin video pick YouTube', () => {
    const rows = targetOptions({ targets: [self, youtube], publications: [], origin: VideoOrigin.YOUTUBE });
    expect(rows[1]?.lockedReason).toBe(
      'YouTube - A video imported from YouTube cannot be published to YouTube',
    );
  });
});

describe('publishMessages and canSubmitPublish', () => {
  const [selfRow, youtubeRow] = targetOptions({
    targets: [self, youtube],
    publications: [],
    origin: VideoOrigin.DIRECT,
  });

  it('asks for a YouTube category, prefixed with the target label', () => {
    expect(publishMessages({ selected: [youtubeRow!], youtubeCategory: '' })).toEqual([
      'YouTube - Video category must be set before publishing',
    ]);
    expect(publishMessages({ selected: [youtubeRow!], youtubeCategory: '22' })).toEqual([]);
    expect(publishMessages({ selected: [selfRow!], youtubeCategory: '' })).toEqual([]);
  });

  it('disables submit without a target, with a message, while submitting or for a status that cannot be published', () => {
    const base = { selectedCount: 1, messages: [], submitting: false, status: VideoStatus.DRAFT };
    expect(canSubmitPublish(base)).toBe(true);
    expect(canSubmitPublish({ ...base, selectedCount: 0 })).toBe(false);
    expect(canSubmitPublish({ ...base, messages: ['x'] })).toBe(false);
    expect(canSubmitPublish({ ...base, submitting: true })).toBe(false);
    expect(canSubmitPublish({ ...base, status: VideoStatus.SCHEDULED })).toBe(false);
  });
});

describe('schedule', () => {
  it('is disabled with the spec text for Published and Edited videos', () => {
    expect(scheduleFieldState(VideoStatus.PUBLISHED)).toEqual({
      disabled: true,
      helperText: 'Published video cannot be scheduled',
    });
    expect(scheduleFieldState(VideoStatus.EDITED).disabled).toBe(true);
    expect(scheduleFieldState(VideoStatus.DRAFT)).toEqual({ disabled: false });
  });

  it('reads a past or empty date as now', () => {
    const now = new Date('2026-01-01T10:00:00');
    expect(scheduledDateOf('', now)).toBeNull();
    expect(scheduledDateOf('2025-12-31T10:00', now)).toBeNull();
    expect(scheduledDateOf('2026-01-01T11:00', now)?.getTime()).toBe(new Date('2026-01-01T11:00').getTime());
  });
});

describe('results', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  it('polls while a target is pending or uploading and the date is not in the future', () => {
    const uploading = [{ publishingTargetId: 'y', stale: false, uploadStatus: 'IN_PROGRESS' }];
    expect(shouldPollResults(uploading, null, now)).toBe(true);
    expect(shouldPollResults(uploading, new Date('2026-01-02T00:00:00Z'), now)).toBe(false);
    expect(shouldPollResults([{ ...uploading[0]!, uploadStatus: 'COMPLETED' }], null, now)).toBe(false);
  });

  it('says what a scheduled and an immediate publish did', () => {
    expect(resultsHeadline(true)).toEqual({ headline: 'Video will be published!', listTitle: 'Pages:' });
    expect(resultsHeadline(false)).toEqual({ headline: 'Video Published!', listTitle: 'Share links:' });
  });

  it("tells a YouTube publication's outcome", () => {
    const done = {
      publishingTargetId: 'y',
      stale: false,
      uploadStatus: 'COMPLETED',
      publicUrl: 'https://www.youtube.com/watch?v=abc',
      studioUrl: 'https://studio.youtube.com/video/abc/edit',
    };
    expect(youtubeResult(done)).toEqual({ kind: 'link', url: done.publicUrl });
    expect(youtubeResult({ ...done, studioUrl: null })).toEqual({
      kind: 'noLink',
      text: 'Publishing succeeded, but the video link was not provided.',
    });
    expect(youtubeResult({ ...done, uploadStatus: 'FAILED' })).toEqual({
      kind: 'failed',
      text: 'Publication has failed.',
    });
    expect(youtubeResult({ ...done, uploadStatus: 'PENDING' }).kind).toBe('pending');
  });

  it('gives a failed upload its reason', () => {
    const failed = {
      publishingTargetId: 'y',
      stale: false,
      uploadStatus: 'FAILED',
      failureReason: 'Uploading to YouTube failed. Try to publish again.',
    };
    expect(youtubeResult(failed)).toEqual({
      kind: 'failed',
      text: 'Publication has failed.',
      reason: 'Uploading to YouTube failed. Try to publish again.',
    });
  });

  it('tells each caption YouTube refused, with its words', () => {
    const refused = {
      publishingTargetId: 'y',
      stale: false,
      uploadStatus: 'COMPLETED',
      refusedCaptions: [{ name: 'french.vtt', languageCode: 'fr', reason: 'Invalid metadata.' }],
    };
    expect(refusedCaptionMessages(refused)).toEqual([
      'YouTube refused the caption french.vtt (fr): Invalid metadata.',
    ]);
    expect(refusedCaptionMessages({ ...refused, refusedCaptions: null })).toEqual([]);
  });
});

describe("a target's warnings", () => {
  it('shows a YouTube publication that failed or whose captions were refused on its target', () => {
    const [row] = targetOptions({
      targets: [youtube],
      publications: [
        {
          publishingTargetId: 't-yt',
          stale: false,
          uploadStatus: PublicationUploadStatus.COMPLETED,
          refusedCaptions: [{ name: 'french.vtt', languageCode: 'fr', reason: 'Invalid metadata.' }],
        },
      ],
      origin: VideoOrigin.DIRECT,
    });
    expect(row?.warnings).toEqual(['YouTube refused the caption french.vtt (fr): Invalid metadata.']);
    const [failed] = targetOptions({
      targets: [youtube],
      publications: [
        {
          publishingTargetId: 't-yt',
          stale: false,
          uploadStatus: PublicationUploadStatus.FAILED,
          failureReason: 'Uploading to YouTube failed. Try to publish again.',
        },
      ],
      origin: VideoOrigin.DIRECT,
    });
    expect(failed?.warnings).toEqual([
      'Publication has failed. Uploading to YouTube failed. Try to publish again.',
    ]);
    expect(targetOptions({ targets: [self], publications: [], origin: undefined })[0]?.warnings).toEqual([]);
  });
});
