/** COCO classes a NanoDet head scores at every point of its grids. */
export const NANODET_CLASSES = 80;
/** Bins of the distance distribution to each side of a box (Generalized Focal Loss, reg_max 10). */
export const NANODET_BINS = 11;

/** One output level of NanoDet's head: a grid of points `stride` input pixels apart. */
export interface NanodetLevel {
  stride: number;
  /** Points per grid row: input width / stride. */
  columns: number;
  /** Per point, the 80 class scores (sigmoid, 0–1). */
  scores: Float32Array;
  /** Per point, 4 × 11 logits: the distribution of the distance to the left, top, right, bottom side. */
  distances: Float32Array;
}

/** The expected bin of a softmax over `bins` logits from `offset`: a distance in strides. */
function expectedBin(logits: Float32Array, offset: number, bins: number): number {
  let max = -Infinity;
  for (let i = 0; i < bins; i++) max = Math.max(max, logits[offset + i]);
  let sum = 0;
  let weighted = 0;
  for (let i = 0; i < bins; i++) {
    const weight = Math.exp(logits[offset + i] - max);
    sum += weight;
    weighted += weight * i;
  }
  return weighted / sum;
}

/**
 * NanoDet's head as the COCO detector's rows `[x1, y1, x2, y2, score, class]` in input pixels: every
 * (point, class) scoring at least `minScore`, the box from the point's centre (`(i + 0.5) × stride`) and
 * the expected distance to each side, best `maxRows` first, as NanoDet's own post-processing keeps the
 * best 1000 before overlap suppression.
 */
export function nanodetRows(levels: readonly NanodetLevel[], minScore: number, maxRows = 1000): number[][] {
  const rows: number[][] = [];
  for (const level of levels) {
    const points = level.scores.length / NANODET_CLASSES;
    if (!Number.isInteger(points) || level.distances.length !== points * 4 * NANODET_BINS) {
      throw new Error(
        `A NanoDet level of stride ${level.stride} has ${level.scores.length} scores and ${level.distances.length} distances`,
      );
    }
    for (let point = 0; point < points; point++) {
      let sides: number[] | null = null;
      for (let classIndex = 0; classIndex < NANODET_CLASSES; classIndex++) {
        const score = level.scores[point * NANODET_CLASSES + classIndex];
        if (!(score >= minScore)) continue;
        const cx = ((point % level.columns) + 0.5) * level.stride;
        const cy = (Math.floor(point / level.columns) + 0.5) * level.stride;
        sides ??= [0, 1, 2, 3].map(
          (side) =>
            expectedBin(level.distances, (point * 4 + side) * NANODET_BINS, NANODET_BINS) * level.stride,
        );
        const [left, top, right, bottom] = sides;
        rows.push([cx - left, cy - top, cx + right, cy + bottom, score, classIndex]);
      }
    }
  }
  return rows.sort((a, b) => b[4] - a[4]).slice(0, maxRows);
}
