import { IMPORT_MAX_BYTES, ImportMessages, VideoOrigin, videoOriginForUrl } from '@framehouse/domain';
import { mediaContentType } from '@framehouse/storage';
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { LineTail } from '../../media';
import { parseImportUrl, refused, unavailable } from './import-rules';
import type { FetchedVideo, FetchOptions, RemoteVideoFetcher } from './remote-video-fetcher';

/** The best video up to 1080p with the best audio, merged into mp4; else the best single file up to 1080p. */
export const YTDLP_FORMAT = 'bv*[height<=1080]+ba/b[height<=1080]';
const OUTPUT_TEMPLATE = 'download.%(ext)s';
const SOCKET_TIMEOUT_SECONDS = 30;
const STDERR_TAIL_LINES = 20;

export interface YtDlpFetcherOptions {
  /** YTDLP_PATH. */
  executable: string;
  /** A command yt-dlp is started through (setpriv, so it dies with the worker). */
  launcher?: readonly string[];
  maxBytes?: number;
}

/** The argv after the executable: the format choice, the mp4 merge, the output, and what to print. */
export function ytDlpArgs(url: string, outputDir: string, maxBytes: number = IMPORT_MAX_BYTES): string[] {
  return [
    '-f',
    YTDLP_FORMAT,
    '--merge-output-format',
    'mp4',
    '-o',
    join(outputDir, OUTPUT_TEMPLATE),
    '--no-playlist',
    '--no-progress',
    '--no-mtime',
    '--max-filesize',
    String(maxBytes),
    '--socket-timeout',
    String(SOCKET_TIMEOUT_SECONDS),
    // After the merge: the final file's path, then the video's title, one a line on stdout.
    '--print',
    'after_move:filepath',
    '--print',
    'after_move:title',
    '--',
    url,
  ];
}

/**
 * YouTube and Vimeo through yt-dlp (Debian's package): it downloads into the job's scratch folder, and
 * the file is then streamed into storage. Only those sites' links reach it, so yt-dlp's generic
 * extractor never fetches an arbitrary (or private) address for us.
 */
export class YtDlpFetcher implements RemoteVideoFetcher {
  private readonly maxBytes: number;

  constructor(private readonly options: YtDlpFetcherOptions) {
    this.maxBytes = options.maxBytes ?? IMPORT_MAX_BYTES;
  }

  async fetch(value: string, { signal, workDir }: FetchOptions): Promise<FetchedVideo> {
    const url = parseImportUrl(value).toString();
    if (videoOriginForUrl(url) === VideoOrigin.REMOTE) throw refused(ImportMessages.notYouTubeOrVimeo);
    const dir = join(workDir, 'yt-dlp');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const { stdout, stderr } = await this.run(ytDlpArgs(url, dir, this.maxBytes), signal);
    const [printedPath, title] = stdout.split(/\r?\n/).map((line) => line.trim());
    const path = (await this.downloadedFile(dir, printedPath)) ?? null;
    if (!path) {
      if (/max-filesize/i.test(stderr.join('\n') + stdout)) throw refused(ImportMessages.tooLarge);
      throw unavailable(ImportMessages.downloadFailed('yt-dlp finished without a file.'));
    }
    const { size } = await stat(path);
    if (size > this.maxBytes) throw refused(ImportMessages.tooLarge);
    return {
      body: createReadStream(path),
      size,
      contentType: mediaContentType('', path),
      title: title || null,
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }

  /** The file yt-dlp says it wrote, if it is inside `dir`; else the one finished file there is. */
  private async downloadedFile(dir: string, printed: string | undefined): Promise<string | undefined> {
    if (printed) {
      const path = resolve(dir, printed);
      const inside = !relative(dir, path).startsWith('..');
      if (inside && (await stat(path).catch(() => null))?.isFile()) return path;
    }
    const names = (await readdir(dir)).filter((name) => !/\.(part|ytdl|temp)$|\.part-Frag/.test(name));
    return names.length === 1 ? join(dir, names[0]) : undefined;
  }

  private run(args: string[], signal: AbortSignal): Promise<{ stdout: string; stderr: string[] }> {
    const [program, ...programArgs] = [...(this.options.launcher ?? []), this.options.executable, ...args];
    return new Promise((resolvePromise, reject) => {
      const child = spawn(program, programArgs, {
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
        killSignal: 'SIGKILL',
      });
      let stdout = '';
      const stderr = new LineTail(STDERR_TAIL_LINES);
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (signal.aborted) reject(error);
        else if (error.code === 'ENOENT')
          reject(new Error(`yt-dlp is not installed (${this.options.executable})`));
        else reject(error);
      });
      child.once('close', (code) => {
        if (signal.aborted) return;
        if (code === 0) {
          resolvePromise({ stdout, stderr: stderr.lines() });
          return;
        }
        // 127: the launcher found no such program.
        if (code === 127) {
          reject(new Error(`yt-dlp is not installed (${this.options.executable})`));
          return;
        }
        const reason = ytDlpReason(stderr.lines()) ?? `yt-dlp exited with code ${code}.`;
        reject(unavailable(ImportMessages.downloadFailed(reason)));
      });
    });
  }
}

/** yt-dlp's own explanation: its last "ERROR:" line, without the prefix. */
export function ytDlpReason(stderr: readonly string[]): string | null {
  const line = [...stderr].reverse().find((candidate) => candidate.startsWith('ERROR:'));
  return line ? line.slice('ERROR:'.length).trim() : null;
}
