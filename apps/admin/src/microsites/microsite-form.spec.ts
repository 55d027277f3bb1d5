import {
  ErrorCode,
  LimitKind,
  MicrositeMessages,
  SectionContentType,
  SectionPosition,
  SectionSortBy,
  ValidationMessages,
} from '@framehouse/domain';
import { PayloadError } from '../errors';
import {
  canCreateAnotherMicrosite,
  CHOOSE_PLAYLIST,
  counterText,
  createFieldOf,
  createInputOf,
  createProblems,
  DEFAULT_MICROSITE_COLOR,
  EMPTY_CREATE_FORM,
  editorFieldOf,
  editorFormOf,
  editorProblems,
  momentsLocationLabel,
  republishOf,
  saveProblems,
  SectionFilterKind,
  type StoredMicrosite,
} from './microsite-form';
import { previewTiles } from './microsite-preview';

// errors.ts reads react-admin's HttpError; the rest of react-admin (ES modules) is not needed here.
jest.mock('react-admin', () => ({ HttpError: class HttpError extends Error {} }));

const section = (position: SectionPosition, patch: Partial<StoredMicrosite['sections'][number]> = {}) => ({
  id: `s-${position}`,
  position,
  title: `Section ${position}`,
  sortBy: SectionSortBy.PUBLICATION_DATE,
  contentType: SectionContentType.VIDEOS_MOMENTS,
  internalTag: null,
  regularTag: null,
  playlistId: null,
  ...patch,
});

const STORED: StoredMicrosite = {
  id: 'm1',
  title: 'Acme films',
  description: 'Our films',
  domain: 'acme.localhost',
  subdomain: 'acme',
  url: 'http://acme.localhost:3000',
  created: '2026-11-27T07:00:00.000Z',
  healthy: false,
  logoUrl: 'https://cdn.example/logo.png',
  faviconUrl: null,
  mainColor: '#0702F0',
  googleAnalyticsId: null,
  googleAnalytics4Id: 'G-ABCD1234',
  htmlCode: '',
  momentsLocationTop: true,
  // Answered out of order: the form puts them in their positions.
  sections: [
    section(SectionPosition.BOTTOM, { playlistId: 'p1' }),
    section(SectionPosition.TOP, { internalTag: 'News' }),
    section(SectionPosition.MIDDLE, { regularTag: 'launch', sortBy: SectionSortBy.STARS_DESC }),
  ],
};

describe('the create form', () => {
  it('checks the title, the description and the subdomain with the domain messages', () => {
    expect(createProblems(EMPTY_CREATE_FORM)).toEqual({
      title: ValidationMessages.titleEmpty,
      subdomain: ValidationMessages.required,
    });
    const problems = createProblems({
      ...EMPTY_CREATE_FORM,
      title: 'Acme',
      description: 'x'.repeat(161),
      subdomain: 'Acme_Films',
    });
    expect(problems.description).toMatch(/160/);
    expect(problems.subdomain).toBe(ValidationMessages.micrositeUrlCharacters);
    expect(createProblems({ ...EMPTY_CREATE_FORM, title: 'A', subdomain: '-acme' }).subdomain).toBe(
      ValidationMessages.micrositeUrlDashes,
    );
    expect(createProblems({ ...EMPTY_CREATE_FORM, title: 'A', subdomain: 'a' }).subdomain).toBe(
      ValidationMessages.micrositeUrlTooShort,
    );
    expect(createProblems({ ...EMPTY_CREATE_FORM, title: 'A', subdomain: 'admin' }).subdomain).toBe(
      MicrositeMessages.subdomainReserved,
    );
    expect(createProblems({ ...EMPTY_CREATE_FORM, title: 'A', subdomain: 'acme-films' })).toEqual({});
  });

  it('sends trimmed texts, an empty description as none, and the subdomain as the domain', () => {
    expect(
      createInputOf({ title: ' Acme ', description: '  ', subdomain: ' acme ', momentsLocationTop: false }),
    ).toEqual({ title: 'Acme', description: null, domain: 'acme', momentsLocationTop: false });
  });

  it('labels the switch and counts the description', () => {
    expect(momentsLocationLabel(true)).toBe('Moments will be above the video player');
    expect(momentsLocationLabel(false)).toBe('Moments will be below the video player');
    expect(counterText('hello', 160)).toBe('5/160');
  });
});

describe('canCreateAnotherMicrosite', () => {
  const usage = (limit: string, value: number, used: number) => ({ limit: { limit, value }, value: used });

  it('allows one until MICROSITES_LIMIT is used up', () => {
    expect(canCreateAnotherMicrosite([usage(LimitKind.MICROSITES_LIMIT, 1, 0)])).toBe(true);
    expect(canCreateAnotherMicrosite([usage(LimitKind.MICROSITES_LIMIT, 1, 1)])).toBe(false);
    expect(canCreateAnotherMicrosite([usage(LimitKind.MICROSITES_LIMIT, 5, 4)])).toBe(true);
  });

  it('never stops a plan without the limit', () => {
    expect(canCreateAnotherMicrosite([usage(LimitKind.END_CARDS_LIMIT, 1, 1)])).toBe(true);
    expect(canCreateAnotherMicrosite([])).toBe(true);
  });
});

