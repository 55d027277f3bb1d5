import { spawn } from 'node:child_process';
import { ffmpegArgs, type FfmpegCommand } from './ffmpeg-command';
import { keyframeProbeArgs, parseKeyframeTimes } from './moment-cut-commands';
import { ProgressReader, type FfmpegProgress } from './progress';
import {
  failedProbe,
  failedSoundProbe,
  ffprobeArgs,
  parseProbe,
  parseSoundProbe,
  ProbeProblemCode,
  SoundProblemCode,
  type ProbeResult,
  type SoundProbeResult,
} from './probe';

/** Lines of stderr kept for the error: ffmpeg says why it failed at the end. */
const STDERR_TAIL_LINES = 50;

export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
}

export interface FfmpegRunnerOptions extends Partial<MediaBinaries> {
  /**
   * A command ffmpeg is started through, e.g. `setpriv --pdeathsig KILL --` so that ffmpeg dies with the
   * worker even when the worker is killed outright (SIGKILL leaves no chance to kill it ourselves).
   * ffprobe runs without it: it is short, and a missing ffprobe must still read as missing.
   */
  launcher?: readonly string[];
}

export interface RunOptions {
  /** Called for each `-progress` block ffmpeg writes (about twice a second). */
  onProgress?: (progress: FfmpegProgress) => void;
  /** Aborting kills the process (SIGKILL: a cancelled job must not keep the cores). */
  signal?: AbortSignal;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly binary: string,
    /** Null when the process did not start or was killed. */
    readonly exitCode: number | null,
    /** The last lines ffmpeg wrote to stderr, oldest first. */
    readonly stderrTail: string[],
    /** The run was cancelled through its AbortSignal. */
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * The one place that starts ffmpeg and ffprobe. It knows nothing of videos: the commands come from the
 * builders, it runs them, reports progress, and turns a failure into a readable error.
 */
export class FfmpegRunner {
  private readonly binaries: MediaBinaries;
  private readonly launcher: readonly string[];

  constructor({ launcher = [], ...binaries }: FfmpegRunnerOptions = {}) {
    this.binaries = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', ...binaries };
    this.launcher = launcher;
  }

  /** Resolves when ffmpeg exits 0; rejects with an FfmpegError otherwise. */
  async run(command: FfmpegCommand, options: RunOptions = {}): Promise<void> {
    const reader = new ProgressReader();
    const onStdout = (chunk: string) => {
      for (const progress of reader.push(chunk)) options.onProgress?.(progress);
    };
    await this.execute(this.binaries.ffmpeg, ffmpegArgs(command), options.signal, onStdout, this.launcher);
  }

  /**
   * The probe of a file. A file ffprobe cannot read is a problem of the file (a value); a missing ffprobe
   * or a cancelled run is ours (an error).
   */
  async probe(path: string, options: Pick<RunOptions, 'signal'> = {}): Promise<ProbeResult> {
    const output = await this.ffprobe(path, options.signal);
    return output.ok ? parseProbe(output.json) : failedProbe(ProbeProblemCode.UNREADABLE, output.detail);
  }

  /** The probe of a file's sound (speech to text): audio alone is enough, no audio is a problem. */
  async probeSound(path: string, options: Pick<RunOptions, 'signal'> = {}): Promise<SoundProbeResult> {
    const output = await this.ffprobe(path, options.signal);
    return output.ok
      ? parseSoundProbe(output.json)
      : failedSoundProbe(SoundProblemCode.UNREADABLE, output.detail);
  }

  /** Keyframe times (ms) of the first video stream around `startMs`; none for a file without video. */
  async keyframesNear(
    path: string,
    startMs: number,
    options: Pick<RunOptions, 'signal'> = {},
  ): Promise<number[]> {
    let stdout = '';
    await this.execute(this.binaries.ffprobe, keyframeProbeArgs(path, startMs), options.signal, (chunk) => {
      stdout += chunk;
    });
    return parseKeyframeTimes(stdout);
  }

  /** ffprobe's JSON, or what ffprobe said when it refused the file. */
  private async ffprobe(
    path: string,
    signal: AbortSignal | undefined,
  ): Promise<{ ok: true; json: string } | { ok: false; detail: string }> {
    let stdout = '';
    try {
      await this.execute(this.binaries.ffprobe, ffprobeArgs(path), signal, (chunk) => {
        stdout += chunk;
      });
    } catch (error) {
      if (error instanceof FfmpegError && error.exitCode !== null) {
        return { ok: false, detail: error.stderrTail.join('\n') };
      }
      throw error;
    }
    return { ok: true, json: stdout };
  }

  private execute(
    binary: string,
    args: string[],
    signal: AbortSignal | undefined,
    onStdout: (chunk: string) => void,
    launcher: readonly string[] = [],
  ): Promise<void> {
    const name = binary.split('/').pop() ?? binary;
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new FfmpegError(`${name} was cancelled`, binary, null, [], true));
        return;
      }
      const [program, ...programArgs] = [...launcher, binary, ...args];
      const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
      const stderr = new LineTail(STDERR_TAIL_LINES);
      let aborted = false;
      let settled = false;
      const abort = () => {
        aborted = true;
        child.kill('SIGKILL');
      };
      const settle = (error?: FfmpegError) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', abort);
        if (error) reject(error);
        else resolve();
      };
      signal?.addEventListener('abort', abort, { once: true });
      child.stdout.setEncoding('utf8').on('data', onStdout);
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
      child.once('error', (error: NodeJS.ErrnoException) => {
        const reason =
          error.code === 'ENOENT' ? `${name} is not installed or not on the PATH` : `${name} could not start`;
        settle(new FfmpegError(`${reason} (${error.message})`, binary, null, stderr.lines()));
      });
      child.once('close', (code, killedBy) => {
        const tail = stderr.lines();
        if (aborted) settle(new FfmpegError(`${name} was cancelled`, binary, null, tail, true));
        else if (code === 0) settle();
        else {
          const status = code === null ? `was killed (${killedBy})` : `exited with code ${code}`;
          const last = tail.filter((line) => line.trim() !== '').pop();
          settle(new FfmpegError(`${name} ${status}${last ? `: ${last}` : ''}`, binary, code, tail));
        }
      });
    });
  }
}

/** The last `limit` lines of a stream, however its chunks fall (an unterminated last line counts). */
export class LineTail {
  private readonly kept: string[] = [];
  private partial = '';

  constructor(private readonly limit: number) {}

  push(chunk: string): void {
    const lines = (this.partial + chunk).split(/\r?\n/);
    this.partial = lines.pop() ?? '';
    this.kept.push(...lines);
    if (this.kept.length > this.limit) this.kept.splice(0, this.kept.length - this.limit);
  }

  lines(): string[] {
    return [...this.kept, ...(this.partial ? [this.partial] : [])].slice(-this.limit);
  }
}
