import { ImportMessages } from '@framehouse/domain';
import { UnrecoverableError } from 'bullmq';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dieWithWorkerLauncher } from '../../process/die-with-worker';
import { YTDLP_FORMAT, ytDlpArgs, ytDlpReason, YtDlpFetcher } from './yt-dlp-fetcher';

// A stand-in for yt-dlp that never reaches the internet: it records its argv, writes a file where `-o`
// says and prints what `--print after_move:…` asks for, or fails as yt-dlp does.
const FAKE_YTDLP = `#!/usr/bin/env node
const fs = require('fs');
const args = process.argv.slice(2);
fs.writeFileSync(require('path').join(__dirname, 'args.json'), JSON.stringify(args));
const url = args[args.length - 1];
if (url.includes('unavailable')) {
  process.stderr.write('WARNING: something minor\\nERROR: [youtube] abc: Video unavailable\\n');
  process.exit(1);
}
const file = args[args.indexOf('-o') + 1].replace('%(ext)s', 'mp4');
fs.writeFileSync(file, Buffer.alloc(url.includes('big') ? 4096 : 1024, 7));
process.stdout.write(file + '\\n' + 'A talk about codecs' + '\\n');
`;

describe('ytDlpArgs', () => {
  it('asks for the best video up to 1080p with its audio, merged into mp4, one video only', () => {
    expect(ytDlpArgs('https://youtu.be/abc', '/work/yt-dlp', 1000)).toEqual([
      '-f',
      YTDLP_FORMAT,
      '--merge-output-format',
      'mp4',
      '-o',
      '/work/yt-dlp/download.%(ext)s',
      '--no-playlist',
      '--no-progress',
      '--no-mtime',
      '--max-filesize',
      '1000',
      '--socket-timeout',
      '30',
      '--print',
      'after_move:filepath',
      '--print',
      'after_move:title',
      '--',
      'https://youtu.be/abc',
    ]);
    expect(YTDLP_FORMAT).toBe('bv*[height<=1080]+ba/b[height<=1080]');
  });
});

describe('ytDlpReason', () => {
  it("keeps yt-dlp's last error line", () => {
    expect(ytDlpReason(['WARNING: x', 'ERROR: [vimeo] 1: Private video', ''])).toBe(
      '[vimeo] 1: Private video',
    );
    expect(ytDlpReason(['nothing useful'])).toBeNull();
  });
});

describe('YtDlpFetcher with a fake yt-dlp', () => {
  let dir: string;
  let executable: string;
  const signal = new AbortController().signal;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'framehouse-ytdlp-'));
    executable = join(dir, 'yt-dlp');
    writeFileSync(executable, FAKE_YTDLP);
    chmodSync(executable, 0o755);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('downloads into the scratch folder and hands the file over with its title', async () => {
    const fetcher = new YtDlpFetcher({ executable, launcher: dieWithWorkerLauncher() });
    const workDir = mkdtempSync(join(dir, 'job-'));
    const video = await fetcher.fetch('https://www.youtube.com/watch?v=abc', { signal, workDir });
    expect(video).toMatchObject({ size: 1024, contentType: 'video/mp4', title: 'A talk about codecs' });
    const chunks: Buffer[] = [];
    for await (const chunk of video.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).length).toBe(1024);
    await video.dispose();
    const args = JSON.parse(readFileSync(join(dir, 'args.json'), 'utf8')) as string[];
    expect(args.slice(-2)).toEqual(['--', 'https://www.youtube.com/watch?v=abc']);
    expect(args).toContain(YTDLP_FORMAT);
  });

  it("fails with yt-dlp's reason", async () => {
    const fetcher = new YtDlpFetcher({ executable });
    const workDir = mkdtempSync(join(dir, 'job-'));
    await expect(fetcher.fetch('https://vimeo.com/unavailable', { signal, workDir })).rejects.toThrow(
      'The video could not be downloaded: [youtube] abc: Video unavailable',
    );
  });

  it('refuses a file over the size limit', async () => {
    const fetcher = new YtDlpFetcher({ executable, maxBytes: 2048 });
    const workDir = mkdtempSync(join(dir, 'job-'));
    await expect(fetcher.fetch('https://youtu.be/big', { signal, workDir })).rejects.toThrow(
      ImportMessages.tooLarge,
    );
  });

  it('is only for YouTube and Vimeo links', async () => {
    const fetcher = new YtDlpFetcher({ executable });
    await expect(
      fetcher.fetch('http://169.254.169.254/latest/meta-data', { signal, workDir: dir }),
    ).rejects.toThrow(UnrecoverableError);
  });

  it('says when yt-dlp is missing', async () => {
    const fetcher = new YtDlpFetcher({ executable: join(dir, 'no-such-yt-dlp') });
    const workDir = mkdtempSync(join(dir, 'job-'));
    await expect(fetcher.fetch('https://youtu.be/abc', { signal, workDir })).rejects.toThrow(
      'yt-dlp is not installed',
    );
    const launched = new YtDlpFetcher({
      executable: join(dir, 'no-such-yt-dlp'),
      launcher: dieWithWorkerLauncher(),
    });
    await expect(launched.fetch('https://youtu.be/abc', { signal, workDir })).rejects.toThrow(
      'yt-dlp is not installed',
    );
  });
});
