import { ErrorCode, MOMENT_MIN_LENGTH_MS, SubscriptionPlan, VideoStatus } from '@framehouse/domain';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { waitForTranscript } from '../transcripts/transcript-support';
import { defaultStorageDriver, run, setPlan, startVideoApp, uploadProcessed } from '../videos/video-support';
import { addMoment } from './moment-support';

const SUGGESTED = `query Suggested($videoId: ID!) {
  suggestedMoments(videoId: $videoId) { start end startTimestamp endTimestamp title reasons }
}`;

interface Suggestion {
  start: number;
  end: number;
  startTimestamp: string;
  endTimestamp: string;
  title: string;
  reasons: string[];
}

/** Where the picture changes in the clip: a moving test card, then still colour bars. */
const CUT_MS = 8000;

/**
 * 16 s: testsrc2 for 8 s then SMPTE bars for 8 s, with espeak-ng reading one sentence in each half (at
 * 0.5 s and 8.5 s), so the scene change falls in a silence and each half opens with its own sentence.
 */
async function makeTwoSceneClip(): Promise<{ bytes: Buffer; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'framehouse-scenes-'));
  const first = join(dir, 'first.wav');
  const second = join(dir, 'second.wav');
  const clip = join(dir, 'clip.mp4');
  await run('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', first, 'Welcome to the garden show.']);
  await run('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', second, 'Now the weather for tomorrow.']);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=8'],
    ...['-f', 'lavfi', '-i', 'smptebars=size=640x360:rate=25:duration=8'],
    ...['-i', first, '-i', second],
    '-filter_complex',
    '[0:v][1:v]concat=n=2:v=1:a=0[v];[2:a]adelay=500:all=1,apad=whole_dur=8[a1];' +
      '[3:a]adelay=500:all=1,apad=whole_dur=8[a2];[a1][a2]concat=n=2:v=0:a=1[a]',
    ...['-map', '[v]', '-map', '[a]', '-t', '16'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '25', '-c:a', 'aac', clip],
  ]);
  return { bytes: await readFile(clip), remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Suggested moments as they are made: the real transcoder processes a two-scene clip, transcribes its
 * speech and finds its scene change; the API then proposes a moment per scene, cut where the picture
 * changes, titled by the sentence each opens with, and drops what an existing moment covers.
 */
describe('suggested moments with the real transcoder', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let transcoder: TranscoderProcess;
  let clip: Awaited<ReturnType<typeof makeTwoSceneClip>>;

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(defaultStorageDriver()), makeTwoSceneClip()]);
    owner = await registerOwner(t);
    other = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
  });
  afterAll(async () => {
    await transcoder?.stop();
    await t?.close();
    await clip?.remove();
  });

  const suggested = async (videoId: string, token = owner.token) =>
    t.gql<{ suggestedMoments: Suggestion[] | null }>(SUGGESTED, { videoId }, token);

  it('proposes one moment per scene, cut at the scene change, excluding what moments cover', async () => {
    const video = await uploadProcessed(t, owner.token, 'scenes.mp4', clip.bytes, transcoder.output);
    expect(video.status).toBe(VideoStatus.DRAFT);
    await waitForTranscript(t, owner.token, video.id, 180_000, transcoder.output);

    // The scene detection finishes on its own time: its boundary shows once it is stored.
    const deadline = Date.now() + 120_000;
    let suggestions: Suggestion[] = [];
    while (!suggestions.some((suggestion) => suggestion.reasons.includes('SCENE_CHANGE'))) {
      if (Date.now() > deadline) throw new Error(`No scene change suggested\n${transcoder.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = await suggested(video.id);
      expect(answer.errors).toBeUndefined();
      suggestions = answer.data.suggestedMoments ?? [];
    }

    expect(suggestions).toHaveLength(2);
    const [first, second] = suggestions as [Suggestion, Suggestion];
    expect(first.start).toBe(0);
    // The change is found on the 5 fps grid the worker scores at.
    expect(Math.abs(first.end - CUT_MS)).toBeLessThanOrEqual(250);
    expect(second.start).toBe(first.end);
    expect(second.end).toBe(video.duration);
    for (const suggestion of suggestions) {
      expect(suggestion.end - suggestion.start).toBeGreaterThanOrEqual(MOMENT_MIN_LENGTH_MS);
      expect(suggestion.reasons).toEqual(['SCENE_CHANGE']);
    }
    expect(first.startTimestamp).toBe('00:00:00.000');
    // Titled by the sentence each scene opens with (the words an engine hears may vary a little).
    expect(first.title.toLowerCase()).toMatch(/garden|welcome|show/);
    expect(second.title.toLowerCase()).toMatch(/weather|tomorrow|now/);

    // A moment over the first scene: the first suggestion overlaps it and goes; the second stays.
    await addMoment(t, owner.token, video.id, 'Taken', '00:00:01', '00:00:06');
    const after = (await suggested(video.id)).data.suggestedMoments ?? [];
    expect(after).toEqual([second]);

    // Another organization's video is not there for them.
    const foreign = await suggested(video.id, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe(ErrorCode.NOT_FOUND);
  }, 420_000);
});
