import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegArgs } from './ffmpeg-command';
import { FfmpegRunner } from './ffmpeg-runner';
import { frameBatchCommand, objectCropCommand, rgbFrameBytes } from './object-commands';

const SIZE = { width: 512, height: 512 };

describe('frameBatchCommand', () => {
  it('seeks to the batch, keeps one frame an interval, stretched to the input size, as raw RGB', () => {
    const command = frameBatchCommand(
      '/w/source.mp4',
      { startMs: 64_000, count: 64, intervalMs: 1000 },
      SIZE,
      '/w/f.rgb',
    );
    expect(ffmpegArgs(command).slice(8)).toEqual([
      '-ss',
      '64.000',
      '-i',
      '/w/source.mp4',
      '-map',
      '0:v:0',
      '-an',
      '-vf',
      'fps=fps=1000/1000:start_time=0:round=near,scale=512:512:flags=bilinear',
      '-frames:v',
      '64',
      '-pix_fmt',
      'rgb24',
      '-f',
      'rawvideo',
      '/w/f.rgb',
    ]);
  });

  it('samples a long video more sparsely', () => {
    const command = frameBatchCommand('in.mp4', { startMs: 0, count: 3, intervalMs: 6000 }, SIZE, 'out.rgb');
    expect(command.outputOptions).toContain(
      'fps=fps=1000/6000:start_time=0:round=near,scale=512:512:flags=bilinear',
    );
  });

  it('knows the size of a raw frame', () => {
    expect(rgbFrameBytes(SIZE)).toBe(786_432);
  });
});

describe('objectCropCommand', () => {
  it('crops the box around its centre, at least 32 px and inside the frame, at most 480 wide', () => {
    const command = objectCropCommand(
      'in.mp4',
      2500,
      { x: 0.25, y: 0.1, width: 0.5, height: 0.333333 },
      'o.jpg',
    );
    expect(command.inputOptions).toEqual(['-ss', '2.500']);
    expect(command.outputOptions).toEqual([
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-vf',
      "crop=w=min(iw\\,max(32\\,iw*0.5)):h=min(ih\\,max(32\\,ih*0.3333)):x=min(iw-ow\\,max(0\\,iw*0.5-ow/2)):y=min(ih-oh\\,max(0\\,ih*0.2667-oh/2)),scale=w='min(480\\,iw)':h=-2,setsar=1",
      '-q:v',
      '3',
      '-f',
      'image2',
    ]);
  });

  it('clamps a box reaching past the frame', () => {
    const command = objectCropCommand('in.mp4', 0, { x: -0.1, y: 0.9, width: 1.5, height: 0.5 }, 'o.jpg');
    expect(command.outputOptions[5]).toContain('w=min(iw\\,max(32\\,iw*1))');
    expect(command.outputOptions[5]).toContain('y=min(ih-oh\\,max(0\\,ih*1-oh/2))');
  });
});

// The commands run by the real ffmpeg on a generated clip; skipped without ffmpeg, as ffmpeg-end-to-end.spec.
const installed = spawnSync('ffmpeg', ['-version']).status === 0;
(installed ? describe : describe.skip)('object commands with ffmpeg', () => {
  const runner = new FfmpegRunner();
  let dir: string;
  let clip: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'framehouse-object-commands-'));
    clip = join(dir, 'clip.mp4');
    spawnSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25:duration=3.5',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      clip,
    ]);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one raw frame a second, and no more than asked', async () => {
    const output = join(dir, 'frames.rgb');
    await runner.run(frameBatchCommand(clip, { startMs: 0, count: 4, intervalMs: 1000 }, SIZE, output));
    expect(statSync(output).size).toBe(4 * rgbFrameBytes(SIZE));
    await runner.run(frameBatchCommand(clip, { startMs: 1000, count: 2, intervalMs: 1000 }, SIZE, output));
    expect(statSync(output).size).toBe(2 * rgbFrameBytes(SIZE));
  });

  it('crops a JPEG of the box', async () => {
    const output = join(dir, 'crop.jpg');
    await runner.run(objectCropCommand(clip, 1000, { x: 0.5, y: 0.5, width: 0.25, height: 0.5 }, output));
    const probe = spawnSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', output],
      {
        encoding: 'utf8',
      },
    );
    expect(probe.stdout.trim()).toBe('160,180');
  });
});
