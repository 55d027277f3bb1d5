import { ShareTarget } from '../enums/organization';
import {
  facebookShareUrl,
  linkedinShareUrl,
  mailShareUrl,
  redditShareUrl,
  SHARE_TARGETS,
  shareIconsOf,
  shareLinks,
  twitterShareUrl,
  visibleShareTargets,
  whatsappShareUrl,
} from './share-links';

const PAGE = { url: 'https://fh.example/p/video/6f1c2f9e', title: 'Night run' };
/** A title with everything a query string or an e-mail header could mistake for its own syntax. */
const TRICKY = { url: 'https://fh.example/p/video/1?a=b&c=d#top', title: 'Q&A: 50% off? "yes" + <b>ünï</b>' };

describe('share links', () => {
  it('builds each network\'s "share this page" address', () => {
    expect(mailShareUrl(PAGE)).toBe(
      'mailto:?subject=Night%20run&body=https%3A%2F%2Ffh.example%2Fp%2Fvideo%2F6f1c2f9e',
    );
    expect(twitterShareUrl(PAGE)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Ffh.example%2Fp%2Fvideo%2F6f1c2f9e&text=Night%20run',
    );
    expect(redditShareUrl(PAGE)).toBe(
      'https://www.reddit.com/submit?url=https%3A%2F%2Ffh.example%2Fp%2Fvideo%2F6f1c2f9e&title=Night%20run',
    );
    expect(whatsappShareUrl(PAGE)).toBe(
      'https://wa.me/?text=Night%20run%20https%3A%2F%2Ffh.example%2Fp%2Fvideo%2F6f1c2f9e',
    );
    expect(linkedinShareUrl(PAGE)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ffh.example%2Fp%2Fvideo%2F6f1c2f9e',
    );
    expect(facebookShareUrl(PAGE)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ffh.example%2Fp%2Fvideo%2F6f1c2f9e',
    );
  });

  it('encodes every value so that the network reads back exactly the page and its title', () => {
    const read = (url: string) => new URL(url).searchParams;
    expect(read(twitterShareUrl(TRICKY)).get('url')).toBe(TRICKY.url);
    expect(read(twitterShareUrl(TRICKY)).get('text')).toBe(TRICKY.title);
    expect(read(redditShareUrl(TRICKY)).get('url')).toBe(TRICKY.url);
    expect(read(redditShareUrl(TRICKY)).get('title')).toBe(TRICKY.title);
    expect(read(whatsappShareUrl(TRICKY)).get('text')).toBe(`${TRICKY.title} ${TRICKY.url}`);
    expect(read(linkedinShareUrl(TRICKY)).get('url')).toBe(TRICKY.url);
    expect(read(facebookShareUrl(TRICKY)).get('u')).toBe(TRICKY.url);
    // mailto: spaces as %20 (a "+" would stay a plus sign in the mail), nothing left raw.
    const mail = mailShareUrl(TRICKY);
    expect(mail).not.toMatch(/[ +"<>#]/);
    expect(mail.split('&')).toHaveLength(2);
    expect(decodeURIComponent(mail.split('&')[0]?.replace('mailto:?subject=', '') ?? '')).toBe(TRICKY.title);
    expect(decodeURIComponent(mail.split('&')[1]?.replace('body=', '') ?? '')).toBe(TRICKY.url);
    expect(whatsappShareUrl({ url: PAGE.url, title: '' })).toBe(
      'https://wa.me/?text=https%3A%2F%2Ffh.example%2Fp%2Fvideo%2F6f1c2f9e',
    );
  });

  it('lists the given targets in the fixed order with their labels', () => {
    const links = shareLinks([ShareTarget.FACEBOOK, ShareTarget.TWITTER, ShareTarget.MAIL], PAGE);
    expect(links.map(({ target, label }) => [target, label])).toEqual([
      [ShareTarget.MAIL, 'Mail'],
      [ShareTarget.TWITTER, 'X (Twitter)'],
      [ShareTarget.FACEBOOK, 'Facebook'],
    ]);
    expect(links[1]?.url).toBe(twitterShareUrl(PAGE));
    expect(shareLinks([], PAGE)).toEqual([]);
  });
});

describe('share icons', () => {
  it('shows all six targets in the spec order, visible unless set otherwise', () => {
    expect(SHARE_TARGETS).toEqual(['MAIL', 'TWITTER', 'REDDIT', 'WHATSAPP', 'LINKEDIN', 'FACEBOOK']);
    expect(shareIconsOf([])).toEqual(SHARE_TARGETS.map((platformName) => ({ platformName, visible: true })));
    expect(
      shareIconsOf([
        { platformName: ShareTarget.FACEBOOK, visible: false },
        { platformName: ShareTarget.MAIL, visible: false },
      ]).map(({ visible }) => visible),
    ).toEqual([false, true, true, true, true, false]);
  });

  it('keeps the visible targets, in order', () => {
    expect(
      visibleShareTargets([
        { platformName: ShareTarget.REDDIT, visible: false },
        { platformName: ShareTarget.WHATSAPP, visible: false },
      ]),
    ).toEqual([ShareTarget.MAIL, ShareTarget.TWITTER, ShareTarget.LINKEDIN, ShareTarget.FACEBOOK]);
  });
});
