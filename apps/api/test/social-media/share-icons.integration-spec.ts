import {
  ErrorCode,
  ShareTarget,
  SocialPlatform,
  SubscriptionPlan,
  type PublicPlayerData,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { ShareSocialMediaIcon } from '../../src/modules/social-media/share-social-media-icon.entity';
import { processedVideo } from '../moments/moment-support';
import { call, PUBLISH_VIDEO, selfTargetId } from '../publishing/publishing-support';
import { payloadError, rowCount, validationFailure } from '../support/fixtures';
import { registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { updateVideo } from '../videos/video-editor-support';
import { defaultStorageDriver, setPlan, startVideoApp } from '../videos/video-support';
import { addEntry, iconsOf, socialCast, updateIcons, type ShareIconView } from './social-media-support';

const ORDER = ['MAIL', 'TWITTER', 'REDDIT', 'WHATSAPP', 'LINKEDIN', 'FACEBOOK'];
const allVisible = (): ShareIconView[] =>
  ORDER.map((platformName) => ({ platformName: platformName as ShareTarget, visible: true }));
const icon = (platformName: ShareTarget, visible: boolean): ShareIconView => ({ platformName, visible });

/** The `<a>` elements of the page's share bar. */
function shareAnchors(html: string): string[] {
  const nav = /<nav class="share"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return nav.match(/<a [^>]*>[^<]*<\/a>/g) ?? [];
}

/** An attribute of an element, with the page's four escapes undone. */
function attribute(element: string, name: string): string | undefined {
  const raw = new RegExp(`${name}="([^"]*)"`).exec(element)?.[1];
  return raw
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The Social Share icons tab (platform.md §2, §3, §7) and the share links of the public pages. */
describe('share icons and the public pages', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let admin: Member;
  let editor: Member;
  let curator: Member;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, other, admin, editor, curator } = await socialCast(t, 'Share & <Studio>'));
  });
  afterAll(() => t.close());
  // Each test starts from the default: every target visible.
  beforeEach(async () => {
    expect((await updateIcons(t, owner.token, owner.organizationId, allVisible())).errors).toEqual([]);
  });

  it('lists all six targets in the fixed order, visible, for a new organization', async () => {
    const fresh = await registerOwner(t);
    expect(await iconsOf(t, fresh.token)).toEqual(allVisible());
  });

  it('hides and shows the targets given; the others keep their visibility', async () => {
    const hidden = await updateIcons(t, owner.token, owner.organizationId, [
      icon(ShareTarget.FACEBOOK, false),
      icon(ShareTarget.MAIL, false),
    ]);
    const expected = allVisible().map((entry) =>
      [ShareTarget.FACEBOOK, ShareTarget.MAIL].includes(entry.platformName)
        ? { ...entry, visible: false }
        : entry,
    );
    expect(hidden).toEqual({ shareSocialMediaIcons: expected, errors: [] });
    expect(await iconsOf(t, owner.token)).toEqual(expected);
    const shown = await updateIcons(t, admin.token, owner.organizationId, [icon(ShareTarget.MAIL, true)]);
    expect(shown.errors).toEqual([]);
    expect((await iconsOf(t, owner.token)).filter(({ visible }) => !visible)).toEqual([
      icon(ShareTarget.FACEBOOK, false),
    ]);
    // An empty list changes nothing and answers the current state.
    expect((await updateIcons(t, owner.token, owner.organizationId, [])).shareSocialMediaIcons).toEqual(
      await iconsOf(t, owner.token),
    );
  });

  it('refuses a target listed twice and changes nothing', async () => {
    expect(
      await updateIcons(t, owner.token, owner.organizationId, [
        icon(ShareTarget.REDDIT, false),
        icon(ShareTarget.REDDIT, true),
      ]),
    ).toEqual({
      shareSocialMediaIcons: null,
      errors: [validationFailure('icons', 'Each share target can be listed only once.')],
    });
    expect(await iconsOf(t, owner.token)).toEqual(allVisible());
  });

  it("answers NOT_FOUND for another organization's id, or any id that is not the caller's", async () => {
    const rowsBefore = await rowCount(t, ShareSocialMediaIcon);
    for (const id of [other.organizationId, randomUUID(), 'not-a-uuid', '', owner.userId]) {
      expect(await updateIcons(t, owner.token, id, [icon(ShareTarget.TWITTER, false)])).toEqual({
        shareSocialMediaIcons: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
    }
    expect(await rowCount(t, ShareSocialMediaIcon)).toBe(rowsBefore);
    expect(await iconsOf(t, other.token)).toEqual(allVisible());
    // Its own id in capitals is still its own.
    const upper = await updateIcons(t, owner.token, owner.organizationId.toUpperCase(), [
      icon(ShareTarget.TWITTER, false),
    ]);
    expect(upper.errors).toEqual([]);
  });

  it.each([
    ['video editor', () => editor],
    ['curator', () => curator],
  ])('a %s reads the icons but gets PERMISSIONS_ERROR changing them', async (_role, member) => {
    const { token } = member();
    expect(await iconsOf(t, token)).toEqual(allVisible());
    expect(await updateIcons(t, token, owner.organizationId, [icon(ShareTarget.MAIL, false)])).toEqual({
      shareSocialMediaIcons: null,
      errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
    });
    expect(await iconsOf(t, owner.token)).toEqual(allVisible());
  });

  describe('a published video', () => {
    const title = 'Q&A: "50% off" <live> ü';
    let videoId: string;
    let pageUrl: string;

    beforeAll(async () => {
      await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
      videoId = (await processedVideo(t, owner.token)).id;
      expect((await updateVideo(t, owner.token, videoId, { title })).errors).toEqual([]);
      const published = await call(
        t,
        PUBLISH_VIDEO,
        { id: videoId, publishingTargetIds: [await selfTargetId(t, owner.token)] },
        owner.token,
      );
      expect(published.errors).toEqual([]);
      pageUrl = `${t.config.publicUrl}/p/video/${videoId}`;
    });

    const page = async () => {
      const response = await t.http.get(`/p/video/${videoId}`);
      expect(response.status).toBe(200);
      return response.text;
    };

    it('shows a working share link per visible target, for the page and its title, in a new tab', async () => {
      const anchors = shareAnchors(await page());
      expect(anchors.map((anchor) => attribute(anchor, 'aria-label'))).toEqual([
        'Share on Mail',
        'Share on X (Twitter)',
        'Share on Reddit',
        'Share on WhatsApp',
        'Share on LinkedIn',
        'Share on Facebook',
      ]);
      for (const anchor of anchors) {
        expect(anchor).toContain('target="_blank" rel="noopener noreferrer"');
        expect(attribute(anchor, 'href')).not.toMatch(/[\s<>"]/);
      }
      const hrefs = anchors.map((anchor) => attribute(anchor, 'href') as string);
      const [mail, twitter, reddit, whatsapp, linkedin, facebook] = hrefs as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      expect(mail).toBe(`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(pageUrl)}`);
      const params = (href: string) => Object.fromEntries(new URL(href).searchParams);
      expect(twitter.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
      expect(params(twitter)).toEqual({ url: pageUrl, text: title });
      expect(reddit.startsWith('https://www.reddit.com/submit?')).toBe(true);
      expect(params(reddit)).toEqual({ url: pageUrl, title });
      expect(whatsapp.startsWith('https://wa.me/?')).toBe(true);
      expect(params(whatsapp)).toEqual({ text: `${title} ${pageUrl}` });
      expect(linkedin.startsWith('https://www.linkedin.com/sharing/share-offsite/?')).toBe(true);
      expect(params(linkedin)).toEqual({ url: pageUrl });
      expect(facebook.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
      expect(params(facebook)).toEqual({ u: pageUrl });
    });

    it('shows only the visible targets, and none when all are hidden', async () => {
      await updateIcons(t, owner.token, owner.organizationId, [
        icon(ShareTarget.MAIL, false),
        icon(ShareTarget.REDDIT, false),
        icon(ShareTarget.LINKEDIN, false),
      ]);
      expect(shareAnchors(await page()).map((anchor) => attribute(anchor, 'class'))).toEqual([
        'share-twitter',
        'share-whatsapp',
        'share-facebook',
      ]);
      const data = (await t.http.get(`/p/api/video/${videoId}`)).body as PublicPlayerData;
      expect(data.shareLinks.map(({ target, label }) => [target, label])).toEqual([
        [ShareTarget.TWITTER, 'X (Twitter)'],
        [ShareTarget.WHATSAPP, 'WhatsApp'],
        [ShareTarget.FACEBOOK, 'Facebook'],
      ]);
      expect(data.shareLinks[0]?.url).toBe(
        `https://twitter.com/intent/tweet?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(title)}`,
      );

      await updateIcons(
        t,
        owner.token,
        owner.organizationId,
        allVisible().map((entry) => ({ ...entry, visible: false })),
      );
      const html = await page();
      expect(html).not.toContain('<nav class="share"');
      expect(((await t.http.get(`/p/api/video/${videoId}`)).body as PublicPlayerData).shareLinks).toEqual([]);
    });

    it("links the organization's social media accounts, escaped, in a new tab", async () => {
      expect(await page()).not.toContain('<section class="social">');
      await addEntry(t, owner.token, {
        platformName: SocialPlatform.YOUTUBE,
        label: 'Main <channel> & "more"',
        accountUrl: 'https://www.youtube.com/@share-studio?tab="videos"&sort=new',
      });
      await addEntry(t, owner.token, {
        platformName: SocialPlatform.TIKTOK,
        label: 'Clips',
        accountUrl: 'https://www.tiktok.com/@share-studio',
      });
      const html = await page();
      const section = /<section class="social">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(section).toContain('<h2>Follow Share &amp; &lt;Studio&gt;</h2>');
      const links = section.match(/<a [^>]*>[\s\S]*?<\/a>/g) ?? [];
      expect(links).toEqual([
        '<a href="https://www.youtube.com/@share-studio?tab=&quot;videos&quot;&amp;sort=new" target="_blank" rel="noopener noreferrer"><span class="platform">YouTube</span> Main &lt;channel&gt; &amp; &quot;more&quot;</a>',
        '<a href="https://www.tiktok.com/@share-studio" target="_blank" rel="noopener noreferrer"><span class="platform">TikTok</span> Clips</a>',
      ]);
      // Another organization's accounts never show on this one's pages.
      await addEntry(t, other.token, {
        platformName: SocialPlatform.FACEBOOK,
        label: 'Elsewhere',
        accountUrl: 'https://www.facebook.com/elsewhere',
      });
      expect(await page()).not.toContain('Elsewhere');
    });

    it('keeps the loader from adding share links of its own to the page', async () => {
      expect(await page()).toContain(`data-framehouse-video="${videoId}" data-framehouse-share="off"`);
    });
  });
});
