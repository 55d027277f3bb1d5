// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types; the storage library declares the part it uses
/// <reference path="../../../../libs/storage/src/testing/s3rver.d.ts" />
import {
  JobName,
  jobIdFor,
  QueueName,
  SubscriptionPlan,
  SubscriptionStatus,
  VideoStatus,
} from '@framehouse/domain';
import { Queue } from 'bullmq';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { startS3TestServer } from '../../../../libs/storage/src/testing/s3-test-server';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { Video } from '../../src/modules/videos/video.entity';
import type { PayloadError } from '../support/fixtures';
import { ERRORS } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

export const run = promisify(execFile);

export type StorageDriverName = 'fs' | 's3';

/**
 * The storage drivers a suite runs on: both, unless STORAGE_DRIVER names one (the whole video suite is
 * then run once per driver: `STORAGE_DRIVER=s3 npx jest apps/api/test/videos --selectProjects integration`).
 */
export function storageDrivers(): StorageDriverName[] {
  const chosen = process.env.STORAGE_DRIVER;
  return chosen === 'fs' || chosen === 's3' ? [chosen] : ['fs', 's3'];
}

/** The driver of suites whose subject does not depend on storage: fs unless STORAGE_DRIVER says s3. */
export function defaultStorageDriver(): StorageDriverName {
  return process.env.STORAGE_DRIVER === 's3' ? 's3' : 'fs';
}

/**
 * The API on the chosen storage: fs in its data folder, or S3 against a loopback S3 server of its own
 * (which its close() stops too); `env` adds to its environment.
 */
export async function startVideoApp(
  driver: StorageDriverName,
  env: Record<string, string> = {},
): Promise<TestApp> {
  if (driver === 'fs') return startTestApp(env);
  const s3 = await startS3TestServer();
  const t = await startTestApp({
    ...env,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: 'framehouse-test',
  });
  const close = t.close.bind(t);
  return {
    ...t,
    async close() {
      await close();
      await s3.close();
    },
  };
}

export const VIDEO_FIELDS = `id globalId title description created status origin pipelineType views duration
  processingProgress failureReason isMonetizationEnabled thumbnailUrl thumbnails { id imageUrl }
  storyboardUrl videoFileUrl videoStreams { id standard manifestFileUrl }`;

export const UPLOAD_LOCAL = `mutation Upload($filename: String!, $multipart: Boolean, $pipelineType: PipelineType) {
  uploadLocalVideo(filename: $filename, multipart: $multipart, pipelineType: $pipelineType) {
    video { ${VIDEO_FIELDS} } videoUploadUrl key uploadId ${ERRORS}
  }
}`;
export const NEW_PART = `mutation Part($videoId: ID!, $partNumber: Int!) {
  newLocalVideoUploadPart(videoId: $videoId, partNumber: $partNumber) { videoUploadUrl ${ERRORS} }
}`;
export const PARTS = `query Parts($videoId: ID!) { localVideoUploadParts(videoId: $videoId) { partNumber etag size } }`;
export const CONFIRM = `mutation Confirm($videoId: ID!, $key: String!, $parts: [UploadedPartInput!]) {
  confirmLocalVideoUpload(videoId: $videoId, key: $key, parts: $parts) { video { ${VIDEO_FIELDS} } ${ERRORS} }
}`;
export const CANCEL = `mutation Cancel($videoId: ID!, $key: String!) {
  cancelLocalVideoUpload(videoId: $videoId, key: $key) { deletedVideoId ${ERRORS} }
}`;
export const UPLOAD_REMOTE = `mutation Remote($url: String!, $pipelineType: PipelineType) {
  uploadRemoteVideo(url: $url, pipelineType: $pipelineType) { video { ${VIDEO_FIELDS} } ${ERRORS} }
}`;
export const VIDEO_BY_ID = `query Video($id: ID!) { videoById(id: $id) { ${VIDEO_FIELDS} } }`;
export const VIDEOS = `query Videos($page: Int, $pageSize: Int, $orderBy: String, $search: String, $distinctGlobalId: Boolean) {
  videos(page: $page, pageSize: $pageSize, orderBy: $orderBy, search: $search, distinctGlobalId: $distinctGlobalId) {
    nodes { id globalId title status views isMonetizationEnabled created }
    totalCount
    pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
  }
}`;
export const DELETE = `mutation Delete($id: ID, $ids: [ID!]) {
  deleteVideo(id: $id, ids: $ids) { deletedVideoId deletedVideoIds ${ERRORS} }
}`;
export const DUPLICATE = `mutation Duplicate($id: ID!) { duplicateVideo(id: $id) { video { ${VIDEO_FIELDS} } ${ERRORS} } }`;
export const REPROCESS = `mutation Reprocess($id: ID!) { reprocessFailedVideo(id: $id) { video { ${VIDEO_FIELDS} } ${ERRORS} } }`;

export interface VideoView {
  id: string;
  globalId: string;
  title: string;
  description: string;
  created: string;
  status: string;
  origin: string;
  pipelineType: string;
  views: number;
  duration: number | null;
  processingProgress: number;
  failureReason: string | null;
  isMonetizationEnabled: boolean;
  thumbnailUrl: string | null;
  thumbnails: Array<{ id: string; imageUrl: string }>;
  storyboardUrl: string | null;
  videoFileUrl: string | null;
  videoStreams: Array<{ id: string; standard: string; manifestFileUrl: string }>;
}

export interface StartedUpload {
  video: VideoView;
  videoUploadUrl: string;
  key: string;
  uploadId: string;
  errors: PayloadError[];
}

export const MIB = 1024 * 1024;

export const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * A real H.264/AAC clip (640x360, 25 fps, a keyframe a second), 3 s unless `seconds` says, made by ffmpeg
 * in a fresh folder.
 */
