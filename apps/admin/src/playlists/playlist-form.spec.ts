import {
  ContextMessages,
  ErrorCode,
  ErrorMessages,
  PlaylistContentType,
  PlaylistFilterBy,
  PlaylistItemsOrder,
  ValidationMessages,
} from '@framehouse/domain';
import { PayloadError } from '../errors';
import {
  applyPlaylistPatch,
  appendItems,
  EMPTY_PLAYLIST_FORM,
  itemKindOf,
  itemsSummary,
  moveItem,
  patchClearsItems,
  playlistInputOf,
  playlistProblems,
  playlistSaveProblems,
  removeItems,
  type PlaylistForm,
} from './playlist-form';

// errors.ts reads react-admin's HttpError, whose package Jest cannot load; this spec never meets one.
jest.mock('react-admin', () => ({ HttpError: class HttpError extends Error {} }));

const A = { id: 'a', title: 'Alpha' };
const B = { id: 'b', title: 'Beta' };
const C = { id: 'c', title: 'Gamma' };
const MANUAL: PlaylistForm = { ...EMPTY_PLAYLIST_FORM, name: ' Launch week ', items: [A, B] };
const RULE: PlaylistForm = {
  ...EMPTY_PLAYLIST_FORM,
  name: 'News',
  orderBy: PlaylistItemsOrder.VIEWS_DESC,
  filterBy: PlaylistFilterBy.TAG,
  filterValue: ' news ',
};

describe('playlist form', () => {
  it('asks for a name of at most 128 characters and items in manual order, with the domain messages', () => {
    expect(playlistProblems(EMPTY_PLAYLIST_FORM)).toEqual({
      name: ValidationMessages.nameEmpty,
      items: ValidationMessages.playlistNoItems,
    });
    expect(playlistProblems({ ...MANUAL, name: 'x'.repeat(129) }).name).toBeDefined();
    expect(playlistProblems({ ...MANUAL, name: 'x'.repeat(128) })).toEqual({});
  });

  it('asks a rule with a filter for its tag or category; a rule needs no items', () => {
    expect(playlistProblems(RULE)).toEqual({});
    expect(playlistProblems({ ...RULE, filterValue: ' ' })).toEqual({ filterValue: 'Tag cannot be empty' });
    expect(
      playlistProblems({ ...RULE, filterBy: PlaylistFilterBy.INTERNAL_TAG, filterValue: '' }).filterValue,
    ).toBe('Category cannot be empty');
    expect(playlistProblems({ ...RULE, filterBy: PlaylistFilterBy.NULL, filterValue: '' })).toEqual({});
  });

  it('sends the items only in manual order and the filter only for a rule (trimmed)', () => {
    expect(playlistInputOf(MANUAL)).toEqual({
      name: 'Launch week',
      contentType: PlaylistContentType.VIDEOS,
      orderBy: PlaylistItemsOrder.MANUAL,
      filterBy: PlaylistFilterBy.NULL,
      filterValue: null,
      items: ['a', 'b'],
    });
    expect(playlistInputOf({ ...RULE, items: [A] })).toEqual({
      name: 'News',
      contentType: PlaylistContentType.VIDEOS,
      orderBy: PlaylistItemsOrder.VIEWS_DESC,
      filterBy: PlaylistFilterBy.TAG,
      filterValue: 'news',
      items: [],
    });
    expect(playlistInputOf({ ...MANUAL, filterBy: PlaylistFilterBy.TAG, filterValue: 'x' })).toMatchObject({
      filterBy: PlaylistFilterBy.NULL,
      filterValue: null,
    });
  });

  it('clears the manual items when the content type or the order changes (§4), and says so first', () => {
    const moments = { contentType: PlaylistContentType.MOMENTS };
    const newest = { orderBy: PlaylistItemsOrder.PUBLICATION_DATE_DESC };
    expect(patchClearsItems(MANUAL, moments)).toBe(true);
    expect(patchClearsItems(MANUAL, newest)).toBe(true);
    expect(patchClearsItems(MANUAL, { name: 'Other' })).toBe(false);
    expect(patchClearsItems(MANUAL, { contentType: PlaylistContentType.VIDEOS })).toBe(false);
    expect(patchClearsItems({ ...MANUAL, items: [] }, moments)).toBe(false);
    expect(applyPlaylistPatch(MANUAL, moments)).toMatchObject({ ...moments, items: [] });
    expect(applyPlaylistPatch(MANUAL, { name: 'Other' }).items).toEqual([A, B]);
  });

  it('says how many items a list shows, and of how many for a preview', () => {
    expect(itemsSummary('video', 1)).toBe('1 video');
    expect(itemsSummary('moment', 2, 2)).toBe('2 moments');
    expect(itemsSummary('video', 20, 31)).toBe('The first 20 of 31 videos');
    expect(itemKindOf(PlaylistContentType.MOMENTS)).toBe('moment');
  });

  it('moves, removes and appends items', () => {
    expect(moveItem([A, B, C], 0, 2)).toEqual([B, C, A]);
    expect(moveItem([A, B, C], 2, 0)).toEqual([C, A, B]);
    expect(moveItem([A, B, C], 1, 5)).toEqual([A, B, C]);
    expect(removeItems([A, B, C], ['a', 'c'])).toEqual([B]);
    expect(appendItems([A], [B, A, B, C])).toEqual([A, B, C]);
  });
});

describe('playlist save refusals', () => {
  const refusal = (name: ErrorCode, field: string | null = null) =>
    new PayloadError([{ name, field, messages: ['server text'] }]);

  it('puts the name taken under the name and the items refusals over the items (§8)', () => {
    expect(playlistSaveProblems(refusal(ErrorCode.PLAYLIST_NAME_TAKEN, 'name'))).toEqual({
      fields: { name: ErrorMessages[ErrorCode.PLAYLIST_NAME_TAKEN] },
      form: undefined,
    });
    expect(playlistSaveProblems(refusal(ErrorCode.NO_ITEMS_PROVIDED)).fields).toEqual({
      items: ErrorMessages[ErrorCode.NO_ITEMS_PROVIDED],
    });
    expect(playlistSaveProblems(refusal(ErrorCode.ITEM_NOT_FOUND, 'items')).fields).toEqual({
      items: ContextMessages.playlistItemNotFound,
    });
  });

  it('shows the rest above the form', () => {
    expect(playlistSaveProblems(refusal(ErrorCode.PLAYLIST_LIMIT_EXCEEDED))).toEqual({
      fields: {},
      form: ErrorMessages[ErrorCode.PLAYLIST_LIMIT_EXCEEDED],
    });
    expect(playlistSaveProblems(new Error('network')).form).toBe(ContextMessages.operationFailed);
  });
});
