import { parseTimeString, SubscriptionPlan, TranscriptionStatus, VideoStatus } from '@framehouse/domain';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPEGTS_MEDIA_START } from '../../src/modules/videos/hls/hls-playlists';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import {
  defaultStorageDriver,
  download,
  run,
  setPlan,
  startVideoApp,
  uploadProcessed,
} from '../videos/video-support';
import { SEARCH_TRANSCRIPTS, transcriptionOf, waitForTranscript } from './transcript-support';

const SENTENCE = 'Hello and welcome. Today we talk about the weather and the garden.';
/** Words an engine hears in espeak-ng's reading of SENTENCE (the word error rate is the transcoder's). */
const CLEAR_WORDS = ['hello', 'welcome', 'today', 'talk', 'weather', 'garden'];

/** A clip with `text` spoken by espeak-ng over a test picture, or a silent one (no audio stream). */
async function makeSpeechClip(text: string | null): Promise<{ bytes: Buffer; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'framehouse-speech-'));
  const clip = join(dir, 'clip.mp4');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-nostdin'];
  if (text === null) {
    await run(
      'ffmpeg',
      [...quiet, '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-t', '3'].concat([
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-g',
        '25',
        clip,
      ]),
    );
  } else {
    const wav = join(dir, 'speech.wav');
    await run('espeak-ng', ['-v', 'en-us+klatt', '-s', '160', '-w', wav, text]);
    await run('ffmpeg', [
      ...quiet,
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-i', wav, '-shortest'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '25', '-c:a', 'aac', clip],
    ]);
  }
  return { bytes: await readFile(clip), remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The product as it runs: the API and the real transcoder process (speech engine included) on one
 * storage. Speech made with espeak-ng is uploaded, processed, transcribed, stored and searched, and its
 * SYSTEM caption plays as a subtitle rendition aligned with the renditions the transcoder muxed.
 */
// A test outlasts its waits: processing, then the transcript (a loaded 2-core machine is slow at both).
const TRANSCRIPT_WAIT_MS = 180_000;
const PROCESSED_TIMEOUT_MS = 300_000;

describe('speech to transcript and captions with the real transcoder', () => {
  let t: TestApp;
  let owner: Owner;
  let transcoder: TranscoderProcess;
  let speech: Awaited<ReturnType<typeof makeSpeechClip>>;
  let silence: Awaited<ReturnType<typeof makeSpeechClip>>;

  beforeAll(async () => {
    [t, speech, silence] = await Promise.all([
      startVideoApp(defaultStorageDriver()),
      makeSpeechClip(SENTENCE),
      makeSpeechClip(null),
    ]);
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
  });
  afterAll(async () => {
    await transcoder?.stop();
    await t?.close();
    await speech?.remove();
    await silence?.remove();
  });

  const processed = async (filename: string, bytes: Buffer) => {
    const video = await uploadProcessed(t, owner.token, filename, bytes, transcoder.output);
    expect(video.status).toBe(VideoStatus.DRAFT);
    const state = await waitForTranscript(t, owner.token, video.id, TRANSCRIPT_WAIT_MS, transcoder.output);
    return { video, state };
  };

  it(
    'transcribes spoken words with ordered times inside the video, makes and serves the SYSTEM caption',
    async () => {
      const { video, state } = await processed('speech.mp4', speech.bytes);
      expect(state.transcriptionStatus).toBe(TranscriptionStatus.COMPLETED);
      const transcription = await transcriptionOf(t, owner.token, { videoId: video.id, pageSize: 1000 });
      const segments = transcription?.segments.nodes ?? [];
      expect(segments.length).toBeGreaterThan(0);
      const words = segments.flatMap((segment) => segment.tokens.map((token) => token.token.toLowerCase()));
      const heard = CLEAR_WORDS.filter((word) => words.includes(word));
      expect(heard.length).toBeGreaterThanOrEqual(3);
      const times = segments.flatMap((segment) =>
        segment.tokens.flatMap((token) =>
          [token.startTimestamp, token.endTimestamp].map((value) => parseTimeString(value) as number),
        ),
      );
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual((video.duration ?? 0) + 50);

      const caption = state.captions?.find((item) => item.source === 'SYSTEM');
      expect(caption?.languageCode).toMatch(/^en/);
      const vtt = (await download(caption?.captionFileUrl as string)).body.toString();
      expect(vtt).toMatch(/^WEBVTT\n\n\d\d:\d\d:\d\d\.\d{3} --> /);
      expect(vtt.toLowerCase()).toContain(heard[0]);

      const manifestUrl = state.videoStreams[0]?.manifestFileUrl as string;
      const master = (await download(manifestUrl)).body.toString();
      expect(master).toContain(`URI="subtitles/${caption?.id}.m3u8"`);
      expect(master).toMatch(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"/);
      const subtitle = await download(new URL(`subtitles/${caption?.id}.vtt`, manifestUrl).toString());
      expect(subtitle.body.toString()).toContain(
        `X-TIMESTAMP-MAP=MPEGTS:${MPEGTS_MEDIA_START},LOCAL:00:00:00.000`,
      );

      // The map holds for the renditions the transcoder writes: their first frame is at ffmpeg's 1.4 s
      // start, plus the encoder's reordering delay of a couple of frames.
      const rendition = master.split('\n').find((line) => line.endsWith('index.m3u8')) as string;
      const playlist = (await download(new URL(rendition, manifestUrl).toString())).body.toString();
      const firstSegment = playlist
        .split('\n')
        .find((line) => line !== '' && !line.startsWith('#')) as string;
      const { stdout } = await run('ffprobe', [
        ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=start_pts', '-of', 'csv=p=0'],
        firstSegment,
      ]);
      const startPts = Number(stdout.trim().split('\n')[0]);
      expect(startPts).toBeGreaterThanOrEqual(MPEGTS_MEDIA_START);
      expect(startPts - MPEGTS_MEDIA_START).toBeLessThanOrEqual(0.2 * 90_000);

      const found = await t.gql<{ searchTranscripts: { nodes: Array<{ video: { id: string } }> } }>(
        SEARCH_TRANSCRIPTS,
        { search: heard[0] },
        owner.token,
      );
      expect(found.data.searchTranscripts.nodes.map((node) => node.video.id)).toContain(video.id);
    },
    PROCESSED_TIMEOUT_MS,
  );

  it(
    'gives a video without an audio track an empty transcript, not a failure',
    async () => {
      const { video, state } = await processed('silent.mp4', silence.bytes);
      expect(state).toMatchObject({ transcriptionStatus: TranscriptionStatus.COMPLETED, captions: [] });
      const transcription = await transcriptionOf(t, owner.token, { videoId: video.id });
      expect(transcription?.segments.totalCount).toBe(0);
    },
    PROCESSED_TIMEOUT_MS,
  );
});
