import { loadSharedConfig } from '@framehouse/config';
import { createStorage } from '@framehouse/storage';
import { randomUUID } from 'node:crypto';
import { StorageService } from '../../src/modules/storage/storage.service';
import type { TestApp } from '../support/test-app';
import { transcoderEnvFor } from '../support/transcoder-process';
import { startVideoApp, storageDrivers } from '../videos/video-support';

/**
 * The API and the transcoder read Redis and the storage with libs/config, each from its own environment.
 * What they must agree on: the worker's storage (no signing key) writes where the API's storage (with its
 * key derived from JWT_SECRET) signs URLs that browsers are then served by.
 */
describe.each(storageDrivers())('the storage the API and the worker share (%s storage)', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startVideoApp(driver);
    // The API's start already touches the storage (the moment downloads' sweep creates the bucket); let it
    // finish, since the S3 test server answers a second concurrent create with BucketAlreadyExists.
    await t.app.get(StorageService).ensureWritable();
  });

  afterAll(() => t.close());

  /** What the worker reads from the environment the end-to-end suites give the real transcoder. */
  const workerConfig = () => loadSharedConfig(transcoderEnvFor(t.config));

  it('reads the same queues and storage; only the API holds a signing key', () => {
    const { signingSecret, ...apiStorage } = t.config.storage;
    expect(signingSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(signingSecret).not.toBe(t.config.jwtSecret);
    expect(workerConfig()).toMatchObject({ redisUrl: t.config.redisUrl, redisPrefix: t.config.redisPrefix });
    expect(workerConfig().storage).toEqual(apiStorage);
  });

  it("serves what the worker wrote at the URL the API signed, and not another key's", async () => {
    const worker = createStorage(workerConfig().storage);
    const key = `media/${randomUUID()}/${randomUUID()}/processed/360p/segment0.ts`;
    const bytes = Buffer.from('a segment the worker wrote');
    await worker.putObject(key, bytes, { contentType: 'video/mp2t', size: bytes.length });

    const signed = await t.app.get(StorageService).driver.presignGet(key, 60);
    const response = await fetch(signed);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    if (driver === 'fs') {
      // The worker holds no key to sign with, and a key other than the API's own signs nothing it serves.
      await expect(worker.presignGet(key, 60)).rejects.toThrow(/no signing secret/);
      const forged = createStorage({ ...workerConfig().storage, signingSecret: t.config.jwtSecret });
      expect((await fetch(await forged.presignGet(key, 60))).status).toBe(403);
    }
  });
});
