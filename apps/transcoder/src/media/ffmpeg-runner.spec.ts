import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FfmpegCommand } from './ffmpeg-command';
import { FfmpegError, FfmpegRunner, LineTail } from './ffmpeg-runner';
import type { FfmpegProgress } from './progress';
import { ProbeProblemCode } from './probe';

// These run the real binaries (Debian's ffmpeg); without them the suite says so and skips.
const installed = ['ffmpeg', 'ffprobe'].every((binary) => spawnSync(binary, ['-version']).status === 0);
if (!installed)
  console.warn('ffmpeg-runner.spec: ffmpeg/ffprobe are not installed; skipping (apt-get install ffmpeg)');
const describeWithFfmpeg = installed ? describe : describe.skip;

/** Synthetic video decoded to nowhere: `seconds` of it, at the pace given (`-re` plays it in real time). */
function syntheticRun(seconds: number, realTime = false): FfmpegCommand {
  return {
    inputOptions: ['-f', 'lavfi', ...(realTime ? ['-re'] : [])],
    input: `testsrc2=size=160x120:rate=25:duration=${seconds}`,
    outputOptions: ['-f', 'null'],
    output: '/dev/null',
  };
}

describe('LineTail', () => {
  it('keeps the last lines, however the chunks fall', () => {
    const tail = new LineTail(3);
    tail.push('one\ntw');
    tail.push('o\r\nthree\nfour\nfi');
    expect(tail.lines()).toEqual(['three', 'four', 'fi']);
    tail.push('ve\n');
    expect(tail.lines()).toEqual(['three', 'four', 'five']);
  });
});

describeWithFfmpeg('FfmpegRunner', () => {
  const runner = new FfmpegRunner();
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'framehouse-runner-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('resolves when ffmpeg succeeds, reporting progress up to the end', async () => {
    const progress: FfmpegProgress[] = [];
    await runner.run(syntheticRun(2), { onProgress: (block) => progress.push(block) });
    expect(progress.at(-1)).toEqual({ outTimeMs: 2000, speed: expect.any(Number), done: true });
  });

  it('rejects with the reason from the end of stderr', async () => {
    const error = await runner
      .run({
        inputOptions: [],
        input: join(dir, 'missing.mp4'),
        outputOptions: ['-f', 'null'],
        output: '/dev/null',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FfmpegError);
    expect(error).toMatchObject({
      message: `ffmpeg exited with code 1: ${join(dir, 'missing.mp4')}: No such file or directory`,
      exitCode: 1,
      aborted: false,
    });
    expect((error as FfmpegError).stderrTail.length).toBeGreaterThan(0);
  });

  it('kills ffmpeg when the job is cancelled', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = runner.run(syntheticRun(60, true), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ message: 'ffmpeg was cancelled', aborted: true });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('starts ffmpeg through a launcher, and still kills it when cancelled', async () => {
    const launched = new FfmpegRunner({ launcher: ['env', 'FRAMEHOUSE_LAUNCHED=1'] });
    const progress: FfmpegProgress[] = [];
    await launched.run(syntheticRun(1), { onProgress: (block) => progress.push(block) });
    expect(progress.at(-1)).toMatchObject({ outTimeMs: 1000, done: true });
    const controller = new AbortController();
    const run = launched.run(syntheticRun(60, true), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ message: 'ffmpeg was cancelled', aborted: true });
  });

  it('does not start a run that is already cancelled', async () => {
    await expect(runner.run(syntheticRun(1), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      aborted: true,
    });
  });

  it('says so when the binary is missing', async () => {
    const missing = new FfmpegRunner({ ffmpeg: 'ffmpeg-not-here', ffprobe: 'ffprobe-not-here' });
    await expect(missing.run(syntheticRun(1))).rejects.toThrow(
      /^ffmpeg-not-here is not installed or not on the PATH/,
    );
    await expect(missing.probe('x.mp4')).rejects.toThrow(/^ffprobe-not-here is not installed/);
  });

  it('probes a file into MediaInfo', async () => {
    const clip = join(dir, 'clip.mp4');
    await runner.run({
      inputOptions: ['-f', 'lavfi'],
      input: 'testsrc2=size=320x180:rate=25:duration=1',
      outputOptions: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'mp4'],
      output: clip,
    });
    const result = await runner.probe(clip);
    expect(result).toMatchObject({
      ok: true,
      info: {
        durationMs: 1000,
        video: { codec: 'h264', displayWidth: 320, displayHeight: 180 },
        audio: null,
      },
    });
  });

  it('gives a file ffprobe cannot read as a problem, with what ffprobe said for the logs', async () => {
    const garbage = join(dir, 'garbage.mp4');
    writeFileSync(garbage, 'this is not a video');
    const result = await runner.probe(garbage);
    expect(result).toEqual({
      ok: false,
      problem: {
        code: ProbeProblemCode.UNREADABLE,
        message: 'The file is empty or not a video.',
        detail: expect.stringContaining('Invalid data found when processing input'),
      },
    });
  });
});
