import {
  defaultSections,
  ErrorCode,
  LimitKind,
  MICROSITE_PRESET_COLORS,
  SECTION_POSITIONS,
  SectionContentType,
  SectionSortBy,
  validateGoogleAnalytics4Id,
  validateGoogleAnalyticsId,
  validateHexColor,
  validateMicrositeDescription,
  validateMicrositeHtmlCode,
  validateMicrositeTitleField,
  validateNewMicrositeSubdomain,
  validateSection,
  type SectionPosition,
  type SectionRule,
} from '@framehouse/domain';
import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';

// ---- What the screens read ----

/** A section as stored, in its position (sections[0] is the top one). */
export interface StoredSection extends SectionRule {
  id: string;
  position: SectionPosition;
}

/** A microsite as the editor and the success page read it (micrositeById). */
export interface StoredMicrosite {
  id: string;
  title: string;
  description: string | null;
  /** `{subdomain}.{MICROSITE_HOST}`. */
  domain: string;
  subdomain: string;
  /** The address a browser opens. */
  url: string;
  created: string;
  healthy: boolean;
  logoUrl: string | null;
  faviconUrl: string | null;
  mainColor: string | null;
  googleAnalyticsId: string | null;
  googleAnalytics4Id: string | null;
  htmlCode: string | null;
  momentsLocationTop: boolean;
  sections: StoredSection[];
}

// ---- The create page (/microsite/new) ----

export interface MicrositeCreateForm {
  title: string;
  description: string;
  /** What the member types between "https://" and the host suffix; sent as createMicrosite's `domain`. */
  subdomain: string;
  momentsLocationTop: boolean;
}

export type MicrositeCreateField = 'title' | 'description' | 'subdomain';

export const EMPTY_CREATE_FORM: MicrositeCreateForm = {
  title: '',
  description: '',
  subdomain: '',
  momentsLocationTop: true,
};

/** The create form's problems, each field's first (§5): title, description, the new subdomain. */
export function createProblems(form: MicrositeCreateForm): Partial<Record<MicrositeCreateField, string>> {
  const problems: Partial<Record<MicrositeCreateField, string>> = {};
  const title = validateMicrositeTitleField(form.title);
  if (title) problems.title = title;
  const description = validateMicrositeDescription(form.description.trim());
  if (description) problems.description = description;
  const subdomain = validateNewMicrositeSubdomain(form.subdomain.trim());
  if (subdomain) problems.subdomain = subdomain;
  return problems;
}

/** createMicrosite's input (§7). */
export interface MicrositeCreateInput {
  title: string;
  description: string | null;
  /** The subdomain. */
  domain: string;
  momentsLocationTop: boolean;
}

/** createMicrosite's input: texts trimmed, an empty description as none. */
export function createInputOf(form: MicrositeCreateForm): MicrositeCreateInput {
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    domain: form.subdomain.trim(),
    momentsLocationTop: form.momentsLocationTop,
  };
}

/** The switch's label (§2): where the moments carousel sits on the home page. */
export function momentsLocationLabel(momentsLocationTop: boolean): string {
  return `Moments will be ${momentsLocationTop ? 'above' : 'below'} the video player`;
}

/** What the description counter reads: "12/160". */
export function counterText(text: string, max: number): string {
  return `${text.length}/${max}`;
}

/** One entry of `subscription.limitsUsage`, as far as the create page reads it. */
export interface MicrositeLimitUsage {
  limit: { limit: string; value: number };
  value: number;
}

/**
 * Whether the organization may create another microsite (§2: "if a microsite already exists, the user is
 * redirected"): the spec's one-microsite reading holds on the trial plan (MICROSITES_LIMIT 1); a plan
 * with a higher limit creates until it is reached, and a plan without the limit never stops.
 */
export function canCreateAnotherMicrosite(limitsUsage: readonly MicrositeLimitUsage[]): boolean {
  const limit = limitsUsage.find((entry) => entry.limit.limit === LimitKind.MICROSITES_LIMIT);
  return !limit || limit.value < limit.limit.value;
}

// ---- The editor (/microsite/{id}) ----

/** What a section shows (§2 "Filters", a radio): a category (the default), a tag, or ours, a playlist. */
export enum SectionFilterKind {
  CATEGORY = 'CATEGORY',
  TAG = 'TAG',
  PLAYLIST = 'PLAYLIST',
}

export const SECTION_FILTER_KIND_LABELS: Record<SectionFilterKind, string> = {
  [SectionFilterKind.CATEGORY]: 'Categories',
  [SectionFilterKind.TAG]: 'Tags',
  [SectionFilterKind.PLAYLIST]: 'Playlist',
};

/** The orderings in the spec's order of labels (§3): most recent first. */
export const SECTION_SORT_ORDER: readonly SectionSortBy[] = [
  SectionSortBy.PUBLICATION_DATE_DESC,
  SectionSortBy.PUBLICATION_DATE,
  SectionSortBy.VIEWS_DESC,
  SectionSortBy.VIEWS,
  SectionSortBy.STARS_DESC,
  SectionSortBy.STARS,
];

