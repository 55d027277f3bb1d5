import {
  CAPTION_EXTENSIONS,
  MOMENT_DESCRIPTION_MAX,
  MOMENT_TITLE_MAX,
  PROMO_LABEL_MAX,
  TAG_MAX_LENGTH,
  THUMBNAILS_MAX,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TITLE_MAX,
} from '../constants/video';
import { VideoOrigin } from '../enums/video';
import { publishingTargetMessage } from '../errors/message-templates';
import { fileExtension, isValidUrl, validateMaxLength, WEB_URL_SCHEMES } from './common';
import { tagTooLongMessage, unsupportedExtensionMessage, ValidationMessages } from './validation-messages';
import { characterLength, isBlank, ValidationResult } from './validator';

function validateTitle(value: string | null | undefined, max: number): ValidationResult {
  if (isBlank(value)) return ValidationMessages.titleEmpty;
  return validateMaxLength((value ?? '').trim(), max);
}

/** Video title: required ("Title cannot be empty"), max 256. */
export function validateVideoTitle(value: string | null | undefined): ValidationResult {
  return validateTitle(value, VIDEO_TITLE_MAX);
}

/** Moment title: required after trimming ("Title cannot be empty"), max 256. */
export function validateMomentTitle(value: string | null | undefined): ValidationResult {
  return validateTitle(value, MOMENT_TITLE_MAX);
}

/** Object title: required after trimming ("Title cannot be empty"). */
export function validateObjectTitle(value: string | null | undefined): ValidationResult {
  return validateTitle(value, VIDEO_TITLE_MAX);
}

/** Video or moment description: max 5000. */
export function validateDescription(
  value: string | null | undefined,
  max = VIDEO_DESCRIPTION_MAX,
): ValidationResult {
  return validateMaxLength(value, max);
}

export function validateMomentDescription(value: string | null | undefined): ValidationResult {
  return validateMaxLength(value, MOMENT_DESCRIPTION_MAX);
}

/** Object URL: optional (trimmed, empty is omitted), valid when given. */
export function validateObjectUrl(value: string | null | undefined): ValidationResult {
  const url = (value ?? '').trim();
  if (url === '') return undefined;
  return isValidUrl(url) ? undefined : ValidationMessages.urlIncorrectFormat;
}

/** Tags and categories: trimmed, blank entries ignored, duplicates not added (order kept). */
export function normalizeTags(values: readonly string[]): string[] {
  const result: string[] = [];
  for (const value of values) {
    const tag = value.trim();
    if (tag !== '' && !result.includes(tag)) result.push(tag);
  }
  return result;
}

/** The tag list after adding one (what Enter does in the tag field). */
export function addTag(tags: readonly string[], value: string): string[] {
  return normalizeTags([...tags, value]);
}

/** Each tag or category at most 60 characters. */
export function validateTags(tags: readonly string[], kind: 'tag' | 'category' = 'tag'): ValidationResult {
  return tags.some((tag) => characterLength(tag.trim()) > TAG_MAX_LENGTH)
    ? tagTooLongMessage(TAG_MAX_LENGTH, kind)
    : undefined;
}

/** The tag field's hint: "(max. 60 characters per tag)" or "… per category". */
export function tagHint(kind: 'tag' | 'category'): string {
  return `(max. ${TAG_MAX_LENGTH} characters per ${kind})`;
}

/** Promo cards label: required, max 25. */
export function validatePromoLabel(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return ValidationMessages.promoLabelEmpty;
  return validateMaxLength((value ?? '').trim(), PROMO_LABEL_MAX);
}

/** Captions: only .vtt ('Unsupported file extension: ".srt"'). */
export function validateCaptionFileName(fileName: string): ValidationResult {
  const extension = fileExtension(fileName);
  return CAPTION_EXTENSIONS.includes(extension) ? undefined : unsupportedExtensionMessage(extension);
}

/** A video, moment or object holds at most 10 thumbnails. */
export function validateThumbnailCount(currentCount: number): ValidationResult {
  return currentCount >= THUMBNAILS_MAX ? ValidationMessages.thumbnailCountExceeded : undefined;
}

/** Remote and YouTube import URL: trimmed, http or https ("URL is in incorrect format"). */
export function validateImportUrl(value: string | null | undefined): ValidationResult {
  const url = (value ?? '').trim();
  return isValidUrl(url, WEB_URL_SCHEMES) ? undefined : ValidationMessages.urlIncorrectFormat;
}

const YOUTUBE_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com'];

function hostMatches(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/** The origin an imported URL gives a video: YOUTUBE, VIMEO, or REMOTE for any other http(s) URL. */
export function videoOriginForUrl(value: string): VideoOrigin {
  let hostname: string;
  try {
    hostname = new URL(value.trim()).hostname.toLowerCase();
  } catch {
    return VideoOrigin.REMOTE;
  }
  if (hostMatches(hostname, YOUTUBE_HOSTS)) return VideoOrigin.YOUTUBE;
  if (hostMatches(hostname, VIMEO_HOSTS)) return VideoOrigin.VIMEO;
  return VideoOrigin.REMOTE;
}

/** A video imported from YouTube cannot be published back to YouTube. */
export function canPublishToYoutube(origin: VideoOrigin): boolean {
  return origin !== VideoOrigin.YOUTUBE;
}

/**
 * The YouTube target's publish check: a linked account, then a video category. The message carries the
 * target label prefix ("YouTube - Link your account before publishing").
 */
export function validateYoutubeTarget(
  target: { accountLinked: boolean; categoryId?: string | null },
  targetLabel = 'YouTube',
): ValidationResult {
  if (!target.accountLinked)
    return publishingTargetMessage(targetLabel, ValidationMessages.linkAccountBeforePublishing);
  if (!target.categoryId)
    return publishingTargetMessage(targetLabel, ValidationMessages.youtubeCategoryRequired);
  return undefined;
}

/** Publishing or unpublishing needs at least one target. */
export function validatePublishTargets(targetIds: readonly string[]): ValidationResult {
  return targetIds.length > 0 ? undefined : ValidationMessages.publishTargetRequired;
}
