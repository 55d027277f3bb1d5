import { isHexColor } from '../validation/common';
import { rangeMessage, ValidationMessages } from '../validation/validation-messages';

/**
 * Readers of the JSON-string parts the spec sends for end cards and button CTAs
 * (overlays-distribution §3, §7). Each reader checks one field of a parsed part and answers the spec's
 * message (or ours, in docs/decisions.md "Overlays") so that the API and the admin refuse the same
 * values with the same words.
 */

/** A problem with one part: the part's name (the mutation field) and the message. */
export interface PartProblem {
  field: string;
  message: string;
}

export const OverlayPartMessages = {
  /** Ours: a part that is not a JSON object. */
  notAnObject: 'Must be a JSON object.',
  /** Ours: a value of an enumeration that is not one of its values. */
  notOneOf: (values: readonly (string | number)[]) => `Must be one of: ${values.join(', ')}.`,
  /** Ours: a whole number was expected. */
  notANumber: 'Must be a number.',
  /** Ours: a step such as the opacity's 5. */
  notAStep: (step: number) => `Must be a multiple of ${step}.`,
  /** Ours: a font the product does not ship, or a weight it does not offer for that family. */
  unsupportedFont: 'Font or weight is not available.',
} as const;

/** Parses a JSON-string part into an object; null when it is not JSON or not an object. */
export function parsePartObject(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Collects the problems of one part while reading its fields. */
export class PartReader {
  readonly problems: PartProblem[] = [];

  constructor(
    readonly field: string,
    private readonly source: Record<string, unknown>,
  ) {}

  private fail(message: string): void {
    if (!this.problems.some((problem) => problem.message === message)) {
      this.problems.push({ field: this.field, message });
    }
  }

  color(key: string, fallback: string): string {
    const value = this.source[key] ?? fallback;
    if (typeof value !== 'string' || !isHexColor(value)) {
      this.fail(ValidationMessages.invalidHexColor);
      return fallback;
    }
    return value;
  }

  /** A number within [min, max] (and on `step` from min when given); the unit goes into the message. */
  number(key: string, fallback: number, min: number, max: number, unit = '', step?: number): number {
    const value = this.source[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.fail(OverlayPartMessages.notANumber);
      return fallback;
    }
    if (value < min || value > max) {
      this.fail(rangeMessage(min, max, unit));
      return fallback;
    }
    if (step !== undefined && (value - min) % step !== 0) {
      this.fail(OverlayPartMessages.notAStep(step));
      return fallback;
    }
    return value;
  }

  oneOf<T extends string | number>(key: string, values: readonly T[], fallback: T): T {
    const value = this.source[key] ?? fallback;
    if (!values.includes(value as T)) {
      this.fail(OverlayPartMessages.notOneOf(values));
      return fallback;
    }
    return value as T;
  }

  string(key: string, fallback = ''): string {
    const value = this.source[key] ?? fallback;
    if (typeof value !== 'string') {
      this.fail(OverlayPartMessages.notOneOf(['a text']));
      return fallback;
    }
    return value;
  }

  /** A message of a rule of libs/domain's validation (undefined when the value passes). */
  check(message: string | undefined): void {
    if (message) this.fail(message);
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.source[key] ?? fallback;
    if (typeof value !== 'boolean') {
      this.fail(OverlayPartMessages.notOneOf(['true', 'false']));
      return fallback;
    }
    return value;
  }
}

/**
 * Reads one JSON-string part with `read`; a string that is not a JSON object is one problem. `null`
 * and `undefined` (a part not sent) read as an empty object so the defaults apply.
 */
export function readPart<T>(
  field: string,
  json: string | null | undefined,
  read: (reader: PartReader) => T,
): { value: T; problems: PartProblem[] } {
  const source = json == null ? {} : parsePartObject(json);
  const reader = new PartReader(field, source ?? {});
  const value = read(reader);
  if (!source) return { value, problems: [{ field, message: OverlayPartMessages.notAnObject }] };
  return { value, problems: reader.problems };
}
