import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { LineTail } from '../media';

/** Lines of stderr kept for the error: both engines say why they failed at the end of their log. */
const STDERR_TAIL_LINES = 50;

export interface SpeechProcessOptions {
  /** A command the engine is started through (`setpriv --pdeathsig KILL --`: it dies with the worker). */
  launcher?: readonly string[];
  /** Aborting kills the engine (SIGKILL: a cancelled job must not keep the cores). */
  signal: AbortSignal;
  onStdoutLine?: (line: string) => void;
  onStderrLine?: (line: string) => void;
  /** The engine's own explanation of a failure, found in the last lines of its stderr. */
  reason?: (stderrTail: readonly string[]) => string | null;
}

export class SpeechEngineError extends Error {
  constructor(
    message: string,
    /** The last lines the engine wrote to stderr, oldest first, for the logs. */
    readonly stderrTail: readonly string[],
  ) {
    super(message);
    this.name = 'SpeechEngineError';
  }
}

/**
 * Runs one speech-to-text program to its end and resolves with everything it printed on stdout. The
 * one place engines start a process: a missing program, a failure, and a cancellation become errors that
 * name the program.
 */
export function runSpeechProcess(
  program: string,
  args: readonly string[],
  options: SpeechProcessOptions,
): Promise<string> {
  const name = program.split('/').pop() ?? program;
  const { signal } = options;
  return new Promise<string>((resolve, reject) => {
    if (signal.aborted) {
      reject(new SpeechEngineError(`${name} was cancelled`, []));
      return;
    }
    const [command, ...commandArgs] = [...(options.launcher ?? []), program, ...args];
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr = new LineTail(STDERR_TAIL_LINES);
    const stdout: string[] = [];
    let aborted = false;
    let settled = false;
    const abort = () => {
      aborted = true;
      child.kill('SIGKILL');
      // A grandchild the program started may still hold the pipes: stop reading, so 'close' comes now.
      child.stdout.destroy();
      child.stderr.destroy();
    };
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve(stdout.join('\n'));
    };
    signal.addEventListener('abort', abort, { once: true });
    // readline gives whole lines however the chunks fall; both streams are read to their end before
    // 'close' fires, so no line is lost.
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
      stdout.push(line);
      options.onStdoutLine?.(line);
    });
    createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => {
      stderr.push(`${line}\n`);
      options.onStderrLine?.(line);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'ENOENT' ? `${name} is not installed or not on the PATH` : `${name} could not start`;
      settle(new SpeechEngineError(`${reason} (${error.message})`, stderr.lines()));
    });
    child.once('close', (code, killedBy) => {
      const tail = stderr.lines();
      if (aborted) settle(new SpeechEngineError(`${name} was cancelled`, tail));
      else if (code === 0) settle();
      // 127: the launcher found no such program.
      else if (code === 127)
        settle(new SpeechEngineError(`${name} is not installed or not on the PATH`, tail));
      else {
        const status = code === null ? `was killed (${killedBy})` : `exited with code ${code}`;
        const reason = options.reason?.(tail) ?? tail.filter((line) => line.trim() !== '').pop();
        settle(new SpeechEngineError(`${name} ${status}${reason ? `: ${reason}` : ''}`, tail));
      }
    });
  });
}
