import { Marked } from 'marked';
import { escapeHtml } from '../public/public-page';

/** A legal text ready for its page: its title, date, sections and body as HTML. */
export interface LegalText {
  /** The text's first level-1 heading, as plain text; null when it has none. */
  title: string | null;
  /** `last-modified` of the front matter, YYYY-MM-DD; null when the text does not give one. */
  lastModified: string | null;
  /** The level-2 headings, in order, with the ids the body gives them: the table of contents. */
  sections: LegalSection[];
  /** The body without its title, as HTML (raw HTML in the Markdown is shown as text). */
  html: string;
}

export interface LegalSection {
  id: string;
  text: string;
}

/** A Markdown file the pages cannot show as it is; the message says what to change. */
export class LegalTextError extends Error {}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const FRONT_MATTER_KEYS = ['last-modified'] as const;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The text of a legal page from its Markdown: an optional front matter block (`last-modified:
 * YYYY-MM-DD`, the only key), then CommonMark with GitHub's tables. The first level-1 heading is the
 * page's title and leaves the body; every heading gets an id from its text, for the table of contents
 * and for links to a section.
 */
export function parseLegalText(source: string): LegalText {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  const frontMatter = match ? readFrontMatter(match[1] ?? '') : {};

  let title: string | null = null;
  let titled = false;
  const ids = new SectionIds();
  const sections: LegalSection[] = [];
  const marked = new Marked({ gfm: true }).use({
    renderer: {
      heading({ tokens, depth }) {
        const plain = plainText(this.parser.parseInline(tokens, this.parser.textRenderer));
        if (depth === 1 && !titled) {
          // The page shows the title in its own header, above the date and the table of contents.
          titled = true;
          title = plain || null;
          return '';
        }
        const id = ids.next(plain);
        if (depth === 2) sections.push({ id, text: plain });
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      // Legal texts need no markup of their own: HTML in them is shown as written, never applied or run.
      html({ text: html }) {
        return escapeHtml(html);
      },
    },
  });
  const html = marked.parse(match ? text.slice(match[0].length) : text, { async: false });
  return { title, lastModified: frontMatter['last-modified'] ?? null, sections, html };
}

type FrontMatter = Partial<Record<(typeof FRONT_MATTER_KEYS)[number], string>>;

function readFrontMatter(block: string): FrontMatter {
  const frontMatter: FrontMatter = {};
  for (const line of block.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const separator = line.indexOf(':');
    const key = line.slice(0, Math.max(separator, 0)).trim();
    const value = line
      .slice(separator + 1)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    if (separator < 0 || !(FRONT_MATTER_KEYS as readonly string[]).includes(key)) {
      throw new LegalTextError(
        `front matter line "${line.trim()}" is not understood; the only key is last-modified: YYYY-MM-DD`,
      );
    }
    if (!isCalendarDate(value)) {
      throw new LegalTextError(`last-modified must be a date as YYYY-MM-DD; got "${value}"`);
    }
    frontMatter['last-modified'] = value;
  }
  return frontMatter;
}

/** YYYY-MM-DD naming a day that exists (not 2021-02-30). */
export function isCalendarDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A YYYY-MM-DD date as people read it on the page: "December 14, 2020". */
export function readableDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The id of a heading: its words in lower case joined by dashes ("5. Free trials" → "5-free-trials");
 * a repeated heading gets -2, -3…; a heading without letters or digits "section".
 */
export function headingSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

class SectionIds {
  private readonly used = new Map<string, number>();

  next(text: string): string {
    const slug = headingSlug(text);
    const count = (this.used.get(slug) ?? 0) + 1;
    this.used.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  }
}

/** The text renderer leaves entities as the Markdown wrote them (`&amp;`); the page escapes once. */
function plainText(rendered: string): string {
  return rendered
    .replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
