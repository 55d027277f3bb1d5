import * as tf from '@tensorflow/tfjs-core';
import { rgbFrameBytes, type FrameSize } from '../media/object-commands';
import { GraphModelFile } from './graph-model';
import { nanodetRows, type NanodetLevel } from './nanodet-decode';
import type { ObjectDetector } from './object-detector';

/** The graph's input (NCHW, see models/nanodet/README.md) and its outputs, scores then distances. */
const INPUT_SIZE: FrameSize = { width: 416, height: 416 };
const LEVELS = [
  { stride: 8, scores: 'Identity:0', distances: 'Identity_3:0' },
  { stride: 16, scores: 'Identity_1:0', distances: 'Identity_4:0' },
  { stride: 32, scores: 'Identity_2:0', distances: 'Identity_5:0' },
];
/** NanoDet's training normalization, per channel in its BGR order. */
const BGR_MEAN = [103.53, 116.28, 123.675];
const BGR_STD = [57.375, 57.12, 58.395];
/** NanoDet's own post-processing keeps candidates from 0.05: thresholds come after, in the decode. */
const CANDIDATE_MIN_SCORE = 0.05;

/**
 * NanoDet-g (416×416, trained on COCO, 7.6 MB): TensorFlow.js on its WebAssembly backend, in the
 * worker's process, from the files in `modelDir`. One frame takes about 0.5 s on one core. The graph
 * ends at the head: per point of three grids, 80 class scores and the distance distributions to a box's
 * sides, turned into rows by `nanodetRows`.
 */
export class NanodetDetector implements ObjectDetector {
  readonly model = 'nanodet-g';
  readonly inputSize = INPUT_SIZE;
  /** The threshold NanoDet's authors show detections at (its demo's `visualize(…, 0.35)`). */
  readonly minScore = 0.35;
  private readonly graph: GraphModelFile;

  constructor(modelDir: string) {
    this.graph = new GraphModelFile(modelDir, 'nanodet.json');
  }

  async load(): Promise<void> {
    await this.graph.loaded();
  }

  async detect(rgb: Uint8Array): Promise<number[][]> {
    const expected = rgbFrameBytes(this.inputSize);
    if (rgb.length !== expected) throw new Error(`A frame has ${rgb.length} bytes, not ${expected}`);
    const graph = await this.graph.loaded();
    const { width, height } = this.inputSize;
    const outputs = tf.tidy(() => {
      const frame = tf.tensor4d(Float32Array.from(rgb), [1, height, width, 3]);
      const bgr = tf.div(tf.sub(tf.reverse(frame, 3), BGR_MEAN), BGR_STD);
      return graph.execute(tf.transpose(bgr, [0, 3, 1, 2]), [
        ...LEVELS.map((level) => level.scores),
        ...LEVELS.map((level) => level.distances),
      ]) as tf.Tensor[];
    });
    try {
      const data = await Promise.all(outputs.map((output) => output.data<'float32'>()));
      const levels: NanodetLevel[] = LEVELS.map((level, index) => ({
        stride: level.stride,
        columns: width / level.stride,
        scores: data[index],
        distances: data[LEVELS.length + index],
      }));
      return nanodetRows(levels, CANDIDATE_MIN_SCORE);
    } finally {
      for (const output of outputs) output.dispose();
    }
  }
}
