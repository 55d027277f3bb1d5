import { ErrorCode } from '../errors/error-code';
import { PublishingTargetType } from '../enums/publishing';
import { VideoOrigin, VideoStatus } from '../enums/video';
import {
  embedSnippet,
  EMBED_SCRIPT_PATH,
  publicMomentPath,
  publicUrlOf,
  publicVideoPath,
} from '../media/public-urls';
import {
  isPublicationStale,
  publishProblems,
  unpublishProblems,
  youtubeStudioUrl,
  youtubeWatchUrl,
  type PublishRequestState,
} from './publishing';

const self = { type: PublishingTargetType.SelfPublication, accountLinked: true, liveVersion: null };
const youtube = { type: PublishingTargetType.YouTube, accountLinked: true, liveVersion: null };

const request = (changes: Partial<PublishRequestState> = {}): PublishRequestState => ({
  status: VideoStatus.DRAFT,
  origin: VideoOrigin.DIRECT,
  version: 0,
  targets: [self],
  scheduled: false,
  youtubeCategory: null,
  ...changes,
});

const messages = (state: PublishRequestState) => publishProblems(state).map((problem) => problem.message);

describe('publishProblems', () => {
  it('accepts a draft to its own pages, now or scheduled', () => {
    expect(publishProblems(request())).toEqual([]);
    expect(publishProblems(request({ scheduled: true }))).toEqual([]);
  });

  it('needs at least one target', () => {
    expect(publishProblems(request({ targets: [] }))).toEqual([
      {
        code: ErrorCode.VALIDATION_ERROR,
        field: 'publishingTargetIds',
        message: 'Select at least one target',
      },
    ]);
  });

  it.each([VideoStatus.SCHEDULED, VideoStatus.PROCESSING, VideoStatus.FAILED, VideoStatus.UPLOADING])(
    'refuses status %s with the allowed statuses',
    (status) => {
      expect(publishProblems(request({ status }))).toEqual([
        {
          code: ErrorCode.INCORRECT_VIDEO_STATUS,
          field: 'id',
          message: `Video has incorrect status: ${status}. Allowed statuses: DRAFT, EDITED, PUBLISHED.`,
        },
      ]);
    },
  );

  it.each([VideoStatus.PUBLISHED, VideoStatus.EDITED])('cannot schedule a %s video', (status) => {
    expect(publishProblems(request({ status, version: 2, scheduled: true }))).toEqual([
      {
        code: ErrorCode.VALIDATION_ERROR,
        field: 'scheduledPublishDate',
        message: 'Published video cannot be scheduled',
      },
    ]);
  });

  it('locks a target that already shows the newest version, prefixed with its label', () => {
    expect(
      messages(
        request({ status: VideoStatus.PUBLISHED, version: 3, targets: [{ ...self, liveVersion: 3 }] }),
      ),
    ).toEqual(['Self publication - Most recent video version is already published']);
    expect(
      publishProblems(
        request({ status: VideoStatus.EDITED, version: 4, targets: [{ ...self, liveVersion: 3 }] }),
      ),
    ).toEqual([]);
  });

  it('needs a linked account and a category for YouTube, each once', () => {
    expect(
      messages(
        request({
          targets: [
            { ...youtube, accountLinked: false },
            { ...youtube, accountLinked: false },
          ],
        }),
      ),
    ).toEqual([
      'YouTube - Link your account before publishing',
      'YouTube - Video category must be set before publishing',
    ]);
    expect(messages(request({ targets: [youtube], youtubeCategory: '  ' }))).toEqual([
      'YouTube - Video category must be set before publishing',
    ]);
    expect(messages(request({ targets: [youtube], youtubeCategory: '22' }))).toEqual([]);
  });

  it('never sends a video imported from YouTube back to YouTube', () => {
    expect(
      messages(request({ origin: VideoOrigin.YOUTUBE, targets: [self, youtube], youtubeCategory: '22' })),
    ).toEqual(['YouTube - A video imported from YouTube cannot be published to YouTube']);
    expect(messages(request({ origin: VideoOrigin.YOUTUBE }))).toEqual([]);
  });
});

describe('unpublishProblems', () => {
  it('needs a target type and a live status', () => {
    expect(unpublishProblems(VideoStatus.PUBLISHED, [PublishingTargetType.SelfPublication])).toEqual([]);
    expect(unpublishProblems(VideoStatus.EDITED, [])).toEqual([
      { code: ErrorCode.VALIDATION_ERROR, field: 'targetTypes', message: 'Select at least one target' },
    ]);
    expect(unpublishProblems(VideoStatus.SCHEDULED, [PublishingTargetType.YouTube])).toEqual([
      {
        code: ErrorCode.INCORRECT_VIDEO_STATUS,
        field: 'videoId',
        message: 'Video has incorrect status: SCHEDULED. Allowed statuses: PUBLISHED, EDITED.',
      },
    ]);
  });
});

describe('publication links', () => {
  it('is stale when the video has a newer version', () => {
    expect(isPublicationStale(1, 2)).toBe(true);
    expect(isPublicationStale(2, 2)).toBe(false);
  });

  it('builds the YouTube watch and studio pages', () => {
    expect(youtubeWatchUrl('abc123')).toBe('https://www.youtube.com/watch?v=abc123');
    expect(youtubeWatchUrl('abc123', 65_900)).toBe('https://www.youtube.com/watch?v=abc123&t=65');
    expect(youtubeStudioUrl('abc123')).toBe('https://studio.youtube.com/video/abc123/edit');
  });

  it('builds the public pages and the embed snippet from PUBLIC_URL', () => {
    expect(publicVideoPath('v1')).toBe('/p/video/v1');
    expect(publicMomentPath('m1')).toBe('/p/moment/m1');
    expect(publicUrlOf('https://fh.example/', publicVideoPath('v1'))).toBe('https://fh.example/p/video/v1');
    expect(EMBED_SCRIPT_PATH).toBe('/player/embed.js');
    expect(embedSnippet('moment', 'm1', 'https://fh.example')).toBe(
      '<div data-framehouse-moment="m1"><img class="poster" src="https://fh.example/p/api/moment/m1/poster" ' +
        'alt="" fetchpriority="high" ' +
        'style="display:block;width:100%;aspect-ratio:16/9;object-fit:cover"></div>\n' +
        '<script src="https://fh.example/player/embed.js" async></script>',
    );
  });
});
