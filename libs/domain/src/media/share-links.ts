import { SHARE_ICONS_DEFAULT_VISIBLE } from '../constants/platform';
import { SHARE_TARGET_LABELS, ShareTarget } from '../enums/organization';

/**
 * The organization's share icons (platform §2 "Social Share icons", §3 "Share icon") and the links they
 * open on the public pages and in the embedded player: each builds the network's own "share this page"
 * address for a public page, every value percent-encoded.
 */

/** The six share targets in the order every screen and page shows them (the spec's order). */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  ShareTarget.MAIL,
  ShareTarget.TWITTER,
  ShareTarget.REDDIT,
  ShareTarget.WHATSAPP,
  ShareTarget.LINKEDIN,
  ShareTarget.FACEBOOK,
];

/** One share target and whether the organization shows it. */
export interface ShareIcon {
  platformName: ShareTarget;
  visible: boolean;
}

/**
 * All six targets in the fixed order, each with its stored visibility or, never set, the default
 * (SHARE_ICONS_DEFAULT_VISIBLE). Stored entries of unknown targets are ignored.
 */
export function shareIconsOf(stored: readonly ShareIcon[]): ShareIcon[] {
  return SHARE_TARGETS.map((platformName) => ({
    platformName,
    visible:
      stored.find((icon) => icon.platformName === platformName)?.visible ?? SHARE_ICONS_DEFAULT_VISIBLE,
  }));
}

/** The targets shown, in the fixed order. */
export function visibleShareTargets(icons: readonly ShareIcon[]): ShareTarget[] {
  return shareIconsOf(icons)
    .filter((icon) => icon.visible)
    .map((icon) => icon.platformName);
}

/** What is shared: a public page's absolute address and its title. */
export interface SharedPage {
  url: string;
  title: string;
}

/** A working share link: the target, its label ("X (Twitter)") and the address it opens. */
export interface ShareLink {
  target: ShareTarget;
  label: string;
  url: string;
}

const encode = encodeURIComponent;

/** An e-mail with the title as its subject and the page's address as its body. */
export function mailShareUrl(page: SharedPage): string {
  return `mailto:?subject=${encode(page.title)}&body=${encode(page.url)}`;
}

/** X (Twitter)'s web intent: the address, with the title as the post's text. */
export function twitterShareUrl(page: SharedPage): string {
  return `https://twitter.com/intent/tweet?url=${encode(page.url)}&text=${encode(page.title)}`;
}

export function redditShareUrl(page: SharedPage): string {
  return `https://www.reddit.com/submit?url=${encode(page.url)}&title=${encode(page.title)}`;
}

/** WhatsApp's click-to-chat takes one text: the title, then the address. */
export function whatsappShareUrl(page: SharedPage): string {
  return `https://wa.me/?text=${encode(page.title ? `${page.title} ${page.url}` : page.url)}`;
}

/** LinkedIn reads the title from the page's own OpenGraph tags; only the address is passed. */
export function linkedinShareUrl(page: SharedPage): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(page.url)}`;
}

/** Facebook reads the title from the page's own OpenGraph tags; only the address is passed. */
export function facebookShareUrl(page: SharedPage): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encode(page.url)}`;
}

const SHARE_URL_BUILDERS: Record<ShareTarget, (page: SharedPage) => string> = {
  [ShareTarget.MAIL]: mailShareUrl,
  [ShareTarget.TWITTER]: twitterShareUrl,
  [ShareTarget.REDDIT]: redditShareUrl,
  [ShareTarget.WHATSAPP]: whatsappShareUrl,
  [ShareTarget.LINKEDIN]: linkedinShareUrl,
  [ShareTarget.FACEBOOK]: facebookShareUrl,
};

export function shareUrl(target: ShareTarget, page: SharedPage): string {
  return SHARE_URL_BUILDERS[target](page);
}

/** The links of the given targets for a page, in the fixed order whatever the order given. */
export function shareLinks(targets: readonly ShareTarget[], page: SharedPage): ShareLink[] {
  return SHARE_TARGETS.filter((target) => targets.includes(target)).map((target) => ({
    target,
    label: SHARE_TARGET_LABELS[target],
    url: shareUrl(target, page),
  }));
}
