/**
 * One ffmpeg run: one input, one output (the HLS muxer writes every rendition from one output through
 * `-var_stream_map`, images go to one file or one numbered pattern). Builders return this; the runner
 * turns it into argv with `ffmpegArgs`.
 */
export interface FfmpegCommand {
  inputOptions: string[];
  input: string;
  outputOptions: string[];
  output: string;
}

/**
 * Options of every run: no banner and no stdin (a worker has no terminal), warnings and errors only on
 * stderr (the runner keeps its tail for the error), machine-readable progress on stdout, overwrite
 * (a retry re-runs into the same folder).
 */
export const FFMPEG_GLOBAL_OPTIONS: readonly string[] = [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'warning',
  '-progress',
  'pipe:1',
  '-nostats',
  '-y',
];

export function ffmpegArgs(command: FfmpegCommand): string[] {
  return [
    ...FFMPEG_GLOBAL_OPTIONS,
    ...command.inputOptions,
    '-i',
    safePath(command.input),
    ...command.outputOptions,
    safePath(command.output),
  ];
}

/** A relative path starting with "-" would be read as an option; "./" keeps it a file. */
export function safePath(path: string): string {
  return path.startsWith('-') ? `./${path}` : path;
}

/** Seconds with millisecond precision, as ffmpeg's time options read them: 12345 → "12.345". */
export function secondsArg(ms: number): string {
  return (Math.max(0, Math.round(ms)) / 1000).toFixed(3);
}

/**
 * The command with ffmpeg's thread count fixed (FFMPEG_THREADS) for its decoder (before `-i`) and its
 * encoders (after); null leaves ffmpeg its default (every core).
 */
export function withThreads(command: FfmpegCommand, threads: number | null): FfmpegCommand {
  if (threads === null) return command;
  const option = ['-threads', String(threads)];
  return {
    ...command,
    inputOptions: [...option, ...command.inputOptions],
    outputOptions: [...option, ...command.outputOptions],
  };
}
