import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Test sources made by ffmpeg's lavfi generators: a moving test pattern and a tone, short and small so
 * the suite stays quick on two cores.
 */
export type ClipKind = 'h264-aac' | 'vp9-opus' | 'h264-silent' | 'mpeg4-aac' | 'audio-only';

const SPECS: Record<ClipKind, { extension: string; video?: string[]; audio?: string[] }> = {
  'h264-aac': {
    extension: 'mp4',
    video: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'],
    audio: ['-c:a', 'aac', '-b:a', '96k'],
  },
  'vp9-opus': {
    extension: 'webm',
    video: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '500k'],
    audio: ['-c:a', 'libopus', '-b:a', '64k'],
  },
  'h264-silent': {
    extension: 'mp4',
    video: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  },
  // Fast to make, and not H.264: the source goes through the encoded ladder.
  'mpeg4-aac': {
    extension: 'mp4',
    video: ['-c:v', 'mpeg4', '-q:v', '5'],
    audio: ['-c:a', 'aac', '-b:a', '96k'],
  },
  'audio-only': { extension: 'm4a', audio: ['-c:a', 'aac', '-b:a', '96k'] },
};

export function makeClip(
  dir: string,
  kind: ClipKind,
  { seconds = 3, size = '640x360' }: { seconds?: number; size?: string } = {},
): string {
  const spec = SPECS[kind];
  const output = join(dir, `${kind}-${seconds}s-${size}.${spec.extension}`);
  const inputs = [
    ...(spec.video ? ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`] : []),
    ...(spec.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`] : []),
  ];
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      ...(spec.video ?? []),
      ...(spec.audio ?? []),
      output,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return output;
}

/** An mp4 cut short, as an interrupted copy leaves it: its index (the moov box, written last) is gone. */
export function makeCorruptFile(dir: string): string {
  const whole = readFileSync(makeClip(dir, 'h264-aac'));
  const path = join(dir, 'corrupt.mp4');
  writeFileSync(path, whole.subarray(0, Math.floor(whole.length / 2)));
  return path;
}

export function makeEmptyFile(dir: string): string {
  const path = join(dir, 'empty.mp4');
  writeFileSync(path, Buffer.alloc(0));
  return path;
}
