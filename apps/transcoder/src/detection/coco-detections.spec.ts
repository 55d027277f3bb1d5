import { ObjectCategory } from '@framehouse/domain';
import {
  decodeCocoDetections,
  intersectionOverUnion,
  suppressOverlaps,
  type FrameDetection,
} from './coco-detections';

/** The whole square input holds the frame (a square frame). */
const INPUT = { x: 0, y: 0, width: 512, height: 512 };

describe('decodeCocoDetections', () => {
  it('scales corners to the frame and names the COCO class', () => {
    expect(decodeCocoDetections([[128, 64, 384, 320, 0.86, 11]], INPUT, 0.5)).toEqual([
      {
        category: ObjectCategory.STOP_SIGN,
        score: 0.86,
        box: { x: 0.25, y: 0.125, width: 0.5, height: 0.5 },
      },
    ]);
  });

  it('maps a letterboxed 16:9 frame back: out of the padding, to its own proportions', () => {
    // The frame is 512×288 at y 112 of the input: a box over its left half, top to bottom.
    const [detection] = decodeCocoDetections(
      [[0, 112, 256, 400, 0.7, 5]],
      { x: 0, y: 112, width: 512, height: 288 },
      0.5,
    );
    expect(detection).toEqual({
      category: ObjectCategory.BUS,
      score: 0.7,
      box: { x: 0, y: 0, width: 0.5, height: 1 },
    });
    // A portrait frame, 288×512 at x 112: a box from the centre to the bottom right corner.
    expect(
      decodeCocoDetections([[256, 256, 400, 512, 0.9, 0]], { x: 112, y: 0, width: 288, height: 512 }, 0.5)[0]
        .box,
    ).toEqual({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 });
  });

  it('drops boxes wholly in the padding, clips boxes reaching into it', () => {
    const area = { x: 0, y: 112, width: 512, height: 288 };
    expect(decodeCocoDetections([[0, 0, 100, 100, 0.9, 0]], area, 0.5)).toEqual([]);
    expect(decodeCocoDetections([[0, 50, 256, 256, 0.9, 0]], area, 0.5)[0].box).toEqual({
      x: 0,
      y: 0,
      width: 0.5,
      height: 0.5,
    });
  });

  it('clamps boxes reaching past the frame and orders swapped corners', () => {
    const [detection] = decodeCocoDetections([[600, -10, 256, 256, 0.9, 0]], INPUT, 0.5);
    expect(detection).toEqual({
      category: ObjectCategory.PERSON,
      score: 0.9,
      box: { x: 0.5, y: 0, width: 0.5, height: 0.5 },
    });
  });

  it('drops low scores, unknown classes, empty boxes and malformed rows', () => {
    expect(
      decodeCocoDetections(
        [
          [0, 0, 100, 100, 0.49, 0],
          [0, 0, 100, 100, 0.9, 80],
          [0, 0, 100, 100, 0.9, 2.5],
          [50, 50, 50, 100, 0.9, 2],
          [600, 600, 700, 700, 0.9, 2],
          [0, 0, 100, Number.NaN, 0.9, 2],
          [0, 0, 100],
        ],
        INPUT,
        0.5,
      ),
    ).toEqual([]);
  });
});

describe('intersectionOverUnion', () => {
  it('is 1 for the same box, 0 apart, a third for two half-overlapping halves', () => {
    const box = { x: 0, y: 0, width: 0.5, height: 0.5 };
    expect(intersectionOverUnion(box, box)).toBe(1);
    expect(intersectionOverUnion(box, { x: 0.5, y: 0.5, width: 0.5, height: 0.5 })).toBe(0);
    expect(intersectionOverUnion(box, { x: 0.25, y: 0, width: 0.5, height: 0.5 })).toBeCloseTo(1 / 3);
  });
});

describe('suppressOverlaps', () => {
  const at = (category: ObjectCategory, score: number, x: number): FrameDetection => ({
    category,
    score,
    box: { x, y: 0, width: 0.4, height: 0.4 },
  });

  it('keeps the best of overlapping boxes of a category, best first', () => {
    expect(
      suppressOverlaps([
        at(ObjectCategory.DOG, 0.6, 0.02),
        at(ObjectCategory.DOG, 0.9, 0),
        at(ObjectCategory.DOG, 0.7, 0.5),
      ]),
    ).toEqual([at(ObjectCategory.DOG, 0.9, 0), at(ObjectCategory.DOG, 0.7, 0.5)]);
  });

  it('keeps overlapping boxes of different categories (a person on a horse)', () => {
    expect(
      suppressOverlaps([at(ObjectCategory.PERSON, 0.8, 0), at(ObjectCategory.HORSE, 0.7, 0)]),
    ).toHaveLength(2);
  });
});
