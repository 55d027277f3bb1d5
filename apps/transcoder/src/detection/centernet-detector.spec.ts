import { resolve } from 'node:path';
import { CenternetDetector } from './centernet-detector';

// The real model shipped in apps/transcoder/models, on the wasm backend: it loads offline and answers
// a frame with rows of [x1, y1, x2, y2, score, class]. What it finds is the integration spec's concern.
describe('CenternetDetector', () => {
  const detector = new CenternetDetector(resolve(__dirname, '../../models/centernet'));

  it('loads the shipped model and finds nothing sure on a plain grey frame', async () => {
    const rows = await detector.detect(new Uint8Array(512 * 512 * 3).fill(128));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveLength(6);
    expect(Math.max(...rows.map((row) => row[4]))).toBeLessThan(0.5);
  }, 30_000);

  it('refuses a frame of the wrong size', async () => {
    await expect(detector.detect(new Uint8Array(10))).rejects.toThrow('A frame has 10 bytes, not 786432');
  });

  it('fails to load from a folder without the model', async () => {
    await expect(new CenternetDetector('/nonexistent').load()).rejects.toThrow(/ENOENT/);
  });
});
