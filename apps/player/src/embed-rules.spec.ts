import {
  AdDensity,
  AdLocation,
  AdType,
  EMBED_SURFACE_ATTRIBUTE,
  isViewSession,
  PlayerSurface,
  ShareTarget,
  shareLinks,
  SHARE_TARGETS,
} from '@framehouse/domain';
import {
  embedSurface,
  newViewSession,
  placeholderOf,
  PLACEHOLDER_SELECTOR,
  safeShareLinks,
  scriptOrigin,
  startSeconds,
  startsBeforePlayer,
  variantPlaylistUrls,
  viewSession,
  wantsShareLinks,
} from './embed-rules';

const attributes = (values: Record<string, string>) => ({
  getAttribute: (name: string) => values[name] ?? null,
});

describe('embed loader rules', () => {
  it('finds both kinds of placeholder', () => {
    expect(PLACEHOLDER_SELECTOR).toBe('div[data-framehouse-video],div[data-framehouse-moment]');
    expect(placeholderOf(attributes({ 'data-framehouse-video': ' v1 ' }))).toEqual({
      kind: 'video',
      id: 'v1',
    });
    expect(placeholderOf(attributes({ 'data-framehouse-moment': 'm1' }))).toEqual({
      kind: 'moment',
      id: 'm1',
    });
    expect(placeholderOf(attributes({ 'data-framehouse-video': '' }))).toBeNull();
    expect(placeholderOf(attributes({}))).toBeNull();
  });

  it('adds share links unless the placeholder says data-framehouse-share="off"', () => {
    expect(wantsShareLinks(attributes({ 'data-framehouse-video': 'v1' }))).toBe(true);
    expect(wantsShareLinks(attributes({ 'data-framehouse-share': 'on' }))).toBe(true);
    expect(wantsShareLinks(attributes({ 'data-framehouse-share': ' OFF ' }))).toBe(false);
  });

  it('keeps only https and mailto share links', () => {
    const links = shareLinks(SHARE_TARGETS, { url: 'https://fh.example/p/video/1', title: 'T' });
    expect(safeShareLinks(links)).toEqual(links);
    expect(safeShareLinks(undefined)).toEqual([]);
    expect(
      safeShareLinks([
        { target: ShareTarget.MAIL, label: 'Mail', url: 'javascript:alert(1)' },
        { target: ShareTarget.REDDIT, label: 'Reddit', url: 'http://reddit.example/' },
        { target: ShareTarget.FACEBOOK, label: 'Facebook', url: 'data:text/html,x' },
      ]),
    ).toEqual([]);
  });

  it("reads data from the loader script's own origin", () => {
    expect(scriptOrigin('https://video.example.com/player/embed.js', 'https://blog.example')).toBe(
      'https://video.example.com',
    );
    expect(scriptOrigin('/player/embed.js', 'https://blog.example')).toBe('https://blog.example');
    expect(scriptOrigin(undefined, 'https://blog.example')).toBe('https://blog.example');
    expect(scriptOrigin('http://[bad', 'https://blog.example')).toBe('https://blog.example');
  });

  it('makes viewer sessions the API accepts', () => {
    const session = newViewSession((bytes) => bytes.fill(171));
    expect(session).toBe('ab'.repeat(16));
    expect(isViewSession(session)).toBe(true);
  });

  it('keeps the session in storage, and makes one per call where storage is refused', () => {
    const kept = new Map<string, string>();
    const store = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (k: string, v: string) => kept.set(k, v),
    };
    let made = 0;
    const make = () => `${'0'.repeat(31)}${++made}`;
    const first = viewSession(() => store, 'key', make, isViewSession);
    expect(viewSession(() => store, 'key', make, isViewSession)).toBe(first);
    expect(made).toBe(1);
    const refused = () => {
      throw new Error('SecurityError');
    };
    expect(viewSession(refused, 'key', make, isViewSession)).not.toBe(first);
  });

  it('lists the variant playlists of a master playlist, resolved against it, without subtitles', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",URI="subtitles/en.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2500000,RESOLUTION=1280x720',
      '',
      'https://cdn.example/720p/index.m3u8',
    ].join('\r\n');
    expect(variantPlaylistUrls(master, 'https://api.example/media/hls/v1/g/master.m3u8')).toEqual([
      'https://api.example/media/hls/v1/g/360p/index.m3u8',
      'https://cdn.example/720p/index.m3u8',
    ]);
    expect(variantPlaylistUrls('not a playlist', 'https://api.example/master.m3u8')).toEqual([]);
  });

  it('starts the picture before the player unless a preroll must play first', () => {
    const ads = (adLocation: AdLocation[]) => ({
      adTagUrl: 'https://ads.example/vast.xml',
      adType: Object.values(AdType)[0],
      adDensity: Object.values(AdDensity)[0],
      adLocation,
    });
    const manifestUrl = 'https://api.example/media/hls/v1/g/master.m3u8';
    expect(startsBeforePlayer({ manifestUrl, ads: null })).toBe(true);
    expect(startsBeforePlayer({ manifestUrl, ads: ads([AdLocation.MIDROLL, AdLocation.POSTROLL]) })).toBe(
      true,
    );
    expect(startsBeforePlayer({ manifestUrl, ads: ads([AdLocation.PREROLL]) })).toBe(false);
    expect(startsBeforePlayer({ manifestUrl, ads: ads([AdLocation.POSTROLL, AdLocation.PREROLL]) })).toBe(
      false,
    );
    expect(startsBeforePlayer({ manifestUrl: null, ads: null })).toBe(false);
  });

  it('starts a moment at its range start, a video at 0', () => {
    expect(startSeconds({ range: { startMs: 2500, endMs: 9000 } })).toBe(2.5);
    expect(startSeconds({ range: null })).toBe(0);
  });
});

describe('embedSurface', () => {
  const element = (surface?: string) => ({
    getAttribute: (name: string) => (name === EMBED_SURFACE_ATTRIBUTE ? (surface ?? null) : null),
  });
  it('says where a placeholder plays: a microsite page says so, our own origin is the public page', () => {
    expect(embedSurface(element('microsite'), 'https://shop.example.com', 'https://fh.example.com')).toBe(
      PlayerSurface.MICROSITE,
    );
    expect(embedSurface(element(), 'https://fh.example.com', 'https://fh.example.com')).toBe(
      PlayerSurface.PAGE,
    );
    expect(embedSurface(element('other'), 'https://shop.example.com', 'https://fh.example.com')).toBe(
      PlayerSurface.EMBED,
    );
  });
});
