import {
  JobName,
  ObjectCategory,
  QueueName,
  VideoStatus,
  type DetectObjectsJob,
  type DetectObjectsResult,
} from '@framehouse/domain';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ObjectAnnotation } from '../../src/modules/objects/object-annotation.entity';
import { ObjectThumbnail } from '../../src/modules/objects/object-thumbnail.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import type { Video } from '../../src/modules/videos/video.entity';
import type { PayloadError } from '../support/fixtures';
import { ERRORS } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { setVideo, startUpload } from '../videos/video-support';

export const OBJECT_FIELDS = `id title category timeRange { start end } startTimestamp endTimestamp url source
  visible promote created thumbnailId thumbnailUrl thumbnails { id imageUrl source } video { id title }`;

export interface ObjectView {
  id: string;
  title: string;
  category: ObjectCategory;
  timeRange: { start: number; end: number };
  startTimestamp: string;
  endTimestamp: string;
  url: string | null;
  source: string;
  visible: boolean;
  promote: boolean;
  created: string;
  thumbnailId: string | null;
  thumbnailUrl: string | null;
  thumbnails: Array<{ id: string; imageUrl: string; source: string }>;
  video: { id: string; title: string };
}

export interface ObjectPayload {
  objectAnnotation: ObjectView | null;
  errors: PayloadError[];
}

export const OBJECTS = `query Objects($videoId: ID, $title: String, $search: String, $page: Int, $pageSize: Int,
  $orderBy: String, $visible: Boolean, $promote: Boolean) {
  objects(videoId: $videoId, title: $title, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy,
    visible: $visible, promote: $promote) {
    nodes { ${OBJECT_FIELDS} } totalCount pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
  }
}`;
export const OBJECT_BY_ID = `query Object($id: ID!) { objectById(id: $id) { ${OBJECT_FIELDS} } }`;
export const CREATE_OBJECT = `mutation Create($videoId: ID!, $objectAnnotation: CreateObjectAnnotationInput!) {
  createObjectAnnotation(videoId: $videoId, objectAnnotation: $objectAnnotation) { objectAnnotation { ${OBJECT_FIELDS} } ${ERRORS} }
}`;
export const UPDATE_OBJECT = `mutation Update($objectId: ID!, $objectAnnotation: UpdateObjectAnnotationInput!) {
  updateObjectAnnotation(objectId: $objectId, objectAnnotation: $objectAnnotation) { objectAnnotation { ${OBJECT_FIELDS} } ${ERRORS} }
}`;
export const DELETE_OBJECT = `mutation Delete($id: ID, $ids: [ID!]) {
  deleteObjectAnnotation(id: $id, ids: $ids) { deletedObjectAnnotationId deletedObjectAnnotationIds ${ERRORS} }
}`;
export const TOGGLE_OBJECT = `mutation Toggle($id: ID, $ids: [ID!], $videoId: ID!, $action: MemberToggleAction!, $field: ObjectToggleField) {
  toggleObjectAnnotation(id: $id, ids: $ids, videoId: $videoId, action: $action, field: $field) {
    objectAnnotations { id visible promote } ${ERRORS}
  }
}`;
export const CREATE_OBJECT_THUMBNAIL = `mutation CreateThumbnail($objectId: ID!, $imageBase64: String!) {
  createObjectThumbnail(objectId: $objectId, imageBase64: $imageBase64) { thumbnail { id imageUrl source } ${ERRORS} }
}`;
export const DELETE_OBJECT_THUMBNAIL = `mutation DeleteThumbnail($id: ID!) {
  deleteObjectThumbnail(id: $id) { deletedObjectThumbnailId ${ERRORS} }
}`;
export const VIDEO_OBJECTS_STATE = `query State($id: ID!) {
  videoById(id: $id) { id status objectsCount objectDetection { status percent failureReason } }
}`;

export interface ObjectsState {
  id: string;
  status: string;
  objectsCount: number;
  objectDetection: { status: string; percent: number; failureReason: string | null } | null;
}

/** A processed video (DRAFT, 10 s) without running the pipeline; its media root is its globalId's. */
export async function processedVideo(
  t: TestApp,
  token: string,
  changes: Partial<Video> = {},
): Promise<{ id: string; globalId: string }> {
  const started = await startUpload(t, token, 'Clip.mp4');
  await setVideo(t, started.video.id, { status: VideoStatus.DRAFT, durationMs: 10_000, ...changes });
  return started.video;
}

export async function createObject(
  t: TestApp,
  token: string,
  videoId: string,
  objectAnnotation: Record<string, unknown>,
): Promise<ObjectPayload> {
  const response = await t.gql<{ createObjectAnnotation: ObjectPayload }>(
    CREATE_OBJECT,
    { videoId, objectAnnotation },
    token,
  );
  expect(response.errors).toBeUndefined();
  return response.data.createObjectAnnotation;
}

