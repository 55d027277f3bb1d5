import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js';

/** hls.js's LoadStats, new (not imported: its CommonJS build does not export the class). */
const newStats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/**
 * Playlists the loader asked for on the click, by address, while this module loaded: hls.js takes each
 * from here once (no second request), and asks the network for anything else (or if one failed: null).
 */
export type PrefetchedPlaylists = Map<string, Promise<string | null>>;

/** hls.js's playlist loader, answering the prefetched playlists from memory. */
export function prefetchedPlaylistLoader(playlists: PrefetchedPlaylists) {
  return class PrefetchedPlaylistLoader implements Loader<PlaylistLoaderContext> {
    context: PlaylistLoaderContext | null = null;
    stats: LoaderStats = newStats();
    private network: Loader<LoaderContext> | null = null;
    private ended = false;

    constructor(private readonly config: HlsConfig) {}

    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      this.context = context;
      const prefetched = playlists.get(context.url);
      if (!prefetched) return this.fromNetwork(context, config, callbacks);
      // Once: a playlist that is loaded again (a live one, a retry) comes from the network.
      playlists.delete(context.url);
      this.stats.loading.start = performance.now();
      void prefetched.then((text) => {
        if (this.ended) return;
        if (text === null) return this.fromNetwork(context, config, callbacks);
        const now = performance.now();
        this.stats.loading.first = this.stats.loading.end = now;
        this.stats.loaded = this.stats.total = text.length;
        callbacks.onSuccess({ url: context.url, data: text, code: 200 }, this.stats, context, null);
      });
    }

    private fromNetwork(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      const Network = this.config.loader;
      const network = new Network(this.config);
      this.network = network;
      network.load(context, config, callbacks as unknown as LoaderCallbacks<LoaderContext>);
      this.stats = network.stats;
    }

    abort(): void {
      this.ended = true;
      this.network?.abort();
    }

    destroy(): void {
      this.ended = true;
      this.network?.destroy();
      this.network = null;
    }
  };
}
