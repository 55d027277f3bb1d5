import { LogoPosition, VideoOrigin, VideoStatus } from '../enums/video';
import {
  canEditVideo,
  canEditVideoField,
  editableVideoFields,
  sameVideoMetadata,
  statusAfterMetadataChange,
  statusesAllowingVideoField,
  VIDEO_EDITABLE_FIELDS,
  type VideoMetadataSnapshot,
} from './video-editing';

const metadata: VideoMetadataSnapshot = {
  title: 'Launch',
  description: '',
  tags: ['a', 'b'],
  internalTags: [],
  thumbnailId: null,
  orgLogoEnabled: false,
  orgLogoPosition: LogoPosition.BOTTOM_RIGHT,
};

describe('the editing decision table', () => {
  it.each([VideoStatus.DRAFT, VideoStatus.SCHEDULED, VideoStatus.PUBLISHED, VideoStatus.EDITED])(
    'allows every field in %s, for every origin',
    (status) => {
      for (const origin of Object.values(VideoOrigin)) {
        expect(editableVideoFields(status, origin)).toEqual(VIDEO_EDITABLE_FIELDS);
      }
    },
  );

  it('allows title and description only while a direct upload is on its way, and after a failure', () => {
    for (const status of [
      VideoStatus.CREATED,
      VideoStatus.UPLOADING,
      VideoStatus.UPLOADED,
      VideoStatus.PROCESSING,
      VideoStatus.FAILED,
    ]) {
      expect(editableVideoFields(status, VideoOrigin.DIRECT)).toEqual(['title', 'description']);
    }
    expect(canEditVideoField(VideoStatus.PROCESSING, VideoOrigin.DIRECT, 'tags')).toBe(false);
    expect(canEditVideoField(VideoStatus.FAILED, VideoOrigin.YOUTUBE, 'title')).toBe(true);
  });

  it('allows nothing in a status the origin never has', () => {
    expect(editableVideoFields(VideoStatus.UPLOADING, VideoOrigin.REMOTE)).toEqual([]);
    expect(canEditVideo(VideoStatus.CREATED, VideoOrigin.YOUTUBE)).toBe(false);
    expect(canEditVideo(VideoStatus.UPLOADED, VideoOrigin.VIMEO)).toBe(true);
  });

  it('lists the statuses allowing a field, in the order of a video life', () => {
    expect(statusesAllowingVideoField(VideoOrigin.REMOTE, 'tags')).toEqual([
      'DRAFT',
      'SCHEDULED',
      'PUBLISHED',
      'EDITED',
    ]);
    expect(statusesAllowingVideoField(VideoOrigin.DIRECT, 'title')).toEqual([
      'CREATED',
      'UPLOADING',
      'UPLOADED',
      'PROCESSING',
      'DRAFT',
      'SCHEDULED',
      'PUBLISHED',
      'EDITED',
      'FAILED',
    ]);
  });
});

describe('versions and the EDITED status', () => {
  it('compares every published field, tag order included', () => {
    expect(sameVideoMetadata(metadata, { ...metadata })).toBe(true);
    expect(sameVideoMetadata(metadata, { ...metadata, tags: ['b', 'a'] })).toBe(false);
    expect(sameVideoMetadata(metadata, { ...metadata, thumbnailId: 'x' })).toBe(false);
    expect(sameVideoMetadata(metadata, { ...metadata, orgLogoPosition: LogoPosition.TOP_LEFT })).toBe(false);
  });

  it('makes a published video EDITED while it differs from the published version', () => {
    const changed = { ...metadata, title: 'Launch 2' };
    expect(statusAfterMetadataChange(VideoStatus.PUBLISHED, changed, metadata)).toBe(VideoStatus.EDITED);
    expect(statusAfterMetadataChange(VideoStatus.EDITED, metadata, metadata)).toBe(VideoStatus.PUBLISHED);
    expect(statusAfterMetadataChange(VideoStatus.PUBLISHED, changed, null)).toBe(VideoStatus.EDITED);
    expect(statusAfterMetadataChange(VideoStatus.DRAFT, changed, metadata)).toBe(VideoStatus.DRAFT);
    expect(statusAfterMetadataChange(VideoStatus.SCHEDULED, changed, null)).toBe(VideoStatus.SCHEDULED);
  });
});
