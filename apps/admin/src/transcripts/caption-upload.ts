import { canonicalLanguageCode, ContextMessages } from '@framehouse/domain';

export type CaptionUpload =
  { kind: 'create' } | { kind: 'update'; id: string } | { kind: 'refused'; message: string };

/**
 * Whether the upload form shows (spec §5, "Upload needs both create and change"): the file's language
 * decides which of the two a member needs, and the form cannot know it before the choice.
 */
export function canUploadCaptions(allowed: { create: boolean; change: boolean }): boolean {
  return allowed.create && allowed.change;
}

/**
 * What uploading a file for `languageCode` does (spec §5): a language that has captions is updated
 * (needs CHANGE_VIDEO_CAPTION), a new one created (needs CREATE_VIDEO_CAPTION); each refusal has its text.
 */
export function captionUpload(
  existing: ReadonlyArray<{ id: string; languageCode: string }>,
  languageCode: string,
  allowed: { create: boolean; change: boolean },
): CaptionUpload {
  const language = canonicalLanguageCode(languageCode) ?? languageCode;
  const same = existing.find(
    (caption) => (canonicalLanguageCode(caption.languageCode) ?? caption.languageCode) === language,
  );
  if (same) {
    return allowed.change
      ? { kind: 'update', id: same.id }
      : { kind: 'refused', message: ContextMessages.updateCaptionsNotAllowed };
  }
  return allowed.create
    ? { kind: 'create' }
    : { kind: 'refused', message: ContextMessages.uploadCaptionsNotAllowed };
}

/** The languages the upload offers (ours; any BCP 47 code is accepted by the API). */
export const CAPTION_LANGUAGE_CODES: readonly string[] = [
  'en',
  'en-US',
  'en-GB',
  'es',
  'es-419',
  'fr',
  'de',
  'it',
  'pt',
  'pt-BR',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'el',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'hi',
  'bn',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
  'th',
  'vi',
  'id',
  'ms',
];
