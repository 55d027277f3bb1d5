import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spokenText } from './normalize-transcript';
import { WhisperEngine } from './whisper.engine';

// No whisper.cpp model can be downloaded here: a stand-in whisper-cli (a shell script) answers as the
// real one does, so the engine's own code runs end to end: arguments, progress lines, the JSON file.
describe('WhisperEngine', () => {
  let dir: string;
  const fixture = join(__dirname, 'fixtures', 'whisper-small-step.json');

  function cli(name: string, body: string): string {
    const path = join(dir, name);
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, 0o755);
    return path;
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'framehouse-whisper-'));
    writeFileSync(join(dir, 'ggml-base.en.bin'), 'model');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the CLI, follows its progress and reads its full JSON into the normalized transcript', async () => {
    const program = cli(
      'whisper-cli',
      `echo "$@" > ${JSON.stringify(join(dir, 'args.txt'))}
while [ "$1" != "-of" ]; do shift; done
for p in 25 50 100; do echo "whisper_print_progress_callback: progress = $p%" >&2; done
cp ${JSON.stringify(fixture)} "$2.json"`,
    );
    const engine = new WhisperEngine({ cli: program, model: join(dir, 'ggml-base.en.bin'), threads: 2 });
    engine.assertReady();
    const progress: number[] = [];
    const transcript = await engine.transcribe('/audio/a.wav', {
      durationMs: 7500,
      workDir: dir,
      signal: new AbortController().signal,
      onProgress: (percent) => progress.push(percent),
    });
    expect(transcript.engine).toBe('whisper.cpp:ggml-base.en.bin');
    expect(spokenText(transcript)).toBe("That's one small step for man One giant leap for mankind");
    expect(progress).toEqual([25, 50, 100, 100]);
    expect(readFileSync(join(dir, 'args.txt'), 'utf8').trim()).toBe(
      `-m ${join(dir, 'ggml-base.en.bin')} -f /audio/a.wav -l en -t 2 -pp -ojf -of ${join(dir, 'whisper')}`,
    );
  });

  it("fails with whisper.cpp's words when it wrote no transcript (it exits 0 on audio it cannot read)", async () => {
    const program = cli('whisper-cli-bad-audio', `echo "error: failed to decode audio from 'a.wav'." >&2`);
    const engine = new WhisperEngine({ cli: program, model: join(dir, 'ggml-base.en.bin'), threads: null });
    await expect(
      engine.transcribe('/audio/a.wav', {
        durationMs: 1000,
        workDir: join(dir, 'empty'),
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow("whisper.cpp wrote no transcript: failed to decode audio from 'a.wav'.");
  });
});
