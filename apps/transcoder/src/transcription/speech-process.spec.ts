import { runSpeechProcess, SpeechEngineError } from './speech-process';

// Real processes through /bin/sh stand for an engine: the runner is the thin part that spawns them.
describe('runSpeechProcess', () => {
  const signal = new AbortController().signal;

  it('resolves with stdout and hands over each line of both streams', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const stdout = await runSpeechProcess('sh', ['-c', 'printf "one\\ntwo\\n"; echo progress >&2'], {
      signal,
      onStdoutLine: (line) => out.push(line),
      onStderrLine: (line) => err.push(line),
    });
    expect(stdout).toBe('one\ntwo');
    expect(out).toEqual(['one', 'two']);
    expect(err).toEqual(['progress']);
  });

  it("says why a run failed, in the engine's words when it has a reason reader", async () => {
    const run = runSpeechProcess('sh', ['-c', 'echo "INFO: x" >&2; echo "FATAL: bad file" >&2; exit 1'], {
      signal,
      reason: (tail) => tail.find((line) => line.startsWith('FATAL:'))?.slice(7) ?? null,
    });
    await expect(run).rejects.toThrow(SpeechEngineError);
    await expect(run).rejects.toThrow('sh exited with code 1: bad file');
  });

  it('names a program that is not installed', async () => {
    await expect(runSpeechProcess('no-such-engine-x', [], { signal })).rejects.toThrow(
      'no-such-engine-x is not installed or not on the PATH',
    );
  });

  it('kills the program when the job is cancelled', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = runSpeechProcess('sh', ['-c', 'sleep 30'], { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(run).rejects.toThrow('sh was cancelled');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
