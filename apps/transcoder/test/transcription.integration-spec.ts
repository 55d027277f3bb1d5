import {
  JobName,
  jobIdFor,
  parseTranscriptJson,
  TokenType,
  type ProbeMediaJob,
  type ProbeMediaResult,
  type TranscribeMediaJob,
  type TranscribeVideoJob,
  type TranscriptDocument,
  type TranscriptionJobResult,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOUND_PROBLEM_MESSAGES, SoundProblemCode } from '../src/media';
import { spokenText, wordErrorRate } from '../src/transcription';
import { makeClip, makeCorruptFile, makeEmptyFile, makeSpeechClip } from './support/clips';
import { TestQueue } from './support/test-queue';

// Two sentences with a pause between them, spoken by espeak-ng (about 8.4 s), through the real worker
// and the real pocketsphinx, as the API adds the jobs and reads their results.
const PASSAGE =
  'We will publish the new video on our website next week. ' +
  'Please call me back when you have time to talk about the project.';
const PASSAGE_SSML =
  'We will publish the new video on our website next week.<break time="1200ms"/>' +
  'Please call me back when you have time to talk about the project.';
/**
 * Word error rate measured with pocketsphinx 0.8+5prealpha (Debian 12) and this voice: 0.25 (6 of 24
 * words) both for the video's sound as processing writes it (AAC in the mp4, then the 16 kHz WAV) and for
 * the m4a of the D2C test ("we will publish the move it on our website that we please call the bat when
 * you have time to talk about the project"); 0.167 for the same speech straight to WAV (the unit fixture).
 * The bound leaves a little room above it.
 */
const WER_BOUND = 0.3;

/**
 * The transcript's shape every consumer relies on: ordered, not overlapping, inside the media; and the
 * API's reader of stored transcripts takes it as it is.
 */
