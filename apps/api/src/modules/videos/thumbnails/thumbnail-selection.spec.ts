import { candidateIndexOf, candidateThumbnailId, selectedThumbnailId } from './thumbnail-selection';

const video = {
  id: 'v1',
  thumbnailKeys: ['a.jpg', 'b.jpg'],
  thumbnailId: null as string | null,
  thumbnailCandidate: null as number | null,
};

describe('thumbnail selection', () => {
  it('names candidates by position from 1', () => {
    expect(candidateThumbnailId('v1', 0)).toBe('v1:thumbnail:1');
    expect(candidateIndexOf(video, 'v1:thumbnail:2')).toBe(1);
  });

  it('refuses what is not a candidate of this video', () => {
    for (const id of ['v1:thumbnail:3', 'v1:thumbnail:0', 'v2:thumbnail:1', 'v1:thumbnail:01', 'x']) {
      expect(candidateIndexOf(video, id)).toBeNull();
    }
  });

  it('selects an uploaded thumbnail, else a candidate, else the poster', () => {
    expect(selectedThumbnailId(video)).toBeNull();
    expect(selectedThumbnailId({ ...video, thumbnailCandidate: 1 })).toBe('v1:thumbnail:2');
    expect(selectedThumbnailId({ ...video, thumbnailCandidate: 5 })).toBeNull();
    expect(selectedThumbnailId({ ...video, thumbnailId: 'u1', thumbnailCandidate: 1 })).toBe('u1');
  });
});
