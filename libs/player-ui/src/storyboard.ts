import { parseTimeString } from '@framehouse/domain';

/** One storyboard tile: the rectangle of the sprite that shows the frames from `start` to `end` (seconds). */
export interface StoryboardCue {
  start: number;
  end: number;
  imageUrl: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const XYWH = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

/**
 * The cues of a WebVTT storyboard (`sprite.jpg#xywh=x,y,w,h`, as the transcoder writes it). Each image
 * URI is resolved against the VTT's own URL: the API serves absolute signed sprite URLs, but a stored
 * (relative) one still resolves beside the VTT. Cues without a usable rectangle are left out.
 */
export function parseStoryboardVtt(vtt: string, vttUrl: string): StoryboardCue[] {
  const cues: StoryboardCue[] = [];
  for (const block of vtt.split(/\r?\n\r?\n/)) {
    const lines = block
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const [startText = '', endText = ''] = lines[timing]
      .split('-->')
      .map((part) => part.trim().split(/\s/)[0]);
    const start = parseTimeString(startText);
    const end = parseTimeString(endText);
    const match = XYWH.exec(lines[timing + 1] ?? '');
    if (start === undefined || end === undefined || !match) continue;
    const [, uri, x, y, width, height] = match;
    let imageUrl: string;
    try {
      imageUrl = new URL(uri, vttUrl).toString();
    } catch {
      continue;
    }
    cues.push({
      start: start / 1000,
      end: end / 1000,
      imageUrl,
      x: Number(x),
      y: Number(y),
      width: Number(width),
      height: Number(height),
    });
  }
  return cues;
}

/** The tile shown for `seconds`: the cue that covers it, else the last one that starts before it. */
export function storyboardCueAt(cues: readonly StoryboardCue[], seconds: number): StoryboardCue | undefined {
  let found: StoryboardCue | undefined;
  for (const cue of cues) {
    if (cue.start > seconds) break;
    found = cue;
    if (seconds < cue.end) break;
  }
  return found;
}