function expectWellFormed(transcript: TranscriptDocument, durationMs: number): void {
  expect(parseTranscriptJson(JSON.stringify(transcript))).toEqual(transcript);
  let previousEnd = 0;
  for (const segment of transcript.segments) {
    expect(segment.speakerLabel).toBe('spk_0');
    expect(segment.startTimestamp).toBeGreaterThanOrEqual(previousEnd);
    expect(segment.endTimestamp).toBeLessThanOrEqual(durationMs);
    expect(segment.tokens.some((token) => token.tokenType === TokenType.PRONUNCIATION)).toBe(true);
    expect(segment.startTimestamp).toBe(segment.tokens[0].startTimestamp);
    expect(segment.endTimestamp).toBe(segment.tokens[segment.tokens.length - 1].endTimestamp);
    for (const token of segment.tokens) {
      expect(Number.isInteger(token.startTimestamp) && Number.isInteger(token.endTimestamp)).toBe(true);
      expect(token.startTimestamp).toBeGreaterThanOrEqual(previousEnd);
      expect(token.endTimestamp).toBeGreaterThanOrEqual(token.startTimestamp);
      expect(token.token).not.toMatch(/^<|^\[|\(\d+\)$/);
      previousEnd = token.endTimestamp;
    }
  }
}

describe('transcription', () => {
  let queue: TestQueue;
  let clips: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    clips = mkdtempSync(join(tmpdir(), 'framehouse-speech-'));
    // A loopback server stands for the plugin's media host (private addresses allowed, as in tests).
    server = createServer((request, response) => {
      const file = request.url === '/media/interview.m4a' ? join(clips, 'served.m4a') : null;
      if (file) {
        const bytes = readFileSync(file);
        response.writeHead(200, { 'content-type': 'audio/mp4', 'content-length': bytes.length });
        response.end(bytes);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    queue = await new TestQueue({ ALLOW_PRIVATE_IMPORTS: 'true', FFMPEG_THREADS: '1' }).ready();
    await queue.startWorker();
  });

  afterAll(async () => {
    await queue?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(clips, { recursive: true, force: true });
  });

  /** A D2C transcription's ids and keys; nothing stored yet. */
  function newTranscription(extension: string) {
    const organizationId = randomUUID();
    const transcriptionId = randomUUID();
    return {
      transcriptionId,
      organizationId,
      sourceKey: `d2c/${organizationId}/${transcriptionId}/source/input${extension}`,
      transcriptKey: `d2c/${organizationId}/${transcriptionId}/transcript.json`,
    };
  }

  it('transcribes the speech of a processed video: most words, two segments, well-formed times', async () => {
    const video = await queue.storedVideo(makeSpeechClip(clips, 'passage', PASSAGE_SSML, 'h264-aac'));
    const processed = await queue.finished(await queue.addProcessing(video));
    expect(processed.audioKey).not.toBeNull();

    const data: TranscribeVideoJob = {
      videoId: video.videoId,
      organizationId: video.organizationId,
      audioKey: processed.audioKey,
      durationMs: processed.durationMs,
      transcriptKey: `${video.mediaPrefix}transcript/transcript.json`,
      run: video.run,
    };
    const jobId = jobIdFor(JobName.TRANSCRIBE_VIDEO, video.videoId, video.run);
    const result = await queue.finished<TranscriptionJobResult>(
      await queue.addTranscription([JobName.TRANSCRIBE_VIDEO, data], jobId),
    );
    expect(result).toMatchObject({
      transcriptKey: data.transcriptKey,
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: processed.durationMs,
      segmentCount: 2,
    });
    expect(result.realtimeFactor).toBeGreaterThan(0);

    const transcript = await queue.transcript(data.transcriptKey);
    expect(wordErrorRate(PASSAGE, spokenText(transcript))).toBeLessThanOrEqual(WER_BOUND);
    expectWellFormed(transcript, processed.durationMs);
    // The pause between the sentences splits them.
    expect(transcript.segments[1].startTimestamp - transcript.segments[0].endTimestamp).toBeGreaterThan(700);

    const percents = (queue.transcriptionProgress.get(jobId) ?? []).map((progress) => progress.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    // Run again (as a stalled job is): the same transcript at the same key, nothing else left behind.
    const before = await queue.text(data.transcriptKey);
    await queue.finished(await queue.addTranscription([JobName.TRANSCRIBE_VIDEO, data], `${jobId}-again`));
    expect(await queue.text(data.transcriptKey)).toBe(before);
    expect(await queue.storedKeys(`${video.mediaPrefix}transcript/`)).toEqual([data.transcriptKey]);
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  });

  it('gives a video without an audio track an empty transcript, not a failure', async () => {
    const video = queue.newVideo();
    const data: TranscribeVideoJob = {
      videoId: video.videoId,
      organizationId: video.organizationId,
      audioKey: null,
      durationMs: 3000,
      transcriptKey: `${video.mediaPrefix}transcript/transcript.json`,
      run: 0,
    };
    const job = await queue.addTranscription(
      [JobName.TRANSCRIBE_VIDEO, data],
      jobIdFor(JobName.TRANSCRIBE_VIDEO, video.videoId, 0),
    );
    expect(await queue.finished<TranscriptionJobResult>(job)).toMatchObject({
      segmentCount: 0,
      durationMs: 3000,
    });
    expect(await queue.transcript(data.transcriptKey)).toEqual({
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: 3000,
      segments: [],
    });
  });

  it('fetches a D2C URL into storage and probes it, then transcribes the audio', async () => {
    const audio = makeSpeechClip(clips, 'served', PASSAGE_SSML, 'audio-only');
    const ids = newTranscription('.m4a');
    const probe: ProbeMediaJob = { ...ids, url: ` ${base}/media/interview.m4a ` };
    const probed = await queue.finished<ProbeMediaResult>(
      await queue.addTranscription(
        [JobName.PROBE_MEDIA, probe],
        jobIdFor(JobName.PROBE_MEDIA, ids.transcriptionId),
      ),
    );
    expect(probed).toEqual({ durationMs: expect.any(Number), size: statSync(audio).size });
    expect(probed.durationMs).toBeGreaterThan(8000);
    expect(probed.durationMs).toBeLessThan(9000);
    expect(await queue.storage.statObject(ids.sourceKey)).toMatchObject({
      size: statSync(audio).size,
      contentType: 'audio/mp4',
    });

    const data: TranscribeMediaJob = { ...ids, durationMs: probed.durationMs };
    const jobId = jobIdFor(JobName.TRANSCRIBE_MEDIA, ids.transcriptionId);
    const result = await queue.finished<TranscriptionJobResult>(
      await queue.addTranscription([JobName.TRANSCRIBE_MEDIA, data], jobId),
    );
    expect(result).toMatchObject({
      transcriptKey: ids.transcriptKey,
      engine: 'pocketsphinx',
      segmentCount: 2,
    });
    const transcript = await queue.transcript(ids.transcriptKey);
    expect(wordErrorRate(PASSAGE, spokenText(transcript))).toBeLessThanOrEqual(WER_BOUND);
    expectWellFormed(transcript, probed.durationMs);
    expect(queue.transcriptionProgress.get(jobId)?.at(-1)).toEqual({ percent: 100 });
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  });

  it.each([
    ['a corrupt file', () => makeCorruptFile(clips), SOUND_PROBLEM_MESSAGES[SoundProblemCode.UNREADABLE]],
    ['an empty file', () => makeEmptyFile(clips), SOUND_PROBLEM_MESSAGES[SoundProblemCode.UNREADABLE]],
    [
      'a video without sound',
      () => makeClip(clips, 'h264-silent', { seconds: 1 }),
      SOUND_PROBLEM_MESSAGES[SoundProblemCode.NO_AUDIO_STREAM],
    ],
  ])('fails the probe of %s for good, with a reason the user reads', async (_name, make, reason) => {
    const ids = newTranscription('.mp4');
    await queue.storeFile(make(), ids.sourceKey);
    const job = await queue.addTranscription(
      [JobName.PROBE_MEDIA, { ...ids, url: null }],
      jobIdFor(JobName.PROBE_MEDIA, ids.transcriptionId),
    );
    expect(await queue.failure(job)).toEqual({ reason, attemptsMade: 1 });
  });

  it('fails the probe of a URL that is not there, for good', async () => {
    const ids = newTranscription('.m4a');
    const job = await queue.addTranscription(
      [JobName.PROBE_MEDIA, { ...ids, url: `${base}/media/gone.m4a` }],
      jobIdFor(JobName.PROBE_MEDIA, ids.transcriptionId),
    );
    expect(await queue.failure(job)).toEqual({
      reason: "The URL's server refused the download (HTTP 404).",
      attemptsMade: 1,
    });
    expect(await queue.storage.statObject(ids.sourceKey)).toBeNull();
  });
});
