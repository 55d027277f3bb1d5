import type { FrameSize } from '../media/object-commands';

/**
 * A COCO object detector: raw RGB frames of its input size in, rows `[x1, y1, x2, y2, score, class]` out
 * (corners in input pixels, class 0–79 in COCO order), decoded by the pure `decodeCocoDetections`.
 */
export interface ObjectDetector {
  /** Recorded with the result, e.g. "nanodet-g". */
  readonly model: string;
  readonly inputSize: FrameSize;
  /**
   * The score a sighting needs: each model's scores run on its own scale, so each has its authors'
   * threshold rather than one for all (see docs/decisions.md).
   */
  readonly minScore: number;
  /** Loads the model (once); fails the start when its files are missing or unreadable. */
  load(): Promise<void>;
  /** `rgb`: one frame, `inputSize`, rgb24 without header. */
  detect(rgb: Uint8Array): Promise<number[][]>;
}

export const OBJECT_DETECTOR = Symbol('OBJECT_DETECTOR');
