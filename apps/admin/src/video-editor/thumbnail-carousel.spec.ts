import { ContentSource } from '@framehouse/sdk';
import {
  carouselStartShowing,
  clampCarouselStart,
  isUploadedThumbnail,
  thumbnailCountProblem,
  thumbnailSizeProblem,
} from './thumbnail-carousel';

const uploaded = { source: ContentSource.User };
const candidate = { source: ContentSource.System };

describe('thumbnail limits', () => {
  it('counts only uploads towards the 10', () => {
    expect(isUploadedThumbnail(uploaded)).toBe(true);
    expect(isUploadedThumbnail(candidate)).toBe(false);
    expect(thumbnailCountProblem([...Array(9).fill(uploaded), ...Array(5).fill(candidate)])).toBeUndefined();
    expect(thumbnailCountProblem(Array(10).fill(uploaded))).toBe(
      'Max allowed uploaded thumbnail count is 10',
    );
  });

  it('refuses a file over 2.5 MiB with the thumbnail message', () => {
    expect(thumbnailSizeProblem(2.5 * 1024 * 1024)).toBeUndefined();
    expect(thumbnailSizeProblem(2.5 * 1024 * 1024 + 1)).toBe(
      'Thumbnail exceeds maximum file size (2.5 MiB).',
    );
  });
});

describe('the carousel window (3 at a time)', () => {
  it('keeps the window full and inside the list', () => {
    expect(clampCarouselStart(5, 6)).toBe(3);
    expect(clampCarouselStart(-1, 6)).toBe(0);
    expect(clampCarouselStart(2, 2)).toBe(0);
  });

  it('moves as little as needed to show an index', () => {
    expect(carouselStartShowing(1, 0, 6)).toBe(0);
    expect(carouselStartShowing(4, 0, 6)).toBe(2);
    expect(carouselStartShowing(1, 3, 6)).toBe(1);
    expect(carouselStartShowing(5, 3, 6)).toBe(3);
  });
});
