import { ObjectCategory } from '@framehouse/domain';
import { detectedObjects, objectThumbnailKey } from './detection-result';

describe('detectedObjects', () => {
  it('rounds the score and box, and names each crop by its place and category', () => {
    expect(
      detectedObjects(
        [
          {
            category: ObjectCategory.STOP_SIGN,
            startMs: 2000,
            endMs: 5000.4,
            score: 0.86123,
            box: { x: 0.343478, y: 0.142, width: 0.318611, height: 0.5532 },
            bestFrameMs: 3000,
          },
        ],
        'media/o/m/processed/objects/',
      ),
    ).toEqual([
      {
        category: ObjectCategory.STOP_SIGN,
        startMs: 2000,
        endMs: 5000,
        score: 0.86,
        box: { x: 0.3435, y: 0.142, width: 0.3186, height: 0.5532 },
        thumbnailKey: 'media/o/m/processed/objects/001-stop-sign.jpg',
      },
    ]);
  });

  it('keys crops uniquely by index', () => {
    expect(objectThumbnailKey('p/', 11, ObjectCategory.TEDDY_BEAR)).toBe('p/012-teddy-bear.jpg');
  });
});
