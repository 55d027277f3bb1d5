/** One block of ffmpeg's `-progress` output, which ends with `progress=continue` or `progress=end`. */
export interface FfmpegProgress {
  /** How far into the output ffmpeg has written; null before the first frame. */
  outTimeMs: number | null;
  /** Times real time ("2.5x" → 2.5); null while ffmpeg does not know yet. */
  speed: number | null;
  /** The last block: ffmpeg has finished writing. */
  done: boolean;
}

/** Reads one block's `key=value` lines. */
export function parseProgressBlock(lines: readonly string[]): FfmpegProgress {
  const values = new Map<string, string>();
  for (const line of lines) {
    const separator = line.indexOf('=');
    if (separator > 0) values.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return {
    outTimeMs: outTimeMs(values),
    speed: finite(Number.parseFloat(values.get('speed') ?? '')),
    done: values.get('progress') === 'end',
  };
}

/**
 * `out_time_us` is microseconds; `out_time_ms` is microseconds too (an old ffmpeg misnomer) and only
 * read when the first is missing; `out_time` ("00:01:02.500000") is the last resort.
 */
function outTimeMs(values: Map<string, string>): number | null {
  const micros = finite(Number(values.get('out_time_us') ?? values.get('out_time_ms') ?? NaN));
  if (micros !== null) return micros < 0 ? null : Math.floor(micros / 1000);
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(values.get('out_time') ?? '');
  if (!match) return null;
  return Math.floor((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000);
}

function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/**
 * Turns ffmpeg's stdout, in whatever chunks it arrives, into progress blocks: it keeps a partial line
 * and the lines of the unfinished block until the rest comes.
 */
export class ProgressReader {
  private partialLine = '';
  private block: string[] = [];

  push(chunk: string): FfmpegProgress[] {
    const lines = (this.partialLine + chunk).split(/\r?\n/);
    this.partialLine = lines.pop() ?? '';
    const blocks: FfmpegProgress[] = [];
    for (const line of lines) {
      this.block.push(line);
      if (line.startsWith('progress=')) {
        blocks.push(parseProgressBlock(this.block));
        this.block = [];
      }
    }
    return blocks;
  }
}

/** Whole percent of the duration written, 0–100 (ffmpeg may run a little past the probed duration). */
export function progressPercent(outTimeMs: number | null, durationMs: number): number {
  if (outTimeMs === null || !(durationMs > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((outTimeMs / durationMs) * 100)));
}
