import {
  AnswerStore,
  etagOf,
  ifNoneMatchHolds,
  publicCacheKey,
  type PublicCacheLimits,
} from './public-cache';

const limits: PublicCacheLimits = { maxAgeMs: 60_000, maxEntries: 3, maxBytes: 10, maxEntryBytes: 6 };

const entry = (body: string) => ({
  status: 200,
  headers: {},
  body: Buffer.from(body),
  scopes: [],
  etag: etagOf(Buffer.from(body)),
  versions: [],
  expiresAtMs: Infinity,
  head: [],
});

describe('the public cache', () => {
  it('keys the public pages, their JSON and the HLS playlists by path, and the widget by its key too', () => {
    expect(publicCacheKey('/p/video/abc?utm=x')).toBe('/p/video/abc');
    expect(publicCacheKey('/p/api/video/abc?key=k')).toBe('/p/api/video/abc');
    expect(publicCacheKey('/p/api/widget/w1?key=k1&utm=x')).toBe('/p/api/widget/w1?key=k1');
    expect(publicCacheKey('/p/api/widget/w1?key=a&key=b')).toBe('/p/api/widget/w1');
    expect(publicCacheKey('/p/api/widget/w1')).toBe('/p/api/widget/w1');
    expect(publicCacheKey('/media/hls/v/g/master.m3u8')).toBe('/media/hls/v/g/master.m3u8');
    for (const path of ['/player/embed.js', '/graphql', '/media/public/x.jpg', '/', '/pricing?p=/p/'])
      expect(publicCacheKey(path)).toBeNull();
  });

  it('matches If-None-Match as a weak comparison, in a list, or *', () => {
    const etag = etagOf(Buffer.from('page'));
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf(Buffer.from('page'))).toBe(etag);
    expect(etagOf(Buffer.from('other'))).not.toBe(etag);
    expect(ifNoneMatchHolds(etag, etag)).toBe(true);
    expect(ifNoneMatchHolds(`W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHolds(`"x", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHolds('*', etag)).toBe(true);
    expect(ifNoneMatchHolds('"x"', etag)).toBe(false);
    expect(ifNoneMatchHolds(undefined, etag)).toBe(false);
    expect(ifNoneMatchHolds('', etag)).toBe(false);
  });

  it('keeps entries within a count and a byte bound, dropping the least recently used', () => {
    const store = new AnswerStore(limits);
    store.set('a', entry('aa'));
    store.set('b', entry('bb'));
    store.set('c', entry('cc'));
    expect(store.get('a')?.body.toString()).toBe('aa');
    store.set('d', entry('dd'));
    // b was the least recently used (a was read).
    expect(store.get('b')).toBeUndefined();
    expect(store.size).toBe(3);
    expect(store.totalBytes).toBe(6);
    // 6 + 6 bytes is over 10: the oldest (c) goes, and 10 bytes fit.
    store.set('e', entry('eeeeee'));
    expect(store.get('c')).toBeUndefined();
    expect(store.totalBytes).toBe(10);
    store.set('f', entry('ffff'));
    expect([store.get('a'), store.get('d')].filter(Boolean)).toHaveLength(0);
    expect(store.get('e')?.body.toString()).toBe('eeeeee');
    expect(store.get('f')?.body.toString()).toBe('ffff');
  });

  it('never keeps an entry larger than one may be, and replaces an entry under the same key', () => {
    const store = new AnswerStore(limits);
    store.set('big', entry('1234567'));
    expect(store.get('big')).toBeUndefined();
    store.set('k', entry('one'));
    store.set('k', entry('two!'));
    expect(store.get('k')?.body.toString()).toBe('two!');
    expect(store.totalBytes).toBe(4);
    store.delete('k');
    expect(store.totalBytes).toBe(0);
    store.set('k', entry('x'));
    store.clear();
    expect(store.size).toBe(0);
  });
});
