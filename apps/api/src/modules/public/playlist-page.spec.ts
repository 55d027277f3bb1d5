import { PlaylistContentType } from '@framehouse/domain';
import { clockDuration, itemListJsonLd, playlistPageHtml, type PlaylistPageModel } from './playlist-page';

const PAGE: PlaylistPageModel = {
  id: 'p1',
  name: 'Best </script><script>alert(1)</script> & "more"',
  contentType: PlaylistContentType.MOMENTS,
  pageUrl: 'https://watch.example.com/p/playlist/p1',
  publicUrl: 'https://watch.example.com',
  items: [
    {
      kind: 'moment',
      id: 'm1',
      videoId: 'v1',
      title: 'Goal <img src=x onerror=alert(1)>',
      description: '',
      thumbnailUrl: 'https://watch.example.com/p/api/moment/m1/poster',
      durationMs: 6000,
      pageUrl: 'https://watch.example.com/p/moment/m1',
      uploadDate: new Date('2025-01-02T00:00:00Z'),
    },
    {
      kind: 'moment',
      id: 'm2',
      videoId: 'v1',
      title: 'Save',
      description: 'A save',
      thumbnailUrl: 'https://watch.example.com/p/api/moment/m2/poster',
      durationMs: 3_723_000,
      pageUrl: 'https://watch.example.com/p/moment/m2',
      uploadDate: new Date('2025-01-03T00:00:00Z'),
    },
  ],
};

describe('the public playlist page', () => {
  const html = playlistPageHtml(PAGE);

  it('escapes the names everywhere, and no script ends early', () => {
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Goal &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&amp; &quot;more&quot;');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(jsonLd).not.toContain('</script>');
    expect(JSON.parse(jsonLd)).toEqual(itemListJsonLd(PAGE));
  });

  it('has the player placeholder, the loader, and each item linked in order with its length', () => {
    expect(html).toContain('<div class="player" data-framehouse-playlist="p1">');
    expect(html).toContain('<script src="https://watch.example.com/player/embed.js" async></script>');
    expect(html.indexOf('/p/moment/m1')).toBeLessThan(html.indexOf('/p/moment/m2'));
    expect(html).toContain('<span class="duration">0:06</span>');
    expect(html).toContain('<span class="duration">1:02:03</span>');
    expect(html).toContain(
      '<meta property="og:image" content="https://watch.example.com/p/api/moment/m1/poster">',
    );
  });

  it('says the playlist is empty, without a player, when nothing is published', () => {
    const empty = playlistPageHtml({ ...PAGE, items: [] });
    expect(empty).toContain('This playlist has no published moments yet.');
    expect(empty).not.toContain('data-framehouse-playlist');
    expect(empty).not.toContain('og:image');
  });

  it('lists VideoObjects with their position, dates and ISO lengths', () => {
    expect(itemListJsonLd(PAGE).itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        item: expect.objectContaining({
          '@type': 'VideoObject',
          description: PAGE.items[0]?.title,
          uploadDate: '2025-01-02T00:00:00.000Z',
          duration: 'PT6S',
        }),
      }),
      expect.objectContaining({ position: 2, item: expect.objectContaining({ duration: 'PT1H2M3S' }) }),
    ]);
    expect(clockDuration(59_600)).toBe('1:00');
  });
});
