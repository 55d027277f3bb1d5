import type { RelativeBox } from '@framehouse/domain';
import { secondsArg, type FfmpegCommand } from './ffmpeg-command';

/** A run of evenly spaced frames for the object detector: `count` frames from `startMs`, one every `intervalMs`. */
export interface FrameBatch {
  startMs: number;
  count: number;
  intervalMs: number;
}

/** The detector's input size, in pixels. */
export interface FrameSize {
  width: number;
  height: number;
}

/** Where the picture lies inside the detector's input (pixels): the rest is padding. */
export interface FrameArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bytes of one raw RGB frame of `size`. */
export function rgbFrameBytes(size: FrameSize): number {
  return size.width * size.height * 3;
}

/** The padding's grey (114 of 255, as YOLO-style letterboxes use): neutral, nothing a detector sees. */
export const LETTERBOX_COLOR = '0x727272';

/**
 * The frame as shown (`shown`: square pixels, after rotation) scaled to fit the detector's input whole,
 * keeping its proportions, centred: a 16:9 frame in a 512×512 input is 512×288 at y 112. Stretching the
 * frame to the square instead squashes people and vehicles into shapes the model was not trained on.
 */
export function letterboxArea(shown: FrameSize, input: FrameSize): FrameArea {
  if (!(shown.width > 0 && shown.height > 0)) {
    throw new Error(`A frame of ${shown.width}×${shown.height} has no picture to detect objects on`);
  }
  const scale = Math.min(input.width / shown.width, input.height / shown.height);
  const width = Math.min(input.width, Math.max(1, Math.round(shown.width * scale)));
  const height = Math.min(input.height, Math.max(1, Math.round(shown.height * scale)));
  return {
    x: Math.floor((input.width - width) / 2),
    y: Math.floor((input.height - height) / 2),
    width,
    height,
  };
}

/**
 * The batch's frames as raw RGB (`rgb24`, no header) one after the other in one file, each of the
 * detector's input size with the picture scaled into `area` (see `letterboxArea`) and grey around it: the
 * detector reads them without an image decoder. Seeking before the input resets timestamps to 0 at
 * `startMs`, so `fps` (nearest frame, starting at 0) picks the frame of `startMs + i × intervalMs` for
 * frame i. Rotation is applied, as for every picture the worker makes, so boxes are on the frame as it is
 * shown.
 */
export function frameBatchCommand(
  input: string,
  batch: FrameBatch,
  size: FrameSize,
  area: FrameArea,
  output: string,
): FfmpegCommand {
  const fps = `fps=fps=1000/${Math.max(1, Math.round(batch.intervalMs))}:start_time=0:round=near`;
  const scale = `scale=${area.width}:${area.height}:flags=bilinear,setsar=1`;
  const pad = `pad=${size.width}:${size.height}:${area.x}:${area.y}:color=${LETTERBOX_COLOR}`;
  return {
    inputOptions: ['-ss', secondsArg(batch.startMs)],
    input,
    outputOptions: [
      '-map',
      '0:v:0',
      '-an',
      '-vf',
      `${fps},${scale},${pad}`,
      '-frames:v',
      String(batch.count),
      '-pix_fmt',
      'rgb24',
      '-f',
      'rawvideo',
    ],
    output,
  };
}

/** A crop smaller than this (in source pixels, either side) is widened around its centre. */
export const OBJECT_CROP_MIN_PIXELS = 32;
/** Crops wider than this are scaled down, keeping their proportions. */
export const OBJECT_CROP_MAX_WIDTH = 480;

/** A ratio as ffmpeg's expressions read it: at most 4 decimals, within 0–1. */
function ratio(value: number): string {
  return String(Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000);
}

/**
 * One JPEG of the object: the frame at `atMs`, cropped to `box` (relative to the shown frame), scaled down
 * to at most OBJECT_CROP_MAX_WIDTH wide. The crop is at least OBJECT_CROP_MIN_PIXELS each side and stays
 * inside the frame (ffmpeg's crop evaluates the expressions against the input's size).
 */
export function objectCropCommand(
  input: string,
  atMs: number,
  box: RelativeBox,
  output: string,
): FfmpegCommand {
  const min = OBJECT_CROP_MIN_PIXELS;
  const w = `min(iw\\,max(${min}\\,iw*${ratio(box.width)}))`;
  const h = `min(ih\\,max(${min}\\,ih*${ratio(box.height)}))`;
  const x = `min(iw-ow\\,max(0\\,iw*${ratio(box.x + box.width / 2)}-ow/2))`;
  const y = `min(ih-oh\\,max(0\\,ih*${ratio(box.y + box.height / 2)}-oh/2))`;
  return {
    inputOptions: ['-ss', secondsArg(atMs)],
    input,
    outputOptions: [
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-vf',
      `crop=w=${w}:h=${h}:x=${x}:y=${y},scale=w='min(${OBJECT_CROP_MAX_WIDTH}\\,iw)':h=-2,setsar=1`,
      '-q:v',
      '3',
      '-f',
      'image2',
    ],
    output,
  };
}