describe('the editor form', () => {
  it('reads the sections in their positions with their filter kinds', () => {
    const form = editorFormOf(STORED);
    expect(form.sections.map((entry) => [entry.filterKind, entry.filterValue, entry.playlistId])).toEqual([
      [SectionFilterKind.CATEGORY, 'News', ''],
      [SectionFilterKind.TAG, 'launch', ''],
      [SectionFilterKind.PLAYLIST, '', 'p1'],
    ]);
    expect(form.sections[1]?.sortBy).toBe(SectionSortBy.STARS_DESC);
    expect(form.logo).toBe(STORED.logoUrl);
    expect(editorFormOf({ ...STORED, mainColor: null }).mainColor).toBe(DEFAULT_MICROSITE_COLOR);
  });

  it('gives a missing section its default', () => {
    const form = editorFormOf({ ...STORED, sections: [] });
    expect(form.sections.map((entry) => entry.title)).toEqual(['Section 1', 'Section 2', 'Section 3']);
    expect(form.sections.every((entry) => entry.filterKind === SectionFilterKind.CATEGORY)).toBe(true);
  });

  it('finds each problem under its field', () => {
    const form = editorFormOf(STORED);
    expect(editorProblems(form)).toEqual({});
    const sections = form.sections.map((entry, index) =>
      index === 0
        ? { ...entry, title: ' ' }
        : index === 2
          ? { ...entry, playlistId: '' }
          : { ...entry, filterValue: 'x'.repeat(200) },
    );
    const problems = editorProblems({
      ...form,
      title: '',
      mainColor: '#12',
      googleAnalyticsId: 'UA-1',
      googleAnalytics4Id: 'X-1',
      sections,
    });
    expect(problems).toMatchObject({
      title: ValidationMessages.titleEmpty,
      mainColor: ValidationMessages.invalidHexColor,
      googleAnalyticsId: ValidationMessages.uaIdFormat,
      googleAnalytics4Id: ValidationMessages.ga4IdFormat,
      'sections.0.title': MicrositeMessages.sectionTitleEmpty,
      'sections.2.playlistId': CHOOSE_PLAYLIST,
    });
    expect(problems['sections.1.filterValue']).toBeDefined();
  });

  it('sends a picture only when a new one was chosen, and a removal of a stored one', () => {
    const form = editorFormOf(STORED);
    const unchanged = republishOf(STORED, form);
    expect(unchanged.microsite).not.toHaveProperty('logoBase64');
    expect(unchanged.microsite).not.toHaveProperty('faviconBase64');
    expect(unchanged.removeLogo).toBe(false);
    expect(unchanged.removeFavicon).toBe(false);

    const changed = republishOf(STORED, { ...form, logo: null, favicon: 'data:image/png;base64,AAAA' });
    expect(changed.removeLogo).toBe(true);
    expect(changed.microsite.faviconBase64).toBe('data:image/png;base64,AAAA');
    expect(changed.removeFavicon).toBe(false);
  });

  it('sends each section with the filter of its kind only', () => {
    const form = editorFormOf(STORED);
    const top = { ...form.sections[0]!, filterKind: SectionFilterKind.TAG, filterValue: ' News ' };
    const sent = republishOf(STORED, { ...form, sections: [top, form.sections[1]!, form.sections[2]!] });
    expect(
      sent.sections.map(({ internalTag, regularTag, playlistId }) => [internalTag, regularTag, playlistId]),
    ).toEqual([
      [null, 'News', null],
      [null, 'launch', null],
      [null, null, 'p1'],
    ]);
  });

  it('keeps the custom HTML as written and sends tracking ids trimmed or none', () => {
    const form = { ...editorFormOf(STORED), htmlCode: '  <b>hi</b>\n', googleAnalyticsId: '  ' };
    const { microsite } = republishOf(STORED, form);
    expect(microsite.htmlCode).toBe('  <b>hi</b>\n');
    expect(microsite.googleAnalyticsId).toBeNull();
    expect(microsite.googleAnalytics4Id).toBe('G-ABCD1234');
  });
});

describe("the API's refusals", () => {
  it('places the fields the API names', () => {
    expect(createFieldOf('domain')).toBe('subdomain');
    expect(createFieldOf('title')).toBe('title');
    expect(editorFieldOf('logoBase64')).toBe('logo');
    expect(editorFieldOf('faviconBase64')).toBe('favicon');
    expect(editorFieldOf('sections.1.regularTag')).toBe('sections.1.filterValue');
    expect(editorFieldOf('sections.2.playlistId')).toBe('sections.2.playlistId');
    expect(editorFieldOf('sections')).toBeUndefined();
    expect(editorFieldOf(undefined)).toBeUndefined();
  });

  it('shows a taken subdomain under the URL and the rest above the form', () => {
    const failure = new PayloadError([
      { field: 'domain', name: ErrorCode.VALIDATION_ERROR, messages: [MicrositeMessages.subdomainTaken] },
      { field: null, name: ErrorCode.PLAN_LIMIT_EXCEEDED, messages: ['Limit reached.'] },
    ]);
    expect(saveProblems(failure, createFieldOf)).toEqual({
      fields: { subdomain: MicrositeMessages.subdomainTaken },
      form: 'Limit reached.',
    });
    expect(saveProblems(new Error('offline'), createFieldOf).fields).toEqual({});
  });
});

describe('the preview tiles', () => {
  it('fills each block from the newest items, placeholders where there are too few', () => {
    const videos = [1, 2, 3, 4].map((n) => ({ id: `v${n}`, title: `Video ${n}` }));
    const tiles = previewTiles(videos, []);
    expect(tiles.player.map((item) => item?.id)).toEqual(['v1', 'v2', 'v3']);
    expect(tiles.middle).toHaveLength(5);
    expect(tiles.grid).toHaveLength(8);
    expect(tiles.grid.filter(Boolean)).toHaveLength(4);
    expect(tiles.moments.every((item) => item === undefined)).toBe(true);
  });
});
