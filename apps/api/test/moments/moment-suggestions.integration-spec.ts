import {
  ErrorCode,
  JobName,
  jobIdFor,
  QueueName,
  SceneDetectionStatus,
  TokenType,
  type DetectScenesJob,
  type TranscriptToken,
} from '@framehouse/domain';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { SceneDetectionMonitor } from '../../src/modules/moments/suggestions/scene-detection.monitor';
import { SceneDetectionService } from '../../src/modules/moments/suggestions/scene-detection.service';
import { VideoSceneDetection } from '../../src/modules/moments/suggestions/video-scene-detection.entity';
import { TranscriptSegmentRow } from '../../src/modules/transcripts/transcript-segment.entity';
import { Transcription } from '../../src/modules/transcripts/transcription.entity';
import { Video } from '../../src/modules/videos/video.entity';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { defaultStorageDriver, startVideoApp } from '../videos/video-support';
import { addMoment, processedVideo } from './moment-support';

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

/** One sentence per segment, words 400 ms apart from `startMs`, ending with a full stop. */
function sentence(
  startMs: number,
  text: string,
): { startMs: number; endMs: number; tokens: TranscriptToken[] } {
  const words = text.split(' ');
  const tokens: TranscriptToken[] = words.map((word, i) => ({
    token: word,
    tokenType: TokenType.PRONUNCIATION,
    startTimestamp: startMs + i * 400,
    endTimestamp: startMs + i * 400 + 350,
  }));
  const endMs = startMs + words.length * 400;
  tokens.push({
    token: '.',
    tokenType: TokenType.PUNCTUATION,
    startTimestamp: endMs - 50,
    endTimestamp: endMs - 50,
  });
  return { startMs, endMs, tokens };
}

/** Four sentences on gardens, then four on engines: a topic change at the fifth. */
const TALK = [
  'Tomatoes grow well in garden soil',
  'Water the tomatoes and the garden soil daily',
  'Garden tomatoes need sun and soil',
  'Prune the tomatoes in the garden',
  'Engines burn fuel in cylinders',
  'Cylinders and pistons turn fuel into motion',
  'Pistons move when engines burn fuel',
  'Engines need fuel and pistons',
];

/**
 * Suggested moments on the API's side, without the worker: the query over a stored transcript and stored
 * scene changes, the rules it keeps, tenancy, and the scene detection's life (queued for a processed
 * video, stored for its run only). The worker's side runs in moment-suggestions-end-to-end.
 */
