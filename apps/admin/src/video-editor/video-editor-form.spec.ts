import { LogoPosition, VideoOrigin, VideoStatus } from '@framehouse/domain';
import { LogoPosition as SdkLogoPosition } from '@framehouse/sdk';
import { VIDEO_POLL_MS } from '../videos/video-polling';
import {
  canPasteTags,
  editorPollInterval,
  changedFields,
  editableFields,
  editorValuesOf,
  isDirty,
  parseStoredTags,
  pastedTags,
  publishButtonState,
  SCHEDULED_PUBLISH_TOOLTIP,
  splitFieldErrors,
  tagAddition,
  tagsMissingFrom,
  updateVideoInputOf,
  validateEditorValues,
  type EditorValues,
} from './video-editor-form';

const saved: EditorValues = {
  title: 'Launch day',
  description: 'Our launch.',
  tags: ['news', 'launch'],
  internalTags: ['events'],
  thumbnailId: null,
  orgLogoEnabled: false,
  orgLogoPosition: LogoPosition.BOTTOM_RIGHT,
};

describe('editorValuesOf', () => {
  it('reads the tag values and the API enum of the logo position', () => {
    expect(
      editorValuesOf({
        title: 'T',
        description: '',
        tags: [{ value: 'a' }],
        internalTags: [{ value: 'b' }],
        thumbnailId: 'v:thumbnail:1',
        orgLogoEnabled: true,
        orgLogoPosition: SdkLogoPosition.TopLeft,
      }),
    ).toEqual({
      title: 'T',
      description: '',
      tags: ['a'],
      internalTags: ['b'],
      thumbnailId: 'v:thumbnail:1',
      orgLogoEnabled: true,
      orgLogoPosition: LogoPosition.TOP_LEFT,
    });
  });
});

describe('dirty checking', () => {
  it('is clean when every value equals the saved one, even in new arrays', () => {
    expect(isDirty(saved, { ...saved, tags: ['news', 'launch'] })).toBe(false);
    expect(changedFields(saved, saved)).toEqual([]);
  });

  it('names each changed field; tag order counts', () => {
    expect(changedFields(saved, { ...saved, title: 'New', tags: ['launch', 'news'] })).toEqual([
      'title',
      'tags',
    ]);
    expect(changedFields(saved, { ...saved, orgLogoEnabled: true, thumbnailId: 'x' })).toEqual([
      'thumbnailId',
      'orgLogoEnabled',
    ]);
  });
});

describe('validateEditorValues', () => {
  it('checks only the fields about to be sent, with the spec messages', () => {
    const values = { ...saved, title: '  ', description: 'x'.repeat(5001) };
    expect(validateEditorValues(values, ['title'])).toEqual({ title: 'Title cannot be empty' });
    expect(validateEditorValues(values, ['description']).description).toBeDefined();
    expect(validateEditorValues(values, ['tags'])).toEqual({});
  });

  it('refuses a title over 256 characters and a category over 60', () => {
    const values = { ...saved, title: 't'.repeat(257), internalTags: ['c'.repeat(61)] };
    expect(Object.keys(validateEditorValues(values, ['title', 'internalTags']))).toEqual([
      'title',
      'internalTags',
    ]);
  });
});

describe('updateVideoInputOf', () => {
  it('names only the changed fields, the title trimmed and the position as the API enum', () => {
    const values = { ...saved, title: ' New ', orgLogoPosition: LogoPosition.TOP_RIGHT, thumbnailId: null };
    expect(updateVideoInputOf(values, ['title', 'orgLogoPosition', 'thumbnailId'])).toEqual({
      title: 'New',
      orgLogoPosition: SdkLogoPosition.TopRight,
      thumbnailId: null,
    });
  });
});

describe('splitFieldErrors', () => {
  it('keeps the first error of each editor field and passes the others on', () => {
    const title = { field: 'title', name: 'VALIDATION_ERROR', messages: ['Title cannot be empty'] };
    const other = { field: null, name: 'PERMISSIONS_ERROR', messages: [] };
    const unknown = { field: 'endCardId', name: 'NOT_FOUND', messages: [] };
    expect(splitFieldErrors([title, { ...title, messages: ['second'] }, other, unknown])).toEqual({
      fields: { title },
      others: [{ ...title, messages: ['second'] }, other, unknown],
    });
  });
});

describe('editableFields', () => {
  it('allows nothing without CHANGE_VIDEO', () => {
    expect(editableFields(VideoStatus.DRAFT, VideoOrigin.DIRECT, false).size).toBe(0);
  });

  it('follows the domain table: everything for a draft, title and description while processing or failed', () => {
    expect(editableFields(VideoStatus.DRAFT, VideoOrigin.DIRECT, true).size).toBe(7);
    expect([...editableFields(VideoStatus.PROCESSING, VideoOrigin.REMOTE, true)]).toEqual([
      'title',
      'description',
    ]);
    expect([...editableFields(VideoStatus.FAILED, VideoOrigin.DIRECT, true)]).toEqual([
      'title',
      'description',
    ]);
    expect(editableFields(VideoStatus.UPLOADING, VideoOrigin.YOUTUBE, true).size).toBe(0);
  });

  it('allows nothing for a status or origin this build does not know', () => {
    expect(editableFields(undefined, VideoOrigin.DIRECT, true).size).toBe(0);
  });
});

