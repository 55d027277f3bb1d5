import { VideoStatus } from '@framehouse/domain';
import {
  changesMomentTags,
  flagUnpublishedChanges,
  hasUnpublishedChanges,
  isEditorTabPath,
  isFlaggedUnpublished,
  isVideoPagePath,
  keepsEditorPanel,
  leaveQuestion,
  parseUnpublishedChanges,
  UNPUBLISHED_CHANGES_KEY,
  warnsBeforeUnload,
  withUnpublishedChanges,
  type LeaveHold,
} from './leave-prompt';

const videoId = 'v1';
const editorDraft = (dirty: boolean): LeaveHold => ({ dirty, keeps: keepsEditorPanel(videoId) });

describe('the video pages', () => {
  it('knows the video pages and the editor tabs', () => {
    expect(isVideoPagePath(videoId, '/video/v1')).toBe(true);
    expect(isVideoPagePath(videoId, '/video/v1/promo-cards')).toBe(true);
    expect(isVideoPagePath(videoId, '/video/v1/moment/new')).toBe(true);
    expect(isVideoPagePath(videoId, '/video/v10')).toBe(false);
    expect(isEditorTabPath(videoId, '/video/v1/')).toBe(true);
    expect(isEditorTabPath(videoId, '/video/v1/objects')).toBe(true);
    expect(isEditorTabPath(videoId, '/video/v1/analytics')).toBe(true);
    expect(isEditorTabPath(videoId, '/video/v1/monetization')).toBe(false);
  });
});

describe('leaveQuestion', () => {
  it('asks about unpublished changes when leaving the video pages, from any of them', () => {
    const edited = { videoId, holds: [], unpublished: true };
    expect(leaveQuestion({ ...edited, nextPath: '/dashboard/videos' })).toBe('unpublished');
    expect(leaveQuestion({ ...edited, nextPath: '/video/v2' })).toBe('unpublished');
    for (const page of ['', '/moments', '/promo-cards', '/monetization', '/publish', '/cta']) {
      expect(leaveQuestion({ ...edited, nextPath: `/video/v1${page}` })).toBeUndefined();
    }
    expect(leaveQuestion({ ...edited, unpublished: false, nextPath: '/dashboard' })).toBeUndefined();
  });

  it('asks about unsaved work first, where the page that holds it does not keep it', () => {
    const dirty = { videoId, holds: [editorDraft(true)], unpublished: true };
    expect(leaveQuestion({ ...dirty, nextPath: '/video/v1/objects' })).toBeUndefined();
    expect(leaveQuestion({ ...dirty, nextPath: '/video/v1/promo-cards' })).toBe('unsaved');
    expect(leaveQuestion({ ...dirty, nextPath: '/dashboard' })).toBe('unsaved');
    const saved = { videoId, holds: [editorDraft(false)], unpublished: false };
    expect(leaveQuestion({ ...saved, nextPath: '/dashboard' })).toBeUndefined();
  });

  it('asks about unsaved chapter rows as about the details form, from the editor side panel', () => {
    // The panel's two holds: the details form saved, the chapter rows not.
    const chaptersOnly = { videoId, holds: [editorDraft(false), editorDraft(true)], unpublished: false };
    expect(leaveQuestion({ ...chaptersOnly, nextPath: '/video/v1/analytics' })).toBeUndefined();
    expect(leaveQuestion({ ...chaptersOnly, nextPath: '/video/v1/moments' })).toBe('unsaved');
    expect(leaveQuestion({ ...chaptersOnly, nextPath: '/videos' })).toBe('unsaved');
    expect(warnsBeforeUnload(chaptersOnly.holds, false)).toBe(true);
  });

  it('warns before unload with unpublished changes or unsaved work', () => {
    expect(warnsBeforeUnload([], true)).toBe(true);
    expect(warnsBeforeUnload([editorDraft(true)], false)).toBe(true);
    expect(warnsBeforeUnload([editorDraft(false)], false)).toBe(false);
  });
});

describe('the unpublished changes flag (spec §4)', () => {
  it('is decided by the status once known, by the flag until then', () => {
    expect(hasUnpublishedChanges(VideoStatus.EDITED, false)).toBe(true);
    expect(hasUnpublishedChanges(VideoStatus.PUBLISHED, true)).toBe(false);
    expect(hasUnpublishedChanges(undefined, true)).toBe(true);
    expect(hasUnpublishedChanges(undefined, false)).toBe(false);
  });

  it('is set while the video is EDITED and cleared otherwise', () => {
    expect(withUnpublishedChanges(['v2'], 'v1', VideoStatus.EDITED)).toEqual(['v2', 'v1']);
    expect(withUnpublishedChanges(['v1', 'v2'], 'v1', VideoStatus.EDITED)).toEqual(['v2', 'v1']);
    expect(withUnpublishedChanges(['v1', 'v2'], 'v1', VideoStatus.PUBLISHED)).toEqual(['v2']);
    expect(withUnpublishedChanges([], 'v1', undefined)).toEqual([]);
  });

  it('is kept in local storage, tolerating anything else there', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    flagUnpublishedChanges(storage, 'v1', VideoStatus.EDITED);
    expect(isFlaggedUnpublished(storage, 'v1')).toBe(true);
    expect(items.get(UNPUBLISHED_CHANGES_KEY)).toBe('["v1"]');
    flagUnpublishedChanges(storage, 'v1', VideoStatus.PUBLISHED);
    expect(isFlaggedUnpublished(storage, 'v1')).toBe(false);
    expect(parseUnpublishedChanges('{"v1":true}')).toEqual([]);
    expect(parseUnpublishedChanges('not json')).toEqual([]);
    expect(parseUnpublishedChanges('["v1", 2]')).toEqual(['v1']);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => flagUnpublishedChanges(refusing, 'v1', VideoStatus.EDITED)).not.toThrow();
  });

  it('follows a moment save that changed its tags or categories', () => {
    const before = { tags: ['a', 'b'], internalTags: ['c'] };
    expect(changesMomentTags(before, { tags: ['a', 'b'], internalTags: ['c'] })).toBe(false);
    expect(changesMomentTags(before, { tags: ['b', 'a'], internalTags: ['c'] })).toBe(true);
    expect(changesMomentTags(before, { tags: ['a', 'b'], internalTags: [] })).toBe(true);
  });
});
