import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js';
import { prefetchedPlaylistLoader, type PrefetchedPlaylists } from './prefetched-playlists';

/** hls.js's own network loader, as its config gives it: records what it was asked for. */
const asked: string[] = [];
class NetworkLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = {} as LoaderStats;
  load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
    asked.push(context.url);
    callbacks.onSuccess({ url: context.url, data: `network ${context.url}` }, this.stats, context, null);
  }
  abort() {}
  destroy() {}
}

const config = { loader: NetworkLoader } as unknown as HlsConfig;
const loaderConfig = {} as LoaderConfiguration;
const context = (url: string) => ({ url, type: 'manifest', responseType: 'text' }) as PlaylistLoaderContext;

/** Loads `url` through a fresh loader; answers what hls.js would get (or undefined: no answer yet). */
async function load(playlists: PrefetchedPlaylists, url: string, abort = false) {
  const Loader = prefetchedPlaylistLoader(playlists);
  const loader = new Loader(config);
  let data: unknown;
  loader.load(context(url), loaderConfig, {
    onSuccess: (response) => (data = response.data),
    onError: () => undefined,
    onTimeout: () => undefined,
  });
  if (abort) loader.abort();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return data;
}

describe('prefetched playlists', () => {
  beforeEach(() => (asked.length = 0));

  it('answers a prefetched playlist from memory once, then from the network', async () => {
    const playlists: PrefetchedPlaylists = new Map([
      ['https://api.example/master.m3u8', Promise.resolve('#EXTM3U')],
    ]);
    expect(await load(playlists, 'https://api.example/master.m3u8')).toBe('#EXTM3U');
    expect(asked).toEqual([]);
    expect(await load(playlists, 'https://api.example/master.m3u8')).toBe(
      'network https://api.example/master.m3u8',
    );
    expect(asked).toEqual(['https://api.example/master.m3u8']);
  });

  it('asks the network for what was not prefetched or failed', async () => {
    const playlists: PrefetchedPlaylists = new Map([
      ['https://api.example/360p.m3u8', Promise.resolve(null)],
    ]);
    expect(await load(playlists, 'https://api.example/360p.m3u8')).toBe(
      'network https://api.example/360p.m3u8',
    );
    expect(await load(playlists, 'https://api.example/720p.m3u8')).toBe(
      'network https://api.example/720p.m3u8',
    );
    expect(asked).toEqual(['https://api.example/360p.m3u8', 'https://api.example/720p.m3u8']);
  });

  it('answers nothing once aborted', async () => {
    const playlists: PrefetchedPlaylists = new Map([
      ['https://api.example/master.m3u8', Promise.resolve('#EXTM3U')],
    ]);
    expect(await load(playlists, 'https://api.example/master.m3u8', true)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
