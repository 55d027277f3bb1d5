import { SectionContentType, SectionSortBy } from '../enums/microsite';
import { maxLengthMessage, ValidationMessages } from '../validation/validation-messages';
import {
  defaultSections,
  isLocalMicrositeHost,
  micrositeAddress,
  micrositeDomain,
  MicrositeMessages,
  micrositeSubdomainOf,
  RESERVED_MICROSITE_SUBDOMAINS,
  SECTION_POSITIONS,
  sectionItems,
  SectionPosition,
  sectionShown,
  validateMicrositeHtmlCode,
  validateMicrositeTitleField,
  validateNewMicrositeSubdomain,
  validateSection,
  type MicrositeCandidate,
  type SectionRule,
} from './microsites';

const candidate = (
  id: string,
  kind: MicrositeCandidate['kind'],
  day: number,
  views: number,
  stars: number,
  tags: string[] = [],
  internalTags: string[] = [],
): MicrositeCandidate => ({
  kind,
  id,
  title: `Item ${id}`,
  publishedAt: new Date(Date.UTC(2025, 0, day)),
  views,
  stars,
  tags,
  internalTags,
});

const CANDIDATES = [
  candidate('v1', 'video', 1, 30, 2, ['Sport']),
  candidate('v2', 'video', 3, 10, 5, [], ['News']),
  candidate('m1', 'moment', 2, 40, 0, ['sport'], ['news ']),
  candidate('m2', 'moment', 4, 20, 9),
  candidate('v3', 'video', 5, 20, 1, ['Music']),
];

const rule = (changes: Partial<SectionRule> = {}): SectionRule => ({
  title: 'Section',
  sortBy: SectionSortBy.PUBLICATION_DATE,
  contentType: SectionContentType.VIDEOS_MOMENTS,
  internalTag: null,
  regularTag: null,
  playlistId: null,
  ...changes,
});

const ids = (items: readonly MicrositeCandidate[]) => items.map(({ id }) => id);

describe('microsite subdomains', () => {
  it('takes the spec rules, then refuses a reserved name', () => {
    expect(validateNewMicrositeSubdomain('acme-tv2')).toBeUndefined();
    expect(validateNewMicrositeSubdomain('ab')).toBeUndefined();
    expect(validateNewMicrositeSubdomain('a'.repeat(63))).toBeUndefined();
    expect(validateNewMicrositeSubdomain('')).toBe(ValidationMessages.required);
    expect(validateNewMicrositeSubdomain(null)).toBe(ValidationMessages.required);
    expect(validateNewMicrositeSubdomain('Acme')).toBe(ValidationMessages.micrositeUrlCharacters);
    expect(validateNewMicrositeSubdomain('-acme')).toBe(ValidationMessages.micrositeUrlDashes);
    expect(validateNewMicrositeSubdomain('a')).toBe(ValidationMessages.micrositeUrlTooShort);
    expect(validateNewMicrositeSubdomain('a'.repeat(64))).toBe(ValidationMessages.micrositeUrlTooLong);
    for (const reserved of ['www', 'api', 'admin', 'localhost']) {
      expect(RESERVED_MICROSITE_SUBDOMAINS).toContain(reserved);
      expect(validateNewMicrositeSubdomain(reserved)).toBe(MicrositeMessages.subdomainReserved);
    }
  });

  it('every reserved name is a name the rules would otherwise take', () => {
    for (const reserved of RESERVED_MICROSITE_SUBDOMAINS) {
      if (reserved.length < 2) continue;
      expect(validateNewMicrositeSubdomain(reserved)).toBe(MicrositeMessages.subdomainReserved);
    }
  });

  it('makes the domain and the address with PUBLIC_URL scheme and port', () => {
    expect(micrositeDomain('acme', 'localhost')).toBe('acme.localhost');
    expect(micrositeAddress('acme.localhost', 'http://127.0.0.1:3000')).toBe('http://acme.localhost:3000');
    expect(micrositeAddress('acme.sites.example.com', 'https://app.example.com')).toBe(
      'https://acme.sites.example.com',
    );
  });

  it('reads the subdomain of a Host header under MICROSITE_HOST, port and case aside', () => {
    expect(micrositeSubdomainOf('acme.localhost:3000', 'localhost')).toBe('acme');
    expect(micrositeSubdomainOf('ACME.Sites.Example.com.', 'sites.example.com')).toBe('acme');
    for (const host of [
      undefined,
      '',
      'localhost:3000',
      'acme.example.org',
      'deep.acme.localhost',
      '-acme.localhost',
      'a.localhost',
      'acme.localhost.evil.com',
      'acmelocalhost',
    ]) {
      expect(micrositeSubdomainOf(host, 'localhost')).toBeNull();
    }
  });

  it('knows the host names that never resolve in public DNS', () => {
    for (const host of ['localhost', 'sites.localhost', 'framehouse.test', 'corp.internal', 'LOCALHOST']) {
      expect(isLocalMicrositeHost(host)).toBe(true);
    }
    for (const host of ['sites.example.com', 'localhost.com', 'testing.io', 'internal.example.org']) {
      expect(isLocalMicrositeHost(host)).toBe(false);
    }
  });
});

describe('microsite fields (ours)', () => {
  it('bounds the title and the Custom HTML', () => {
    expect(validateMicrositeTitleField(' ')).toBe(ValidationMessages.titleEmpty);
    expect(validateMicrositeTitleField('x'.repeat(200))).toBeUndefined();
    expect(validateMicrositeTitleField('x'.repeat(201))).toBe(maxLengthMessage(200));
    expect(validateMicrositeHtmlCode(null)).toBeUndefined();
    expect(validateMicrositeHtmlCode('x'.repeat(20_000))).toBeUndefined();
    expect(validateMicrositeHtmlCode('x'.repeat(20_001))).toBe(maxLengthMessage(20_000));
  });
});

