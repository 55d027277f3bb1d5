import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshWorkDir, workDirFor } from './work-dir';

describe('workDirFor', () => {
  it('names the folder by the job id, the same for every attempt', () => {
    expect(workDirFor('/scratch', 'process-video-b5e1c1f0-1111-4222-8333-944445555666-2')).toBe(
      '/scratch/process-video-b5e1c1f0-1111-4222-8333-944445555666-2',
    );
    expect(workDirFor('/scratch', 'probe-media-t1')).toBe('/scratch/probe-media-t1');
    // An MP4 export's id is long: it is named after its output key.
    const exportId = `export-mp4-media-${'o'.repeat(36)}-${'m'.repeat(36)}-processed-exports-1080p-mp4`;
    expect(workDirFor('/scratch', exportId)).toBe(`/scratch/${exportId}`);
  });

  it('refuses ids that would leave the root or cannot name a folder', () => {
    for (const id of ['../etc', 'a/b', '', '.hidden', 'x'.repeat(201)]) {
      expect(() => workDirFor('/scratch', id)).toThrow('Not a job id a folder can be named by');
    }
  });
});

describe('freshWorkDir', () => {
  it('empties what an earlier attempt left', async () => {
    const root = mkdtempSync(join(tmpdir(), 'framehouse-workdir-'));
    try {
      const dir = join(root, 'process-v1-0');
      mkdirSync(join(dir, 'hls', '360p'), { recursive: true });
      writeFileSync(join(dir, 'hls', '360p', 'segment-00000.ts'), 'stale');
      await freshWorkDir(dir);
      expect(existsSync(dir)).toBe(true);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
