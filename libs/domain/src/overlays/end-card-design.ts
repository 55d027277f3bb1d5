import {
  BACKGROUND_IMAGE_SIZE_DEFAULT,
  BACKGROUND_IMAGE_SIZE_MAX,
  BACKGROUND_IMAGE_SIZE_MIN,
  END_CARD_BORDER_RADIUS_DEFAULT,
  END_CARD_BORDER_RADIUS_MAX,
  END_CARD_BORDER_WIDTH_DEFAULT,
  END_CARD_BORDER_WIDTH_MAX,
  END_CARD_DEFAULT_COLORS,
  END_CARD_FONT_SIZE_MIN,
  END_CARD_OPACITY_DEFAULT,
  END_CARD_OPACITY_MAX,
  END_CARD_OPACITY_MIN,
  END_CARD_OPACITY_STEP,
  HEADLINE_FONT_SIZE_DEFAULT,
} from '../constants/overlays';
import { CardOrientation, CardSize, HorizontalAlignment, VerticalAlignment } from '../enums/end-card';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, isSupportedFont, type FontWeight } from '../enums/fonts';
import { validateHeadlineText, validateSublineText } from '../validation/overlays';
import { OverlayPartMessages, readPart, type PartProblem, type PartReader } from './json-parts';

/**
 * A visual-builder end card's design (overlays-distribution §3): what the API stores, returns as JSON
 * strings, and what the player's end card draws.
 */

export interface ColorWithOpacity {
  color: string;
  /** Percent, 80–100 in steps of 5. */
  opacity: number;
}

export interface BackgroundImageSettings {
  /** Percent of the card the image covers, 0–100. */
  size: number;
  horizontal: HorizontalAlignment;
  vertical: VerticalAlignment;
}

export interface EndCardBorder {
  width: number;
  color: string;
  radius: number;
}

export interface VideoControlButtons {
  iconsColor: string;
  backgroundColor: string;
  backgroundOpacity: number;
}

/** The headline or subline: its text, font (family and weight), size in px and colour. */
export interface EndCardText {
  text: string;
  font: string;
  fontWeight: FontWeight;
  fontSize: number;
  color: string;
}

export interface EndCardDesign {
  cardOrientation: CardOrientation;
  cardSize: CardSize;
  overlay: ColorWithOpacity;
  background: ColorWithOpacity;
  backgroundImageSettings: BackgroundImageSettings;
  border: EndCardBorder;
  videoControlButtons: VideoControlButtons;
  headline: EndCardText;
  /** Null when the subline is off. */
  subline: EndCardText | null;
}

/** The JSON-string parts as the spec's createEndCard / updateEndCard send them. */
export type EndCardDesignParts = {
  [
    K in
      | 'overlay'
      | 'background'
      | 'backgroundImageSettings'
      | 'border'
      | 'videoControlButtons'
      | 'headline'
      | 'subline'
  ]: string | null | undefined;
};

/** Subline default size: the middle of its recommended 10–16 px. */
export const SUBLINE_FONT_SIZE_DEFAULT = 14;
/** Ours: font sizes above this make no sense on a 420 px card. */
export const END_CARD_FONT_SIZE_MAX = 120;

export const DEFAULT_END_CARD_DESIGN: EndCardDesign = {
  cardOrientation: CardOrientation.HORIZONTAL,
  cardSize: CardSize.L,
  overlay: { color: END_CARD_DEFAULT_COLORS.overlay, opacity: END_CARD_OPACITY_DEFAULT },
  background: { color: END_CARD_DEFAULT_COLORS.background, opacity: END_CARD_OPACITY_DEFAULT },
  backgroundImageSettings: {
    size: BACKGROUND_IMAGE_SIZE_DEFAULT,
    horizontal: HorizontalAlignment.CENTER,
    vertical: VerticalAlignment.CENTER,
  },
  border: {
    width: END_CARD_BORDER_WIDTH_DEFAULT,
    color: END_CARD_DEFAULT_COLORS.border,
    radius: END_CARD_BORDER_RADIUS_DEFAULT,
  },
  videoControlButtons: {
    iconsColor: END_CARD_DEFAULT_COLORS.icon,
    backgroundColor: END_CARD_DEFAULT_COLORS.controlBackground,
    backgroundOpacity: END_CARD_OPACITY_DEFAULT,
  },
  headline: {
    text: '',
    font: DEFAULT_FONT_FAMILY,
    fontWeight: 700,
    fontSize: HEADLINE_FONT_SIZE_DEFAULT,
    color: END_CARD_DEFAULT_COLORS.headline,
  },
  subline: null,
};

function readOpacity(reader: PartReader, key: string): number {
  return reader.number(
    key,
    END_CARD_OPACITY_DEFAULT,
    END_CARD_OPACITY_MIN,
    END_CARD_OPACITY_MAX,
    '%',
    END_CARD_OPACITY_STEP,
  );
}

function readColorWithOpacity(reader: PartReader, fallbackColor: string): ColorWithOpacity {
  return { color: reader.color('color', fallbackColor), opacity: readOpacity(reader, 'opacity') };
}

/** A font family and weight the product ships (enums/fonts.ts); the defaults when absent. */
function readFont(reader: PartReader, fallbackWeight: FontWeight): { font: string; fontWeight: FontWeight } {
  const font = reader.oneOf('font', FONT_FAMILIES, DEFAULT_FONT_FAMILY);
  const weight = reader.number('fontWeight', fallbackWeight, 100, 900);
  if (!isSupportedFont(font, weight)) {
    reader.check(OverlayPartMessages.unsupportedFont);
    return { font: DEFAULT_FONT_FAMILY, fontWeight: fallbackWeight };
  }
  return { font, fontWeight: weight as FontWeight };
}

