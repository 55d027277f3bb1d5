import { NANODET_BINS, NANODET_CLASSES, nanodetRows, type NanodetLevel } from './nanodet-decode';

/** Logits whose softmax puts (nearly) all weight on `bin`. */
function peakAt(bin: number): number[] {
  return Array.from({ length: NANODET_BINS }, (_, i) => (i === bin ? 50 : 0));
}

/** A level of `columns` × `rows` points, all scoring 0 except those given. */
function level(
  stride: number,
  columns: number,
  rows: number,
  points: { at: number; classIndex: number; score: number; sides: [number, number, number, number] }[],
): NanodetLevel {
  const scores = new Float32Array(columns * rows * NANODET_CLASSES);
  const distances = new Float32Array(columns * rows * 4 * NANODET_BINS);
  for (const { at, classIndex, score, sides } of points) {
    scores[at * NANODET_CLASSES + classIndex] = score;
    distances.set(sides.flatMap(peakAt), at * 4 * NANODET_BINS);
  }
  return { stride, columns, scores, distances };
}

describe('nanodetRows', () => {
  it('builds the box from the point centre and the expected distance to each side, in strides', () => {
    // Point 5 of a 4-column grid is column 1, row 1: centre (12, 12) at stride 8.
    const rows = nanodetRows(
      [level(8, 4, 4, [{ at: 5, classIndex: 5, score: 0.8, sides: [1, 0, 2, 3] }])],
      0.3,
    );
    expect(rows).toHaveLength(1);
    const [x1, y1, x2, y2, score, classIndex] = rows[0];
    expect([x1, y1, x2, y2].map((v) => Math.round(v * 1000) / 1000)).toEqual([4, 12, 28, 36]);
    expect(score).toBeCloseTo(0.8);
    expect(classIndex).toBe(5);
  });

  it('takes the mean of a spread distribution, not its peak', () => {
    const spread = level(16, 2, 2, [{ at: 0, classIndex: 0, score: 0.9, sides: [0, 0, 0, 0] }]);
    // Equal logits on bins 2 and 4 of the left side: 3 strides to the left.
    const left = Array.from({ length: NANODET_BINS }, (_, i) => (i === 2 || i === 4 ? 50 : 0));
    spread.distances.set(left, 0);
    expect(nanodetRows([spread], 0.3)[0][0]).toBeCloseTo(8 - 3 * 16);
  });

  it('gives one row per class above the threshold, best first, over every level, at most maxRows', () => {
    const rows = nanodetRows(
      [
        level(8, 2, 2, [
          { at: 0, classIndex: 0, score: 0.5, sides: [1, 1, 1, 1] },
          { at: 3, classIndex: 2, score: 0.2, sides: [1, 1, 1, 1] },
        ]),
        level(16, 1, 1, [{ at: 0, classIndex: 5, score: 0.9, sides: [1, 1, 1, 1] }]),
      ],
      0.3,
    );
    expect(rows.map((row) => [row[5], Math.round(row[4] * 10) / 10])).toEqual([
      [5, 0.9],
      [0, 0.5],
    ]);
    const person = level(8, 2, 2, [{ at: 0, classIndex: 0, score: 0.6, sides: [1, 1, 1, 1] }]);
    person.scores[2] = 0.7;
    expect(nanodetRows([person], 0.3).map((row) => row[5])).toEqual([2, 0]);
    expect(nanodetRows([person], 0.3, 1).map((row) => row[5])).toEqual([2]);
  });

  it('refuses a level whose scores and distances do not match', () => {
    const broken = level(8, 2, 2, []);
    expect(() => nanodetRows([{ ...broken, distances: broken.distances.subarray(1) }], 0.3)).toThrow(
      'A NanoDet level of stride 8 has 320 scores and 175 distances',
    );
  });
});
