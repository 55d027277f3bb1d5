import { PlaylistContentType, PlaylistFilterBy, PlaylistItemsOrder } from '../enums/playlist';
import {
  matchesPlaylistFilter,
  playlistChangeClearsItems,
  PlaylistMessages,
  playlistRuleItems,
  validatePlaylistFilter,
  type PlaylistCandidate,
} from './playlists';

const candidate = (
  id: string,
  title: string,
  day: number,
  views: number,
  tags: string[] = [],
): PlaylistCandidate => ({
  id,
  title,
  publishedAt: new Date(Date.UTC(2025, 0, day)),
  views,
  tags,
  internalTags: tags.map((tag) => `${tag}-category`),
});

const CANDIDATES = [
  candidate('1', 'bravo', 1, 30, ['Sport']),
  candidate('2', 'Alpha', 3, 10, ['sport']),
  candidate('3', 'delta', 2, 40),
  candidate('4', 'Charlie 10', 4, 20),
  candidate('5', 'Charlie 9', 4, 20),
];

const order = (
  orderBy: PlaylistItemsOrder,
  filterBy = PlaylistFilterBy.NULL,
  filterValue: string | null = null,
) => playlistRuleItems(CANDIDATES, { orderBy, filterBy, filterValue }).map(({ title }) => title);

describe('playlistRuleItems', () => {
  it.each([
    [PlaylistItemsOrder.PUBLICATION_DATE, ['bravo', 'delta', 'Alpha', 'Charlie 10', 'Charlie 9']],
    [PlaylistItemsOrder.PUBLICATION_DATE_DESC, ['Charlie 9', 'Charlie 10', 'Alpha', 'delta', 'bravo']],
    [PlaylistItemsOrder.TITLE, ['Alpha', 'bravo', 'Charlie 9', 'Charlie 10', 'delta']],
    [PlaylistItemsOrder.TITLE_DESC, ['delta', 'Charlie 10', 'Charlie 9', 'bravo', 'Alpha']],
    [PlaylistItemsOrder.VIEWS, ['Alpha', 'Charlie 10', 'Charlie 9', 'bravo', 'delta']],
    [PlaylistItemsOrder.VIEWS_DESC, ['delta', 'bravo', 'Charlie 10', 'Charlie 9', 'Alpha']],
    [PlaylistItemsOrder.MANUAL, ['bravo', 'Alpha', 'delta', 'Charlie 10', 'Charlie 9']],
  ])('orders by %s (titles as a reader sorts them, ties by date then id)', (orderBy, titles) => {
    expect(order(orderBy)).toEqual(titles);
  });

  it('filters by tag or category, whatever the case and spaces', () => {
    expect(order(PlaylistItemsOrder.TITLE, PlaylistFilterBy.TAG, ' SPORT ')).toEqual(['Alpha', 'bravo']);
    expect(order(PlaylistItemsOrder.TITLE, PlaylistFilterBy.INTERNAL_TAG, 'sport-CATEGORY')).toEqual([
      'Alpha',
      'bravo',
    ]);
    expect(order(PlaylistItemsOrder.TITLE, PlaylistFilterBy.TAG, 'sport-category')).toEqual([]);
  });

  it('leaves its input as it was', () => {
    const before = CANDIDATES.map(({ id }) => id);
    order(PlaylistItemsOrder.TITLE);
    expect(CANDIDATES.map(({ id }) => id)).toEqual(before);
  });
});

describe('the playlist rules', () => {
  it('asks a rule-based filter for its value, no longer than a tag', () => {
    expect(validatePlaylistFilter(PlaylistItemsOrder.TITLE, PlaylistFilterBy.TAG, ' ')).toBe(
      PlaylistMessages.tagEmpty,
    );
    expect(validatePlaylistFilter(PlaylistItemsOrder.TITLE, PlaylistFilterBy.INTERNAL_TAG, null)).toBe(
      PlaylistMessages.categoryEmpty,
    );
    expect(validatePlaylistFilter(PlaylistItemsOrder.TITLE, PlaylistFilterBy.TAG, 'x'.repeat(61))).toBe(
      'Maximum 60 characters allowed',
    );
    expect(validatePlaylistFilter(PlaylistItemsOrder.TITLE, PlaylistFilterBy.NULL, null)).toBeUndefined();
    expect(validatePlaylistFilter(PlaylistItemsOrder.MANUAL, PlaylistFilterBy.TAG, null)).toBeUndefined();
  });

  it('clears the manual items when the content type changes or the order leaves MANUAL', () => {
    const manualVideos = { contentType: PlaylistContentType.VIDEOS, orderBy: PlaylistItemsOrder.MANUAL };
    expect(playlistChangeClearsItems(manualVideos, manualVideos)).toBe(false);
    expect(
      playlistChangeClearsItems(manualVideos, { ...manualVideos, contentType: PlaylistContentType.MOMENTS }),
    ).toBe(true);
    expect(
      playlistChangeClearsItems(manualVideos, { ...manualVideos, orderBy: PlaylistItemsOrder.VIEWS }),
    ).toBe(true);
  });

  it('matches no tag when the candidate has none', () => {
    expect(matchesPlaylistFilter({ tags: [], internalTags: [] }, PlaylistFilterBy.TAG, 'a')).toBe(false);
    expect(matchesPlaylistFilter({ tags: [], internalTags: [] }, PlaylistFilterBy.NULL, null)).toBe(true);
  });

  it('words the wrong item type and the empty public playlist', () => {
    expect(PlaylistMessages.wrongItemType(PlaylistContentType.VIDEOS)).toBe(
      'Only videos can be added to a playlist of videos.',
    );
    expect(PlaylistMessages.noPublishedItems(PlaylistContentType.MOMENTS)).toBe(
      'This playlist has no published moments yet.',
    );
  });
});
