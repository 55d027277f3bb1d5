import {
  THUMBNAIL_CAROUSEL_VISIBLE,
  THUMBNAIL_MAX_BYTES,
  validatePictureSize,
  validateThumbnailCount,
  ValidationMessages,
  type ValidationResult,
} from '@framehouse/domain';
import { ContentSource } from '@framehouse/sdk';
import type { VideoDetails } from '../videos/video-record';

export type VideoThumbnail = VideoDetails['thumbnails'][number];

/** Members' uploads: the ones that count towards the 10 and can be deleted (candidates are the transcoder's). */
export function isUploadedThumbnail(thumbnail: Pick<VideoThumbnail, 'source'>): boolean {
  return thumbnail.source === ContentSource.User;
}

/** "Max allowed uploaded thumbnail count is 10" once the video holds 10 uploads. */
export function thumbnailCountProblem(
  thumbnails: readonly Pick<VideoThumbnail, 'source'>[],
): ValidationResult {
  return validateThumbnailCount(thumbnails.filter(isUploadedThumbnail).length);
}

/** "Thumbnail exceeds maximum file size (2.5 MiB)." for a chosen file over 2.5 MiB. */
export function thumbnailSizeProblem(bytes: number): ValidationResult {
  return validatePictureSize(bytes, THUMBNAIL_MAX_BYTES, ValidationMessages.thumbnailTooLarge);
}

/** The first position the carousel can show so that its window stays full (3 at a time, spec). */
export function clampCarouselStart(
  start: number,
  count: number,
  visible = THUMBNAIL_CAROUSEL_VISIBLE,
): number {
  return Math.max(0, Math.min(start, count - visible));
}

/** The start that brings `index` into view, moving the window as little as possible. */
export function carouselStartShowing(
  index: number,
  start: number,
  count: number,
  visible = THUMBNAIL_CAROUSEL_VISIBLE,
): number {
  if (index < 0) return clampCarouselStart(start, count, visible);
  if (index < start) return clampCarouselStart(index, count, visible);
  if (index >= start + visible) return clampCarouselStart(index - visible + 1, count, visible);
  return clampCarouselStart(start, count, visible);
}