describe('tagAddition', () => {
  it('adds a trimmed value', () => {
    expect(tagAddition(['a'], '  b ', 'tag')).toEqual({ tags: ['a', 'b'] });
  });

  it('ignores blanks and does not add duplicates, without an error', () => {
    const tags = ['a'];
    expect(tagAddition(tags, '   ', 'tag')).toEqual({ tags });
    expect(tagAddition(tags, 'a', 'tag')).toEqual({ tags: ['a'] });
  });

  it('refuses a value over 60 characters, naming the kind', () => {
    expect(tagAddition(['a'], 'x'.repeat(61), 'category')).toEqual({
      tags: ['a'],
      error: 'Max. 60 characters per category',
    });
    expect(tagAddition([], 'x'.repeat(60), 'tag')).toEqual({ tags: ['x'.repeat(60)] });
  });
});

describe('tag copy and paste', () => {
  it('reads a stored JSON list of strings, and nothing from anything else', () => {
    expect(parseStoredTags('["a"," b ","a",3,""]')).toEqual(['a', 'b']);
    expect(parseStoredTags('{"a":1}')).toEqual([]);
    expect(parseStoredTags('not json')).toEqual([]);
    expect(parseStoredTags(null)).toEqual([]);
  });

  it('offers Paste only when stored tags include ones not present', () => {
    expect(canPasteTags(VideoStatus.DRAFT, ['a'], ['a', 'b'])).toBe(true);
    expect(canPasteTags(VideoStatus.DRAFT, ['a', 'b'], ['b', 'a'])).toBe(false);
    expect(canPasteTags(VideoStatus.DRAFT, [], [])).toBe(false);
  });

  it('never offers Paste for a Failed video', () => {
    expect(canPasteTags(VideoStatus.FAILED, [], ['a'])).toBe(false);
  });

  it('adds the missing stored tags after the current ones, leaving out ones over 60 characters', () => {
    const long = 'y'.repeat(61);
    expect(tagsMissingFrom(['a'], ['a', long, 'c'])).toEqual(['c']);
    expect(pastedTags(['b', 'a'], ['a', 'c', 'd'])).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('publishButtonState', () => {
  it('reads Republish for an EDITED video and Publish otherwise', () => {
    expect(publishButtonState(VideoStatus.EDITED, false).label).toBe('Republish');
    expect(publishButtonState(VideoStatus.DRAFT, false).label).toBe('Publish');
    expect(publishButtonState(undefined, false).label).toBe('Publish');
  });

  it('says why it is disabled: a scheduled video, saving, or a status that cannot be published', () => {
    expect(publishButtonState(VideoStatus.SCHEDULED, false).disabledReason).toBe(SCHEDULED_PUBLISH_TOOLTIP);
    expect(publishButtonState(VideoStatus.DRAFT, true).disabledReason).toBe('Saving…');
    expect(publishButtonState(VideoStatus.PROCESSING, false).disabledReason).toBe(
      'Video has incorrect status: PROCESSING. Allowed statuses: DRAFT, EDITED, PUBLISHED.',
    );
  });

  it('is enabled for a Draft, Published or Edited video that is not being saved', () => {
    expect(publishButtonState(VideoStatus.DRAFT, false).disabledReason).toBeUndefined();
    expect(publishButtonState(VideoStatus.EDITED, false).disabledReason).toBeUndefined();
    expect(publishButtonState(VideoStatus.PUBLISHED, false).disabledReason).toBeUndefined();
  });
});

describe('editorPollInterval', () => {
  it('polls while the video is processed, then while its transcript is on its way', () => {
    expect(editorPollInterval({ status: VideoStatus.PROCESSING, transcriptionStatus: null })).toBe(
      VIDEO_POLL_MS,
    );
    expect(editorPollInterval({ status: VideoStatus.DRAFT, transcriptionStatus: 'QUEUED' })).toBe(
      VIDEO_POLL_MS,
    );
    expect(editorPollInterval({ status: VideoStatus.DRAFT, transcriptionStatus: 'IN_PROGRESS' })).toBe(
      VIDEO_POLL_MS,
    );
  });

  it('stops once the transcript is done or failed', () => {
    expect(editorPollInterval({ status: VideoStatus.DRAFT, transcriptionStatus: 'COMPLETED' })).toBe(false);
    expect(editorPollInterval({ status: VideoStatus.FAILED, transcriptionStatus: 'FAILED' })).toBe(false);
    expect(editorPollInterval(undefined)).toBe(false);
  });
});
