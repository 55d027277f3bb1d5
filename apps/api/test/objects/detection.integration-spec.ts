import { ObjectCategory, ObjectDetectionStatus, VideoStatus } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { ObjectDetectionMonitor } from '../../src/modules/objects/jobs/object-detection.monitor';
import { ObjectDetectionService } from '../../src/modules/objects/object-detection.service';
import { VideoObjectDetection } from '../../src/modules/objects/video-object-detection.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import { Video } from '../../src/modules/videos/video.entity';
import type { Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { editorCast } from '../videos/video-editor-support';
import { defaultStorageDriver, download, setVideo, startVideoApp } from '../videos/video-support';
import {
  createObject,
  OBJECTS,
  objectRows,
  objectsState,
  objectThumbnailRows,
  processedVideo,
  startFakeDetector,
  waitForDetection,
  type FakeDetector,
  type ObjectView,
} from './objects-support';

const BOX = { x: 0.1, y: 0.1, width: 0.3, height: 0.3 };
const SIGN = { category: ObjectCategory.STOP_SIGN, startMs: 2000, endMs: 5000, score: 0.86, box: BOX };
const PERSON = { category: ObjectCategory.PERSON, startMs: 0, endMs: 3000, score: 0.7, box: BOX };

/**
 * The API's side of the AI step at the protocol level: a fake detector works the object-detection queue
 * as the transcoder does (progress, crops written under the job's prefix, a DetectObjectsResult), and the
 * real monitor stores what it returns.
 */
describe('object detection (API side)', () => {
  let t: TestApp;
  let owner: Owner;
  let detector: FakeDetector;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner } = await editorCast(t, 'Detection'));
    detector = startFakeDetector(t);
  });
  afterAll(async () => {
    await detector?.close();
    await t?.close();
  });

  const storage = () => t.app.get(StorageService).driver;
  const videoRow = (id: string) =>
    t.app.get(DataSource).getRepository(Video).findOneOrFail({ where: { id } });
  /** What the `processed` hook does once a video's processing result is recorded. */
  const processed = async (id: string) => t.app.get(ObjectDetectionService).start(await videoRow(id));

  async function objectsOf(videoId: string): Promise<ObjectView[]> {
    const response = await t.gql<{ objects: { nodes: ObjectView[] } }>(OBJECTS, { videoId }, owner.token);
    expect(response.errors).toBeUndefined();
    return response.data.objects.nodes;
  }

  it("queues the run, shows its progress, and stores SYSTEM objects with their crops beside members' ones", async () => {
    const video = await processedVideo(t, owner.token);
    const mine = await createObject(t, owner.token, video.id, {
      title: 'Mine',
      category: ObjectCategory.CAR,
    });
    await processed(video.id);
    const queued = await objectsState(t, owner.token, video.id);
    // The fake worker may have taken it already.
    expect(['QUEUED', 'IN_PROGRESS']).toContain(queued.objectDetection?.status);

    detector.detect(video.id, [PERSON, SIGN]);
    const { final, seen } = await waitForDetection(t, owner.token, video.id);
    expect(final.objectDetection).toEqual({ status: 'COMPLETED', percent: 100, failureReason: null });
    expect(seen[seen.length - 1]).toBe('COMPLETED');
    expect(final.objectsCount).toBe(3);
    const [job] = detector.jobs().filter((data) => data.videoId === video.id);
    expect(job).toMatchObject({
      organizationId: owner.organizationId,
      durationMs: 10_000,
      run: 0,
      outputPrefix: `media/${owner.organizationId}/${video.globalId}/processed/objects/${video.id}-0/`,
    });

    const objects = await objectsOf(video.id);
    expect(objects.map((object) => [object.title, object.category, object.source, object.timeRange])).toEqual(
      [
        ['Person', 'PERSON', 'SYSTEM', { start: 0, end: 3000 }],
        ['Mine', 'CAR', 'USER', { start: 0, end: 10_000 }],
        ['Stop sign', 'STOP_SIGN', 'SYSTEM', { start: 2000, end: 5000 }],
      ],
    );
    const sign = objects[2] as ObjectView;
    expect(sign.thumbnails).toEqual([
      { id: sign.thumbnailId, imageUrl: sign.thumbnailUrl, source: 'SYSTEM' },
    ]);
    expect((await download(sign.thumbnailUrl as string)).status).toBe(200);
    expect(mine.errors).toEqual([]);
  });

  it('replaces the SYSTEM objects with a newer run and its crops, and ignores an older run', async () => {
    const video = await processedVideo(t, owner.token);
    await processed(video.id);
    detector.detect(video.id, [SIGN]);
    await waitForDetection(t, owner.token, video.id);
    const [first] = await objectRows(t, video.id);
    const [crop] = await objectThumbnailRows(t, first?.id as string);

    // The video's next run (as a reprocessed video has): a new detection, the old objects replaced.
    await setVideo(t, video.id, { processingRun: 1 });
    detector.detect(video.id, [PERSON]);
    await processed(video.id);
    expect(['QUEUED', 'IN_PROGRESS']).toContain(
      (await objectsState(t, owner.token, video.id)).objectDetection?.status,
    );
    await waitForDetection(t, owner.token, video.id);
    expect((await objectsOf(video.id)).map((object) => object.category)).toEqual(['PERSON']);
    expect(await storage().statObject(crop?.fileKey as string)).toBeNull();

    // A late result of run 0 changes nothing, and its crops go.
    const stale = `media/${owner.organizationId}/${video.globalId}/processed/objects/${video.id}-0/`;
    await storage().putObject(`${stale}001-stop-sign.jpg`, Buffer.from('x'), {
      contentType: 'image/jpeg',
      size: 1,
    });
    const stored = await t.app
      .get(ObjectDetectionService)
      .store(
        { videoId: video.id, run: 0 },
        { objects: [{ ...SIGN, thumbnailKey: `${stale}001-stop-sign.jpg` }] },
      );
    expect(stored).toBe(false);
    expect((await objectsOf(video.id)).map((object) => object.category)).toEqual(['PERSON']);
    expect(await storage().listPrefix(stale)).toEqual([]);
  });

  it("records a failure with its reason, leaving the video and members' objects as they are", async () => {
    const video = await processedVideo(t, owner.token);
    await createObject(t, owner.token, video.id, { title: 'Mine', category: ObjectCategory.CAR });
    await processed(video.id);
    detector.detect(video.id, 'fail');
    const { final } = await waitForDetection(t, owner.token, video.id);
    expect(final).toMatchObject({
      status: VideoStatus.DRAFT,
      objectsCount: 1,
      objectDetection: { status: 'FAILED', failureReason: 'The detector gave up.' },
    });
  });

  it('takes only crops under the job prefix and ranges inside the video', async () => {
    const video = await processedVideo(t, owner.token);
    // A detection waiting for run 0, with no job: the result below is the only one.
    await t.app.get(DataSource).getRepository(VideoObjectDetection).insert({
      videoId: video.id,
      run: 0,
      status: ObjectDetectionStatus.QUEUED,
      percent: 0,
      failureReason: null,
    });
    const prefix = `media/${owner.organizationId}/${video.globalId}/processed/objects/${video.id}-0/`;
    const stored = await t.app.get(ObjectDetectionService).store(
      { videoId: video.id, run: 0 },
      {
        objects: [
          { ...SIGN, endMs: 99_000, thumbnailKey: 'media/elsewhere/secret.jpg' },
          { ...PERSON, category: 'UNICORN', thumbnailKey: `${prefix}002-x.jpg` },
          { ...PERSON, startMs: 12_000, endMs: 13_000, thumbnailKey: `${prefix}003-x.jpg` },
        ],
      },
    );
    expect(stored).toBe(true);
    const objects = await objectsOf(video.id);
    expect(objects.map((object) => [object.category, object.timeRange, object.thumbnails.length])).toEqual([
      ['STOP_SIGN', { start: 2000, end: 10_000 }, 0],
    ]);
  });

  it('the reconcile starts a processed video never queued, and queues a lost job again', async () => {
    const video = await processedVideo(t, owner.token);
    detector.detect(video.id, [SIGN]);
    await t.app.get(ObjectDetectionMonitor).reconcile();
    const { final } = await waitForDetection(t, owner.token, video.id);
    expect(final.objectDetection?.status).toBe('COMPLETED');
    expect(final.objectsCount).toBe(1);
  });
});