export async function makeClip({ seconds = 3 }: { seconds?: number } = {}): Promise<{
  path: string;
  bytes: Buffer;
  dir: string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'framehouse-clip-'));
  const path = join(dir, 'clip.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '25', '-c:a', 'aac', path],
  ]);
  return { path, dir, bytes: await readFile(path), remove: () => rm(dir, { recursive: true, force: true }) };
}

/** PUTs one part's raw bytes to its presigned URL, as a browser does; the ETag it answers, unquoted. */
export async function putPart(url: string, bytes: Buffer): Promise<{ status: number; etag: string }> {
  const response = await fetch(url, { method: 'PUT', body: bytes });
  await response.arrayBuffer();
  return { status: response.status, etag: (response.headers.get('etag') ?? '').replace(/"/g, '') };
}

/** The key as a browser reads it from the upload URL's path (after `/storage/` for fs, the bucket for S3). */
export function keyFromUploadUrl(url: string): string {
  const path = new URL(url).pathname.split('/').map(decodeURIComponent);
  return path.slice(2).join('/');
}

export async function startUpload(t: TestApp, token: string, filename: string): Promise<StartedUpload> {
  const response = await t.gql<{ uploadLocalVideo: StartedUpload }>(UPLOAD_LOCAL, { filename }, token);
  expect(response.errors).toBeUndefined();
  expect(response.data.uploadLocalVideo.errors).toEqual([]);
  return response.data.uploadLocalVideo;
}

/** The whole flow for a file that fits one part: start, PUT, confirm. */
export async function uploadFile(
  t: TestApp,
  token: string,
  filename: string,
  bytes: Buffer,
): Promise<VideoView> {
  const started = await startUpload(t, token, filename);
  const part = await putPart(started.videoUploadUrl, bytes);
  expect(part.status).toBe(200);
  const confirmed = await t.gql<{ confirmLocalVideoUpload: { video: VideoView; errors: PayloadError[] } }>(
    CONFIRM,
    { videoId: started.video.id, key: started.key, parts: [{ partNumber: 1, etag: part.etag }] },
    token,
  );
  expect(confirmed.data.confirmLocalVideoUpload.errors).toEqual([]);
  return confirmed.data.confirmLocalVideoUpload.video;
}

export async function videoById(t: TestApp, token: string, id: string): Promise<VideoView> {
  const response = await t.gql<{ videoById: VideoView }>(VIDEO_BY_ID, { id }, token);
  expect(response.errors).toBeUndefined();
  return response.data.videoById;
}

/** Polls videoById until `done` holds (the monitor applies queue events asynchronously). */
export async function waitForVideo(
  t: TestApp,
  token: string,
  id: string,
  done: (video: VideoView) => boolean,
  timeoutMs = 30_000,
): Promise<VideoView> {
  const deadline = Date.now() + timeoutMs;
  let video = await videoById(t, token, id);
  while (!done(video)) {
    if (Date.now() > deadline)
      throw new Error(`Video ${id} did not reach the expected state: ${JSON.stringify(video)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    video = await videoById(t, token, id);
  }
  return video;
}

/**
 * Uploads a file and waits for the real transcoder to finish it (DRAFT, or FAILED: the caller checks);
 * a timeout carries the worker's output.
 */
export async function uploadProcessed(
  t: TestApp,
  token: string,
  filename: string,
  bytes: Buffer,
  workerOutput: () => string,
  timeoutMs = 120_000,
): Promise<VideoView> {
  const uploaded = await uploadFile(t, token, filename, bytes);
  return waitForVideo(
    t,
    token,
    uploaded.id,
    (seen) => seen.status === VideoStatus.DRAFT || seen.status === VideoStatus.FAILED,
    timeoutMs,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\nworker output:\n${workerOutput()}`);
  });
}

/** The app's video-processing queue, as the transcoder sees it (same Redis, same prefix). */
export function videoQueue(t: TestApp): Queue {
  return new Queue(QueueName.VIDEO_PROCESSING, {
    connection: { url: t.config.redisUrl },
    prefix: t.config.redisPrefix,
  });
}

export const processJobId = (videoId: string, run = 0) => jobIdFor(JobName.PROCESS_VIDEO, videoId, run);
export const importJobId = (videoId: string, run = 0) => jobIdFor(JobName.IMPORT_REMOTE_VIDEO, videoId, run);

/** Test setup: puts a video in a state (e.g. DRAFT) without running the pipeline. */
export async function setVideo(t: TestApp, id: string, changes: Partial<Video>): Promise<void> {
  const result = await t.app.get(DataSource).getRepository(Video).update({ id }, changes);
  expect(result.affected).toBe(1);
}

/** Test setup: the organization's plan, active (a paid plan as if its payment were confirmed). */
export async function setPlan(t: TestApp, organizationId: string, plan: SubscriptionPlan): Promise<void> {
  const status = {
    [SubscriptionPlan.TRIAL]: SubscriptionStatus.TRIAL,
    [SubscriptionPlan.PREMIUM]: SubscriptionStatus.PREMIUM,
    [SubscriptionPlan.UNLIMITED]: SubscriptionStatus.UNLIMITED,
    [SubscriptionPlan.D2C_TRIAL]: SubscriptionStatus.D2C_TRIAL,
    [SubscriptionPlan.D2C_PREMIUM]: SubscriptionStatus.D2C_PREMIUM,
    [SubscriptionPlan.D2C_UNLIMITED]: SubscriptionStatus.D2C_UNLIMITED,
  }[plan];
  await t.app
    .get(DataSource)
    .getRepository(Subscription)
    .update({ organizationId }, { plan, status, endsAt: null });
}

/** GETs a URL (the API's own, or the S3 server's) and reads it whole. */
export async function download(url: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}
