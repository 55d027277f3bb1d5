import { embeddingHost } from './player-events.service';

describe('embeddingHost', () => {
  const own = 'https://videos.example.com';

  it("takes a browser's Origin other than ours, else the player's word", () => {
    expect(embeddingHost('https://Blog.Example.org:8443', 'claimed.example', own)).toBe('blog.example.org');
    expect(embeddingHost(own, 'shop.example', own)).toBe('shop.example');
    expect(embeddingHost(undefined, 'shop.example', own)).toBe('shop.example');
    expect(embeddingHost('null', null, own)).toBeNull();
    expect(embeddingHost('http://[::1]:3000', 'shop.example', own)).toBe('shop.example');
  });
});
