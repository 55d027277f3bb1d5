import { PASSWORD_MIN_LENGTH } from '../constants/platform';
import { ErrorCode } from '../errors/error-code';
import { ErrorMessages } from '../errors/error-messages';
import { SequenceMatcher } from './sequence-matcher';
import { ValidationMessages } from './validation-messages';
import { CodedProblem, isBlank, ValidationResult } from './validator';

/** Django's UserAttributeSimilarityValidator default. */
export const PASSWORD_MAX_SIMILARITY = 0.7;

export type PasswordProblem = CodedProblem<ErrorCode>;

// Python's \W: anything but letters, numbers and the underscore (Unicode-aware).
const NON_WORD = /[^\p{L}\p{N}_]+/u;
const ENTIRELY_DIGITS = /^\p{Nd}+$/u;

/**
 * Django's shortcut: a value much shorter than the password can never reach the similarity bound,
 * so it is skipped without matching.
 */
function exceedsMaximumLengthRatio(password: string, maxSimilarity: number, value: string): boolean {
  const passwordLength = Array.from(password).length;
  const valueLength = Array.from(value).length;
  return passwordLength >= 10 * valueLength && valueLength < (maxSimilarity / 2) * passwordLength;
}

/** Django's parts of one user attribute: the lowercased value split on \W, plus the whole value. */
export function attributeSimilarityParts(value: string): string[] {
  const lower = value.toLowerCase();
  return [...lower.split(NON_WORD), lower];
}

/** The values a password is compared with: the email's parts, its local part, and the whole email. */
export function emailSimilarityParts(email: string): string[] {
  const lower = email.toLowerCase();
  const at = lower.lastIndexOf('@');
  const localPart = at > 0 ? [lower.slice(0, at)] : [];
  return [...lower.split(NON_WORD), ...localPart, lower];
}

function similarToAnyPart(password: string, parts: readonly string[], maxSimilarity: number): boolean {
  const lowered = password.toLowerCase();
  return parts.some(
    (part) =>
      !exceedsMaximumLengthRatio(lowered, maxSimilarity, part) &&
      new SequenceMatcher(lowered, part).quickRatio() >= maxSimilarity,
  );
}

/**
 * Django's UserAttributeSimilarityValidator: too similar when SequenceMatcher's quick ratio of the
 * lowercased password against any part of any attribute value reaches `maxSimilarity`.
 */
export function isPasswordTooSimilar(
  password: string,
  attributeValues: readonly string[],
  maxSimilarity: number = PASSWORD_MAX_SIMILARITY,
): boolean {
  return attributeValues.some(
    (value) => value.length > 0 && similarToAnyPart(password, attributeSimilarityParts(value), maxSimilarity),
  );
}

/** The similarity rule against the user's email (the only attribute the catalogue's message names). */
export function isPasswordTooSimilarToEmail(password: string, email: string | null | undefined): boolean {
  return !!email && similarToAnyPart(password, emailSimilarityParts(email), PASSWORD_MAX_SIMILARITY);
}

export function isPasswordTooShort(password: string): boolean {
  return Array.from(password).length < PASSWORD_MIN_LENGTH;
}

/** Django's NumericPasswordValidator (str.isdigit). */
export function isPasswordEntirelyNumeric(password: string): boolean {
  return ENTIRELY_DIGITS.test(password);
}

function problem(code: ErrorCode): PasswordProblem {
  return { code, message: ErrorMessages[code] };
}

/**
 * The server-side password rules, in Django's validator order (similarity, minimum length, numeric),
 * all of them reported at once like Django does.
 */
export function passwordProblems(password: string, email?: string | null): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (isPasswordTooSimilarToEmail(password, email)) problems.push(problem(ErrorCode.PASSWORD_TOO_SIMILAR));
  if (isPasswordTooShort(password)) problems.push(problem(ErrorCode.PASSWORD_TOO_SHORT));
  if (isPasswordEntirelyNumeric(password)) problems.push(problem(ErrorCode.PASSWORD_ENTIRELY_NUMERIC));
  return problems;
}

/** The new-password field of the reset and settings forms (platform.md §5), first failing rule only. */
export function validateNewPassword(
  password: string | null | undefined,
  email?: string | null,
): ValidationResult {
  if (!password) return ValidationMessages.required;
  if (isBlank(password)) return ValidationMessages.passwordEmpty;
  if (isPasswordTooShort(password)) return ValidationMessages.passwordMinLength;
  if (isPasswordEntirelyNumeric(password)) return ValidationMessages.passwordNumeric;
  if (isPasswordTooSimilarToEmail(password, email)) return ValidationMessages.passwordTooSimilar;
  return undefined;
}
