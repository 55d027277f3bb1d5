import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { loadGraphModelSync, type GraphModel } from '@tensorflow/tfjs-converter';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rgbFrameBytes, type FrameSize } from '../media/object-commands';
import type { ObjectDetector } from './object-detector';

type Model = GraphModel<tf.io.IOHandlerSync>;

/** The graph's input and the output holding its decoded detections (see models/centernet/README.md). */
const INPUT_SIZE: FrameSize = { width: 512, height: 512 };
const DETECTIONS_OUTPUT = 'tower_0/detections';

/** tfjs picks one backend for the whole process: WebAssembly, the fastest that needs no native build. */
let backendReady: Promise<void> | null = null;
function wasmBackend(): Promise<void> {
  backendReady ??= tf.setBackend('wasm').then((ok) => {
    if (!ok) throw new Error('The TensorFlow.js wasm backend did not start');
    return tf.ready();
  });
  return backendReady;
}

/**
 * CenterNet with a MobileNetV3 backbone, trained on COCO (4 MB): TensorFlow.js on its WebAssembly
 * backend, in the worker's process, from the files in `modelDir`. One frame takes about 0.3–0.6 s on
 * one core. Its graph decodes the heatmap itself (top 100 by score), so the output rows need only
 * scaling, thresholds and overlap suppression.
 */
export class CenternetDetector implements ObjectDetector {
  readonly model = 'centernet-mobilenetv3';
  readonly inputSize = INPUT_SIZE;
  private graph: Promise<Model> | null = null;

  constructor(private readonly modelDir: string) {}

  async load(): Promise<void> {
    await this.loaded();
  }

  async detect(rgb: Uint8Array): Promise<number[][]> {
    const expected = rgbFrameBytes(this.inputSize);
    if (rgb.length !== expected) throw new Error(`A frame has ${rgb.length} bytes, not ${expected}`);
    const graph = await this.loaded();
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

  private loaded(): Promise<Model> {
    this.graph ??= this.read().catch((error: unknown) => {
      this.graph = null;
      throw error;
    });
    return this.graph;
  }

  private async read(): Promise<Model> {
    await wasmBackend();
    const json = JSON.parse(await readFile(join(this.modelDir, 'centernet.json'), 'utf8')) as tf.io.ModelJSON;
    const weights = await Promise.all(
      json.weightsManifest.flatMap((group) => group.paths.map((path) => readFile(join(this.modelDir, path)))),
    );
    const bytes = Buffer.concat(weights);
    return loadGraphModelSync([
      json,
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    ]);
  }
}
