import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshWorkDir, workDirFor } from './work-dir';

describe('workDirFor', () => {
  it('names the folder by the work, the same for every attempt', () => {
    expect(workDirFor('/scratch', 'process', 'b5e1c1f0-1111-4222-8333-944445555666', 2)).toBe(
      '/scratch/process-b5e1c1f0-1111-4222-8333-944445555666-2',
    );
    expect(workDirFor('/scratch', 'import', 'v1', 0)).toBe('/scratch/import-v1-0');
    expect(workDirFor('/scratch', 'transcribe-video', 'v1', 3)).toBe('/scratch/transcribe-video-v1-3');
    // A D2C transcription has no processing run.
    expect(workDirFor('/scratch', 'probe-media', 't1')).toBe('/scratch/probe-media-t1');
  });

  it('refuses ids that would leave the root', () => {
    expect(() => workDirFor('/scratch', 'process', '../etc', 0)).toThrow('Not a video id');
    expect(() => workDirFor('/scratch', 'process', 'v1', -1)).toThrow('Not a processing run');
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
