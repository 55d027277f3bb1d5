import {
  JobName,
  jobIdFor,
  LimitKind,
  QueueName,
  SubscriptionPlan,
  TranscriptionStatus,
} from '@framehouse/domain';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UsageRecord } from '../../src/modules/limits/usage-record.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import type { PayloadError } from '../support/fixtures';
import { ERRORS, registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { run, setPlan } from '../videos/video-support';

export const API = '/d2c/api/transcriptions';

export const API_KEY_FIELDS = 'id name key revoked created';
export const D2C_API_KEYS = `query Keys($page: Int, $pageSize: Int, $orderBy: String, $revoked: Boolean) {
  d2cApiKeys(page: $page, pageSize: $pageSize, orderBy: $orderBy, revoked: $revoked) {
    nodes { ${API_KEY_FIELDS} }
    totalCount
    pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
  }
}`;
export const CREATE_KEY = `mutation Create($name: String!) { createD2CApiKey(name: $name) { apiKey { ${API_KEY_FIELDS} } ${ERRORS} } }`;
export const REVOKE_KEY = `mutation Revoke($id: ID!) { revokeD2CApiKey(id: $id) { apiKey { ${API_KEY_FIELDS} } ${ERRORS} } }`;
export const D2C_TRANSCRIPTIONS = `query Transcriptions($page: Int, $pageSize: Int, $orderBy: String) {
  d2cTranscriptions(page: $page, pageSize: $pageSize, orderBy: $orderBy) {
    nodes { id inputName jobName duration status created failureReason }
    totalCount
    pageInfo { hasNextPage hasPreviousPage totalPages pageNumber pageSize }
  }
  me { organization { subscription { plan limitsUsage {
    limit { limit period value meteredLimit { unitsCap unitCurrency unitCost } }
    usage value meteredValue meteredUsage
  } } } }
}`;

export interface ApiKeyView {
  id: string;
  name: string;
  key: string | null;
  revoked: boolean;
  created: string;
}

export interface JobView {
  id: string;
  status: TranscriptionStatus;
  inputName: string;
  jobName: string;
  source: 'UPLOAD' | 'URL';
  duration: number | null;
  durationMs: number | null;
  progress: number;
  failureReason: string | null;
  languageCode: string | null;
  created: string;
  completedAt: string | null;
  resultUrl: string;
}

export interface RestError {
  errors: PayloadError[];
  requestId: string;
}

/** A D2C organization's owner (D2C_PREMIUM, active, as if paid). */
export async function registerD2COwner(
  t: TestApp,
  plan: SubscriptionPlan = SubscriptionPlan.D2C_PREMIUM,
): Promise<Owner> {
  const owner = await registerOwner(t, { plan: SubscriptionPlan.D2C_TRIAL });
  await setPlan(t, owner.organizationId, plan);
  return owner;
}

export async function createKey(t: TestApp, token: string, name: string): Promise<ApiKeyView> {
  const response = await t.gql<{ createD2CApiKey: { apiKey: ApiKeyView; errors: PayloadError[] } }>(
    CREATE_KEY,
    { name },
    token,
  );
  expect(response.errors).toBeUndefined();
  expect(response.data.createD2CApiKey.errors).toEqual([]);
  return response.data.createD2CApiKey.apiKey;
}

/** A fresh D2C organization with one key: what most REST tests start from. */
export async function d2cCustomer(
  t: TestApp,
  plan: SubscriptionPlan = SubscriptionPlan.D2C_PREMIUM,
): Promise<{ owner: Owner; key: string }> {
  const owner = await registerD2COwner(t, plan);
  const apiKey = await createKey(t, owner.token, `plugin-${randomUUID().slice(0, 8)}`);
  return { owner, key: apiKey.key as string };
}

/** POSTs a media file as the plugin does (multipart, field `file`). */
export function submitFile(
  t: TestApp,
  key: string,
  bytes: Buffer,
  filename: string,
  options: { contentType?: string; jobName?: string } = {},
) {
  const call = request(t.app.getHttpServer()).post(API).set('authorization', `Bearer ${key}`);
  if (options.jobName !== undefined) call.field('jobName', options.jobName);
  return call.attach('file', bytes, { filename, contentType: options.contentType ?? 'audio/wav' });
}

export function submitUrl(t: TestApp, key: string, url: string, jobName?: string) {
  return request(t.app.getHttpServer())
    .post(API)
    .set('x-api-key', key)
    .send(jobName === undefined ? { url } : { url, jobName });
}

export function getJob(t: TestApp, key: string, id: string) {
  return request(t.app.getHttpServer()).get(`${API}/${id}`).set('authorization', `Bearer ${key}`);
}

export function getResult(t: TestApp, key: string, id: string, format?: string) {
  const call = request(t.app.getHttpServer())
    .get(`${API}/${id}/result`)
    .set('authorization', `Bearer ${key}`);
  if (format !== undefined) call.query({ format });
  return call.buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
}

/** Polls the job until `done` holds (the monitor applies queue events asynchronously). */
export async function waitForJob(
  t: TestApp,
  key: string,
  id: string,
  done: (job: JobView) => boolean,
  // Below the suite's 60 s test timeout, so that a stuck job fails with its state.
  timeoutMs = 45_000,
): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await getJob(t, key, id);
    expect(response.status).toBe(200);
    const job = response.body as JobView;
    if (done(job)) return job;
    if (Date.now() > deadline)
      throw new Error(`Job ${id} did not reach the expected state: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits until the job's source is gone: the monitor deletes it after the job's end is committed, so
 * the status can be read before the deletion has happened.
 */
export async function sourceDeleted(t: TestApp, key: string, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while ((await t.app.get(StorageService).driver.statObject(key)) !== null) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

export const ended = (job: JobView) =>
  job.status === TranscriptionStatus.COMPLETED || job.status === TranscriptionStatus.FAILED;

/** The app's transcription queue, as the transcoder sees it. */
export function transcriptionQueue(t: TestApp): Queue {
  return new Queue(QueueName.TRANSCRIPTION, {
    connection: { url: t.config.redisUrl },
    prefix: t.config.redisPrefix,
  });
}

export const probeJobId = (id: string) => jobIdFor(JobName.PROBE_MEDIA, id);
export const transcribeJobId = (id: string) => jobIdFor(JobName.TRANSCRIBE_MEDIA, id);

/** Test setup: as if the organization had already transcribed `seconds` this period. */
export async function useAllowance(t: TestApp, organizationId: string, seconds: number): Promise<void> {
  const records = t.app.get(DataSource).getRepository(UsageRecord);
  await records.insert(
    records.create({
      organizationId,
      kind: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
      quantity: seconds,
      subjectId: randomUUID(),
    }),
  );
}

/** Seconds of D2C transcription the organization has used (every record, whatever its period). */
export async function usedSeconds(t: TestApp, organizationId: string): Promise<number> {
  const rows = await t.app
    .get(DataSource)
    .getRepository(UsageRecord)
    .find({ where: { organizationId, kind: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT } });
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

export interface SpeechClips {
  dir: string;
  /** Spoken English, a few seconds, 22 kHz mono WAV. */
  speech: Buffer;
  /** The same speech as an MP3 (what a plugin usually sends). */
  speechMp3: Buffer;
  remove(): Promise<void>;
}

export const SPOKEN_TEXT = 'Hello world. The quick brown fox jumps over the lazy dog.';

/** Speech made with espeak-ng (the Klatt voice, 160 words a minute), in a fresh folder. */
export async function makeSpeech(text = SPOKEN_TEXT): Promise<SpeechClips> {
  const dir = await mkdtemp(join(tmpdir(), 'framehouse-d2c-'));
  const wav = join(dir, 'speech.wav');
  const mp3 = join(dir, 'speech.mp3');
  await run('espeak-ng', ['-v', 'en-us+klatt', '-s', '160', '-w', wav, text]);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-i',
    wav,
    '-c:a',
    'libmp3lame',
    mp3,
  ]);
  return {
    dir,
    speech: await readFile(wav),
    speechMp3: await readFile(mp3),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
