import * as tf from '@tensorflow/tfjs-core';
import { rgbFrameBytes, type FrameSize } from '../media/object-commands';
import { GraphModelFile } from './graph-model';
import type { ObjectDetector } from './object-detector';

/** The graph's input and the output holding its decoded detections (see models/centernet/README.md). */
const INPUT_SIZE: FrameSize = { width: 512, height: 512 };
const DETECTIONS_OUTPUT = 'tower_0/detections';

/**
 * CenterNet with a MobileNetV3 backbone, trained on COCO (4 MB): TensorFlow.js on its WebAssembly
 * backend, in the worker's process, from the files in `modelDir`. One frame takes about 0.3–0.4 s on
 * one core. Its graph decodes the heatmap itself (top 100 by score), so the output rows need only
 * scaling, thresholds and overlap suppression. The worker's detector before NanoDet: `npm run
 * bench:detect` runs it as the baseline.
 */
export class CenternetDetector implements ObjectDetector {
  readonly model = 'centernet-mobilenetv3';
  readonly inputSize = INPUT_SIZE;
  /** The threshold CenterNet's authors show detections at (`--vis_thresh` of xingyizhou/CenterNet). */
  readonly minScore = 0.3;
  private readonly graph: GraphModelFile;

  constructor(modelDir: string) {
    this.graph = new GraphModelFile(modelDir, 'centernet.json');
  }

  async load(): Promise<void> {
    await this.graph.loaded();
  }

  async detect(rgb: Uint8Array): Promise<number[][]> {
    const expected = rgbFrameBytes(this.inputSize);
    if (rgb.length !== expected) throw new Error(`A frame has ${rgb.length} bytes, not ${expected}`);
    const graph = await this.graph.loaded();
    const output = tf.tidy(() => {
      // The graph normalizes itself: it takes RGB values 0–255 as floats.
      const frame = tf.tensor4d(Float32Array.from(rgb), [1, this.inputSize.height, this.inputSize.width, 3]);
      return graph.execute(frame, DETECTIONS_OUTPUT) as tf.Tensor;
    });
    try {
      const rows = (await output.array()) as number[][][];
      return rows[0] ?? [];
    } finally {
      output.dispose();
    }
  }
}
