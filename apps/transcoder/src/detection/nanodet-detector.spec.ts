import { DEFAULT_OBJECT_DETECTION_MODEL_DIR } from '../config/worker-config';
import { NanodetDetector } from './nanodet-detector';

// The real model shipped in apps/transcoder/models, on the wasm backend: it loads offline and answers a
// frame with rows of [x1, y1, x2, y2, score, class]. What it finds on pictures is bench:detect's concern.
describe('NanodetDetector', () => {
  const detector = new NanodetDetector(DEFAULT_OBJECT_DETECTION_MODEL_DIR);

  it('loads the shipped model and finds nothing sure on a plain grey frame', async () => {
    const rows = await detector.detect(new Uint8Array(416 * 416 * 3).fill(114));
    for (const row of rows) {
      expect(row).toHaveLength(6);
      expect(row[0]).toBeLessThan(row[2]);
      expect(row[1]).toBeLessThan(row[3]);
    }
    expect(Math.max(0, ...rows.map((row) => row[4]))).toBeLessThan(detector.minScore);
  }, 30_000);

  it('refuses a frame of the wrong size', async () => {
    await expect(detector.detect(new Uint8Array(10))).rejects.toThrow('A frame has 10 bytes, not 519168');
  });

  it('fails to load from a folder without the model', async () => {
    await expect(new NanodetDetector('/nonexistent').load()).rejects.toThrow(/ENOENT/);
  });
});