export const SECTION_CONTENT_TYPES: readonly SectionContentType[] = [
  SectionContentType.VIDEOS,
  SectionContentType.MOMENTS,
  SectionContentType.VIDEOS_MOMENTS,
];

export interface SectionForm {
  title: string;
  filterKind: SectionFilterKind;
  /** The category or the tag; empty: the section takes every published item. */
  filterValue: string;
  /** With SectionFilterKind.PLAYLIST. */
  playlistId: string;
  sortBy: SectionSortBy;
  contentType: SectionContentType;
}

/**
 * A picture field of the editor: the stored address, a new picture as a data URL (sent as base64 only
 * then, §7), or null when there is none or it was removed.
 */
export type PictureValue = string | null;

export interface MicrositeEditorForm {
  title: string;
  description: string;
  momentsLocationTop: boolean;
  sections: SectionForm[];
  logo: PictureValue;
  favicon: PictureValue;
  mainColor: string;
  googleAnalyticsId: string;
  googleAnalytics4Id: string;
  htmlCode: string;
}

type SectionFieldName = 'title' | 'filterValue' | 'playlistId';
export type SectionField = `sections.${number}.${SectionFieldName}`;
export type MicrositeEditorField =
  | 'title'
  | 'description'
  | 'logo'
  | 'favicon'
  | 'mainColor'
  | 'googleAnalyticsId'
  | 'googleAnalytics4Id'
  | 'htmlCode'
  | SectionField;

export const sectionField = (index: number, name: SectionFieldName): SectionField =>
  `sections.${index}.${name}`;

/** The colour a microsite without one shows: the first of the spec's five. */
export const DEFAULT_MICROSITE_COLOR = MICROSITE_PRESET_COLORS[0] ?? '#F00223';

function sectionFormOf(section: SectionRule): SectionForm {
  const filterKind = section.playlistId
    ? SectionFilterKind.PLAYLIST
    : section.regularTag
      ? SectionFilterKind.TAG
      : SectionFilterKind.CATEGORY;
  return {
    title: section.title,
    filterKind,
    filterValue: section.regularTag ?? section.internalTag ?? '',
    playlistId: section.playlistId ?? '',
    sortBy: section.sortBy,
    contentType: section.contentType,
  };
}

/** The three sections in their positions; one the API did not answer takes its default. */
function sectionsInPositions(sections: readonly StoredSection[]): SectionRule[] {
  const defaults = defaultSections();
  return SECTION_POSITIONS.map(
    (position, index) =>
      sections.find((section) => section.position === position) ?? (defaults[index] as SectionRule),
  );
}

export function editorFormOf(microsite: StoredMicrosite): MicrositeEditorForm {
  return {
    title: microsite.title,
    description: microsite.description ?? '',
    momentsLocationTop: microsite.momentsLocationTop,
    sections: sectionsInPositions(microsite.sections).map(sectionFormOf),
    logo: microsite.logoUrl,
    favicon: microsite.faviconUrl,
    mainColor: microsite.mainColor ?? DEFAULT_MICROSITE_COLOR,
    googleAnalyticsId: microsite.googleAnalyticsId ?? '',
    googleAnalytics4Id: microsite.googleAnalytics4Id ?? '',
    htmlCode: microsite.htmlCode ?? '',
  };
}

/** A section as updateSections takes it: the filter of its kind only, texts trimmed. */
export function sectionRuleOf(section: SectionForm): SectionRule {
  const value = section.filterValue.trim() || null;
  return {
    title: section.title.trim(),
    sortBy: section.sortBy,
    contentType: section.contentType,
    internalTag: section.filterKind === SectionFilterKind.CATEGORY ? value : null,
    regularTag: section.filterKind === SectionFilterKind.TAG ? value : null,
    playlistId: section.filterKind === SectionFilterKind.PLAYLIST ? section.playlistId || null : null,
  };
}

/** Ours: a section set to show a playlist needs one chosen. */
export const CHOOSE_PLAYLIST = 'Choose a playlist.';

const SECTION_FIELDS: Partial<Record<keyof SectionRule, SectionFieldName>> = {
  title: 'title',
  internalTag: 'filterValue',
  regularTag: 'filterValue',
  playlistId: 'playlistId',
};

