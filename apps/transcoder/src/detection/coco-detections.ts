import { cocoCategory, type ObjectCategory, type RelativeBox } from '@framehouse/domain';
import type { FrameArea } from '../media/object-commands';

/** One object the detector saw on one frame, its box relative to the frame (0–1). */
export interface FrameDetection {
  category: ObjectCategory;
  score: number;
  box: RelativeBox;
}

/** Boxes overlapping more than this (intersection over union) are one object seen twice. */
export const OVERLAP_IOU = 0.5;

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * A COCO detector's rows `[x1, y1, x2, y2, score, class]` (corners in input pixels, class 0–79) as
 * detections relative to the frame, keeping those scoring at least `minScore` with a box of some area
 * inside the frame and a known class. `area` is where the frame lies in the input (`letterboxArea`):
 * corners are moved out of the padding and scaled back to the frame's own proportions.
 */
export function decodeCocoDetections(
  rows: readonly (readonly number[])[],
  area: FrameArea,
  minScore: number,
): FrameDetection[] {
  const detections: FrameDetection[] = [];
  for (const row of rows) {
    if (row.length < 6 || !row.every(Number.isFinite)) continue;
    const [x1, y1, x2, y2, score, classIndex] = row;
    const category = cocoCategory(classIndex);
    if (category === null || score < minScore) continue;
    const left = clamp01((Math.min(x1, x2) - area.x) / area.width);
    const top = clamp01((Math.min(y1, y2) - area.y) / area.height);
    const right = clamp01((Math.max(x1, x2) - area.x) / area.width);
    const bottom = clamp01((Math.max(y1, y2) - area.y) / area.height);
    if (right <= left || bottom <= top) continue;
    detections.push({
      category,
      score: Math.min(1, score),
      box: { x: left, y: top, width: right - left, height: bottom - top },
    });
  }
  return detections;
}

export function intersectionOverUnion(a: RelativeBox, b: RelativeBox): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const intersection = width * height;
  return intersection / (a.width * a.height + b.width * b.height - intersection);
}

/**
 * Non-maximum suppression within each category: best score first, a box overlapping an already kept box
 * of its category by more than `iouThreshold` is dropped. Returns best score first.
 */
export function suppressOverlaps(
  detections: readonly FrameDetection[],
  iouThreshold = OVERLAP_IOU,
): FrameDetection[] {
  const kept: FrameDetection[] = [];
  for (const detection of [...detections].sort((a, b) => b.score - a.score)) {
    const overlaps = kept.some(
      (other) =>
        other.category === detection.category &&
        intersectionOverUnion(other.box, detection.box) > iouThreshold,
    );
    if (!overlaps) kept.push(detection);
  }
  return kept;
}