export async function updateObject(
  t: TestApp,
  token: string,
  objectId: string,
  objectAnnotation: Record<string, unknown>,
): Promise<ObjectPayload> {
  const response = await t.gql<{ updateObjectAnnotation: ObjectPayload }>(
    UPDATE_OBJECT,
    { objectId, objectAnnotation },
    token,
  );
  expect(response.errors).toBeUndefined();
  return response.data.updateObjectAnnotation;
}

export async function objectsState(t: TestApp, token: string, id: string): Promise<ObjectsState> {
  const response = await t.gql<{ videoById: ObjectsState }>(VIDEO_OBJECTS_STATE, { id }, token);
  expect(response.errors).toBeUndefined();
  return response.data.videoById;
}

/** Polls the video until its object detection is done (COMPLETED or FAILED). */
export async function waitForDetection(
  t: TestApp,
  token: string,
  id: string,
  timeoutMs = 30_000,
  output: () => string = () => '',
): Promise<{ final: ObjectsState; seen: string[] }> {
  const deadline = Date.now() + timeoutMs;
  const seen: string[] = [];
  let state = await objectsState(t, token, id);
  for (;;) {
    const status = state.objectDetection?.status ?? 'NONE';
    if (seen[seen.length - 1] !== status) seen.push(status);
    if (status === 'COMPLETED' || status === 'FAILED') return { final: state, seen };
    if (Date.now() > deadline) {
      throw new Error(`The detection of video ${id} is not done: ${JSON.stringify(state)}\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await objectsState(t, token, id);
  }
}

export function objectRows(t: TestApp, videoId: string): Promise<ObjectAnnotation[]> {
  return t.app
    .get(DataSource)
    .getRepository(ObjectAnnotation)
    .find({ where: { videoId }, order: { startMs: 'ASC' } });
}

export function objectThumbnailRows(t: TestApp, objectId: string): Promise<ObjectThumbnail[]> {
  return t.app.get(DataSource).getRepository(ObjectThumbnail).find({ where: { objectId } });
}

export type DetectorBehaviour =
  Array<Omit<DetectObjectsResult['objects'][number], 'thumbnailKey' | 'box'>> | 'fail';

export interface FakeDetector {
  /** What the detection of a video finds; a job waits for it. */
  detect(videoId: string, behaviour: DetectorBehaviour): void;
  /** The jobs seen, by id. */
  jobs(): DetectObjectsJob[];
  close(): Promise<void>;
}

/**
 * The transcoder's object detection at the protocol level (libs/domain/src/jobs/object-detection.ts):
 * a BullMQ worker on the API's object-detection queue that reports progress, writes one real JPEG crop
 * per object under the job's `outputPrefix` and returns a DetectObjectsResult, or fails.
 */
export function startFakeDetector(t: TestApp): FakeDetector {
  const storage = t.app.get(StorageService).driver;
  const behaviours = new Map<string, DetectorBehaviour>();
  const seen: DetectObjectsJob[] = [];
  const behaviourOf = async (videoId: string) => {
    for (let waited = 0; waited < 20_000; waited += 50) {
      const behaviour = behaviours.get(videoId);
      if (behaviour) return behaviour;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new UnrecoverableError(`No detection was set for video ${videoId}`);
  };
  const worker = new Worker(
    QueueName.OBJECT_DETECTION,
    async (job: Job<DetectObjectsJob>): Promise<DetectObjectsResult> => {
      if (job.name !== JobName.DETECT_OBJECTS) throw new UnrecoverableError(`Unexpected job ${job.name}`);
      seen.push(job.data);
      const behaviour = await behaviourOf(job.data.videoId);
      await job.updateProgress({ percent: 40 });
      if (behaviour === 'fail') throw new UnrecoverableError('The detector gave up.');
      const objects = [];
      for (const [index, object] of behaviour.entries()) {
        const crop = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c00' } })
          .jpeg()
          .toBuffer();
        const thumbnailKey = `${job.data.outputPrefix}${String(index + 1).padStart(3, '0')}-crop.jpg`;
        await storage.putObject(thumbnailKey, crop, { contentType: 'image/jpeg', size: crop.length });
        objects.push({ ...object, box: { x: 0.1, y: 0.1, width: 0.3, height: 0.3 }, thumbnailKey });
      }
      return { model: 'fake', framesSampled: 10, intervalMs: 1000, coveredMs: job.data.durationMs, objects };
    },
    { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix, concurrency: 2 },
  );
  return {
    detect: (videoId, behaviour) => behaviours.set(videoId, behaviour),
    jobs: () => seen,
    close: () => worker.close(),
  };
}
