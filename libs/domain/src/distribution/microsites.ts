import { MICROSITE_SECTION_LIMITS, PLAYLIST_NAME_MAX } from '../constants/overlays';
import { TAG_MAX_LENGTH } from '../constants/video';
import { SectionContentType, SectionSortBy } from '../enums/microsite';
import { validateMaxLength } from '../validation/common';
import { validateMicrositeSubdomain, validateMicrositeTitle } from '../validation/overlays';
import type { ValidationResult } from '../validation/validator';

/**
 * Microsites (overlays-distribution §2–§5, §7): the rules the API enforces, the public site renders and the
 * admin previews. The spec's own field rules (title, description, subdomain) are in validation/overlays.ts;
 * what is here is ours (decisions.md, "Microsites").
 */

/** Ours: texts of situations the spec shows no message for. */
export const MicrositeMessages = {
  subdomainReserved: 'This microsite URL is reserved. Choose another one.',
  subdomainTaken: 'This microsite URL is already taken. Choose another one.',
  subdomainImmutable: 'The microsite URL cannot be changed after creation.',
  sectionsCount: 'A microsite has exactly three sections: top, middle and bottom.',
  sectionTitleEmpty: 'Section heading cannot be empty',
  sectionOneFilter: 'A section filters by one category or one tag, not both.',
  sectionPlaylistAndFilter: 'A section shows either a playlist or a filter, not both.',
  sectionPlaylistNotFound: 'The playlist does not exist.',
  /** The public home page when no section has enough published items to show. */
  nothingPublished: 'Nothing has been published here yet.',
} as const;

/**
 * Subdomains no organization may take: names of the product's own hosts and of common services, so a
 * microsite never looks like a page of ours or of the operator's mail or DNS.
 */
export const RESERVED_MICROSITE_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'admin',
  'app',
  'dashboard',
  'auth',
  'login',
  'account',
  'accounts',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'cdn',
  'static',
  'assets',
  'media',
  'files',
  'storage',
  's3',
  'player',
  'embed',
  'p',
  'status',
  'health',
  'metrics',
  'help',
  'support',
  'docs',
  'blog',
  'billing',
  'localhost',
];

/** Ours: the spec bounds no title; the list, the header and the <title> of the public site need one. */
export const MICROSITE_TITLE_MAX = 200;

/** Ours: the Custom HTML is bounded so a microsite page stays a page (it runs on its own origin only). */
export const MICROSITE_HTML_CODE_MAX = 20000;

/** The title's rules: the spec's required message, then our bound. */
export function validateMicrositeTitleField(value: string | null | undefined): ValidationResult {
  return validateMicrositeTitle(value) ?? validateMaxLength(value?.trim(), MICROSITE_TITLE_MAX);
}

/** The Custom HTML's bound (it is stored as sent). */
export function validateMicrositeHtmlCode(value: string | null | undefined): ValidationResult {
  return validateMaxLength(value, MICROSITE_HTML_CODE_MAX);
}

/** The subdomain on create: the spec's rules (§5), then not a reserved name. Uniqueness is the server's. */
export function validateNewMicrositeSubdomain(value: string | null | undefined): ValidationResult {
  return (
    validateMicrositeSubdomain(value) ??
    (RESERVED_MICROSITE_SUBDOMAINS.includes(value as string)
      ? MicrositeMessages.subdomainReserved
      : undefined)
  );
}

/** The microsite's host name, `{subdomain}.{MICROSITE_HOST}` (the spec's `domain`). */
export function micrositeDomain(subdomain: string, micrositeHost: string): string {
  return `${subdomain}.${micrositeHost}`;
}

/**
 * The address a browser opens: the domain with PUBLIC_URL's scheme and port (https in production; in
 * development `http://acme.localhost:3000`, served by the same process).
 */
export function micrositeAddress(domain: string, publicUrl: string): string {
  const base = new URL(publicUrl);
  return `${base.protocol}//${domain}${base.port ? `:${base.port}` : ''}`;
}