/** The editor's problems, each field's first: the spec's field rules (§5) and libs/domain's section rules. */
export function editorProblems(form: MicrositeEditorForm): Partial<Record<MicrositeEditorField, string>> {
  const problems: Partial<Record<MicrositeEditorField, string>> = {};
  const add = (field: MicrositeEditorField, message: string | undefined) => {
    if (message) problems[field] ??= message;
  };
  add('title', validateMicrositeTitleField(form.title));
  add('description', validateMicrositeDescription(form.description.trim()));
  add('mainColor', validateHexColor(form.mainColor));
  add('googleAnalyticsId', validateGoogleAnalyticsId(form.googleAnalyticsId.trim()));
  add('googleAnalytics4Id', validateGoogleAnalytics4Id(form.googleAnalytics4Id.trim()));
  add('htmlCode', validateMicrositeHtmlCode(form.htmlCode));
  form.sections.forEach((section, index) => {
    for (const { field, message } of validateSection(sectionRuleOf(section))) {
      const name = SECTION_FIELDS[field];
      if (name) add(sectionField(index, name), message);
    }
    if (section.filterKind === SectionFilterKind.PLAYLIST && !section.playlistId) {
      add(sectionField(index, 'playlistId'), CHOOSE_PLAYLIST);
    }
  });
  return problems;
}

const isNewPicture = (value: PictureValue): value is string => Boolean(value?.startsWith('data:'));

/**
 * What Republish sends (§7): updateMicrosite with a picture's base64 only when a new one was chosen, the
 * removals (deleteMicrositeLogo / deleteMicrositeFavicon) of a stored picture that was taken away, and
 * updateSections with the three sections in their positions.
 */
export function republishOf(stored: StoredMicrosite, form: MicrositeEditorForm) {
  const optional = (text: string) => text.trim() || null;
  return {
    microsite: {
      title: form.title.trim(),
      description: optional(form.description),
      mainColor: form.mainColor.toUpperCase(),
      googleAnalyticsId: optional(form.googleAnalyticsId),
      googleAnalytics4Id: optional(form.googleAnalytics4Id),
      // Kept as written: the member's own code, which only the public site runs (decisions.md).
      htmlCode: form.htmlCode.trim() ? form.htmlCode : null,
      momentsLocationTop: form.momentsLocationTop,
      ...(isNewPicture(form.logo) ? { logoBase64: form.logo } : {}),
      ...(isNewPicture(form.favicon) ? { faviconBase64: form.favicon } : {}),
    },
    removeLogo: Boolean(stored.logoUrl) && form.logo === null,
    removeFavicon: Boolean(stored.faviconUrl) && form.favicon === null,
    sections: form.sections.map(sectionRuleOf),
  };
}

export type Republish = ReturnType<typeof republishOf>;

// ---- The API's refusals ----

const CREATE_FIELDS: Record<string, MicrositeCreateField> = {
  title: 'title',
  description: 'description',
  domain: 'subdomain',
  subdomain: 'subdomain',
};

const EDITOR_FIELDS: Record<string, MicrositeEditorField> = {
  title: 'title',
  description: 'description',
  mainColor: 'mainColor',
  googleAnalyticsId: 'googleAnalyticsId',
  googleAnalytics4Id: 'googleAnalytics4Id',
  htmlCode: 'htmlCode',
  logoBase64: 'logo',
  logo: 'logo',
  faviconBase64: 'favicon',
  favicon: 'favicon',
};

const SECTION_API_FIELDS: Record<string, SectionFieldName> = {
  title: 'title',
  internalTag: 'filterValue',
  regularTag: 'filterValue',
  playlistId: 'playlistId',
};

/** An editor field of the API's `field`: a microsite field, or `sections.{i}.{name}` / `sections[i].name`. */
export function editorFieldOf(apiField: string | null | undefined): MicrositeEditorField | undefined {
  if (!apiField) return undefined;
  const section = /^sections?(?:\.|\[)(\d+)\]?\.(\w+)$/.exec(apiField);
  if (section) {
    const name = SECTION_API_FIELDS[section[2] as string];
    return name ? sectionField(Number(section[1]), name) : undefined;
  }
  return EDITOR_FIELDS[apiField.replace(/^microsite\./, '')];
}

export function createFieldOf(apiField: string | null | undefined): MicrositeCreateField | undefined {
  return apiField ? CREATE_FIELDS[apiField.replace(/^microsite\./, '')] : undefined;
}

/**
 * A failed save as a screen shows it: each refusal under its field (`fieldOf` the API's `field`), a
 * taken or reserved subdomain under the URL, and the rest above the form.
 */
export function saveProblems<Field extends string>(
  failure: unknown,
  fieldOf: (apiField: string | null | undefined) => Field | undefined,
): { fields: Partial<Record<Field, string>>; form?: string } {
  if (!(failure instanceof PayloadError)) return { fields: {}, form: errorMessageOf(failure) };
  const fields: Partial<Record<Field, string>> = {};
  let form: string | undefined;
  for (const entry of failure.errors) {
    const message = apiErrorMessage(entry);
    const field = fieldOf(entry.field);
    if (field) fields[field] ??= message;
    else if (entry.name === ErrorCode.PLAN_LIMIT_EXCEEDED) form ??= entry.messages[0] ?? message;
    else form ??= message;
  }
  return { fields, form };
}
