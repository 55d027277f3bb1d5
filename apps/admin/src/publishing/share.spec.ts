import { embedSnippet, PublishingTargetType, VideoStatus } from '@framehouse/domain';
import { embedNeedsPublishing, embedSnippetFor, publicBaseOf, selfPublicationTargetId } from './share';

describe('share and embed', () => {
  it('finds PUBLIC_URL inside a public link, else uses the fallback', () => {
    expect(publicBaseOf('video', 'v1', 'https://media.example.com/base/p/video/v1', 'x')).toBe(
      'https://media.example.com/base',
    );
    expect(publicBaseOf('moment', 'm1', null, 'http://admin.local')).toBe('http://admin.local');
  });

  it('builds the snippet from the domain helper', () => {
    expect(embedSnippetFor('moment', 'm1', 'https://m.example.com/p/moment/m1', 'x')).toBe(
      embedSnippet('moment', 'm1', 'https://m.example.com'),
    );
    expect(embedSnippetFor('moment', 'm1', 'https://m.example.com/p/moment/m1', 'x')).toContain(
      '<script src="https://m.example.com/player/embed.js" async></script>',
    );
  });

  it('finds the own pages target', () => {
    expect(
      selfPublicationTargetId([
        { id: 'y', name: 'YouTube', type: PublishingTargetType.YouTube },
        { id: 's', name: 'Pages', type: PublishingTargetType.SelfPublication },
      ]),
    ).toBe('s');
  });

  it('publishes first only when not live, allowed and publishable', () => {
    const base = { liveOnOwnPages: false, canPublish: true, status: VideoStatus.DRAFT };
    expect(embedNeedsPublishing(base)).toBe(true);
    expect(embedNeedsPublishing({ ...base, liveOnOwnPages: true })).toBe(false);
    expect(embedNeedsPublishing({ ...base, canPublish: false })).toBe(false);
    expect(embedNeedsPublishing({ ...base, status: VideoStatus.SCHEDULED })).toBe(false);
  });
});