/** A Host header's name as compared: lower case, without its port or a final dot. */
export function hostNameOf(hostHeader: string): string {
  return hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The subdomain a request's Host header names under MICROSITE_HOST, or null when it is not a microsite's
 * (another host, the bare MICROSITE_HOST, a deeper name, or a label no microsite can have).
 */
export function micrositeSubdomainOf(hostHeader: string | undefined, micrositeHost: string): string | null {
  if (!hostHeader) return null;
  const host = hostNameOf(hostHeader);
  const suffix = `.${micrositeHost.toLowerCase()}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return validateMicrositeSubdomain(label) ? null : label;
}

/**
 * Host names that never resolve in public DNS (RFC 6761: localhost, .localhost, .test, and .internal):
 * under them the health check skips name resolution and asks this process itself, with the Host header.
 */
export function isLocalMicrositeHost(micrositeHost: string): boolean {
  const host = micrositeHost.toLowerCase();
  return (
    host === 'localhost' ||
    ['.localhost', '.test', '.internal'].some((tld) => host.endsWith(tld)) ||
    ['test', 'internal'].includes(host)
  );
}

/** The response header by which the health check knows a microsite page came from this server. */
export const MICROSITE_HEALTH_HEADER = 'x-framehouse-microsite';

/** The path the health check requests on the microsite's host (answers 200 with MICROSITE_HEALTH_HEADER). */
export const MICROSITE_HEALTH_PATH = '/robots.txt';

// Sections

/** The three sections in their order on the page: sections[0] is the top one (§2). */
export enum SectionPosition {
  TOP = 'TOP',
  MIDDLE = 'MIDDLE',
  BOTTOM = 'BOTTOM',
}

export const SECTION_POSITIONS: readonly SectionPosition[] = [
  SectionPosition.TOP,
  SectionPosition.MIDDLE,
  SectionPosition.BOTTOM,
];

export const SECTION_POSITION_LABELS: Record<SectionPosition, string> = {
  [SectionPosition.TOP]: 'Top section',
  [SectionPosition.MIDDLE]: 'Middle section',
  [SectionPosition.BOTTOM]: 'Bottom section',
};

/** The help text of each section editor (§2). */
export const SECTION_HELP_TEXTS: Record<SectionPosition, string> = {
  [SectionPosition.TOP]: 'The top section needs 3 published items to display.',
  [SectionPosition.MIDDLE]:
    'The middle section shows up to 5 items (1 large and up to 4 small) and needs at least 2 to display.',
  [SectionPosition.BOTTOM]: 'The bottom section shows up to 20 items, 4 per row on desktop.',
};

const LIMITS: Record<SectionPosition, { min: number; max: number }> = {
  [SectionPosition.TOP]: MICROSITE_SECTION_LIMITS.top,
  [SectionPosition.MIDDLE]: MICROSITE_SECTION_LIMITS.middle,
  [SectionPosition.BOTTOM]: MICROSITE_SECTION_LIMITS.bottom,
};

/** Which tag a section filters on: a category (`internalTag`, the default) or a public tag (`regularTag`). */
export enum SectionTagType {
  INTERNAL_TAG = 'internalTag',
  REGULAR_TAG = 'regularTag',
}

/**
 * What fills a section (§3), plus ours: `playlistId`, a playlist shown in its own order and content (then
 * sortBy, contentType and the tags do not apply). A playlist a microsite shows cannot be deleted
 * (PLAYLIST_IN_USE, §8).
 */
export interface SectionRule {
  title: string;
  sortBy: SectionSortBy;
  contentType: SectionContentType;
  internalTag: string | null;
  regularTag: string | null;
  playlistId: string | null;
}

export const SECTION_TITLE_MAX = PLAYLIST_NAME_MAX;

/** The three sections a new microsite gets (§4): "Section 1" to "Section 3", oldest first, both kinds. */
export function defaultSections(): SectionRule[] {
  return SECTION_POSITIONS.map((_, index) => ({
    title: `Section ${index + 1}`,
    sortBy: SectionSortBy.PUBLICATION_DATE,
    contentType: SectionContentType.VIDEOS_MOMENTS,
    internalTag: null,
    regularTag: null,
    playlistId: null,
  }));
}

/** One section's rules: a heading, at most one tag, and a playlist or a tag but not both. */
export function validateSection(section: SectionRule): { field: keyof SectionRule; message: string }[] {
  const errors: { field: keyof SectionRule; message: string }[] = [];
  if (!section.title?.trim()) errors.push({ field: 'title', message: MicrositeMessages.sectionTitleEmpty });
  else {
    const tooLong = validateMaxLength(section.title.trim(), SECTION_TITLE_MAX);
    if (tooLong) errors.push({ field: 'title', message: tooLong });
  }
  for (const field of ['internalTag', 'regularTag'] as const) {
    const tooLong = validateMaxLength(section[field]?.trim(), TAG_MAX_LENGTH);
    if (tooLong) errors.push({ field, message: tooLong });
  }
  if (section.internalTag?.trim() && section.regularTag?.trim()) {
    errors.push({ field: 'regularTag', message: MicrositeMessages.sectionOneFilter });
  }
  if (section.playlistId && (section.internalTag?.trim() || section.regularTag?.trim())) {
    errors.push({ field: 'playlistId', message: MicrositeMessages.sectionPlaylistAndFilter });
  }
  return errors;
}

/** What a microsite section reads of a published video or visible moment of a published video. */
export interface MicrositeCandidate {
  kind: 'video' | 'moment';
  id: string;
  title: string;
  /** When it became public: its video's publication, or a moment's creation when later. */
  publishedAt: Date;
  /** Its video's views (a moment's views count for its video). */
  views: number;
  /** Viewers' stars of the item itself (decisions.md, "Microsites: stars"). */
  stars: number;
  tags: readonly string[];
  internalTags: readonly string[];
}

function tieBreak(a: MicrositeCandidate, b: MicrositeCandidate): number {
  return a.publishedAt.getTime() - b.publishedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const COMPARE: Record<SectionSortBy, (a: MicrositeCandidate, b: MicrositeCandidate) => number> = {
  [SectionSortBy.PUBLICATION_DATE]: (a, b) => tieBreak(a, b),
  [SectionSortBy.PUBLICATION_DATE_DESC]: (a, b) => -tieBreak(a, b),
  [SectionSortBy.VIEWS]: (a, b) => a.views - b.views || tieBreak(a, b),
  [SectionSortBy.VIEWS_DESC]: (a, b) => b.views - a.views || -tieBreak(a, b),
  [SectionSortBy.STARS]: (a, b) => a.stars - b.stars || tieBreak(a, b),
  [SectionSortBy.STARS_DESC]: (a, b) => b.stars - a.stars || -tieBreak(a, b),
};

const KINDS: Record<SectionContentType, readonly MicrositeCandidate['kind'][]> = {
  [SectionContentType.VIDEOS]: ['video'],
  [SectionContentType.MOMENTS]: ['moment'],
  [SectionContentType.VIDEOS_MOMENTS]: ['video', 'moment'],
};

/**
 * The items a filter-based section shows from the published candidates: its content type, its tag or
 * category (case-insensitively), in its order, at most as many as its position holds; none when fewer
 * than its position needs (the top needs 3, the middle 2, the bottom 1).
 */
export function sectionItems<T extends MicrositeCandidate>(
  candidates: readonly T[],
  section: Pick<SectionRule, 'sortBy' | 'contentType' | 'internalTag' | 'regularTag'>,
  position: SectionPosition,
): T[] {
  const category = section.internalTag?.trim().toLowerCase();
  const tag = section.regularTag?.trim().toLowerCase();
  const kept = candidates.filter(
    (candidate) =>
      KINDS[section.contentType].includes(candidate.kind) &&
      (!category || candidate.internalTags.some((value) => value.trim().toLowerCase() === category)) &&
      (!tag || candidate.tags.some((value) => value.trim().toLowerCase() === tag)),
  );
  return sectionShown(kept.sort(COMPARE[section.sortBy]), position);
}

/** A section's items cut to what its position holds, or none when fewer than it needs. */
export function sectionShown<T>(items: readonly T[], position: SectionPosition): T[] {
  const { min, max } = LIMITS[position];
  return items.length < min ? [] : items.slice(0, max);
}

/** The moments carousel of the home page: the newest published moments, at most this many. */
export const MICROSITE_CAROUSEL_MOMENTS_MAX = 12;

/** The sortable columns of the microsite list (§2: Title, URL, Date Created; id is the default). */
export const MICROSITE_ORDER_FIELDS = ['id', 'title', 'domain', 'created'] as const;

// The public site's paths, on the microsite's own host.

export const micrositeItemPath = (kind: 'video' | 'moment', id: string) => `/${kind}/${id}`;
export const MICROSITE_SITEMAP_PATH = '/sitemap.xml';
export const MICROSITE_ROBOTS_PATH = '/robots.txt';
export const MICROSITE_FAVICON_PATH = '/favicon.ico';
