import { playlistEmbedOf, playlistPublicBase } from './playlist-links';

describe('playlist links', () => {
  it("takes the public base from the playlist's page, else the admin's origin", () => {
    expect(playlistPublicBase('p1', 'https://watch.example.com/p/playlist/p1', 'https://admin.test')).toBe(
      'https://watch.example.com',
    );
    expect(playlistPublicBase('p1', 'https://watch.example.com/elsewhere', 'https://admin.test')).toBe(
      'https://admin.test',
    );
  });

  it('embeds the playlist with the loader of its public base', () => {
    expect(playlistEmbedOf('p1', 'https://watch.example.com/p/playlist/p1', 'https://admin.test')).toBe(
      '<div data-framehouse-playlist="p1"></div>\n' +
        '<script src="https://watch.example.com/player/embed.js" async></script>',
    );
  });
});
