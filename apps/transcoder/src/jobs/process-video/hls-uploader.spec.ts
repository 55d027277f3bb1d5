import type { RenditionInfo } from '@framehouse/domain';
import { createStorage, type StorageDriver } from '@framehouse/storage';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planLadder } from '../../media';
import { probedFixture } from '../../media/fixtures/probe-fixtures';
import { eachLimited, HlsUploader } from './hls-uploader';
import { MediaKeys } from './media-keys';

// The uploader against the real fs storage, with the test writing what ffmpeg would: segments first,
// then the playlist that lists them.
describe('HlsUploader', () => {
  const renditions = planLadder(probedFixture('vp9-opus-1080p')).slice(0, 2);
  const keys = new MediaKeys('media/o/m/processed/');
  let root: string;
  let hlsDir: string;
  let storage: StorageDriver;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'framehouse-uploader-'));
    hlsDir = join(root, 'work');
    storage = createStorage({
      driver: 'fs',
      dataDir: join(root, 'data'),
      publicUrl: 'http://localhost:3000',
      signingSecret: 'test-secret',
    });
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(rendition: string, segments: number, ended = false): void {
    const folder = join(hlsDir, rendition);
    mkdirSync(folder, { recursive: true });
    const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:6', '#EXT-X-PLAYLIST-TYPE:EVENT'];
    for (let i = 0; i < segments; i++) {
      const name = `segment-${String(i).padStart(5, '0')}.ts`;
      writeFileSync(join(folder, name), Buffer.alloc(1000 * (i + 1)));
      lines.push('#EXTINF:6.000000,', name);
    }
    if (ended) lines.push('#EXT-X-ENDLIST');
    writeFileSync(join(folder, 'index.m3u8'), `${lines.join('\n')}\n`);
  }

  async function text(key: string): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.getObject(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const waitFor = async (condition: () => boolean) => {
    for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(condition()).toBe(true);
  };

  it('copies segments and playlists as they appear, announcing each newly playable rendition', async () => {
    const announced: RenditionInfo[][] = [];
    const uploader = new HlsUploader({
      storage,
      keys,
      dir: hlsDir,
      renditions,
      onPlayable: (playable, masterKey) => {
        expect(masterKey).toBe(keys.master);
        announced.push(playable);
      },
      onError: (error) => {
        throw error;
      },
    });
    uploader.start();
    write('360p', 1);
    await waitFor(() => announced.length === 1);
    expect(announced[0].map((rendition) => rendition.name)).toEqual(['360p']);
    expect(await text(keys.master)).toContain('360p/index.m3u8');
    expect(await text(keys.master)).not.toContain('480p');
    expect(await storage.statObject(keys.segment('360p', 'segment-00000.ts'))).not.toBeNull();

    write('360p', 3);
    write('480p', 1);
    await waitFor(() => announced.length === 2);
    expect(announced[1].map((rendition) => rendition.name)).toEqual(['360p', '480p']);

    write('360p', 4, true);
    write('480p', 4, true);
    await uploader.stop();
    const complete = await uploader.finalize();
    expect(complete.map(({ name, complete: done }) => ({ name, done }))).toEqual([
      { name: '360p', done: true },
      { name: '480p', done: true },
    ]);
    // Measured from the segments: the largest, 4000 bytes in 6 s, is the peak.
    expect(complete[0].bandwidth).toBe(Math.ceil((4000 * 8) / 6));
    const playlist = await text(keys.playlist('360p'));
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(await text(keys.master)).toContain(`BANDWIDTH=${complete[0].bandwidth},`);
    expect((await storage.listPrefix(keys.hlsPrefix)).map((object) => object.key)).toEqual([
      'media/o/m/processed/hls/360p/index.m3u8',
      'media/o/m/processed/hls/360p/segment-00000.ts',
      'media/o/m/processed/hls/360p/segment-00001.ts',
      'media/o/m/processed/hls/360p/segment-00002.ts',
      'media/o/m/processed/hls/360p/segment-00003.ts',
      'media/o/m/processed/hls/480p/index.m3u8',
      'media/o/m/processed/hls/480p/segment-00000.ts',
      'media/o/m/processed/hls/480p/segment-00001.ts',
      'media/o/m/processed/hls/480p/segment-00002.ts',
      'media/o/m/processed/hls/480p/segment-00003.ts',
      'media/o/m/processed/hls/master.m3u8',
    ]);
    expect(readFileSync(join(hlsDir, '360p', 'index.m3u8'), 'utf8')).toContain('EVENT');
  });

  it('stops on a failed copy and reports it', async () => {
    const errors: unknown[] = [];
    const uploader = new HlsUploader({
      storage,
      keys,
      dir: hlsDir,
      renditions,
      onPlayable: () => undefined,
      onError: (error) => errors.push(error),
    });
    write('360p', 1);
    // A playlist naming a segment that is not there: the copy fails.
    writeFileSync(join(hlsDir, '360p', 'index.m3u8'), '#EXTM3U\n#EXTINF:6.0,\nsegment-09999.ts\n');
    uploader.start();
    await waitFor(() => errors.length === 1);
    await expect(uploader.stop()).rejects.toThrow(/ENOENT/);
  });
});

describe('eachLimited', () => {
  it('runs at most `limit` tasks at once and waits for all', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5], 2, async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running -= 1;
    });
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
