import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  LEGAL_ASSETS_PATH,
  legalNotFoundHtml,
  legalPageHtml,
  legalStylesheet,
  type LegalAssets,
  type LegalFont,
} from './legal-page';
import { loadLegalTexts } from './legal-texts';

/** The fonts the pages use, from the packages the admin takes them from (latin, as the admin's). */
const FONT_FILES: ReadonlyArray<Omit<LegalFont, 'url'> & { file: string; module: string }> = [
  {
    family: 'Roboto',
    weight: 400,
    file: 'roboto-400.woff2',
    module: '@fontsource/roboto/files/roboto-latin-400-normal.woff2',
  },
  {
    family: 'Roboto',
    weight: 700,
    file: 'roboto-700.woff2',
    module: '@fontsource/roboto/files/roboto-latin-700-normal.woff2',
  },
  {
    family: 'Roboto Condensed',
    weight: 700,
    file: 'roboto-condensed-700.woff2',
    module: '@fontsource/roboto-condensed/files/roboto-condensed-latin-700-normal.woff2',
  },
];

/** A served file held in memory. */
export interface LegalAsset {
  body: Buffer;
  contentType: string;
}

/**
 * The legal pages, rendered once at start from the operator's texts (LEGAL_DIR) or the shipped ones and
 * kept in memory with their stylesheet and fonts: a request only picks a string.
 */
@Injectable()
export class LegalPagesService implements OnModuleInit {
  private readonly logger = new Logger(LegalPagesService.name);
  private readonly pages = new Map<string, string>();
  private readonly assets = new Map<string, LegalAsset>();
  private notFound = '';

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const fonts = await this.loadFonts();
    const stylesheet = Buffer.from(legalStylesheet(fonts));
    const stylesheetName = 'legal.css';
    this.assets.set(stylesheetName, { body: stylesheet, contentType: 'text/css; charset=utf-8' });
    const assets: LegalAssets = {
      // The digest changes the URL with the stylesheet, so browsers may keep it for as long as they like.
      stylesheetUrl: `${LEGAL_ASSETS_PATH}/${stylesheetName}?v=${digest(stylesheet)}`,
      preloadFontUrl: fonts[0]?.url ?? null,
    };
    for (const { document, text, file, fromOperator } of await loadLegalTexts(this.config.legalDir)) {
      this.pages.set(document.path, legalPageHtml(document, text, assets));
      if (fromOperator) this.logger.log(`${document.path} shows the operator's text ${file}`);
    }
    this.notFound = legalNotFoundHtml(assets);
  }

  /** The page at `path` (a trailing slash allowed), or undefined when no legal text is there. */
  page(path: string): string | undefined {
    return this.pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
  }

  notFoundPage(): string {
    return this.notFound;
  }

  /** The stylesheet or a font, by its name under LEGAL_ASSETS_PATH. */
  asset(name: string): LegalAsset | undefined {
    return this.assets.get(name);
  }

  /**
   * The web fonts that can be found. Without one (a slimmed install) the pages still read well in the
   * fallback fonts, so a missing font is a warning, not a failed start.
   */
  private async loadFonts(): Promise<LegalFont[]> {
    const fonts: LegalFont[] = [];
    for (const font of FONT_FILES) {
      try {
        const body = await readFile(require.resolve(font.module));
        this.assets.set(`fonts/${font.file}`, { body, contentType: 'font/woff2' });
        fonts.push({
          family: font.family,
          weight: font.weight,
          url: `${LEGAL_ASSETS_PATH}/fonts/${font.file}`,
        });
      } catch (error) {
        this.logger.warn(`The legal pages go without ${font.module}: ${(error as Error).message}`);
      }
    }
    return fonts;
  }
}

function digest(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 12);
}