describe('suggested moments', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let data: DataSource;
  let queue: Queue;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t);
    other = await registerOwner(t);
    data = t.app.get(DataSource);
    queue = new Queue(QueueName.SCENE_DETECTION, {
      connection: { url: t.config.redisUrl },
      prefix: t.config.redisPrefix,
    });
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  const suggested = (videoId: string, token = owner.token) =>
    t.gql<{ suggestedMoments: Suggestion[] | null }>(SUGGESTED, { videoId }, token);

  async function transcribe(videoId: string, organizationId: string): Promise<void> {
    const { created } = await data.getRepository(Video).findOneByOrFail({ id: videoId });
    const transcription = await data.getRepository(Transcription).save({
      organizationId,
      videoId,
      videoCreated: created,
      languageCode: 'en',
      engine: 'test',
      durationMs: 60_000,
    });
    await data.getRepository(TranscriptSegmentRow).insert(
      TALK.map((text, position) => ({
        ...sentence(position * 6000, text),
        transcriptionId: transcription.id,
        position,
        speakerLabel: 'spk_0',
        text,
      })),
    );
  }

  it('proposes ranges at topic and scene changes that keep every moment rule, and drops those moments cover', async () => {
    const video = await processedVideo(t, owner.token);
    expect((await suggested(video.id)).data.suggestedMoments).toEqual([]);

    await transcribe(video.id, owner.organizationId);
    await data.getRepository(VideoSceneDetection).save({
      videoId: video.id,
      run: 0,
      status: SceneDetectionStatus.COMPLETED,
      changes: [
        { timeMs: 24_300, score: 0.8 },
        { timeMs: 50_000, score: 0.9 },
      ],
      failureReason: null,
    });
    const answer = await suggested(video.id);
    expect(answer.errors).toBeUndefined();
    // The topic changes after "Prune the tomatoes in the garden." (18000–20350); the scene change 300 ms
    // into "Engines burn fuel in cylinders." moves to its start (24000), and the two, with nothing said
    // between them, are one boundary.
    expect(answer.data.suggestedMoments).toEqual([
      {
        start: 0,
        end: 24_000,
        startTimestamp: '00:00:00.000',
        endTimestamp: '00:00:24.000',
        title: 'Tomatoes grow well in garden soil.',
        reasons: ['SCENE_CHANGE', 'TOPIC_CHANGE'],
      },
      {
        start: 24_000,
        end: 50_000,
        startTimestamp: '00:00:24.000',
        endTimestamp: '00:00:50.000',
        title: 'Engines burn fuel in cylinders.',
        reasons: ['SCENE_CHANGE', 'TOPIC_CHANGE'],
      },
      {
        start: 50_000,
        end: 60_000,
        startTimestamp: '00:00:50.000',
        endTimestamp: '00:01:00.000',
        title: 'Scene at 00:00:50.000',
        reasons: ['SCENE_CHANGE'],
      },
    ]);

    // Each can be made as it is.
    const [first, second] = answer.data.suggestedMoments as [Suggestion, Suggestion];
    await addMoment(t, owner.token, video.id, first.title, first.startTimestamp, first.endTimestamp);
    const left = (await suggested(video.id)).data.suggestedMoments ?? [];
    expect(left.map((s) => s.start)).toEqual([24_000, 50_000]);
    await addMoment(t, owner.token, video.id, 'Engines', '00:00:40', '00:00:55');
    expect((await suggested(video.id)).data.suggestedMoments).toEqual([]);
    expect(second.title.length).toBeLessThanOrEqual(256);
  });

  it('answers NOT_FOUND for another organization’s video or an unknown one', async () => {
    const video = await processedVideo(t, owner.token);
    for (const [id, token] of [
      [video.id, other.token],
      ['00000000-0000-4000-8000-000000000000', owner.token],
      ['nope', owner.token],
    ] as const) {
      const answer = await suggested(id, token);
      expect(answer.errors?.[0]?.extensions?.code).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('queues the scene detection of a processed video and stores the changes of its run only', async () => {
    const video = await processedVideo(t, owner.token);
    const monitor = t.app.get(SceneDetectionMonitor);
    const service = t.app.get(SceneDetectionService);
    // A video processed before this step existed is picked up by the reconcile.
    await monitor.reconcile();
    const row = await data.getRepository(VideoSceneDetection).findOneBy({ videoId: video.id });
    expect(row).toMatchObject({ run: 0, status: SceneDetectionStatus.QUEUED, changes: [] });
    const job = await queue.getJob(jobIdFor(JobName.DETECT_SCENES, video.id, 0));
    expect(job?.name).toBe(JobName.DETECT_SCENES);
    expect(job?.data as DetectScenesJob).toMatchObject({
      videoId: video.id,
      organizationId: owner.organizationId,
      durationMs: 60_000,
      run: 0,
    });

    const result = {
      threshold: 0.4,
      changes: [
        { timeMs: 30_000, score: 0.7 },
        { timeMs: 90_000, score: 1 },
      ],
    };
    expect(await service.store({ videoId: video.id, run: 1 }, result)).toBe(false);
    expect(await service.store({ videoId: video.id, run: 0 }, result)).toBe(true);
    expect(await data.getRepository(VideoSceneDetection).findOneBy({ videoId: video.id })).toMatchObject({
      status: SceneDetectionStatus.COMPLETED,
      changes: [{ timeMs: 30_000, score: 0.7 }],
    });
    // Done once: a repeated report changes nothing.
    expect(await service.applyFailure({ videoId: video.id, run: 0 }, 'late')).toBe(false);
    const suggestions = (await suggested(video.id)).data.suggestedMoments ?? [];
    expect(suggestions.map((s) => [s.start, s.end, s.reasons])).toEqual([
      [0, 30_000, ['SCENE_CHANGE']],
      [30_000, 60_000, ['SCENE_CHANGE']],
    ]);
  });
});
