import {
  ContentSource,
  deleteDialogTitle,
  isObjectDetectionPending,
  THUMBNAIL_CAROUSEL_VISIBLE,
  validateThumbnailCount,
  type ObjectDetectionStatus,
  type ValidationResult,
} from '@framehouse/domain';

/** How often the Objects tab asks again while the AI is identifying objects (ours: the spec names no period). */
export const OBJECTS_POLL_MS = 3000;

/** The react-admin store key of the tab's page size (spec §2: remembered per table). */
export const OBJECTS_TABLE = 'objects';

/** Polls while the detection is pending ("Processing objects"), never otherwise. */
export function objectsPollInterval(status: ObjectDetectionStatus | null | undefined): number | false {
  return isObjectDetectionPending(status) ? OBJECTS_POLL_MS : false;
}

/** "Delete object" or "Delete objects" (the generic confirm-delete dialog, pluralized by count). */
export function deleteObjectsTitle(count: number): string {
  return deleteDialogTitle(count === 1 ? 'object' : 'objects');
}

/** The thumbnails the carousel shows from `start` on: 3 at a time, the start kept inside the list. */
export function carouselWindow<T>(
  items: readonly T[],
  start: number,
  visible = THUMBNAIL_CAROUSEL_VISIBLE,
): { shown: T[]; start: number; hasPrevious: boolean; hasNext: boolean } {
  const first = Math.max(0, Math.min(start, items.length - visible));
  return {
    shown: items.slice(first, first + visible),
    start: first,
    hasPrevious: first > 0,
    hasNext: first + visible < items.length,
  };
}

/** An upload is offered while the object has fewer than 10 uploaded thumbnails (the crop does not count). */
export function thumbnailUploadProblem(thumbnails: ReadonlyArray<{ source: string }>): ValidationResult {
  return validateThumbnailCount(
    thumbnails.filter((thumbnail) => thumbnail.source === ContentSource.USER).length,
  );
}
