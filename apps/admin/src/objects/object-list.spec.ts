import { ObjectDetectionStatus, ToggleAction } from '@framehouse/domain';
import { bulkToggleAction } from '../components/table-query';
import {
  carouselWindow,
  deleteObjectsTitle,
  objectsPollInterval,
  OBJECTS_POLL_MS,
  thumbnailUploadProblem,
} from './object-list';

describe('the Objects tab', () => {
  it('polls only while objects are being identified', () => {
    expect(objectsPollInterval(ObjectDetectionStatus.QUEUED)).toBe(OBJECTS_POLL_MS);
    expect(objectsPollInterval(ObjectDetectionStatus.IN_PROGRESS)).toBe(OBJECTS_POLL_MS);
    expect(objectsPollInterval(ObjectDetectionStatus.COMPLETED)).toBe(false);
    expect(objectsPollInterval(ObjectDetectionStatus.FAILED)).toBe(false);
    expect(objectsPollInterval(null)).toBe(false);
  });

  it('offers Disable for a selection all on, Enable otherwise', () => {
    expect(bulkToggleAction([true, true])).toBe(ToggleAction.DISABLE);
    expect(bulkToggleAction([true, false])).toBe(ToggleAction.ENABLE);
    expect(bulkToggleAction([false])).toBe(ToggleAction.ENABLE);
    expect(bulkToggleAction([])).toBe(ToggleAction.ENABLE);
  });

  it('titles the delete dialog by count', () => {
    expect(deleteObjectsTitle(1)).toBe('Delete object');
    expect(deleteObjectsTitle(3)).toBe('Delete objects');
  });

  it('shows 3 thumbnails at a time, the window kept inside the list', () => {
    const items = [1, 2, 3, 4, 5];
    expect(carouselWindow(items, 0)).toEqual({
      shown: [1, 2, 3],
      start: 0,
      hasPrevious: false,
      hasNext: true,
    });
    expect(carouselWindow(items, 2)).toEqual({
      shown: [3, 4, 5],
      start: 2,
      hasPrevious: true,
      hasNext: false,
    });
    expect(carouselWindow(items, 9)).toEqual({
      shown: [3, 4, 5],
      start: 2,
      hasPrevious: true,
      hasNext: false,
    });
    expect(carouselWindow([1], 0)).toEqual({ shown: [1], start: 0, hasPrevious: false, hasNext: false });
  });

  it('warns at 10 uploaded thumbnails, the crop not counted', () => {
    const uploads = Array.from({ length: 10 }, () => ({ source: 'USER' }));
    expect(thumbnailUploadProblem(uploads)).toBe('Max allowed uploaded thumbnail count is 10');
    expect(thumbnailUploadProblem([{ source: 'SYSTEM' }, ...uploads.slice(1)])).toBeUndefined();
  });
});