function readText(
  reader: PartReader,
  defaults: EndCardText,
  validateText: (text: string) => string | undefined,
): EndCardText {
  const text = reader.string('text').trim();
  reader.check(validateText(text));
  return {
    text,
    ...readFont(reader, defaults.fontWeight),
    fontSize: reader.number(
      'fontSize',
      defaults.fontSize,
      END_CARD_FONT_SIZE_MIN,
      END_CARD_FONT_SIZE_MAX,
      'px',
    ),
    color: reader.color('color', defaults.color),
  };
}

/**
 * Reads the design of a visual-builder end card from the spec's fields: the enumerations as they are,
 * the JSON parts as strings. A part left out takes its default; a subline that is null or absent is
 * off. Answers the design and every problem found, each on its part's field.
 */
export function readEndCardDesign(
  input: {
    cardOrientation?: CardOrientation | null;
    cardSize?: CardSize | null;
  } & Partial<EndCardDesignParts>,
): { design: EndCardDesign; problems: PartProblem[] } {
  const d = DEFAULT_END_CARD_DESIGN;
  const parts = [
    readPart('overlay', input.overlay, (r) => readColorWithOpacity(r, d.overlay.color)),
    readPart('background', input.background, (r) => readColorWithOpacity(r, d.background.color)),
    readPart('backgroundImageSettings', input.backgroundImageSettings, (r) => ({
      size: r.number(
        'size',
        d.backgroundImageSettings.size,
        BACKGROUND_IMAGE_SIZE_MIN,
        BACKGROUND_IMAGE_SIZE_MAX,
        '%',
      ),
      horizontal: r.oneOf(
        'horizontal',
        Object.values(HorizontalAlignment),
        d.backgroundImageSettings.horizontal,
      ),
      vertical: r.oneOf('vertical', Object.values(VerticalAlignment), d.backgroundImageSettings.vertical),
    })),
    readPart('border', input.border, (r) => ({
      width: r.number('width', d.border.width, 0, END_CARD_BORDER_WIDTH_MAX, 'px'),
      color: r.color('color', d.border.color),
      radius: r.number('radius', d.border.radius, 0, END_CARD_BORDER_RADIUS_MAX, 'px'),
    })),
    readPart('videoControlButtons', input.videoControlButtons, (r) => ({
      iconsColor: r.color('iconsColor', d.videoControlButtons.iconsColor),
      backgroundColor: r.color('backgroundColor', d.videoControlButtons.backgroundColor),
      backgroundOpacity: readOpacity(r, 'backgroundOpacity'),
    })),
    readPart('headline', input.headline ?? '{}', (r) => readText(r, d.headline, validateHeadlineText)),
  ] as const;
  const subline =
    input.subline == null
      ? null
      : readPart('subline', input.subline, (r) =>
          readText(r, { ...d.headline, fontWeight: 400, fontSize: SUBLINE_FONT_SIZE_DEFAULT }, (text) =>
            validateSublineText(text, true),
          ),
        );
  const [overlay, background, backgroundImageSettings, border, videoControlButtons, headline] = parts;
  return {
    design: {
      cardOrientation: input.cardOrientation ?? d.cardOrientation,
      cardSize: input.cardSize ?? d.cardSize,
      overlay: overlay.value,
      background: background.value,
      backgroundImageSettings: backgroundImageSettings.value,
      border: border.value,
      videoControlButtons: videoControlButtons.value,
      headline: headline.value,
      subline: subline?.value ?? null,
    },
    problems: [...parts.flatMap((part) => part.problems), ...(subline?.problems ?? [])],
  };
}

const colorWithOpacityJson = ({ color, opacity }: ColorWithOpacity) => JSON.stringify({ color, opacity });
const textJson = ({ text, font, fontWeight, fontSize, color }: EndCardText) =>
  JSON.stringify({ text, font, fontWeight, fontSize, color });

/**
 * The JSON strings the API returns for a stored design (the subline null when off). Each part's keys are
 * written in one order, whatever order the stored object has (jsonb keeps its own), so that the same
 * design always reads as the same strings.
 */
export function endCardDesignParts(design: EndCardDesign): EndCardDesignParts {
  const { size, horizontal, vertical } = design.backgroundImageSettings;
  const { width, color, radius } = design.border;
  const { iconsColor, backgroundColor, backgroundOpacity } = design.videoControlButtons;
  return {
    overlay: colorWithOpacityJson(design.overlay),
    background: colorWithOpacityJson(design.background),
    backgroundImageSettings: JSON.stringify({ size, horizontal, vertical }),
    border: JSON.stringify({ width, color, radius }),
    videoControlButtons: JSON.stringify({ iconsColor, backgroundColor, backgroundOpacity }),
    headline: textJson(design.headline),
    subline: design.subline ? textJson(design.subline) : null,
  };
}

/** Every font face (family and weight) a design uses: the only ones the player loads. */
export function endCardFontFaces(design: EndCardDesign): Array<{ family: string; weight: FontWeight }> {
  const texts = design.subline ? [design.headline, design.subline] : [design.headline];
  return texts.map((text) => ({ family: text.font, weight: text.fontWeight }));
}
