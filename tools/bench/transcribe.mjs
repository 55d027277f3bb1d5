#!/usr/bin/env node
// `npm run bench:transcribe`: about 60 s of speech spoken by espeak-ng (Klatt voice, 160 words a minute)
// from a known text, transcribed by the configured engine (TRANSCRIBE_ENGINE, WHISPER_MODEL, WHISPER_CLI,
// as the worker reads them) through the worker's own code in apps/transcoder/dist, built first: the sound
// probed and extracted to 16 kHz mono WAV as `transcribe-media` does, then the engine and the
// normalization. Prints the engine, the audio and wall seconds, the realtime factor (wall / audio) and the
// word error rate against the text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'apps/transcoder/dist');
/** The voice the tests use: the one pocketsphinx's US English model recognizes best of those measured. */
const VOICE = ['-v', 'en-us+klatt', '-s', '160'];

const TEXT = [
  'Our team makes short videos for small shops and local clubs.',
  'Every week we visit a new place, talk to the people who run it, and film what they do best.',
  'A baker shows us how she shapes the bread before sunrise.',
  'A football coach explains why the young players train in the rain.',
  'A florist tells us which flowers last longest in a warm room.',
  'After each visit we choose the best moments, write a short title, and add music that fits the mood.',
  'Then we publish the video on our website and share it with the people we met.',
  'Many of them watch it again and again, and some send it to their friends and families.',
  'This work is simple, but it takes time and care.',
  'We listen more than we talk, we ask good questions, and we never rush the edit.',
  'That is why people trust us with their stories, and why we love what we do.',
  'Next year we hope to visit more towns, meet more people, and teach young makers how to film their own',
  'work with a simple phone.',
].join(' ');

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  console.log('Building the transcoder…');
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', 'apps/transcoder/tsconfig.app.json'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const { loadWorkerConfig } = require(join(DIST, 'config/worker-config.js'));
  const { FfmpegRunner, transcriptionAudioCommand } = require(join(DIST, 'media/index.js'));
  const { comparableWords, createSpeechEngine, spokenText, wordEditDistance, wordErrorRate } = require(
    join(DIST, 'transcription/index.js'),
  );

  const config = loadWorkerConfig();
  const engine = createSpeechEngine(config.transcription);
  engine.assertReady();
  const runner = new FfmpegRunner();
  const work = mkdtempSync(join(tmpdir(), 'framehouse-bench-speech-'));
  const signal = new AbortController().signal;
  try {
    const textFile = join(work, 'text.txt');
    const spoken = join(work, 'speech.wav');
    writeFileSync(textFile, TEXT);
    console.log(`Speaking ${comparableWords(TEXT).length} words with espeak-ng ${VOICE.join(' ')}…`);
    execFileSync('espeak-ng', [...VOICE, '-w', spoken, '-f', textFile]);

    const probe = await runner.probeSound(spoken, { signal });
    if (!probe.ok) throw new Error(`espeak-ng made no readable audio: ${probe.problem.message}`);
    const wav = join(work, 'audio.wav');
    const extractStarted = Date.now();
    await runner.run(transcriptionAudioCommand(probe.info, spoken, wav), { signal });
    const extractMs = Date.now() - extractStarted;

    console.log(`Transcribing with ${engine.name}…`);
    const load = loadavg()[0].toFixed(2);
    const started = Date.now();
    const transcript = await engine.transcribe(wav, {
      durationMs: probe.info.durationMs,
      workDir: work,
      signal,
    });
    const wallMs = Date.now() - started;

    const heard = spokenText(transcript);
    const wer = wordErrorRate(TEXT, heard);
    const words = comparableWords(TEXT).length;
    const edits = wordEditDistance(comparableWords(TEXT), comparableWords(heard));
    console.log(`\nSpeech-to-text benchmark, ${cpus().length} cores (load average ${load} before the run)\n`);
    console.log(`  engine            ${engine.name}`);
    console.log(`  audio             ${seconds(probe.info.durationMs).padStart(8)}`);
    console.log(
      `  wall              ${seconds(wallMs).padStart(8)}   (the engine and normalization; extraction to 16 kHz WAV ${seconds(extractMs)})`,
    );
    console.log(
      `  realtime factor   ${(wallMs / probe.info.durationMs).toFixed(3).padStart(8)}   (wall / audio; below 1 is faster than real time)`,
    );
    console.log(
      `  word error rate   ${wer.toFixed(3).padStart(8)}   (${edits} word edits over the text's ${words} words)`,
    );
    console.log(`  segments          ${String(transcript.segments.length).padStart(8)}`);
    console.log(`\nHeard: ${heard}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
