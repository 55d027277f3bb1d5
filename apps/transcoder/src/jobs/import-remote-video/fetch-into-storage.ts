import type { StorageDriver } from '@framehouse/storage';
import type { FetchOptions, RemoteVideoFetcher } from './remote-video-fetcher';

/**
 * The URL's file streamed into storage at `key` (never held in memory), through a fetcher that checks
 * every address it connects to. Returns the stored size and the source's title.
 */
export async function fetchIntoStorage(
  storage: StorageDriver,
  fetcher: RemoteVideoFetcher,
  url: string,
  key: string,
  options: FetchOptions,
): Promise<{ size: number; title: string | null }> {
  const fetched = await fetcher.fetch(url, options);
  try {
    await storage.putObject(key, fetched.body, {
      contentType: fetched.contentType,
      size: fetched.size ?? undefined,
    });
  } finally {
    await fetched.dispose();
  }
  const size = (await storage.statObject(key))?.size ?? 0;
  return { size, title: fetched.title };
}
