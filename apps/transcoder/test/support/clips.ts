import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Test sources made by ffmpeg's lavfi generators: a moving test pattern and a tone, short and small so
 * the suite stays quick on two cores. Speech is made by espeak-ng.
 */
export type ClipKind = 'h264-aac' | 'h264-long-gop' | 'vp9-opus' | 'h264-silent' | 'mpeg4-aac' | 'audio-only';

const H264_FAST = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'];
const AAC_96K = ['-c:a', 'aac', '-b:a', '96k'];

const SPECS: Record<ClipKind, { extension: string; video?: string[]; audio?: string[] }> = {
  'h264-aac': { extension: 'mp4', video: H264_FAST, audio: AAC_96K },
  // One keyframe in 10 s, as cameras and screen recorders write: a remux cannot cut 1 s segments.
  'h264-long-gop': {
    extension: 'mp4',
    video: [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '250',
      '-sc_threshold',
      '0',
    ],
    audio: AAC_96K,
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

/**
 * espeak-ng's Klatt voice at 160 words a minute: of the voices measured, the one pocketsphinx's US English
 * model recognizes best (a word error rate around 0.4 on a paragraph, against about 0.8 for the default).
 */
export const SPEECH_VOICE: readonly string[] = ['-v', 'en-us+klatt', '-s', '160'];

export type SpeechClipKind = 'wav' | 'h264-aac' | 'audio-only';

/**
 * A clip of `ssml` (espeak-ng's SSML: `<break time="1200ms"/>` makes a pause) spoken by SPEECH_VOICE:
 * a 16 kHz mono WAV as processing writes it, an H.264/AAC video of the test pattern with the speech as
 * its sound, or an AAC audio file.
 */
export function makeSpeechClip(dir: string, name: string, ssml: string, kind: SpeechClipKind): string {
  const spoken = join(dir, `${name}-espeak.wav`);
  execFileSync('espeak-ng', [...SPEECH_VOICE, '-m', '-w', spoken, `<speak>${ssml}</speak>`]);
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  const output = join(dir, `${name}.${kind === 'wav' ? 'wav' : kind === 'audio-only' ? 'm4a' : 'mp4'}`);
  const args =
    kind === 'wav'
      ? [...quiet, '-i', spoken, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', output]
      : kind === 'audio-only'
        ? [...quiet, '-i', spoken, ...AAC_96K, output]
        : [
            ...quiet,
            '-f',
            'lavfi',
            '-i',
            'testsrc2=size=320x240:rate=25',
            '-i',
            spoken,
            '-shortest',
            ...H264_FAST,
            ...AAC_96K,
            output,
          ];
  execFileSync('ffmpeg', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  return output;
}

/** The font of the stop sign's word: Debian's fonts-dejavu-core (tools/lib.sh installs it). */
export const STOP_SIGN_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/**
 * A street scene a COCO detector knows: a grey pole under a blue sky for `seconds`, with a stop sign (a
 * red octagon with a white rim and the word STOP) on it from `fromSeconds` until `toSeconds`. CenterNet
 * scores it about 0.86 (0.39 without the word). Drawn by ffmpeg, so no picture needs a licence.
 */
export function makeStopSignClip(
  dir: string,
  {
    seconds = 7,
    fromSeconds = 2,
    toSeconds = 5,
  }: { seconds?: number; fromSeconds?: number; toSeconds?: number } = {},
): string {
  const output = join(dir, `stop-sign-${seconds}s.mp4`);
  const outer = 'lte(max(abs(X-320)\\,abs(Y-150))\\,100)*lte(abs(X-320)+abs(Y-150)\\,141)';
  const inner = 'lte(max(abs(X-320)\\,abs(Y-150))\\,92)*lte(abs(X-320)+abs(Y-150)\\,130)';
  const channel = (fill: number) => `if(${outer}\\,if(${inner}\\,${fill}\\,255)\\,p(X\\,Y))`;
  const shown = `enable='between(t\\,${fromSeconds}\\,${toSeconds - 0.001})'`;
  const scene = [
    'drawbox=x=313:y=200:w=14:h=160:color=0x808080:t=fill',
    `geq=r='${channel(200)}':g='${channel(20)}':b='${channel(30)}':${shown}`,
    `drawtext=fontfile=${STOP_SIGN_FONT}:text=STOP:fontsize=56:fontcolor=white:x=320-text_w/2:y=150-text_h/2:${shown}`,
  ].join(',');
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x7fa7d0:size=640x360:rate=10:duration=${seconds},format=rgb24`,
      '-vf',
      scene,
      ...H264_FAST,
      output,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return output;
}
