import {
  BUTTON_CTA_BORDER_WIDTH_MAX,
  BUTTON_CTA_DEFAULTS,
  BUTTON_CTA_OPACITY_MIN,
  BUTTON_CTA_OPACITY_STEP,
  BUTTON_CTA_ROUND_RADIUS,
} from '../constants/overlays';
import { CtaIconName } from '../enums/cta';
import {
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_WEIGHT,
  FONT_FAMILIES,
  isSupportedFont,
  type FontWeight,
} from '../enums/fonts';
import { isHexColor } from '../validation/common';
import {
  validateButtonCtaFontSize,
  validateButtonCtaName,
  validateButtonCtaText,
  validateButtonCtaUrl,
} from '../validation/overlays';
import { rangeMessage, ValidationMessages } from '../validation/validation-messages';
import { OverlayPartMessages, type PartProblem } from './json-parts';

/**
 * A button CTA (overlays-distribution §3): the flat form fields the spec's createButtonCta /
 * updateButtonCta send, and the JSON-string parts (text, background, border, icon) it stores and returns.
 */

export interface ButtonCtaForm {
  name: string;
  url: string;
  text: string;
  fontFamily: string;
  fontWeight: number;
  fontSize: number;
  fontColor: string;
  backgroundColor: string;
  backgroundOpacity: number;
  borderWidth: number;
  borderColor: string;
  borderRadius: number;
  hasIcon: boolean;
  iconValue: CtaIconName | null;
  iconColor: string;
}

/** The button's look, as the stored JSON parts hold it and the player draws it. */
export interface ButtonCtaDesign {
  text: { value: string; fontFamily: string; fontWeight: FontWeight; fontSize: number; color: string };
  background: { color: string; opacity: number };
  border: { width: number; color: string; radius: number };
  /** Null without an icon. */
  icon: { value: CtaIconName; color: string } | null;
}

export const DEFAULT_BUTTON_CTA_FORM: ButtonCtaForm = {
  name: '',
  url: '',
  text: '',
  fontFamily: DEFAULT_FONT_FAMILY,
  fontWeight: DEFAULT_FONT_WEIGHT,
  ...BUTTON_CTA_DEFAULTS,
  iconValue: null,
};

function problemIf(problems: PartProblem[], field: string, message: string | undefined): void {
  if (message) problems.push({ field, message });
}

function colorProblem(value: string): string | undefined {
  return isHexColor(value) ? undefined : ValidationMessages.invalidHexColor;
}

function rangeProblem(
  value: number,
  min: number,
  max: number,
  unit: string,
  step?: number,
): string | undefined {
  if (!Number.isFinite(value) || value < min || value > max) return rangeMessage(min, max, unit);
  return step !== undefined && (value - min) % step !== 0 ? OverlayPartMessages.notAStep(step) : undefined;
}

/**
 * Checks a button CTA's form (texts trimmed, as the form does on blur) and answers its name, url and
 * design with every problem, each on its form field.
 */
export function readButtonCtaForm(form: ButtonCtaForm): {
  name: string;
  url: string;
  design: ButtonCtaDesign;
  problems: PartProblem[];
} {
  const problems: PartProblem[] = [];
  const name = form.name.trim();
  const url = form.url.trim();
  const text = form.text.trim();
  problemIf(problems, 'name', validateButtonCtaName(name));
  problemIf(problems, 'url', validateButtonCtaUrl(url));
  problemIf(problems, 'text', validateButtonCtaText(text));
  problemIf(
    problems,
    'fontFamily',
    FONT_FAMILIES.includes(form.fontFamily) && isSupportedFont(form.fontFamily, form.fontWeight)
      ? undefined
      : OverlayPartMessages.unsupportedFont,
  );
  problemIf(problems, 'fontSize', validateButtonCtaFontSize(form.fontSize));
  problemIf(problems, 'fontColor', colorProblem(form.fontColor));
  problemIf(problems, 'backgroundColor', colorProblem(form.backgroundColor));
  problemIf(
    problems,
    'backgroundOpacity',
    rangeProblem(form.backgroundOpacity, BUTTON_CTA_OPACITY_MIN, 100, '%', BUTTON_CTA_OPACITY_STEP),
  );
  problemIf(problems, 'borderWidth', rangeProblem(form.borderWidth, 0, BUTTON_CTA_BORDER_WIDTH_MAX, 'px'));
  problemIf(problems, 'borderColor', colorProblem(form.borderColor));
  problemIf(problems, 'borderRadius', rangeProblem(form.borderRadius, 0, BUTTON_CTA_ROUND_RADIUS, 'px'));
  if (form.hasIcon) {
    problemIf(
      problems,
      'iconValue',
      form.iconValue && Object.values(CtaIconName).includes(form.iconValue)
        ? undefined
        : OverlayPartMessages.notOneOf(Object.values(CtaIconName)),
    );
    problemIf(problems, 'iconColor', colorProblem(form.iconColor));
  }
  return {
    name,
    url,
    problems,
    design: {
      text: {
        value: text,
        fontFamily: form.fontFamily,
        fontWeight: form.fontWeight as FontWeight,
        fontSize: form.fontSize,
        color: form.fontColor,
      },
      background: { color: form.backgroundColor, opacity: form.backgroundOpacity },
      border: { width: form.borderWidth, color: form.borderColor, radius: form.borderRadius },
      icon: form.hasIcon && form.iconValue ? { value: form.iconValue, color: form.iconColor } : null,
    },
  };
}

/** The form of a stored button (the editor opens with it). */
export function buttonCtaFormOf(name: string, url: string, design: ButtonCtaDesign): ButtonCtaForm {
  return {
    name,
    url,
    text: design.text.value,
    fontFamily: design.text.fontFamily,
    fontWeight: design.text.fontWeight,
    fontSize: design.text.fontSize,
    fontColor: design.text.color,
    backgroundColor: design.background.color,
    backgroundOpacity: design.background.opacity,
    borderWidth: design.border.width,
    borderColor: design.border.color,
    borderRadius: design.border.radius,
    hasIcon: design.icon !== null,
    iconValue: design.icon?.value ?? null,
    iconColor: design.icon?.color ?? BUTTON_CTA_DEFAULTS.iconColor,
  };
}

/**
 * The JSON strings the API returns (icon null without an icon), each part's keys in one order whatever
 * order the stored object has.
 */
export function buttonCtaDesignParts(design: ButtonCtaDesign): {
  text: string;
  background: string;
  border: string;
  icon: string | null;
} {
  const { value, fontFamily, fontWeight, fontSize, color } = design.text;
  const border = design.border;
  return {
    text: JSON.stringify({ value, fontFamily, fontWeight, fontSize, color }),
    background: JSON.stringify({ color: design.background.color, opacity: design.background.opacity }),
    border: JSON.stringify({ width: border.width, color: border.color, radius: border.radius }),
    icon: design.icon ? JSON.stringify({ value: design.icon.value, color: design.icon.color }) : null,
  };
}

/** Reads the parts back (the admin reads what the API returned); undefined when one is not valid JSON. */
export function buttonCtaDesignOf(parts: {
  text: string;
  background: string;
  border: string;
  icon: string | null;
}): ButtonCtaDesign | undefined {
  try {
    return {
      text: JSON.parse(parts.text),
      background: JSON.parse(parts.background),
      border: JSON.parse(parts.border),
      icon: parts.icon ? JSON.parse(parts.icon) : null,
    };
  } catch {
    return undefined;
  }
}
