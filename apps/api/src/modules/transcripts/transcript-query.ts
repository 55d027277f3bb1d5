import { parseTimeString, ValidationMessages, type TokenType } from '@framehouse/domain';

/**
 * What GetVideoTranscription's arguments mean (docs/decisions.md, "Transcripts and captions (API)"), and
 * the full-text search both transcript queries share. Pure, so that each rule is tested on its own.
 */

export interface TranscriptFilterArgs {
  startTimestampFrom?: string | null;
  endTimestampTo?: string | null;
  timestampsRangeFrom?: string | null;
  timestampsRangeTo?: string | null;
  tokenType?: TokenType | null;
  speakerLabel?: string | null;
}

/** The filters in milliseconds; an absent one filters nothing. */
export interface TranscriptFilters {
  /** Segments starting at or after. */
  startFrom?: number;
  /** Segments ending at or before. */
  endTo?: number;
  /** Segments sharing some time with the range: ending after `rangeFrom`… */
  rangeFrom?: number;
  /** …and starting before `rangeTo`. */
  rangeTo?: number;
  /** Segments with at least one token of the type, and only those tokens of each. */
  tokenType?: TokenType;
  /** Segments of that speaker ("spk_0"), exactly. */
  speakerLabel?: string;
}

const TIME_FIELDS = [
  ['startTimestampFrom', 'startFrom'],
  ['endTimestampTo', 'endTo'],
  ['timestampsRangeFrom', 'rangeFrom'],
  ['timestampsRangeTo', 'rangeTo'],
] as const;

/**
 * The filters, or the message of each argument that is wrong: a time that is not a time string
 * ("Start/End timestamps need to be in valid time format"), a negative one ("… in video duration range"),
 * or a pair whose start is after its end ("Start timestamp needs to be smaller than End timestamp.").
 */
export function parseTranscriptFilters(args: TranscriptFilterArgs): {
  filters: TranscriptFilters;
  errors: Record<string, string>;
} {
  const filters: TranscriptFilters = {};
  const errors: Record<string, string> = {};
  for (const [field, key] of TIME_FIELDS) {
    const text = args[field]?.trim();
    if (!text) continue;
    const ms = parseTimeString(text);
    if (ms === undefined) errors[field] = ValidationMessages.timestampFormat;
    else if (ms < 0) errors[field] = ValidationMessages.timestampRange;
    else filters[key] = ms;
  }
  const inOrder = (from?: number, to?: number) => from === undefined || to === undefined || from <= to;
  if (!inOrder(filters.startFrom, filters.endTo)) errors.endTimestampTo = ValidationMessages.timestampOrder;
  if (!inOrder(filters.rangeFrom, filters.rangeTo))
    errors.timestampsRangeTo = ValidationMessages.timestampOrder;
  if (args.tokenType) filters.tokenType = args.tokenType;
  const speaker = args.speakerLabel?.trim();
  if (speaker) filters.speakerLabel = speaker;
  return { filters, errors };
}

/**
 * A search as PostgreSQL reads it: `full` for websearch_to_tsquery (quoted phrases, `or`, `-word`), and,
 * when the text ends in a plain word, that word as a prefix (`prefix`, for to_tsquery) with the words
 * before it (`head`), so a search matches while the last word is still being typed. Null for a blank
 * search.
 */
export interface SearchTerms {
  full: string;
  head: string;
  prefix: string | null;
}

const LAST_PLAIN_WORD = /(?:^|\s)([\p{L}\p{N}]+)$/u;

export function searchTerms(search: string | null | undefined): SearchTerms | null {
  const full = (search ?? '').trim();
  if (full === '') return null;
  const quotes = (full.match(/"/g) ?? []).length;
  const last = quotes % 2 === 0 ? LAST_PLAIN_WORD.exec(full) : null;
  if (!last?.[1]) return { full, head: full, prefix: null };
  const head = full.slice(0, full.length - last[1].length).trim();
  // "cat or dog": the prefix of "dog" joins "cat or", which websearch reads as "cat" and the `or` is lost;
  // the whole search still matches on its own (the two are alternatives), so nothing is lost.
  return { full, head, prefix: `${last[1].toLowerCase()}:*` };
}

/** The tsquery SQL of `searchTerms`; `param` gives the placeholder of each value it binds. */
export function tsquerySql(terms: SearchTerms, param: (value: string) => string): string {
  const full = `websearch_to_tsquery('simple', ${param(terms.full)})`;
  if (terms.prefix === null) return full;
  const prefix = `to_tsquery('simple', ${param(terms.prefix)})`;
  // A one-word search has no head: PostgreSQL would send a notice for its empty query on every call.
  return terms.head === ''
    ? `(${full} || ${prefix})`
    : `(${full} || (websearch_to_tsquery('simple', ${param(terms.head)}) && ${prefix}))`;
}

/** Positional parameters of a raw query: `add(value)` binds a value and gives its `$n`. */
export class SqlParameters {
  readonly values: unknown[] = [];

  add = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

/** The markers ts_headline puts around matches: control characters no transcript contains. */
export const HEADLINE_START = '\u0002';
export const HEADLINE_STOP = '\u0003';

/** ts_headline's text as HTML: everything escaped, each match in `<mark>…</mark>`. */
export function headlineHtml(headline: string): string {
  return headline
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(new RegExp(HEADLINE_START, 'g'), '<mark>')
    .replace(new RegExp(HEADLINE_STOP, 'g'), '</mark>');
}
