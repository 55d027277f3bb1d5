import type { StorageDriver } from '@framehouse/storage';
import { createWriteStream } from 'node:fs';
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
