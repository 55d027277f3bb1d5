import { contentTypeForKey, type StorageDriver } from '@framehouse/storage';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes an upload to storage as it arrives, never holding it in memory. The fs driver takes the stream
 * as it is. The S3 client needs the size up front to send a stream sensibly (without it, it cuts the
 * stream into parts of hundreds of MiB held in memory, and looks for an earlier upload to resume), so for
 * S3 the upload is first spooled to a local temporary file, then sent with its size.
 */
export async function storeUpload(driver: StorageDriver, key: string, stream: Readable): Promise<void> {
  const contentType = contentTypeForKey(key);
  if (driver.driver === 'fs') {
    await driver.putObject(key, stream, { contentType });
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'framehouse-d2c-upload-'));
  try {
    const path = join(dir, 'media');
    await pipeline(stream, createWriteStream(path));
    const { size } = await stat(path);
    await driver.putObject(key, createReadStream(path), { contentType, size });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
