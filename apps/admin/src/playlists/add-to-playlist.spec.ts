import { addToPlaylistOutcome, pickerFilters } from './add-to-playlist';

describe('add to playlist', () => {
  it('asks for the manual playlists that hold the item and those of its type that do not', () => {
    expect(pickerFilters({ kind: 'video', id: 'v1' })).toEqual({
      included: { manualVideoId: 'v1' },
      excluded: { excludeManualVideoId: 'v1' },
    });
    expect(pickerFilters({ kind: 'moment', id: 'm1' })).toEqual({
      included: { manualMomentId: 'm1' },
      excluded: { excludeManualMomentId: 'm1' },
    });
  });

  it('says how many playlists took the item, with the spec texts (video-area §8)', () => {
    expect(addToPlaylistOutcome('video', [true, true])).toEqual({
      message: 'Video added to 2 playlist(s).',
      failed: false,
    });
    expect(addToPlaylistOutcome('moment', [true, false])).toEqual({
      message: 'Moment added to 1 playlist(s) with errors.',
      failed: true,
    });
    expect(addToPlaylistOutcome('video', [false])).toEqual({
      message: 'Video was not added to any playlist. Try again.',
      failed: true,
    });
  });
});
