import type { StorageDriver } from '@framehouse/storage';
import { UnrecoverableError } from 'bullmq';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * A stored object as a local file for ffmpeg or a speech engine: the object's own file with the fs
 * driver, else a download to `downloadPath` (in the job's scratch folder).
 */
export async function localFile(
  storage: StorageDriver,
  key: string,
  downloadPath: string,
  signal: AbortSignal,
): Promise<string> {
  const local = storage.localPath?.(key);
  if (local) return local;
  await pipeline(await storage.getObject(key), createWriteStream(downloadPath), { signal });
  return downloadPath;
}

/**
 * A video's stored original as a local file (downloaded to `source` in the scratch folder `workDir`). A
 * missing original fails the job for good with `missingMessage`: no retry brings it back.
 */
export async function localSource(
  storage: StorageDriver,
  key: string,
  workDir: string,
  signal: AbortSignal,
  missingMessage: string,
): Promise<string> {
  if (!(await storage.statObject(key))) throw new UnrecoverableError(missingMessage);
  return localFile(storage, key, join(workDir, 'source'), signal);
}
