import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import { loadGraphModelSync, type GraphModel } from '@tensorflow/tfjs-converter';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

type Model = GraphModel<tf.io.IOHandlerSync>;

/** tfjs picks one backend for the whole process: WebAssembly, the fastest that needs no native build. */
let backendReady: Promise<void> | null = null;
function wasmBackend(): Promise<void> {
  backendReady ??= tf.setBackend('wasm').then((ok) => {
    if (!ok) throw new Error('The TensorFlow.js wasm backend did not start');
    return tf.ready();
  });
  return backendReady;
}

/** A TensorFlow.js graph model from its files: `graphFile` (JSON) and the weight files it names. */
async function readGraphModel(modelDir: string, graphFile: string): Promise<Model> {
  await wasmBackend();
  const json = JSON.parse(await readFile(join(modelDir, graphFile), 'utf8')) as tf.io.ModelJSON;
  const weights = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths.map((path) => readFile(join(modelDir, path)))),
  );
  const bytes = Buffer.concat(weights);
  return loadGraphModelSync([
    json,
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  ]);
}

/** Loads once; a failed load is forgotten, so the next call tries again. */
export class GraphModelFile {
  private graph: Promise<Model> | null = null;

  constructor(
    private readonly modelDir: string,
    private readonly graphFile: string,
  ) {}

  loaded(): Promise<Model> {
    this.graph ??= readGraphModel(this.modelDir, this.graphFile).catch((error: unknown) => {
      this.graph = null;
      throw error;
    });
    return this.graph;
  }
}
