import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegArgs } from './ffmpeg-command';
import { FfmpegRunner } from './ffmpeg-runner';
import { frameBatchCommand, letterboxArea, objectCropCommand, rgbFrameBytes } from './object-commands';

const SIZE = { width: 512, height: 512 };
/** A 16:9 frame in the square input. */
const WIDE = { x: 0, y: 112, width: 512, height: 288 };

describe('letterboxArea', () => {
  it('fits a wide frame across the input, centred between grey bands', () => {
    expect(letterboxArea({ width: 1920, height: 1080 }, SIZE)).toEqual(WIDE);
  });

  it('fits a portrait frame (rotated phone video) from top to bottom', () => {
    expect(letterboxArea({ width: 1080, height: 1920 }, SIZE)).toEqual({
      x: 112,
      y: 0,
      width: 288,
      height: 512,
    });
  });

  it('fills the input with a frame of its proportions, small or large', () => {
    expect(letterboxArea({ width: 320, height: 320 }, SIZE)).toEqual({ x: 0, y: 0, width: 512, height: 512 });
    expect(letterboxArea({ width: 416, height: 416 }, { width: 416, height: 416 })).toEqual({
      x: 0,
      y: 0,
      width: 416,
      height: 416,
    });
  });

  it('rounds odd proportions to whole pixels inside the input', () => {
    expect(letterboxArea({ width: 810, height: 1080 }, SIZE)).toEqual({
      x: 64,
      y: 0,
      width: 384,
      height: 512,
    });
    expect(letterboxArea({ width: 4000, height: 3 }, SIZE)).toEqual({ x: 0, y: 255, width: 512, height: 1 });
  });

  it('refuses a frame without a size', () => {
    expect(() => letterboxArea({ width: 0, height: 720 }, SIZE)).toThrow(
      'A frame of 0×720 has no picture to detect objects on',
    );
  });
});

describe('frameBatchCommand', () => {
  it('seeks to the batch, keeps one frame an interval, letterboxed into the input, as raw RGB', () => {
    const command = frameBatchCommand(
      '/w/source.mp4',
      { startMs: 64_000, count: 64, intervalMs: 1000 },
      SIZE,
      WIDE,
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
      'fps=fps=1000/1000:start_time=0:round=near,scale=512:288:flags=bilinear,setsar=1,pad=512:512:0:112:color=0x727272',
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
    const command = frameBatchCommand(
      'in.mp4',
      { startMs: 0, count: 3, intervalMs: 6000 },
      SIZE,
      WIDE,
      'out.rgb',
    );
    expect(command.outputOptions[4]).toMatch(/^fps=fps=1000\/6000:start_time=0:round=near,/);
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
    await runner.run(frameBatchCommand(clip, { startMs: 0, count: 4, intervalMs: 1000 }, SIZE, WIDE, output));
    expect(statSync(output).size).toBe(4 * rgbFrameBytes(SIZE));
    await runner.run(
      frameBatchCommand(clip, { startMs: 1000, count: 2, intervalMs: 1000 }, SIZE, WIDE, output),
    );
    expect(statSync(output).size).toBe(2 * rgbFrameBytes(SIZE));
  });

  it('puts the 16:9 picture between grey bands, whole', async () => {
    const output = join(dir, 'frame.rgb');
    const area = letterboxArea({ width: 640, height: 360 }, SIZE);
    await runner.run(frameBatchCommand(clip, { startMs: 0, count: 1, intervalMs: 1000 }, SIZE, area, output));
    const frame = readFileSync(output);
    const pixel = (x: number, y: number) => [
      ...frame.subarray((y * SIZE.width + x) * 3, (y * SIZE.width + x) * 3 + 3),
    ];
    expect(pixel(256, 0)).toEqual([114, 114, 114]);
    expect(pixel(256, 111)).toEqual([114, 114, 114]);
    expect(pixel(256, 400)).toEqual([114, 114, 114]);
    expect(pixel(256, 511)).toEqual([114, 114, 114]);
    // testsrc2 is colourful everywhere: no row of the picture is the padding's grey.
    for (const y of [112, 256, 399]) {
      const row = Array.from({ length: SIZE.width }, (_, x) => pixel(x, y).join(','));
      expect(row.filter((rgb) => rgb === '114,114,114').length).toBeLessThan(SIZE.width / 2);
    }
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
