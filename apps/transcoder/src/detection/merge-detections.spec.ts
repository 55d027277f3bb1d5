import { ObjectCategory } from '@framehouse/domain';
import type { FrameDetection } from './coco-detections';
import { mergeDetections, type MergeRules, type SampledFrame } from './merge-detections';

const RULES: MergeRules = {
  intervalMs: 1000,
  endMs: 10_000,
  minScore: 0.5,
  gapToleranceMs: 1000,
  minDurationMs: 1000,
};

const BOX = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };

function seen(category: ObjectCategory, score: number, box = BOX): FrameDetection {
  return { category, score, box };
}

/** Frames at 0, 1, 2 … s; each entry lists what that frame saw. */
function frames(...seenOn: FrameDetection[][]): SampledFrame[] {
  return seenOn.map((detections, index) => ({ timeMs: index * 1000, detections }));
}

describe('mergeDetections', () => {
  it('merges a category on consecutive frames into one range ending one interval after the last', () => {
    const best = { x: 0.5, y: 0.5, width: 0.3, height: 0.3 };
    const tracks = mergeDetections(
      frames(
        [],
        [seen(ObjectCategory.DOG, 0.6)],
        [seen(ObjectCategory.DOG, 0.9, best)],
        [seen(ObjectCategory.DOG, 0.7)],
        [],
        [],
      ),
      RULES,
    );
    expect(tracks).toEqual([
      { category: ObjectCategory.DOG, startMs: 1000, endMs: 4000, score: 0.9, box: best, bestFrameMs: 2000 },
    ]);
  });

  it('bridges a gap within the tolerance, splits one past it', () => {
    const dog = [seen(ObjectCategory.DOG, 0.8)];
    expect(mergeDetections(frames(dog, [], dog), RULES).map((t) => [t.startMs, t.endMs])).toEqual([
      [0, 3000],
    ]);
    expect(mergeDetections(frames(dog, [], [], dog), RULES).map((t) => [t.startMs, t.endMs])).toEqual([
      [0, 1000],
      [3000, 4000],
    ]);
  });

  it('ignores sightings below the minimum score', () => {
    const weak = [seen(ObjectCategory.CAT, 0.4)];
    expect(mergeDetections(frames(weak, weak, weak), RULES)).toEqual([]);
  });

  it('drops ranges shorter than the minimum duration', () => {
    const cat = [seen(ObjectCategory.CAT, 0.8)];
    expect(mergeDetections(frames(cat, [], [], [], cat, cat), { ...RULES, minDurationMs: 2000 })).toEqual([
      expect.objectContaining({ startMs: 4000, endMs: 6000 }),
    ]);
  });

  it('caps the last range at the end of the sampled part', () => {
    const car = [seen(ObjectCategory.CAR, 0.8)];
    expect(mergeDetections(frames(car, car, car), { ...RULES, endMs: 2500 })).toEqual([
      expect.objectContaining({ startMs: 0, endMs: 2500 }),
    ]);
  });

  it('keeps categories apart, counts several of a category on a frame once, orders by start, end, category', () => {
    const tracks = mergeDetections(
      frames(
        [seen(ObjectCategory.PERSON, 0.6), seen(ObjectCategory.PERSON, 0.95)],
        [seen(ObjectCategory.PERSON, 0.7), seen(ObjectCategory.DOG, 0.8), seen(ObjectCategory.CAT, 0.8)],
        [seen(ObjectCategory.PERSON, 0.7)],
      ),
      RULES,
    );
    expect(tracks.map((t) => [t.category, t.startMs, t.endMs, t.score])).toEqual([
      [ObjectCategory.PERSON, 0, 3000, 0.95],
      [ObjectCategory.CAT, 1000, 2000, 0.8],
      [ObjectCategory.DOG, 1000, 2000, 0.8],
    ]);
  });

  it('reads frames in time order whatever order they come in', () => {
    const dog = [seen(ObjectCategory.DOG, 0.8)];
    const shuffled = frames(dog, dog, dog).reverse();
    expect(mergeDetections(shuffled, RULES).map((t) => [t.startMs, t.endMs])).toEqual([[0, 3000]]);
  });
});