describe('microsite sections', () => {
  it('are three, top to bottom, and a new microsite gets "Section 1" to "Section 3"', () => {
    expect(SECTION_POSITIONS).toEqual([SectionPosition.TOP, SectionPosition.MIDDLE, SectionPosition.BOTTOM]);
    expect(defaultSections()).toEqual(
      [1, 2, 3].map((n) => ({
        title: `Section ${n}`,
        sortBy: SectionSortBy.PUBLICATION_DATE,
        contentType: SectionContentType.VIDEOS_MOMENTS,
        internalTag: null,
        regularTag: null,
        playlistId: null,
      })),
    );
  });

  it('validates a section: a heading, one tag at most, a playlist or a tag', () => {
    expect(validateSection(rule())).toEqual([]);
    expect(validateSection(rule({ title: ' ' }))).toEqual([
      { field: 'title', message: MicrositeMessages.sectionTitleEmpty },
    ]);
    expect(validateSection(rule({ title: 'x'.repeat(129) }))).toEqual([
      { field: 'title', message: maxLengthMessage(128) },
    ]);
    expect(validateSection(rule({ internalTag: 'News', regularTag: 'sport' }))).toEqual([
      { field: 'regularTag', message: MicrositeMessages.sectionOneFilter },
    ]);
    expect(validateSection(rule({ playlistId: 'p', internalTag: 'News' }))).toEqual([
      { field: 'playlistId', message: MicrositeMessages.sectionPlaylistAndFilter },
    ]);
    expect(validateSection(rule({ regularTag: 'x'.repeat(61) }))).toEqual([
      { field: 'regularTag', message: maxLengthMessage(60) },
    ]);
    expect(validateSection(rule({ playlistId: 'p', internalTag: ' ' }))).toEqual([]);
  });

  it.each([
    [SectionSortBy.PUBLICATION_DATE, ['v1', 'm1', 'v2', 'm2', 'v3']],
    [SectionSortBy.PUBLICATION_DATE_DESC, ['v3', 'm2', 'v2', 'm1', 'v1']],
    [SectionSortBy.VIEWS, ['v2', 'm2', 'v3', 'v1', 'm1']],
    [SectionSortBy.VIEWS_DESC, ['m1', 'v1', 'v3', 'm2', 'v2']],
    [SectionSortBy.STARS, ['m1', 'v3', 'v1', 'v2', 'm2']],
    [SectionSortBy.STARS_DESC, ['m2', 'v2', 'v1', 'v3', 'm1']],
  ])('orders the items by %s (ties by publication)', (sortBy, expected) => {
    expect(ids(sectionItems(CANDIDATES, rule({ sortBy }), SectionPosition.BOTTOM))).toEqual(expected);
  });

  it('keeps the content type and the tag or category, whatever the case and spaces', () => {
    const bottom = (changes: Partial<SectionRule>) =>
      ids(sectionItems(CANDIDATES, rule(changes), SectionPosition.BOTTOM));
    expect(bottom({ contentType: SectionContentType.VIDEOS })).toEqual(['v1', 'v2', 'v3']);
    expect(bottom({ contentType: SectionContentType.MOMENTS })).toEqual(['m1', 'm2']);
    expect(bottom({ regularTag: ' SPORT ' })).toEqual(['v1', 'm1']);
    expect(bottom({ internalTag: 'news' })).toEqual(['m1', 'v2']);
    expect(bottom({ internalTag: 'news', contentType: SectionContentType.VIDEOS })).toEqual(['v2']);
    expect(bottom({ regularTag: 'Nothing' })).toEqual([]);
    // An empty filter is no filter.
    expect(bottom({ regularTag: ' ', internalTag: '' })).toHaveLength(5);
  });

  it('shows what each position holds, or nothing below what it needs', () => {
    const many = Array.from({ length: 25 }, (_, n) => candidate(`v${n}`, 'video', n + 1, n, 0));
    const shown = (items: readonly MicrositeCandidate[], position: SectionPosition) =>
      sectionItems(items, rule(), position).length;
    expect(shown(many, SectionPosition.TOP)).toBe(3);
    expect(shown(many.slice(0, 2), SectionPosition.TOP)).toBe(0);
    expect(shown(many, SectionPosition.MIDDLE)).toBe(5);
    expect(shown(many.slice(0, 2), SectionPosition.MIDDLE)).toBe(2);
    expect(shown(many.slice(0, 1), SectionPosition.MIDDLE)).toBe(0);
    expect(shown(many, SectionPosition.BOTTOM)).toBe(20);
    expect(shown(many.slice(0, 1), SectionPosition.BOTTOM)).toBe(1);
    expect(shown([], SectionPosition.BOTTOM)).toBe(0);
    // A playlist's items are cut the same way.
    expect(sectionShown(['a', 'b', 'c', 'd'], SectionPosition.TOP)).toEqual(['a', 'b', 'c']);
    expect(sectionShown(['a', 'b'], SectionPosition.TOP)).toEqual([]);
  });

  it('does not change the candidates it is given', () => {
    const before = ids(CANDIDATES);
    sectionItems(CANDIDATES, rule({ sortBy: SectionSortBy.VIEWS_DESC }), SectionPosition.BOTTOM);
    expect(ids(CANDIDATES)).toEqual(before);
  });
});
